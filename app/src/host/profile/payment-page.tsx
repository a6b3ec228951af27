// profile/payment: the saved cards of the payment simulator (test cards: 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined), add and remove.
import { hostWords } from '@rove/contract';
import { Banner, Button, EmptyState, Skeleton } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { cardBody, cardFieldOf } from '../../forms/card-details.ts';
import { CardFields } from '../../forms/card-fields.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { cardsKey, profileApi, type SavedCard } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

const empty = { number: '', expiry: '', cvc: '' };

export default function PaymentPage() {
  const { t } = useTranslation('host');
  const { data, error, mutate } = useApi<{ Items: SavedCard[] }>(cardsKey);
  const form = useContractForm({
    schema: () => import('../host-schemas.ts').then((m) => m.CardInputSchema),
    initial: empty,
    toBody: cardBody,
    fieldOf: cardFieldOf,
    namespace: 'host',
    words: hostWords,
  });
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<{ Items: SavedCard[] }>, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      await mutate(await work(), { revalidate: false });
      setNotice({ tone: 'success', text: done });
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 422)) form.showServerErrors(failure.body);
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const add = form.onSubmit(async (card) => {
    if (busy) return;
    if (await run(() => profileApi.addCard(card), t('payment.added', { last4: card.Number.slice(-4) }))) form.setValues(empty);
  });

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
      <form noValidate onSubmit={add} className="grid gap-4 sm:grid-cols-3" aria-labelledby="card-form">
        <h2 id="card-form" className="font-display text-xl font-semibold sm:col-span-3">
          {t('payment.add')}
        </h2>
        <CardFields
          form={form}
          labels={{ number: t('payment.number'), expiry: t('payment.expiry'), expiryHint: 'MM/YY', cvc: t('payment.cvc') }}
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
