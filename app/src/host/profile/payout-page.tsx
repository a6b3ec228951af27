// profile/payout: the payout method (a US or Canadian bank account, checked before it is saved; only the routing
// and the last four digits are kept) and the payout history from GET /api/payouts with statuses.
import type { Country, Currency } from '@rove/contract';
import { hostMessage, payoutAccountProblems } from '@rove/contract';
import { Badge, Banner, Button, DataTable, Skeleton, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect, useCountryName } from '../../forms/country-select.tsx';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { formatMoney } from '../../i18n/format.ts';
import { codeProblems } from '../../forms/contract-form.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { type PayoutMethod, payoutMethodKey, payoutsKey, profileApi } from './profile-api.ts';
import { ProfileFrame } from './profile-nav.tsx';

type Form = {
  Country: Country;
  AccountHolder: string;
  RoutingNumber: string;
  InstitutionNumber: string;
  TransitNumber: string;
  AccountNumber: string;
  ConfirmAccountNumber: string;
};
const empty: Form = {
  Country: 'US',
  AccountHolder: '',
  RoutingNumber: '',
  InstitutionNumber: '',
  TransitNumber: '',
  AccountNumber: '',
  ConfirmAccountNumber: '',
};

interface Payout {
  Id: number;
  Kind: string;
  BookingId: number;
  Amount: number;
  Currency: Currency;
  Status: 'scheduled' | 'paid' | 'canceled';
  ScheduledFor: string;
  PaidAt: string | null;
}

export default function PayoutPage() {
  const { t } = useTranslation('host');
  const countryName = useCountryName();
  const locale = useLocale();
  const method = useApi<{ Method: PayoutMethod | null }>(payoutMethodKey);
  const payouts = useApi<{ Items: Payout[] }>(payoutsKey);
  const form = useContractForm({
    schema: () => import('../host-schemas.ts').then((m) => m.PayoutMethodInputSchema),
    initial: empty,
    toBody: (values) => values,
    // The account checks (routing checksum, the two numbers alike) once the fields have their shape.
    check: (values, schema) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? codeProblems(payoutAccountProblems(parsed.data)) : {};
    },
    namespace: 'host',
    words: hostMessage,
  });
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const submit = form.onSubmit(async (account) => {
    setNotice(null);
    try {
      await method.mutate(await profileApi.savePayoutMethod(account), { revalidate: false });
      form.setValues(empty);
      setNotice({ tone: 'success', text: t('payout.saved') });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) form.showServerErrors(failure.body);
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    }
  });

  const field = (key: Exclude<keyof Form, 'Country'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} autoComplete="off" inputMode="numeric" {...form.field(key)} {...extra} />
  );
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
          <p className="text-muted-foreground">{t('payout.noneYet')}</p>
        )}
      </section>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="payout-form">
        <h2 id="payout-form" className="font-display text-xl font-semibold sm:col-span-2">
          {saved ? t('payout.change') : t('payout.add')}
        </h2>
        <CountrySelect label={t('payout.country')} value={form.values.Country} onChange={form.set('Country')} />
        {field('AccountHolder', t('payout.holder'), { inputMode: 'text', autoComplete: 'name' })}
        {form.values.Country === 'US' ? (
          field('RoutingNumber', t('payout.routing'))
        ) : (
          <>
            {field('InstitutionNumber', t('payout.institution'))}
            {field('TransitNumber', t('payout.transit'))}
          </>
        )}
        {field('AccountNumber', t('payout.accountNumber'))}
        {field('ConfirmAccountNumber', t('payout.confirmAccount'))}
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
                render: (payout) => (payout.PaidAt ? payout.PaidAt.slice(0, 10) : payout.ScheduledFor),
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
                render: (payout) => (
                  <Badge variant={payout.Status === 'paid' ? 'success' : payout.Status === 'canceled' ? 'danger' : 'info'}>
                    {t(`payout.statuses.${payout.Status}`)}
                  </Badge>
                ),
              },
              {
                key: 'amount',
                header: t('payout.amount'),
                numeric: true,
                render: (payout) => formatMoney(payout.Amount, payout.Currency, locale),
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
