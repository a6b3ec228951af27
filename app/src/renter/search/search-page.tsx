// The renter's search (/rv-search, /fr/recherche-vr). The URL is the search state: every control writes the query
// (a new history entry), so reload, back and forward give the same search; results come from GET /api/rvs/search.
import {
  type ComponentProps,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { Button, EmptyState, ListingCard, ListingCardSkeleton, Pagination } from '@rove/ui';
import { apiFetch } from '../../api/api-fetch.ts';
import { loadPlaceSuggestions } from '../../api/place-suggestions.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { formatMoney } from '../../i18n/format.ts';
import { FavouriteToggle } from '../favourites/favourite-toggle.tsx';
import { isCrawlerUserAgent } from '@rove/contract';
import { useSearchViewed } from './search-analytics.ts';
import { SearchSummaryPill } from '../search-summary-pill.tsx';
import { listingQueryFromSearch } from '../trip-links.ts';
import { DeliveryTip } from './delivery-tip.tsx';
import { type SearchResponse, searchKey, searchPageSize, toListingCard } from './search-api.ts';
import { parseSearchParams, type SearchParams, serialiseSearchParams } from './search-params.ts';
import { buildSearchRequest, filterCount, searchStateFromParams, withFilters, withoutFilters } from './search-state.ts';
import { useCurrency } from '../../i18n/preferences-store.ts';
import { visitorStore } from '../../api/visitor-store.ts';
import { useStore } from '../../lib/create-store.ts';
import { useWhenIdle } from '../../lib/use-when-idle.ts';
import {
  LazyGuestPicker as GuestPicker,
  LazyLocationSearch as LocationSearch,
  LazySearchFilters as SearchFilters,
  LazySortSelect as SortSelect,
  LazySwitch as Switch,
} from '../../lib/lazy-widgets.tsx';
import { LazySearchDatesPicker as SearchDatesPicker, LazySearchMap as SearchMap } from '../renter-widgets.tsx';

// The map is its own chunk, out of the page's first load.

const currentYear = () => new Date().getFullYear();

/** Tailwind's lg breakpoint: the map sits beside the list from here; below, a button switches list and map. */
const sideBySide = '(min-width: 64rem)';
function useSideBySide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(sideBySide);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(sideBySide).matches,
    () => false,
  );
}

interface PlaceDetails {
  result?: { formatted_address?: string };
}

/** The search held in the URL, and a way to write a new one (a new history entry). */
export function useUrlSearch(): [SearchParams, (next: SearchParams) => void, (params: SearchParams) => string] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseSearchParams(location.search, currentYear()), [location.search]);
  const hrefOf = (next: SearchParams) => {
    const query = serialiseSearchParams(next, currentYear());
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return [params, (next) => navigate(hrefOf(next)), hrefOf];
}

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
 * The map beside (or instead of) the list, with what only it depends on: the viewport's width, the page having
 * settled, and the card under the pointer or focus. Kept apart so that those changes re-render the map alone, not
 * the search form and filters (hydration's re-render for a wide screen, the idle start, every hover).
 */
function SearchMapPanel({
  mapShown,
  listRef,
  mapKey,
  ...map
}: { mapShown: boolean; listRef: RefObject<HTMLUListElement | null>; mapKey: string } & Omit<
  ComponentProps<typeof SearchMap>,
  'highlightedId'
>) {
  const wide = useSideBySide();
  // Beside the list, the map starts once the page has settled after loading (its first frame is long work).
  const idle = useWhenIdle();
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  useEffect(() => {
    if (mapShown && !wide) document.getElementById('search-map')?.scrollIntoView?.({ block: 'start' });
  }, [mapShown, wide]);
  // Hovering or focusing a card highlights its marker (listeners on the list: the cards stay plain list items).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const over = (event: Event) => {
      const id = (event.target as HTMLElement).closest<HTMLElement>('[data-rv-id]')?.dataset.rvId;
      setHighlightedId(id ? Number(id) : null);
    };
    const out = () => setHighlightedId(null);
    list.addEventListener('pointerover', over);
    list.addEventListener('focusin', over);
    list.addEventListener('pointerleave', out);
    list.addEventListener('focusout', out);
    return () => {
      list.removeEventListener('pointerover', over);
      list.removeEventListener('focusin', over);
      list.removeEventListener('pointerleave', out);
      list.removeEventListener('focusout', out);
    };
  });
  if (!mapShown && !(wide && idle)) return null;
  return (
    <Suspense fallback={null}>
      <SearchMap key={mapKey} {...map} highlightedId={highlightedId} />
    </Suspense>
  );
}

