import type { Locale } from '@rove/contract/vocabulary';
import { useState } from 'react';
import { RadioCard, RadioGroup } from '../../components/radio-group/index.ts';
import { Switch } from '../../components/switch/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { currencyOf } from '@rove/contract/vocabulary';
import { type Country, formatWholeMoney, type ProtectionLevel, stationaryDiscountPercentage } from '../price-breakdown/finance.ts';
import { plansForUsage, type ProtectionPlanOption, type TripUsage } from './protection-plans.ts';
import { numberFormat } from '../../lib/intl-format.ts';

const protectionSelectorMessages = defineMessages({
  en: {
    label: 'Protection plan',
    drivingDescription: 'Every trip is protected. Choose how much you would pay after damage.',
    stationaryDescription: 'The RV stays parked where it is delivered: stationary plans cover it there.',
    perNight: (price: string) => `${price} / night`,
    deductible: (amount: string) => `Deductible ${amount}`,
    stationarySaving: (percent: string) => `Includes the ${percent} stationary discount.`,
    roadside: 'Roadside assistance',
    roadsideDescription: (price: string | null) =>
      `Towing, tire changes, lockouts and fuel delivery, 24/7${price ? `, ${price} per night` : ''}.`,
  },
  fr: {
    label: 'Plan de protection',
    drivingDescription: 'Chaque voyage est protégé. Choisissez ce que vous paieriez en cas de dommages.',
    stationaryDescription: 'Le VR reste stationné là où il est livré : les plans stationnaires le couvrent sur place.',
    perNight: (price: string) => `${price} / nuit`,
    deductible: (amount: string) => `Franchise de ${amount}`,
    stationarySaving: (percent: string) => `Comprend le rabais stationnaire de ${percent}.`,
    roadside: 'Assistance routière',
    roadsideDescription: (price: string | null) =>
      `Remorquage, changement de pneu, déverrouillage et livraison d’essence, 24 h sur 24${price ? `, ${price} par nuit` : ''}.`,
  },
});

/** Plan names and what each covers (lists, so they live beside the catalogue). */
const planCopy = {
  en: {
    names: { Basic: 'Basic', Standard: 'Standard', Premium: 'Premium', Stationary: 'Stationary', StationaryPlus: 'Stationary Plus' },
    covers: {
      Basic: ['Collision and comprehensive damage to the RV', 'Third-party liability', 'Highest deductible'],
      Standard: ['Everything in Basic', 'Lower deductible', 'Windshield and tire damage'],
      Premium: ['Everything in Standard', 'Lowest deductible', 'Interior damage', 'Trip interruption'],
      Stationary: ['Damage to the RV while parked on site', 'Liability at the campsite'],
      StationaryPlus: ['Everything in Stationary', 'Lower deductible', 'Accidental interior damage'],
    },
  },
  fr: {
    names: { Basic: 'De base', Standard: 'Standard', Premium: 'Premium', Stationary: 'Stationnaire', StationaryPlus: 'Stationnaire Plus' },
    covers: {
      Basic: ['Dommages au VR par collision et autres risques', 'Responsabilité civile', 'Franchise la plus élevée'],
      Standard: ['Tout ce que comprend le plan de base', 'Franchise réduite', 'Pare-brise et pneus'],
      Premium: ['Tout ce que comprend le plan standard', 'Franchise la plus basse', 'Dommages intérieurs', 'Interruption de voyage'],
      Stationary: ['Dommages au VR stationné sur place', 'Responsabilité civile au camping'],
      StationaryPlus: ['Tout ce que comprend le plan stationnaire', 'Franchise réduite', 'Dommages intérieurs accidentels'],
    },
  },
} as const satisfies Record<Locale, { names: Record<ProtectionLevel, string>; covers: Record<ProtectionLevel, readonly string[]> }>;

/** A plan's name in a language, as the selector titles its card: for a summary of the chosen plan elsewhere. */
function protectionPlanName(level: ProtectionLevel, language: Locale): string {
  return planCopy[language].names[level];
}

type ProtectionSelectorProps = {
  /** Driving trips offer Basic, Standard, Premium; stationary use offers Stationary and StationaryPlus. */
  usage: TripUsage;
  /** The listing's plans with their prices; levels of the other usage are ignored. */
  plans: readonly ProtectionPlanOption[];
  /** The listing's country, for the currency. */
  country: Country;
  value?: ProtectionLevel | null;
  defaultValue?: ProtectionLevel | null;
  onChange?: (level: ProtectionLevel) => void;
  /** Roadside assistance (default on). */
  roadsideAssistance?: boolean;
  defaultRoadsideAssistance?: boolean;
  onRoadsideAssistanceChange?: (on: boolean) => void;
  roadsideNightlyPrice?: number;
  /** The stationary discount rate (0.1 for 10 %), shown on stationary plans. */
  stationaryDiscountRate?: number | null;
  label?: string;
  isDisabled?: boolean;
  className?: string;
};

/** Choose a protection plan as cards (nightly price, deductible, what it covers) and roadside assistance. */
function ProtectionSelector({
  usage,
  plans,
  country,
  value,
  defaultValue,
  onChange,
  roadsideAssistance,
  defaultRoadsideAssistance = true,
  onRoadsideAssistanceChange,
  roadsideNightlyPrice,
  stationaryDiscountRate,
  label,
  isDisabled,
  className,
}: ProtectionSelectorProps) {
  const t = useMessages(protectionSelectorMessages);
  const { locale, language } = useUiLocale();
  const copy = planCopy[language];
  const currency = currencyOf(country);
  const money = (amount: number) => formatWholeMoney(amount, currency, locale);
  const offered = plansForUsage(usage, plans);
  const [roadsideUncontrolled, setRoadsideUncontrolled] = useState(defaultRoadsideAssistance);
  const roadsideOn = roadsideAssistance ?? roadsideUncontrolled;
  const saving =
    usage === 'stationary' && stationaryDiscountRate
      ? numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
          stationaryDiscountPercentage(stationaryDiscountRate) / 100,
        )
      : null;

  return (
    <div data-slot="protection-selector" className={cn('flex flex-col gap-5', className)}>
      <RadioGroup
        label={label ?? t.label}
        description={usage === 'stationary' ? t.stationaryDescription : t.drivingDescription}
        variant="card"
        isDisabled={isDisabled}
        {...(value !== undefined ? { value: value ?? null } : {})}
        {...(defaultValue !== undefined ? { defaultValue } : {})}
        onChange={(level) => onChange?.(level as ProtectionLevel)}
      >
        {offered.map((plan) => (
          <RadioCard
            key={plan.level}
            value={plan.level}
            title={copy.names[plan.level]}
            trailing={t.perNight(money(plan.nightlyPrice))}
            description={t.deductible(money(plan.deductible))}
          >
            <ul className="mt-1 list-disc space-y-0.5 ps-4">
              {(plan.covers ?? copy.covers[plan.level]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {saving ? <p className="mt-1 text-muted-foreground">{t.stationarySaving(saving)}</p> : null}
          </RadioCard>
        ))}
      </RadioGroup>
      <Switch
        isSelected={roadsideOn}
        isDisabled={isDisabled}
        onChange={(on) => {
          if (roadsideAssistance === undefined) setRoadsideUncontrolled(on);
          onRoadsideAssistanceChange?.(on);
        }}
        description={t.roadsideDescription(roadsideNightlyPrice != null ? money(roadsideNightlyPrice) : null)}
      >
        {t.roadside}
      </Switch>
    </div>
  );
}

export { ProtectionSelector, protectionPlanName, type ProtectionSelectorProps };
