// The renter's search (/rv-search, /fr/recherche-vr). The URL is the search state: every control writes the query (a
// new history entry), so reload, back and forward give the same search; results come from GET /api/rvs/search.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredApi } from '../../api/use-api.ts';
import { Button } from '@rove/ui';
import { apiFetch } from '../../api/api-fetch.ts';
import { loadPlaceSuggestions } from '../../api/place-suggestions.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { isCrawlerUserAgent } from '@rove/contract';
import { useSearchViewed } from './search-analytics.ts';
import { SearchSummaryPill } from '../search-summary-pill.tsx';
import { DeliveryTip } from './delivery-tip.tsx';
import { resultCountText, type SearchResponse, searchKey, searchPageSize } from './search-api.ts';
import { type SearchParams, serialiseSearchParams } from './search-params.ts';
import { buildSearchRequest, searchStateFromParams, withFilters } from './search-state.ts';
import { useCurrency } from '../../i18n/preferences-store.ts';
import { visitorStore } from '../../api/visitor-store.ts';
import { useStore } from '../../lib/create-store.ts';
import { LazyGuestPicker as GuestPicker, LazyLocationSearch as LocationSearch } from '../trip-widgets.ts';
import { LazySearchFilters as SearchFilters, LazySortSelect as SortSelect, LazySwitch as Switch } from './search-widgets.ts';
import { LazySearchDatesPicker as SearchDatesPicker } from '../renter-widgets.tsx';
import { currentYear, useUrlSearch } from './use-url-search.ts';
import { SearchMapPanel } from './search-map-panel.tsx';
import { SearchResults } from './search-results.tsx';

interface PlaceDetails {
  result?: { formatted_address?: string };
}

export default function SearchPage() {
  const { t } = useTranslation('search');
  const currency = useCurrency();
  const [params, setParams, hrefOf] = useUrlSearch();
  const [showTotal, setShowTotal] = useState(false);
  // Small screens show the search as a summary pill until it is opened.
  const [editingSearch, setEditingSearch] = useState(false);
  // Below lg the list and the map take turns; the map's chunk loads only once it is asked for.
  const [mapShown, setMapShown] = useState(false);
  const inCurrency = useMoney();
  const listRef = useRef<HTMLUListElement>(null);
  const year = currentYear();
  const state = searchStateFromParams(params, year);
  const visitor = useStore(visitorStore).ip;
  const request = buildSearchRequest(params, { pageSize: searchPageSize, currency, visitor });
  const { data, error, isLoading, isValidating, mutate } = useDeferredApi<SearchResponse>(searchKey(request), { keepPreviousData: true });

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
          {/* The form's own button (a form needs one, issue 38): for keyboards and screen readers, as Enter is. */}
          <button
            type="submit"
            className="sr-only focus:not-sr-only focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
          >
            {t('form.submit')}
          </button>
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
          {data ? resultCountText(t, data) : isLoading ? t('results.loading') : null}
        </p>
        {hasDates ? (
          <Switch isSelected={showTotal} onChange={setShowTotal}>
            {t('results.showTotal')}
          </Switch>
        ) : null}
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className={mapShown ? 'hidden min-w-0 lg:block' : 'min-w-0'}>
          <SearchResults
            data={data}
            error={error}
            isValidating={isValidating}
            params={params}
            showTotal={showTotal}
            listRef={listRef}
            hrefOf={hrefOf}
            setParams={setParams}
            update={update}
            retry={() => void mutate()}
          />
        </div>
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
              formatPrice={(amount, code) => inCurrency(amount, code)}
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
