// profile/payout: the payout method (a US or Canadian bank account, checked before it is saved; only the routing
// and the last four digits are kept) and the payout history from GET /api/payouts with statuses.
import type { PayoutList, PayoutListItem } from '@rove/contract';
import { Badge, Banner, Button, DataTable, Skeleton } from '@rove/ui';
import { fetchAnswer } from '../../api/parse-answer.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../forms/country-select.tsx';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { payoutMethodKey, payoutsKey } from '../../api/payout-method.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { emptyPayoutForm, PayoutFields, savePayoutMethod, usePayoutForm } from '../../owner/index.ts';
import type { PayoutMethodAnswer } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

/** A payout's status as the host reads it: held (for want of a payout method) is a scheduled payout past its day. */
const statusOf = (payout: PayoutListItem) => (payout.Status === 'scheduled' && payout.HeldAt ? 'held' : payout.Status);
const badgeOf = { paid: 'success', canceled: 'danger', held: 'warning', scheduled: 'info' } as const;

export default function PayoutPage() {
  const { t } = useTranslation('host');
  const countryName = useCountryName();
  const inCurrency = useMoney();
  const format = useFormat();
  const method = useApi<PayoutMethodAnswer>(payoutMethodKey);
  const payouts = useApi<PayoutList>(payoutsKey, (path: string) => fetchAnswer('payouts', path));
  const form = usePayoutForm();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const submit = form.onSubmit(async (account) => {
    setNotice(null);
    try {
      await savePayoutMethod(account);
      form.setValues(emptyPayoutForm);
      setNotice({ tone: 'success', text: t('payout.saved') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) form.showServerErrors(failure.body);
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    }
  });

  const saved = method.data?.Method;
  return (
    <ProfileFrame title={t('payout.title')} intro={t('payout.intro')}>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      <section aria-labelledby="payout-current" className="flex flex-col gap-2">
        <h2 id="payout-current" className="font-display text-xl font-semibold">
          {t('payout.current')}
        </h2>
        {!method.data ? (
          <Skeleton className="h-6 w-64" />
        ) : saved ? (
          <p data-testid="payout-method">
            {t('payout.account', {
              holder: saved.AccountHolder,
              routing: saved.Routing,
              last4: saved.AccountLast4,
              country: countryName(saved.Country),
            })}
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">{t('payout.noneYet')}</p>
            {method.data.Held.Count ? (
              <p data-testid="payout-held" className="font-semibold">
                {t('payout.heldNow', {
                  amount: method.data.Held.Totals.map((total) => inCurrency(total.Amount, total.Currency)).join(' + '),
                  count: method.data.Held.Count,
                })}
              </p>
            ) : null}
          </>
        )}
      </section>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="payout-form">
        <h2 id="payout-form" className="font-display text-xl font-semibold sm:col-span-2">
          {saved ? t('payout.change') : t('payout.add')}
        </h2>
        <PayoutFields form={form} />
        <div className="sm:col-span-2">
          <Button type="submit" loading={form.pending}>
            {t('payout.save')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="payout-history" className="flex flex-col gap-2">
        <h2 id="payout-history" className="font-display text-xl font-semibold">
          {t('payout.history')}
        </h2>
        {payouts.data && payouts.data.Items.length === 0 ? <p className="text-muted-foreground">{t('payout.noPayouts')}</p> : null}
        {payouts.data && payouts.data.Items.length ? (
          <DataTable
            caption={t('payout.history')}
            hideCaption
            columns={[
              {
                key: 'date',
                header: t('payout.date'),
                // The day paid, else the day planned, in the page's language (it was the ISO date in both).
                render: (payout) => format.day(payout.PaidAt ?? payout.ScheduledFor),
              },
              {
                key: 'booking',
                header: t('payout.booking'),
                render: (payout) =>
                  t('payout.bookingLine', { id: payout.BookingId, kind: t(`payout.kind.${payout.Kind}`, { defaultValue: payout.Kind }) }),
              },
              {
                key: 'status',
                header: t('payout.status'),
                render: (payout) => <Badge variant={badgeOf[statusOf(payout)]}>{t(`payout.statuses.${statusOf(payout)}`)}</Badge>,
              },
              {
                key: 'amount',
                header: t('payout.amount'),
                numeric: true,
                render: (payout) => inCurrency(payout.Amount, payout.Currency),
              },
            ]}
            rows={payouts.data.Items}
            rowKey={(payout) => payout.Id}
          />
        ) : null}
      </section>
    </ProfileFrame>
  );
}
