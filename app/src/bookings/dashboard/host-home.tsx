// The host's dashboard home (/host): requests with the time left to answer, departures and returns, this month's
// earnings, RVs needing attention, the performance tier.
import type { HostDashboard, MoneyTotal } from '@rove/contract';
import { Banner, Button, Card, dateTimeFormat, EmptyState } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingCard } from '../booking-parts.tsx';
import { Cards, Section } from './home-parts.tsx';
import { intlLocale } from '../../i18n/format.ts';

function Totals({ totals, empty }: { totals: MoneyTotal[]; empty: string }) {
  const { money } = useFormat();
  if (!totals.length) return <span>{empty}</span>;
  return <span>{totals.map((total) => money(total.Amount, total.Currency)).join(' + ')}</span>;
}

const tierTone = { Good: 'success', NeedsImprovement: 'warning', ActionRequired: 'danger' } as const;

export function HostHome({ data }: { data: HostDashboard }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { locale } = useFormat();
  const month = dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${data.Earnings.Month}-01T00:00:00Z`),
  );
  if (!data.HasRv)
    return (
      <EmptyState
        title={t('home.host.noRvTitle')}
        description={t('home.host.noRvText')}
        action={
          <Button asChild>
            <Link to={to('dashboard-rvs-new')}>{t('home.host.listRv')}</Link>
          </Button>
        }
      />
    );
  return (
    <div className="flex flex-col gap-10">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-2 p-4" aria-labelledby="tier-heading">
          <h2 id="tier-heading" className="font-display text-lg font-semibold">
            {t('home.host.tier')}
          </h2>
          <Banner tone={tierTone[data.PerformanceTier]} title={t(`tier.${data.PerformanceTier}.title`)}>
            {t(`tier.${data.PerformanceTier}.text`)}
          </Banner>
          <p className="text-sm text-muted-foreground">
            {t('home.host.record', {
              count: data.Record.TotalBookings,
              cancelled: data.Record.CancelledByOwner,
              expired: data.Record.ExpiredRequests,
            })}
          </p>
        </Card>
        <Card className="flex flex-col gap-2 p-4" aria-labelledby="earnings-heading">
          <h2 id="earnings-heading" className="font-display text-lg font-semibold">
            {t('home.host.earnings', { month })}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{t('home.host.paid')}</dt>
            <dd className="font-semibold tabular-nums">
              <Totals totals={data.Earnings.Paid} empty={t('home.host.none')} />
            </dd>
            <dt className="text-muted-foreground">{t('home.host.scheduled')}</dt>
            <dd className="font-semibold tabular-nums">
              <Totals totals={data.Earnings.Scheduled} empty={t('home.host.none')} />
            </dd>
          </dl>
        </Card>
      </div>
      <Section
        id="home-requests"
        title={t('home.host.requests', { count: data.Requests.length })}
        more={
          <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={to('dashboard-bookings-pending')}>
            {t('home.host.allRequests')}
          </Link>
        }
      >
        {data.Requests.length ? (
          <ul className="flex flex-col gap-3">
            {data.Requests.map((item, index) => (
              <li key={item.Id}>
                <BookingCard
                  item={item}
                  eager={index === 0}
                  action={
                    <>
                      <Button asChild size="sm">
                        <Link to={to('dashboard-bookings-id-accept', { id: item.Id, dashboard: 'host' })}>
                          {t('actions.accept')}
                          <span className="sr-only"> {t('forBooking', { name: item.RvName, id: item.Id })}</span>
                        </Link>
                      </Button>
                      <Button asChild size="sm" variant="outline">
                        <Link to={to('dashboard-bookings-id-decline', { id: item.Id, dashboard: 'host' })}>
                          {t('actions.decline')}
                          <span className="sr-only"> {t('forBooking', { name: item.RvName, id: item.Id })}</span>
                        </Link>
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('home.host.noRequests')}</p>
        )}
      </Section>
      {data.ToDo.length ? (
        <Section id="home-host-todo" title={t('home.todo')}>
          <Cards items={data.ToDo} empty="" />
        </Section>
      ) : null}
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <Section id="home-departures" title={t('home.host.departures')}>
          <Cards items={data.Departures} empty={t('home.host.noDepartures')} />
        </Section>
        <Section id="home-returns" title={t('home.host.returns')}>
          <Cards items={data.Returns} empty={t('home.host.noReturns')} />
        </Section>
      </div>
      <Section
        id="home-attention"
        title={t('home.host.attention')}
        more={
          <Link
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            to={to('dashboard-rvs', { dashboard: 'host' })}
          >
            {t('home.host.allRvs')}
          </Link>
        }
      >
        {data.RvsNeedingAttention.length ? (
          <ul className="flex flex-col gap-2">
            {data.RvsNeedingAttention.slice(0, 5).map((rv) => (
              <li key={rv.Id}>
                <Card className="flex flex-row flex-wrap items-center justify-between gap-3 p-3">
                  <div>
                    <p className="font-medium">{rv.Name}</p>
                    <p className="text-sm text-muted-foreground">{rv.Reasons.map((reason) => t(`attention.${reason}`)).join(' · ')}</p>
                  </div>
                  <Button asChild size="sm" variant="outline">
                    <Link to={to('dashboard-rvs-rvId', { rvId: rv.Id, dashboard: 'host' })}>
                      {t('home.host.fixRv')}
                      <span className="sr-only"> {rv.Name}</span>
                    </Link>
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('home.host.allGood')}</p>
        )}
      </Section>
    </div>
  );
}
