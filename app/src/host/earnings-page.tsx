// insights/earnings: per month and per RV, paid and upcoming, in the host's currency: a chart (decoration), the
// same figures as tables, a sentence that sums them up, and the year as a CSV download.
import { Banner, Button, DataTable, dateTimeFormat, NativeSelect, Skeleton } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/use-api.ts';
import { intlLocale } from '../i18n/format.ts';
import { useMoney } from '../i18n/use-money.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { BarChart } from './bar-chart.tsx';
import { downloadEarningsCsv, type EarningsInsights, earningsKey } from './insights-api.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { bootHeadings } from '../shell/boot-heading.ts';

/** The page's heading, which its first skeleton shows too (shell/boot-heading.ts). */
const heading = bootHeadings['dashboard-insights-earnings'];

export default function EarningsPage() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const inCurrency = useMoney();
  const [thisYear] = useState(() => new Date().getUTCFullYear());
  const [year, setYear] = useState(thisYear);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, mutate } = useApi<EarningsInsights>(earningsKey(year));
  const money = (amount: number) => inCurrency(amount, data?.Currency ?? 'USD');
  const monthName = (month: number) =>
    dateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2020, month - 1, 1)));
  const longMonth = (month: number) =>
    dateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2020, month - 1, 1)));

  async function download() {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadEarningsCsv(year);
    } catch {
      setFailure(t('common.networkError'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={t(heading.title)} intro={t(heading.intro)} />
        <div className="flex flex-wrap items-end gap-3">
          <NativeSelect
            label={t('insights.earnings.year')}
            value={String(year)}
            onChange={(value) => setYear(Number(value))}
            className="w-32"
          >
            {[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </NativeSelect>
          <Button variant="secondary" onClick={() => void download()} loading={downloading}>
            {t('insights.earnings.csv')}
          </Button>
        </div>
      </header>
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.loadError')}
        </Banner>
      ) : null}
      {!data ? <Skeleton className="h-48 w-full" /> : null}
      {data ? (
        <>
          <p className="text-lg" data-testid="earnings-summary">
            {t('insights.earnings.summary', { year, paid: money(data.TotalPaid), upcoming: money(data.TotalUpcoming) })}{' '}
            {data.BestMonth ? t('insights.earnings.best', { month: longMonth(data.BestMonth) }) : t('insights.earnings.none')}
          </p>
          {data.TotalPaid + data.TotalUpcoming > 0 ? (
            <>
              <div className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
                <span className="flex items-center gap-1">
                  <span className="inline-block size-3 rounded-sm bg-primary" /> {t('insights.earnings.paid')}
                </span>
                <span className="flex items-center gap-1">
                  <span className="inline-block size-3 rounded-sm bg-accent" /> {t('insights.earnings.upcoming')}
                </span>
              </div>
              <BarChart
                bars={data.Months.map((m) => ({
                  label: monthName(m.Month),
                  values: [
                    { value: m.Paid, className: 'fill-primary' },
                    { value: m.Upcoming, className: 'fill-accent' },
                  ],
                }))}
              />
            </>
          ) : null}
          <DataTable
            caption={t('insights.earnings.byMonth', { currency: data.Currency })}
            columns={[
              { key: 'month', header: t('insights.earnings.month'), render: (m) => longMonth(m.Month) },
              { key: 'paid', header: t('insights.earnings.paid'), numeric: true, render: (m) => money(m.Paid) },
              { key: 'upcoming', header: t('insights.earnings.upcoming'), numeric: true, render: (m) => money(m.Upcoming) },
            ]}
            rows={data.Months}
            rowKey={(m) => m.Month}
          />
          <DataTable
            caption={t('insights.earnings.byRv', { currency: data.Currency })}
            columns={[
              { key: 'rv', header: t('insights.earnings.rv'), render: (rv) => rv.RvName },
              { key: 'paid', header: t('insights.earnings.paid'), numeric: true, render: (rv) => money(rv.Paid) },
              { key: 'upcoming', header: t('insights.earnings.upcoming'), numeric: true, render: (rv) => money(rv.Upcoming) },
            ]}
            rows={data.Rvs}
            rowKey={(rv) => rv.RvId}
            empty={t('insights.earnings.noRvs')}
          />
        </>
      ) : null}
    </div>
  );
}
