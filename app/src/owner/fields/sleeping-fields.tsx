// Who sleeps where: people, seat belts (drivables), beds by kind; slide-outs.
import { bedTypes } from '@rove/contract';
import { CountStepper } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useRvForm } from './rv-form-context.tsx';

type Bed = { Type: string; Count: number };
const count = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

export function SleepingFields() {
  const { t } = useTranslation('owner');
  const { values, set, error, drivable } = useRvForm();
  const beds = (values.Beds as Bed[] | undefined) ?? [];
  const setBed = (type: string, n: number) => {
    const others = beds.filter((b) => b.Type !== type);
    const next = n > 0 ? [...others, { Type: type, Count: n }] : others;
    set({ Beds: bedTypes.flatMap((bed) => next.filter((b) => b.Type === bed)) });
  };
  const bedsError = error('Beds');
  return (
    <div className="flex max-w-lg flex-col">
      <div className="divide-y divide-border">
        <CountStepper
          label={t('fields.sleeps')}
          description={t('fields.sleepsHelp')}
          value={count(values.Sleeps, Number.NaN)}
          onChange={(n) => set({ Sleeps: Number.isNaN(n) ? null : n })}
          minValue={1}
          maxValue={20}
          isRequired
          {...error('Sleeps')}
        />
        {drivable ? (
          // Asked, not left at 0: renters ride in a drivable RV (the listing shows its seat belts).
          <CountStepper
            label={t('fields.seatbelts')}
            description={t('fields.seatbeltsHelp')}
            value={count(values.Seatbelts, Number.NaN)}
            onChange={(n) => set({ Seatbelts: Number.isNaN(n) ? null : n })}
            minValue={1}
            maxValue={20}
            isRequired
            {...error('Seatbelts')}
          />
        ) : null}
      </div>
      <fieldset className="mt-6 flex flex-col" aria-describedby={bedsError.isInvalid ? 'beds-error' : undefined}>
        <legend className="font-display text-lg font-semibold">{t('beds.title')}</legend>
        <p className="text-sm text-muted-foreground">{t('beds.description')}</p>
        <div className="divide-y divide-border">
          {bedTypes.map((type) => (
            <CountStepper
              key={type}
              label={t(`beds.${type}`)}
              value={beds.find((b) => b.Type === type)?.Count ?? 0}
              onChange={(n) => setBed(type, Number.isNaN(n) ? 0 : n)}
              minValue={0}
              maxValue={10}
            />
          ))}
        </div>
        {bedsError.isInvalid ? (
          <p id="beds-error" className="text-sm font-medium text-danger-foreground" data-field-error="Beds">
            {bedsError.errorMessage}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

export function SlideoutsField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <div className="max-w-lg">
      <CountStepper
        label={t('fields.slideouts')}
        description={t('fields.slideoutsHelp')}
        value={count(values.Slideouts, 0)}
        onChange={(n) => set({ Slideouts: Number.isNaN(n) ? 0 : n })}
        minValue={0}
        maxValue={6}
        {...error('Slideouts')}
      />
    </div>
  );
}
