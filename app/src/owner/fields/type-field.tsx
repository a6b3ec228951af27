// The RV's type, the wizard's first step: a module of its own, so the first step loads radio cards only (not the
// number and text fields of the vehicle's other steps, vehicle-fields.tsx); the wizard loads it once the step has
// shown (type-field-after-first-page.tsx).
import { RadioCard, RadioGroup, rvTypeLabels } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useRvForm } from './rv-form-context.tsx';
import { rvTypeGroups } from './rv-type-groups.ts';

export function TypeField() {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const { values, set, error } = useRvForm();
  return (
    <RadioGroup
      label={t('fields.type')}
      value={(values.Type as string | null) ?? null}
      onChange={(Type) => set({ Type })}
      variant="card"
      isRequired
      {...error('Type')}
    >
      {rvTypeGroups.map(([group, types]) => (
        <div key={group} className="flex flex-col gap-2">
          <p className="mt-2 text-sm font-semibold text-muted-foreground">{t(`groups.${group}`)}</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {types.map((type) => (
              <RadioCard key={type} value={type} title={rvTypeLabels[locale][type]} />
            ))}
          </div>
        </div>
      ))}
    </RadioGroup>
  );
}
