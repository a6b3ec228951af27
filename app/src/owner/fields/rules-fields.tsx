// The booking rules: trip length and times, preferences, and the two acknowledgements before publishing.
import { cancellationPolicyNames } from '@rove/contract';
import { Checkbox, CountStepper, NativeSelect, Radio, RadioGroup, Switch } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../i18n/format.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { useRvForm } from './rv-form-context.tsx';

const times = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

function TimeSelect({ field, label }: { field: 'PickupTime' | 'DropoffTime'; label: string }) {
  const locale = useLocale();
  const { values, set, error } = useRvForm();
  const label12 = (time: string) => formatTime(new Date(`2026-01-01T${time}:00Z`), locale, 'UTC');
  return (
    <NativeSelect
      label={label}
      value={(values[field] as string | null) ?? ''}
      onChange={(time) => set({ [field]: time })}
      className="max-w-48"
      {...error(field)}
    >
      {times.map((time) => (
        <option key={time} value={time}>
          {label12(time)}
        </option>
      ))}
    </NativeSelect>
  );
}

export function CalendarFields() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <div className="flex max-w-lg flex-col gap-5">
      <CountStepper
        label={t('fields.minimumNights')}
        description={t('fields.minimumNightsHelp')}
        value={typeof values.MinimumNights === 'number' ? values.MinimumNights : 1}
        onChange={(n) => set({ MinimumNights: Number.isNaN(n) ? 1 : n })}
        minValue={1}
        maxValue={30}
        {...error('MinimumNights')}
      />
      <TimeSelect field="PickupTime" label={t('fields.pickupTime')} />
      <TimeSelect field="DropoffTime" label={t('fields.dropoffTime')} />
    </div>
  );
}

export function PreferencesFields() {
  const { t } = useTranslation('owner');
  const { values, set } = useRvForm();
  const switches = [
    ['InstantBook', 'instantBook', 'instantBookHelp'],
    ['PetsAllowed', 'pets', null],
    ['SmokingAllowed', 'smoking', null],
    ['FestivalFriendly', 'festivals', null],
    ['ExperienceRequired', 'experience', 'experienceHelp'],
  ] as const;
  return (
    <div className="flex max-w-lg flex-col gap-5">
      {switches.map(([field, label, help]) => (
        <Switch
          key={field}
          isSelected={values[field] === true}
          onChange={(on) => set({ [field]: on })}
          description={help ? t(`fields.${help}`) : undefined}
        >
          {t(`fields.${label}`)}
        </Switch>
      ))}
      <RadioGroup
        label={t('fields.cancellationPolicy')}
        description={t('fields.cancellationPolicyHelp')}
        value={(values.CancellationPolicy as string | undefined) ?? 'Moderate'}
        onChange={(policy) => set({ CancellationPolicy: policy })}
      >
        {cancellationPolicyNames.map((name) => (
          <Radio key={name} value={name} description={t(`policies.${name}.summary`, { ns: 'bookings' })}>
            {t(`policies.${name}.name`, { ns: 'bookings' })}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}

export function ProtectionField() {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const { values, set, error } = useRvForm();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p>{t('wizard.protectionBody1')}</p>
      <p>{t('wizard.protectionBody2')}</p>
      <p>{t('wizard.protectionBody3')}</p>
      <Link to={to('insurance-and-protection')} className="w-fit font-semibold text-primary underline underline-offset-4">
        {t('wizard.protectionLink')}
      </Link>
      <Checkbox
        isSelected={values.ProtectionAcknowledged === true}
        onChange={(on) => set({ ProtectionAcknowledged: on })}
        {...error('ProtectionAcknowledged')}
      >
        {t('fields.protection')}
      </Checkbox>
    </div>
  );
}

export function AcceptanceField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p>{t('wizard.acceptanceBody1')}</p>
      <p>{t('wizard.acceptanceBody2')}</p>
      <p>{t('wizard.acceptanceBody3')}</p>
      <Checkbox
        isSelected={values.HostAcceptanceAcknowledged === true}
        onChange={(on) => set({ HostAcceptanceAcknowledged: on })}
        {...error('HostAcceptanceAcknowledged')}
      >
        {t('fields.acceptance')}
      </Checkbox>
    </div>
  );
}
