// trips (all, pending, completed) for the renter and bookings (all, pending, completed, confirmed) for the host:
// the filter is the route, the page is ?page=; each tab shows its count; waiting requests come first.
import { type BookingListFilterName, bookingListFilters, tripListFilters } from '@rove/contract';
import { Button, EmptyState, Pagination, Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { BookingCard, LoadFailed } from '../booking-parts.tsx';
import { listOfRoute, listRoute, pageOf } from '../booking-rules.ts';
import { bookingListAnswer, bookingListPath, useBookingList } from '../bookings-api.ts';
import type { FirstReads } from '../../routes/route-types.ts';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { withQuery } from '../../routes/path-for.ts';

/** The list of the route at ?page= (the start script asks it beside the page's code: shell/server/browser-page-reads.ts). */
const listAt = (routeName: string, search: URLSearchParams) => {
  const list = listOfRoute(routeName) ?? { side: 'renter' as const, filter: 'all' as const };
  return { ...list, page: pageOf(search.get('page')) };
};

/** The first render's read: the list's page, in the page's language. */
export const firstReads: FirstReads = ({ name, search }) => {
  const { side, filter, page } = listAt(name, search);
  return [{ path: bookingListPath(side, filter, page), localized: true, answer: bookingListAnswer }];
};

export default function BookingListPage() {
  const { t } = useTranslation('bookings');
  const route = useCurrentRoute();
  const to = useDashboardPath();
  const [search] = useSearchParams();
  const { page, ...list } = listAt(route?.name ?? '', search);
  const { data, error, mutate, isLoading } = useBookingList(list.side, list.filter, page);
  const filters = list.side === 'renter' ? tripListFilters : bookingListFilters;
  const words = list.side === 'renter' ? 'trips' : 'bookings';
  const tabHref = (filter: BookingListFilterName) => to(listRoute(list.side, filter));

  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t(`lists.${words}.title`)}</h1>
      <nav aria-label={t(`lists.${words}.filters`)}>
        <ul className="flex flex-wrap gap-2 border-b border-border">
          {filters.map((filter) => {
            const current = filter === list.filter;
            return (
              <li key={filter}>
                <Link
                  to={tabHref(filter)}
                  aria-current={current ? 'page' : undefined}
                  className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${current ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground'}`}
                >
                  {t(`lists.filter.${filter}`)}
                  {data ? <span className="rounded-full bg-muted px-2 text-xs tabular-nums">{data.Counts[filter]}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {error && !data ? (
        <LoadFailed retry={() => void mutate()} />
      ) : !data || isLoading ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <output className="sr-only">{t('loading')}</output>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : data.Items.length === 0 ? (
        <EmptyState
          title={t(`lists.${words}.empty.${list.filter}`)}
          description={t(`lists.${words}.emptyText`)}
          action={
            <Button asChild>
              <Link to={list.side === 'renter' ? to('rv-search') : to('dashboard', { dashboard: 'host' })}>
                {t(`lists.${words}.emptyAction`)}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('lists.showing', {
              from: (data.Page - 1) * data.PageSize + 1,
              to: (data.Page - 1) * data.PageSize + data.Items.length,
              total: data.Total,
            })}
          </p>
          <ul className="flex flex-col gap-3">
            {data.Items.map((item) => (
              <li key={item.Id}>
                <BookingCard item={item} headingLevel={2} />
              </li>
            ))}
          </ul>
          {data.TotalPages > 1 ? (
            <Pagination
              page={data.Page}
              pageCount={data.TotalPages}
              getHref={(n) => withQuery(to(listRoute(list.side, list.filter)), { page: n > 1 ? n : undefined })}
              renderLink={({ href, ...props }) => <Link to={href} {...props} />}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
