// The RV itself: year, make, model (and fuel for drivables), length, weight, hitch size and weight (its type: type-field.tsx).
import { fuels, hitchSizes } from '@rove/contract';
import { NumberField, Radio, RadioGroup, TextField } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useRvForm } from './rv-form-context.tsx';
import { useNow } from '../use-now.ts';

const hitchKeys: Record<(typeof hitchSizes)[number], string> = {
  '1 7/8"': 'ball178',
  '2"': 'ball2',
  '2 5/16"': 'ball2516',
  'Fifth wheel': 'fifthWheel',
  Gooseneck: 'gooseneck',
};

const num = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const fromNumber = (value: number) => (Number.isNaN(value) ? null : value);

export function YearField() {
  const { t } = useTranslation('owner');
  const now = useNow();
  const { values, set, error } = useRvForm();
  return (
    <NumberField
      label={t('fields.year')}
      value={num(values.Year)}
      onChange={(value) => set({ Year: fromNumber(value) })}
      minValue={1950}
      maxValue={now.getFullYear() + 1}
      formatOptions={{ useGrouping: false }}
      isRequired
      className="max-w-48"
      {...error('Year')}
    />
  );
}

export function BrandField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <TextField
      label={t('fields.brand')}
      description={t('fields.brandHelp')}
      value={(values.Brand as string | null) ?? ''}
      onChange={(Brand) => set({ Brand })}
      maxLength={40}
      autoComplete="off"
      isRequired
      className="max-w-md"
      {...error('Brand')}
    />
  );
}

export function ModelField() {
  const { t } = useTranslation('owner');
  const { values, set, error, drivable } = useRvForm();
  return (
    <div className="flex flex-col gap-6">
      <TextField
        label={t('fields.model')}
        description={t('fields.modelHelp')}
        value={(values.Model as string | null) ?? ''}
        onChange={(Model) => set({ Model })}
        maxLength={40}
        autoComplete="off"
        isRequired
        className="max-w-md"
        {...error('Model')}
      />
      {drivable ? (
        <RadioGroup
          label={t('fuel.label')}
          orientation="horizontal"
          value={(values.Fuel as string | null) ?? null}
          onChange={(Fuel) => set({ Fuel })}
          {...error('Fuel')}
        >
          {fuels.map((fuel) => (
            <Radio key={fuel} value={fuel}>
              {t(`fuel.${fuel}`)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}

export function LengthField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <NumberField
      label={t('fields.length')}
      description={t('fields.lengthHelp')}
      value={num(values.Length)}
      onChange={(value) => set({ Length: fromNumber(value) })}
      minValue={5}
      maxValue={60}
      step={0.5}
      formatOptions={{ maximumFractionDigits: 1 }}
      isRequired
      className="max-w-48"
      {...error('Length')}
    />
  );
}

export function WeightField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <NumberField
      label={t('fields.weight')}
      description={t('fields.weightHelp')}
      value={num(values.Weight)}
      onChange={(value) => set({ Weight: fromNumber(value) })}
      minValue={100}
      maxValue={40000}
      step={50}
      formatOptions={{ maximumFractionDigits: 0 }}
      isRequired
      className="max-w-48"
      {...error('Weight')}
    />
  );
}

export function HitchSizeField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <RadioGroup
      label={t('fields.hitchSize')}
      value={(values.HitchSize as string | null) ?? null}
      onChange={(HitchSize) => set({ HitchSize })}
      isRequired
      {...error('HitchSize')}
    >
      {hitchSizes.map((size) => (
        <Radio key={size} value={size}>
          {t(`hitch.${hitchKeys[size]}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}

export function HitchWeightField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <NumberField
      label={t('fields.hitchWeight')}
      description={t('fields.hitchWeightHelp')}
      value={num(values.HitchWeight)}
      onChange={(value) => set({ HitchWeight: fromNumber(value) })}
      minValue={10}
      maxValue={5000}
      step={10}
      formatOptions={{ maximumFractionDigits: 0 }}
      isRequired
      className="max-w-48"
      {...error('HitchWeight')}
    />
  );
}
