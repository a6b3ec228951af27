// Money and how renters get the RV: nightly price (with what similar RVs cost), cleaning fee, security deposit,
// longer-stay discounts, distance and generator allowances; the rental type with its delivery distance and price.
import { offersDelivery, type RentalType, rentalTypes } from '@rove/contract';
import { MoneyField, NumberField, RadioCard, RadioGroup, Switch } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { type EarningsEstimate, rvEarningsKey } from '../host-rv-api.ts';
import { useNow } from '../use-now.ts';
import { useRvForm } from './rv-form-context.tsx';

const money = (value: unknown) => (typeof value === 'number' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const fromNumber = (value: number) => (Number.isNaN(value) ? null : value);

export function RentalTypeField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  const rental = (values.RentalType as RentalType | null | undefined) ?? null;
  return (
    <div className="flex flex-col gap-8">
      <RadioGroup
        label={t('fields.rentalType')}
        variant="card"
        value={rental}
        onChange={(RentalType) => set({ RentalType })}
        isRequired
        {...error('RentalType')}
      >
        {rentalTypes.map((type) => (
          <RadioCard key={type} value={type} title={t(`rentalTypes.${type}`)} description={t(`rentalTypes.${type}Help`)} />
        ))}
      </RadioGroup>
      {/* How far the host delivers, asked as soon as delivery is chosen (issue 38). */}
      {offersDelivery(rental) ? <DeliveryFields /> : null}
    </div>
  );
}

/** Delivery: how far (required), the price per unit of distance, and the free distance. */
function DeliveryFields() {
  const { t } = useTranslation('owner');
  const { values, set, error, currency, unit } = useRvForm();
  const unitWord = t(`fields.unit.${unit}`);
  const unitOne = t(`fields.unitOne.${unit}`);
  return (
    <fieldset className="flex max-w-md flex-col gap-4">
      <legend className="mb-2 font-display text-lg font-semibold">{t('fields.deliveryTitle')}</legend>
      <NumberField
        label={t('fields.deliveryRadius', { unit: unitWord })}
        value={num(values.DeliveryRadius)}
        onChange={(value) => set({ DeliveryRadius: fromNumber(value) })}
        minValue={1}
        maxValue={500}
        formatOptions={{ maximumFractionDigits: 0 }}
        isRequired
        className="max-w-48"
        {...error('DeliveryRadius')}
      />
      <MoneyField
        label={t('fields.deliveryPrice', { unit: unitOne })}
        currency={currency}
        value={money(values.DeliveryPricePerUnit) ?? 0}
        onChange={(v) => set({ DeliveryPricePerUnit: v ?? 0 })}
        step={0.25}
        {...error('DeliveryPricePerUnit')}
      />
      <NumberField
        label={t('fields.deliveryFree', { unit: unitWord })}
        value={num(values.DeliveryFreeRadius ?? 0)}
        onChange={(value) => set({ DeliveryFreeRadius: Number.isNaN(value) ? 0 : value })}
        minValue={0}
        maxValue={500}
        formatOptions={{ maximumFractionDigits: 0 }}
        className="max-w-48"
        {...error('DeliveryFreeRadius')}
      />
    </fieldset>
  );
}

/** What similar RVs rent for, from the earnings projection (hidden when it is not available). */
function PriceHint() {
  const { t } = useTranslation('owner');
  const inCurrency = useMoney();
  const { rv } = useRvForm();
  const month = useNow().getMonth() + 1;
  const { data } = useApi<EarningsEstimate>(rv?.Type ? rvEarningsKey(rv.Id, month) : null);
  if (!data || !data.Comparables) return null;
  const f = (n: number) => inCurrency(n, data.Currency);
  return (
    <p className="text-sm text-foreground" data-testid="price-hint">
      {t('wizard.priceHint', { low: f(data.NightlyPrice.Low), high: f(data.NightlyPrice.High), typical: f(data.NightlyPrice.Typical) })}
    </p>
  );
}

export function NightlyPriceField({ hint = true }: { hint?: boolean }) {
  const { t } = useTranslation('owner');
  const { values, set, error, currency } = useRvForm();
  return (
    <div className="flex flex-col gap-3">
      <MoneyField
        label={t('fields.nightlyPrice')}
        currency={currency}
        wholeUnits
        value={money(values.NightlyPrice)}
        onChange={(NightlyPrice) => set({ NightlyPrice })}
        isRequired
        {...error('NightlyPrice')}
      />
      {hint ? <PriceHint /> : null}
    </div>
  );
}

