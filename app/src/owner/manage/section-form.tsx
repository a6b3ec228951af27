// One form of an edit section (details, pricing, preferences, insurance): the fields of several wizard steps, saved
// together with one button. A listed RV is checked against everything a listing needs before it is sent.
import type { HostRv, RvFieldName } from '@rove/contract';
import { Banner, Button } from '@rove/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { useLocale } from '../../layout/use-locale-path.ts';
import { RvFormContext } from '../fields/rv-form-context.tsx';
import { hostRvApi } from '../host-rv-api.ts';
import { checkValues, type FormErrors, initialValues, type RvFormValues, serverFieldErrors, toPayload } from '../rv-form.ts';

export function SectionForm({ rv, fields, children, label }: { rv: HostRv; fields: RvFieldName[]; children: ReactNode; label: string }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const [values, setValues] = useState<RvFormValues>(() => initialValues(fields, rv));
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = checkValues(values, { rv, currentYear: new Date().getFullYear(), locale });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) {
      setMessage({ tone: 'danger', text: t('common.fixErrors') });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setPending(true);
    try {
      const saved = await hostRvApi.save(rv.Id, toPayload(values, rv));
      setValues(initialValues(fields, saved));
      setMessage({ tone: 'success', text: t('edit.changesSaved') });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        setErrors(serverFieldErrors(error.body));
        setMessage({ tone: 'danger', text: error.message });
      } else setMessage({ tone: 'danger', text: error instanceof ApiError ? t('common.genericError') : t('common.networkError') });
    } finally {
      setPending(false);
    }
  }

  return (
    <RvFormContext.Provider value={{ rv, values, set: (patch) => setValues((v) => ({ ...v, ...patch })), errors, mode: 'edit' }}>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-8">
        {children}
        <div className="sticky bottom-0 flex flex-col gap-3 border-t border-border bg-background py-4">
          {message ? (
            <Banner tone={message.tone} urgent={message.tone === 'danger'}>
              {message.text}
            </Banner>
          ) : null}
          <Button type="submit" loading={pending} className="w-fit">
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
