// The dashboard home (spec 000 section 2): /dashboard for the renter (trips under way and to come, requests
// awaiting the host, what waits for them, favourites) and /host for the host (requests with the time left to
// answer, departures and returns, this month's earnings, RVs needing attention, the performance tier).
import type { BookingListItem, HostDashboard, MoneyTotal, RenterDashboard } from '@rove/contract';
import { Banner, Button, Card, EmptyState, Skeleton } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { BookingCard, LoadFailed } from './booking-parts.tsx';
import { useHostDashboard, useRenterDashboard } from './bookings-api.ts';
import { modalQueue } from './booking-modal-registry.ts';
import { useSession } from '../api/session-store.ts';

function Section({ id, title, children, more }: { id: string; title: string; children: ReactNode; more?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

function Cards({ items, empty }: { items: BookingListItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.Id}>
          <BookingCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function HomeSkeleton() {
  const { t } = useTranslation('bookings');
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <output className="sr-only">{t('loading')}</output>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function RenterHome({ data }: { data: RenterDashboard }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  // A trip waiting for the renter shows once, at the top.
  const waiting = new Set(data.ToDo.map((item) => item.Id));
  const current = data.Current.filter((item) => !waiting.has(item.Id));
  const upcoming = data.Upcoming.filter((item) => !waiting.has(item.Id));
  const nothing = !data.Current.length && !data.Upcoming.length && !data.AwaitingHost.length && !data.ToDo.length;
  return (
    <div className="flex flex-col gap-10">
      {nothing ? (
        <EmptyState
          title={t('home.renter.emptyTitle')}
          description={t('home.renter.emptyText')}
          action={
            <Button asChild>
              <Link to={to('rv-search')}>{t('home.renter.findRv')}</Link>
            </Button>
          }
        />
      ) : null}
      {data.ToDo.length ? (
        <Section id="home-todo" title={t('home.todo')}>
          <Cards items={data.ToDo} empty="" />
        </Section>
      ) : null}
      {current.length ? (
        <Section id="home-current" title={t('home.renter.current')}>
          <Cards items={current} empty="" />
        </Section>
      ) : null}
      {!nothing ? (
        <Section
          id="home-upcoming"
          title={t('home.renter.upcoming')}
          more={
            <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={to('dashboard-trips')}>
              {t('home.renter.allTrips')}
            </Link>
          }
        >
          <Cards items={upcoming} empty={data.ToDo.length ? t('home.renter.noOtherUpcoming') : t('home.renter.noUpcoming')} />
        </Section>
      ) : null}
      {data.AwaitingHost.length ? (
        <Section id="home-awaiting" title={t('home.renter.awaitingHost')}>
          <p className="text-sm text-muted-foreground">{t('home.renter.awaitingHostHint')}</p>
          <Cards items={data.AwaitingHost} empty="" />
        </Section>
      ) : null}
      <Section
        id="home-favourites"
        title={t('home.renter.favourites')}
        more={
          data.Favourites.Count > 0 ? (
            <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={to('dashboard-favourites')}>
              {t('home.renter.allFavourites', { count: data.Favourites.Count })}
            </Link>
          ) : null
        }
      >
        {data.Favourites.Items.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {data.Favourites.Items.map((item) => (
              <li key={item.RvId}>
                <Link to={to('rv-rental', { alias: item.Alias })} className="group flex flex-col gap-1">
                  {item.PhotoUrl ? (
                    <img
                      src={item.PhotoUrl}
                      alt=""
                      width={240}
                      height={160}
                      loading="lazy"
                      className="aspect-[3/2] w-full rounded-md object-cover"
                    />
                  ) : null}
                  <span className="text-sm font-medium underline-offset-4 group-hover:underline">{item.Name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            {t('home.renter.noFavourites')}{' '}
            <Link className="font-medium text-primary underline" to={to('rv-search')}>
              {t('home.renter.findRv')}
            </Link>
          </p>
        )}
      </Section>
    </div>
  );
}

function Totals({ totals, empty }: { totals: MoneyTotal[]; empty: string }) {
  const { money } = useFormat();
  if (!totals.length) return <span>{empty}</span>;
  return <span>{totals.map((total) => money(total.Amount, total.Currency)).join(' + ')}</span>;
}

const tierTone = { Good: 'success', NeedsImprovement: 'warning', ActionRequired: 'danger' } as const;

function HostHome({ data }: { data: HostDashboard }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { locale } = useFormat();
  const month = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
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
              total: data.Record.TotalBookings,
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
            {data.Requests.map((item) => (
              <li key={item.Id}>
                <BookingCard
                  item={item}
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

export default function DashboardHomePage() {
  const { t } = useTranslation('bookings');
  const { dashboard = 'dashboard' } = useParams();
  const to = useDashboardPath();
  const { user } = useSession();
  const host = dashboard === 'host';
  const renterData = useRenterDashboard(!host);
  const hostData = useHostDashboard(host);
  const current = host ? hostData : renterData;
  return (
    <div className="mx-auto flex max-w-page flex-col gap-8 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{host ? t('home.hostMode') : t('home.renterMode')}</p>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">
            {user?.firstName ? t('home.welcome', { name: user.firstName }) : t('home.title')}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => modalQueue.show({ name: 'bookCall', props: {} })}>
            {t('bookCall.open')}
          </Button>
          {user?.isOwner || user?.hasRv || host ? (
            <Button asChild variant="ghost">
              <Link to={to('dashboard', { dashboard: host ? 'dashboard' : 'host' })}>
                {host ? t('home.switchToTravel') : t('home.switchToHost')}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      <nav aria-label={t('home.shortcuts')} className="flex flex-wrap gap-2">
        {(host
          ? ([
              ['dashboard-bookings', 'home.links.bookings'],
              ['dashboard-calendar', 'home.links.calendar'],
              ['dashboard-rvs', 'home.links.rvs'],
              ['dashboard-messages', 'home.links.messages'],
            ] as const)
          : ([
              ['dashboard-trips', 'home.links.trips'],
              ['dashboard-favourites', 'home.links.favourites'],
              ['dashboard-messages', 'home.links.messages'],
              ['dashboard-profile', 'home.links.profile'],
            ] as const)
        ).map(([name, key]) => (
          <Button key={name} asChild variant="secondary" size="sm">
            <Link to={to(name)}>{t(key)}</Link>
          </Button>
        ))}
      </nav>
      {current.error && !current.data ? (
        <LoadFailed retry={() => void current.mutate()} />
      ) : host ? (
        hostData.data ? (
          <HostHome data={hostData.data} />
        ) : (
          <HomeSkeleton />
        )
      ) : renterData.data ? (
        <RenterHome data={renterData.data} />
      ) : (
        <HomeSkeleton />
      )}
    </div>
  );
}
