// rvs/{rvId}/earn-more: the projection for this RV by month, and how its price compares with similar RVs.
import { type HostRv } from '@rove/contract';
import { Banner, dateTimeFormat, NativeSelect, Skeleton } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { intlLocale } from '../../i18n/format.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { EarningsView } from '../earnings-view.tsx';
import { type EarningsEstimate, rvEarningsKey } from '../host-rv-api.ts';
import { useNow } from '../use-now.ts';

export function EarnMoreSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const inCurrency = useMoney();
  const now = useNow();
  const [month, setMonth] = useState(now.getMonth() + 1);
  const { data, error, isLoading } = useApi<EarningsEstimate>(rv.Type ? rvEarningsKey(rv.Id, month) : null, { keepPreviousData: true });
  const monthName = (m: number) => dateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m - 1, 15));
  if (!rv.Type) return <p className="text-muted-foreground">{t('wizard.earnMoreEmpty')}</p>;
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <NativeSelect label={t('edit.earnMonth')} value={String(month)} onChange={(value) => setMonth(Number(value))} className="max-w-56">
        {Array.from({ length: 12 }, (_, i) => (
          <option key={i + 1} value={String(i + 1)}>
            {monthName(i + 1)}
          </option>
        ))}
      </NativeSelect>
      {error && !data ? <Banner tone="info">{t('wizard.earnMoreFailed')}</Banner> : null}
      {data ? (
        <>
          <EarningsView estimate={data} isLoading={isLoading} headingLevel={3} />
          {rv.NightlyPrice !== null ? (
            <p>
              {t('earnings.vsYourPrice', {
                price: inCurrency(rv.NightlyPrice, rv.Currency),
                typical: inCurrency(data.NightlyPrice.Typical, data.Currency),
              })}
            </p>
          ) : null}
        </>
      ) : !error ? (
        <Skeleton className="h-72 w-full" />
      ) : null}
    </div>
  );
}
