// profile/payment: the saved cards of the payment simulator (test cards: 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined), add and remove.
import { CardInputSchema, hostMessage } from '@rove/contract';
import { Banner, Button, EmptyState, Skeleton, TextField } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError } from '../../api/api-error.ts';
import { useLocale } from '../../layout/use-locale-path.ts';
import { cardsKey, profileApi, type SavedCard, serverFieldErrors } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

const empty = { Number: '', Expiry: '', Cvc: '' };

export default function PaymentPage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const { data, error, mutate } = useSWR<{ Items: SavedCard[] }>(cardsKey);
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof empty) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  async function run(work: () => Promise<{ Items: SavedCard[] }>, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      await mutate(await work(), { revalidate: false });
      setNotice({ tone: 'success', text: done });
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 422)) {
        const found = serverFieldErrors(failure.body);
        setErrors({ ...found, ...(found.ExpMonth ? { Expiry: found.ExpMonth } : {}) });
      }
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.Expiry.trim());
    const input = {
      Number: form.Number.replace(/\s/g, ''),
      ExpMonth: expiry ? Number(expiry[1]) : Number.NaN,
      ExpYear: expiry ? (expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : Number.NaN,
      Cvc: form.Cvc.trim(),
    };
    const parsed = CardInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]).startsWith('Exp') ? 'Expiry' : String(issue.path[0]);
        found[key] ??= hostMessage(issue.message, locale);
      }
      return setErrors(found);
    }
    if (await run(() => profileApi.addCard(parsed.data), t('payment.added', { last4: parsed.data.Number.slice(-4) }))) setForm(empty);
  }

  return (
    <ProfileFrame title={t('payment.title')} intro={t('payment.intro')}>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      {error && !data ? <Banner tone="danger">{t('common.loadError')}</Banner> : null}
      {!data && !error ? <Skeleton className="h-16 w-full" /> : null}
      {data && data.Items.length === 0 ? <EmptyState title={t('payment.noneTitle')} description={t('payment.none')} /> : null}
      {data && data.Items.length ? (
        <ul className="flex flex-col gap-2">
          {data.Items.map((card) => (
            <li key={card.Id} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
              <span>
                {t('payment.card', {
                  brand: card.Brand,
                  last4: card.Last4,
                  month: String(card.ExpMonth).padStart(2, '0'),
                  year: card.ExpYear,
                })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => void run(() => profileApi.removeCard(card.Id), t('payment.removed', { last4: card.Last4 }))}
              >
                {t('payment.remove')}
                <span className="sr-only">
                  {' '}
                  {t('payment.card', { brand: card.Brand, last4: card.Last4, month: card.ExpMonth, year: card.ExpYear })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={(event) => void add(event)} className="grid gap-4 sm:grid-cols-3" aria-labelledby="card-form">
        <h2 id="card-form" className="font-display text-xl font-semibold sm:col-span-3">
          {t('payment.add')}
        </h2>
        <TextField
          label={t('payment.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          value={form.Number}
          onChange={set('Number')}
          errorMessage={errors.Number}
          isInvalid={Boolean(errors.Number)}
        />
        <TextField
          label={t('payment.expiry')}
          description="MM/YY"
          autoComplete="cc-exp"
          value={form.Expiry}
          onChange={set('Expiry')}
          errorMessage={errors.Expiry}
          isInvalid={Boolean(errors.Expiry)}
        />
        <TextField
          label={t('payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={form.Cvc}
          onChange={set('Cvc')}
          errorMessage={errors.Cvc}
          isInvalid={Boolean(errors.Cvc)}
        />
        <div className="sm:col-span-3">
          <Button type="submit" loading={busy}>
            {t('payment.save')}
          </Button>
        </div>
      </form>
    </ProfileFrame>
  );
}
