// One form of an edit section (details, pricing, preferences, insurance): the fields of several wizard steps, saved
// together with one button. A listed RV is checked against everything a listing needs before it is sent.
import { type HostRv, type RvFieldName, type RvUpdate, rvWords } from '@rove/contract';
import { Banner, Button } from '@rove/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { RvFormContext } from '../fields/rv-form-context.tsx';
import { hostRvApi } from '../host-rv-api.ts';
import { initialValues, missingProblems, type RvFormValues, rvFieldOf, toPayload } from '../rv-form.ts';

export function SectionForm({ rv, fields, children, label }: { rv: HostRv; fields: RvFieldName[]; children: ReactNode; label: string }) {
  const { t } = useTranslation('owner');
  // The contract's checks of the update (the server's), then what a listed RV needs; worded by the contract's rvWords.
  const [currentYear] = useState(() => new Date().getFullYear());
  const form = useContractForm({
    schema: () =>
      import('../rv-schemas.ts').then((m) =>
        m.rvUpdateSchema({ currentYear, current: { Weight: rv.Weight, DeliveryRadius: rv.DeliveryRadius } }),
      ),
    initial: (): RvFormValues => initialValues(fields, rv),
    toBody: (values) => toPayload(values, rv),
    fieldOf: rvFieldOf,
    check: (values) => missingProblems(values, { rv }),
    namespace: 'owner',
    words: rvWords,
  });
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const errors = Object.fromEntries(
    (Object.keys(form.problems) as (keyof RvFormValues & string)[]).map((field) => [field, form.message(field) ?? '']),
  );

  const submit = form.onSubmit(async (body) => {
    setMessage(null);
    try {
      const saved = await hostRvApi.save(rv.Id, body as RvUpdate);
      form.setValues(initialValues(fields, saved));
      setMessage({ tone: 'success', text: t('edit.changesSaved') });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        form.showServerErrors(error.body);
        setMessage({ tone: 'danger', text: error.message });
      } else setMessage({ tone: 'danger', text: error instanceof ApiError ? t('common.genericError') : t('common.networkError') });
    }
  });
  const shown = message ?? (form.invalid ? { tone: 'danger' as const, text: t('common.fixErrors') } : null);

  return (
    <RvFormContext.Provider
      value={{
        rv,
        values: form.values,
        set: (patch) => {
          form.setValues((values) => ({ ...values, ...patch }));
          form.setProblems((problems) => Object.fromEntries(Object.entries(problems).filter(([field]) => !(field in patch))));
        },
        errors,
        mode: 'edit',
      }}
    >
      <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-8">
        {children}
        <div className="sticky bottom-0 flex flex-col gap-3 border-t border-border bg-background py-4">
          {shown ? (
            <Banner tone={shown.tone} urgent={shown.tone === 'danger'}>
              {shown.text}
            </Banner>
          ) : null}
          <Button type="submit" loading={form.pending} className="w-fit">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </RvFormContext.Provider>
  );
}

export function SectionGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-5">
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