export function CleaningFeeField() {
  const { t } = useTranslation('owner');
  const { values, set, error, currency } = useRvForm();
  return (
    <MoneyField
      label={t('fields.cleaningFee')}
      description={t('fields.cleaningFeeHelp')}
      currency={currency}
      wholeUnits
      value={money(values.CleaningFee)}
      onChange={(CleaningFee) => set({ CleaningFee })}
      isRequired
      {...error('CleaningFee')}
    />
  );
}

export function SecurityDepositField() {
  const { t } = useTranslation('owner');
  const { values, set, error, currency } = useRvForm();
  return (
    <MoneyField
      label={t('fields.securityDeposit')}
      description={t('fields.securityDepositHelp')}
      currency={currency}
      wholeUnits
      value={money(values.SecurityDeposit)}
      onChange={(SecurityDeposit) => set({ SecurityDeposit })}
      isRequired
      {...error('SecurityDeposit')}
    />
  );
}

export function DiscountFields() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  const fields = [
    ['WeeklyDiscountPercent', 'weekly'],
    ['MonthlyDiscountPercent', 'monthly'],
    ['MidweekDiscountPercent', 'midweek'],
  ] as const;
  return (
    <div className="flex max-w-md flex-col gap-5">
      {fields.map(([field, key]) => (
        <NumberField
          key={field}
          label={t(`fields.${key}`)}
          description={t(`fields.${key}Help`)}
          value={num(values[field] ?? 0)}
          onChange={(value) => set({ [field]: Number.isNaN(value) ? 0 : value })}
          minValue={0}
          maxValue={75}
          className="max-w-48"
          {...error(field)}
        />
      ))}
    </div>
  );
}

/** An allowance per day: a switch for "unlimited" (null), else a number. */
function Allowance({
  field,
  unlimitedLabel,
  label,
  max,
  fallback,
}: {
  field: 'MileageIncludedPerDay' | 'GeneratorHoursIncludedPerDay';
  unlimitedLabel: string;
  label: string;
  max: number;
  fallback: number;
}) {
  const { values, set, error } = useRvForm();
  const unlimited = values[field] === null;
  return (
    <div className="flex flex-col gap-3">
      <Switch isSelected={unlimited} onChange={(on) => set({ [field]: on ? null : fallback })}>
        {unlimitedLabel}
      </Switch>
      {!unlimited ? (
        <NumberField
          label={label}
          value={num(values[field])}
          onChange={(value) => set({ [field]: Number.isNaN(value) ? 0 : value })}
          minValue={0}
          maxValue={max}
          formatOptions={{ maximumFractionDigits: 0 }}
          className="max-w-48"
          {...error(field)}
        />
      ) : null}
    </div>
  );
}

/** The distance and generator allowances of a drivable RV (the mileage-and-delivery step; towables have none). */
export function AllowanceFields() {
  const { t } = useTranslation('owner');
  const { values, set, error, currency, unit, drivable } = useRvForm();
  if (!drivable) return null;
  const unitWord = t(`fields.unit.${unit}`);
  const unitOne = t(`fields.unitOne.${unit}`);
  return (
    <div className="flex max-w-md flex-col gap-8">
      <div className="flex flex-col gap-4">
        <Allowance
          field="MileageIncludedPerDay"
          unlimitedLabel={t('fields.mileageUnlimited')}
          label={t('fields.mileageIncluded', { unit: unitWord })}
          max={1000}
          fallback={200}
        />
        {values.MileageIncludedPerDay !== null ? (
          <MoneyField
            label={t('fields.mileageOverage', { unit: unitOne })}
            currency={currency}
            value={money(values.MileageOveragePrice) ?? 0}
            onChange={(v) => set({ MileageOveragePrice: v ?? 0 })}
            step={0.05}
            {...error('MileageOveragePrice')}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4">
        <Allowance
          field="GeneratorHoursIncludedPerDay"
          unlimitedLabel={t('fields.generatorUnlimited')}
          label={t('fields.generatorIncluded')}
          max={24}
          fallback={4}
        />
        {values.GeneratorHoursIncludedPerDay !== null ? (
          <MoneyField
            label={t('fields.generatorOverage')}
            currency={currency}
            value={money(values.GeneratorOveragePrice) ?? 0}
            onChange={(v) => set({ GeneratorOveragePrice: v ?? 0 })}
            {...error('GeneratorOveragePrice')}
          />
        ) : null}
      </div>
    </div>
  );
}