export default function SearchPage() {
  const { t } = useTranslation('search');
  const to = useLocalePath();
  const currency = useCurrency();
  const [params, setParams, hrefOf] = useUrlSearch();
  const [showTotal, setShowTotal] = useState(false);
  // Small screens show the search as a summary pill until it is opened.
  const [editingSearch, setEditingSearch] = useState(false);
  // Below lg the list and the map take turns; the map's chunk loads only once it is asked for.
  const [mapShown, setMapShown] = useState(false);
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);
  const year = currentYear();
  const state = searchStateFromParams(params, year);
  const visitor = useStore(visitorStore).ip;
  const request = buildSearchRequest(params, { pageSize: searchPageSize, currency, visitor });
  const { data, error, isLoading, isValidating, mutate } = useApi<SearchResponse>(searchKey(request), { keepPreviousData: true });

  useSearchViewed(params, isValidating ? undefined : data, serialiseSearchParams(params, year), isCrawlerUserAgent(navigator.userAgent));

  const update = (changes: Partial<SearchParams>) => setParams({ ...params, page: undefined, ...changes });

  const choosePlace = async (place: { placeId: string; mainText: string; secondaryText?: string | null }) => {
    const typed = [place.mainText, place.secondaryText].filter(Boolean).join(', ');
    // Choosing a place geocodes it, then clears any map bounds (spec 000 section 4); no answer keeps the text.
    const details = await apiFetch<PlaceDetails | undefined>('/Place/Details/Raw', { query: { PlaceId: place.placeId } }).catch(
      () => undefined,
    );
    update({ searchAddress: details?.result?.formatted_address || typed, bounds: undefined });
  };

  const country = data?.SearchLocation?.Country ?? (currency === 'CAD' ? 'CA' : 'US');
  const title = params.searchAddress ? t('titleAt', { place: params.searchAddress }) : t('title');
  const hasDates = Boolean(params.startDate && params.endDate);

  const listingQuery = listingQueryFromSearch(params);
  const fromSearch = hrefOf(params);
  let results: ReactNode;
  if (error && !data) {
    results = (
      <div role="alert" className="rounded-xl border border-border bg-surface p-6">
        <h2 className="font-display text-xl font-semibold">{t('error.title')}</h2>
        <p className="mt-1 text-muted-foreground">{t('error.description')}</p>
        <Button className="mt-4" onClick={() => mutate()}>
          {t('error.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    results = (
      <ul aria-label={t('results.loading')} aria-busy="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (data.Results.length === 0) {
    const filters = filterCount(params);
    results = (
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
  } else {
    results = (
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

  // Below lg the bottom padding keeps the last results and the pages clear of the floating map button.
  return (
    <div className="mx-auto max-w-page px-4 pt-6 pb-20 sm:px-6 lg:pb-6">
      <h1 className="font-display text-3xl font-semibold text-foreground">{title}</h1>
      <SearchSummaryPill
        place={params.searchAddress}
        startDate={params.startDate}
        endDate={params.endDate}
        guests={state.guests.adults + state.guests.children}
        expanded={editingSearch}
        onToggle={() => setEditingSearch((open) => !open)}
      />
      <search
        id="search-form"
        aria-label={t('form.label')}
        className={`mt-4 ${editingSearch ? 'grid' : 'hidden'} gap-3 md:grid md:grid-cols-[1.4fr_1.6fr_1fr] md:items-start`}
      >
        {/* Enter in the field leaves it, which commits the typed text (one text input: the form submits on Enter). */}
        <form
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            (document.activeElement as HTMLElement | null)?.blur();
          }}
        >
          <LocationSearch
            key={params.searchAddress ?? ''}
            label={t('form.where')}
            placeholder={t('form.wherePlaceholder')}
            defaultInputValue={params.searchAddress ?? ''}
            loadSuggestions={loadPlaceSuggestions}
            onSelect={choosePlace}
            onCommitText={(text) => {
              // A place typed without picking a suggestion: the server geocodes the text (an empty field searches everywhere).
              if (text !== (params.searchAddress ?? '')) update({ searchAddress: text || undefined, bounds: undefined });
            }}
          />
        </form>
        <SearchDatesPicker
          label={t('form.dates')}
          startDate={params.startDate}
          endDate={params.endDate}
          onChange={(dates) => update(dates)}
        />
        <GuestPicker
          label={t('form.guests')}
          value={{ adults: state.guests.adults, children: state.guests.children, pets: params.flags.PetFriendly }}
          onChange={(guests) =>
            update({
              adults: guests.adults,
              children: guests.children || undefined,
              flags: { ...params.flags, PetFriendly: guests.pets },
            })
          }
        />
      </search>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <SearchFilters
          className="min-w-0 flex-1"
          value={state.filters}
          onChange={(filters) => setParams(withFilters(params, filters, year))}
          currentYear={year}
          country={country}
          resultCount={data?.Total ?? null}
        />
        <SortSelect value={state.sort} onChange={(sortOrder) => update({ sortOrder })} />
      </div>
      <DeliveryTip deliveryOn={params.flags.Delivery} onApply={() => update({ flags: { ...params.flags, Delivery: true } })} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="font-semibold text-foreground">
          {data ? t('results.count', { count: data.Total }) : isLoading ? t('results.loading') : null}
        </p>
        {hasDates ? (
          <Switch isSelected={showTotal} onChange={setShowTotal}>
            {t('results.showTotal')}
          </Switch>
        ) : null}
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className={mapShown ? 'hidden min-w-0 lg:block' : 'min-w-0'}>{results}</div>
        <section
          id="search-map"
          aria-label={t('map.label')}
          className={
            mapShown
              ? 'h-[calc(100dvh-9rem)] lg:sticky lg:top-4 lg:h-[calc(100vh-2rem)]'
              : 'sticky top-4 hidden h-[calc(100vh-2rem)] lg:block'
          }
        >
          {data ? (
            <SearchMapPanel
              mapShown={mapShown}
              listRef={listRef}
              mapKey={params.bounds ? 'bounds' : data.Results.map((r) => r.Id).join(',')}
              results={data.Results}
              bounds={params.bounds}
              onBoundsChange={(bounds) => update({ bounds })}
              formatPrice={(amount, code) => formatMoney(amount, code, locale)}
            />
          ) : null}
        </section>
      </div>
      {data ? (
        <Button
          className="fixed bottom-4 left-1/2 z-20 -translate-x-1/2 rounded-full shadow-lg lg:hidden"
          aria-controls="search-map"
          aria-expanded={mapShown}
          onClick={() => setMapShown((shown) => !shown)}
        >
          {mapShown ? t('map.showList') : t('map.showMap')}
        </Button>
      ) : null}
    </div>
  );
}
