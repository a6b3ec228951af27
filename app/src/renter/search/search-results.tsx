// The search page's results: one card per result, each its own boundary, and the list's other states.
import { memo, type RefObject, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, EmptyState, ListingCard, ListingCardSkeleton, Pagination } from '@rove/ui';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { FavouriteToggle } from '../favourites/favourite-toggle.tsx';
import { listingQueryFromSearch } from '../trip-links.ts';
import { type SearchResponse, toListingCard } from './search-api.ts';
import type { SearchParams } from './search-params.ts';
import { filterCount, withoutFilters } from './search-state.ts';

/**
 * One result. A boundary per card: a page rendered on the server hydrates its cards one by one at low priority, in
 * short slices between which the browser answers input (a click on a card hydrates it at once). Memoized on plain
 * props, so the page's own re-renders (revalidation, the viewport's media query) neither reach the cards nor force
 * the ones not hydrated yet to hydrate at once.
 */
const ResultCard = memo(function ResultCard({
  result,
  href,
  fromSearch,
  showTotal,
  priority,
}: {
  result: SearchResponse['Results'][number];
  href: string;
  fromSearch: string;
  showTotal: boolean;
  priority: boolean;
}) {
  const listing = toListingCard(result);
  return (
    <Suspense fallback={null}>
      <ListingCard
        listing={showTotal ? listing : { ...listing, tripTotal: null }}
        href={href}
        renderLink={({ href: to, children, ...rest }) => (
          <Link to={to} state={{ fromSearch }} {...rest}>
            {children}
          </Link>
        )}
        favourite={<FavouriteToggle rvId={result.Id} listingName={result.Name} />}
        headingLevel={2}
        priority={priority}
      />
    </Suspense>
  );
});

/**
 * The results of a search: a failure with its retry, placeholders while the first answer comes, the empty state with
 * the way out that fits (clear the filters, widen the map, clear the search), or the cards and their pages.
 */
export function SearchResults({
  data,
  error,
  isValidating,
  params,
  showTotal,
  listRef,
  hrefOf,
  setParams,
  update,
  retry,
}: {
  data: SearchResponse | undefined;
  error: unknown;
  isValidating: boolean;
  params: SearchParams;
  showTotal: boolean;
  listRef: RefObject<HTMLUListElement | null>;
  hrefOf: (params: SearchParams) => string;
  setParams: (next: SearchParams) => void;
  update: (changes: Partial<SearchParams>) => void;
  retry: () => void;
}) {
  const { t } = useTranslation('search');
  const to = useLocalePath();
  const hasDates = Boolean(params.startDate && params.endDate);
  const listingQuery = listingQueryFromSearch(params);
  const fromSearch = hrefOf(params);
  if (error && !data) {
    return (
      <div role="alert" className="rounded-xl border border-border bg-surface p-6">
        <h2 className="font-display text-xl font-semibold">{t('error.title')}</h2>
        <p className="mt-1 text-muted-foreground">{t('error.description')}</p>
        <Button className="mt-4" onClick={retry}>
          {t('error.retry')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <ul aria-label={t('results.loading')} aria-busy="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (data.Results.length === 0) {
    const filters = filterCount(params);
    return (
      <EmptyState
        title={t('empty.title')}
        description={filters ? t('empty.withFilters') : params.bounds ? t('empty.withBounds') : t('empty.plain')}
        action={
          filters ? (
            <Button onClick={() => setParams(withoutFilters(params))}>{t('empty.clearFilters')}</Button>
          ) : params.bounds ? (
            <Button onClick={() => update({ bounds: undefined })}>{t('empty.widenMap')}</Button>
          ) : (
            <Button asChild>
              <Link to={to('rv-search')}>{t('empty.clearSearch')}</Link>
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <ul
        ref={listRef}
        aria-label={t('results.label')}
        aria-busy={isValidating}
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3"
      >
        {data.Results.map((result, i) => (
          // Cards out of view skip style, layout and paint until scrolled near (a card's size held meanwhile).
          <li key={result.Id} data-rv-id={result.Id} className="[contain-intrinsic-size:auto_24rem] [content-visibility:auto]">
            <ResultCard
              result={result}
              href={`${to('rv-rental', { alias: result.Alias })}${listingQuery}`}
              fromSearch={fromSearch}
              showTotal={showTotal && hasDates}
              priority={i === 0}
            />
          </li>
        ))}
      </ul>
      {data.Capped && data.Page >= data.TotalPages ? (
        <p className="mt-8 text-center text-muted-foreground">{t('results.nearestOnly', { total: data.Total })}</p>
      ) : null}
      {data.TotalPages > 1 ? (
        <Pagination
          className="mt-8"
          aria-label={t('results.pages')}
          page={data.Page}
          pageCount={data.TotalPages}
          getHref={(page) => hrefOf({ ...params, page: page > 1 ? page : undefined })}
          renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}
        />
      ) : null}
    </>
  );
}
