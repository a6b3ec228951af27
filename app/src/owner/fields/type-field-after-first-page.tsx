// The wizard's first step, the RV's type, loads its radio group (react-aria's, about 28 KiB gzip) once the step has
// shown (issue 35), drawn meanwhile as the group draws itself: its label, each group's title and a card per type, the
// chosen one marked, so nothing moves when the group arrives. Meanwhile the cards are native radios that work (a
// reader who tabs in at once reaches them, not the Next button after them, and can choose); the group's radio of the
// same type takes the focus when it arrives (lib/after-first-page-widget.tsx).
import { rvTypeLabels } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { afterFirstPageWidget } from '../../lib/after-first-page-widget.tsx';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useRvForm } from './rv-form-context.tsx';
import { rvTypeGroups } from './rv-type-groups.ts';

function TypeFieldPlaceholder() {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const { values, set } = useRvForm();
  const chosen = values.Type;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="type-field-placeholder">
      <legend className="mb-2 inline-flex w-fit items-baseline gap-0.5 text-sm font-semibold text-foreground">
        {t('fields.type')}
        <span className="text-danger-foreground" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-col gap-3">
        {rvTypeGroups.map(([group, types]) => (
          <div key={group} className="flex flex-col gap-2">
            <p className="mt-2 text-sm font-semibold text-muted-foreground">{t(`groups.${group}`)}</p>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {types.map((type) => (
                <label
                  key={type}
                  className={`relative grid cursor-pointer grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-1 rounded-lg border bg-surface p-4 text-surface-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring ${
                    chosen === type ? 'border-primary bg-primary-soft ring-1 ring-primary' : 'border-border'
                  }`}
                >
                  <input
                    type="radio"
                    name="rv-type-placeholder"
                    value={type}
                    checked={chosen === type}
                    onChange={() => set({ Type: type })}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`mt-0.5 size-5 shrink-0 rounded-full border-2 ${chosen === type ? 'border-primary bg-primary' : 'border-input bg-surface'}`}
                  />
                  <span className="py-0.5 font-semibold leading-5">{rvTypeLabels[locale][type]}</span>
                  <span />
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export const TypeFieldAfterFirstPage = afterFirstPageWidget(
  () => import('./type-field.tsx').then((m) => m.TypeField),
  TypeFieldPlaceholder,
);
