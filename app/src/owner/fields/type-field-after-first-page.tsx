// The wizard's first step, the RV's type, loads its radio group (react-aria's, about 28 KiB gzip) once the step has
// shown (issue 35), drawn meanwhile as the group draws itself: its label, each group's title and a card per type, the
// chosen one marked, so nothing moves when the group arrives. Inert until then (hidden from assistive technology).
import { rvTypeLabels } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { afterFirstPageWidget } from '../../lib/app-ready.tsx';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useRvForm } from './rv-form-context.tsx';
import { rvTypeGroups } from './rv-type-groups.ts';

function TypeFieldPlaceholder() {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const chosen = useRvForm().values.Type;
  return (
    <div className="flex flex-col gap-2" aria-hidden="true" data-testid="type-field-placeholder">
      <span className="inline-flex w-fit items-baseline gap-0.5 text-sm font-semibold text-foreground">
        {t('fields.type')}
        <span className="text-danger-foreground">*</span>
      </span>
      <div className="flex flex-col gap-3">
        {rvTypeGroups.map(([group, types]) => (
          <div key={group} className="flex flex-col gap-2">
            <p className="mt-2 text-sm font-semibold text-muted-foreground">{t(`groups.${group}`)}</p>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {types.map((type) => (
                <div
                  key={type}
                  className={`relative grid grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-1 rounded-lg border bg-surface p-4 text-surface-foreground ${
                    chosen === type ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-border'
                  }`}
                >
                  <span
                    className={`mt-0.5 size-5 shrink-0 rounded-full border-2 ${chosen === type ? 'border-primary bg-primary' : 'border-input bg-surface'}`}
                  />
                  <span className="py-0.5 font-semibold leading-5">{rvTypeLabels[locale][type]}</span>
                  <span />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export const TypeFieldAfterFirstPage = afterFirstPageWidget(
  () => import('./type-field.tsx').then((m) => m.TypeField),
  TypeFieldPlaceholder,
);
