// The renter's dashboard home (/dashboard): trips under way and to come, requests awaiting the host, what waits for
// them, favourites.
import type { RenterDashboard } from '@rove/contract';
import { Button, EmptyState } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { Cards, Section } from './home-parts.tsx';
import { renterLists } from './home-lists.ts';

export function RenterHome({ data }: { data: RenterDashboard }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  // A trip waiting for the renter shows once, at the top.
  const { current, upcoming } = renterLists(data);
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
