// SearchViewed v8 (spec 000 section 9) and the marketing search event, sent when no dates are given or there are
// fewer than 30 results. Pure builders here; the page sends one event per distinct search it shows.
// They go through the app's analytics module (app/src/shell/analytics/analytics.ts), which batches them to its
// destinations and gives crawlers no marketing; onSearchEvent listens to them as they are tracked.
import { useEffect, useRef } from 'react';
import { onEvent, track } from '../../shell/analytics/analytics.ts';
import type { MarketingSearchPayload, SearchViewedPayload } from '../../shell/analytics/catalogue.ts';
import type { SearchResponse } from './search-api.ts';
import type { SearchParams } from './search-params.ts';

export const searchViewedVersion = 8;
export const marketingResultThreshold = 30;

export type { MarketingSearchPayload, SearchViewedPayload };

export type SearchEvent =
  | { name: 'SearchViewed'; version: 8; payload: SearchViewedPayload }
  | { name: 'MarketingSearch'; version: 1; payload: MarketingSearchPayload };

/** Marketing gets the search when no dates are given or there are fewer than 30 results. */
export function sendsMarketingSearch(params: Pick<SearchParams, 'startDate' | 'endDate'>, total: number): boolean {
  return !(params.startDate && params.endDate) || total < marketingResultThreshold;
}

export function searchViewedEvent(params: SearchParams, response: SearchResponse): SearchEvent & { name: 'SearchViewed' } {
  return {
    name: 'SearchViewed',
    version: searchViewedVersion,
    payload: {
      searchAddress: params.searchAddress ?? null,
      startDate: params.startDate ?? null,
      endDate: params.endDate ?? null,
      guests: (params.adults ?? 0) + (params.children ?? 0),
      types: [...params.types],
      amenities: [...params.amenities],
      filters: [
        ...Object.entries(params.flags)
          .filter(([, on]) => on)
          .map(([flag]) => flag),
        ...Object.keys(params.ranges),
        ...(params.rvBrand ? ['RvBrand'] : []),
      ],
      sortOrder: response.SortOrder,
      hasBounds: Boolean(params.bounds),
      page: response.Page,
      total: response.Total,
      currency: response.Currency,
      resultIds: response.Results.map((r) => r.Id),
    },
  };
}

/** The events one shown search sends: SearchViewed always, the marketing event by the rule above. */
export function searchEvents(params: SearchParams, response: SearchResponse): SearchEvent[] {
  const viewed = searchViewedEvent(params, response);
  if (!sendsMarketingSearch(params, response.Total)) return [viewed];
  const { searchAddress, startDate, endDate, total } = viewed.payload;
  return [viewed, { name: 'MarketingSearch', version: 1, payload: { searchAddress, startDate, endDate, total } }];
}

const searchEventNames = ['SearchViewed', 'MarketingSearch'] as const;

/** Listens to the search events as they are tracked; those tracked before any listener are replayed (bounded). */
export function onSearchEvent(listener: (event: SearchEvent) => void): () => void {
  return onEvent<SearchEvent['name']>(searchEventNames, listener);
}

function send(event: SearchEvent): void {
  if (event.name === 'SearchViewed') track(event.name, event.payload);
  else track(event.name, event.payload);
}

/** Sends the events of each distinct search once, when its results arrive; crawlers get no marketing event. */
export function useSearchViewed(params: SearchParams, response: SearchResponse | undefined, query: string, isCrawler: boolean): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!response || sent.current === query) return;
    sent.current = query;
    for (const event of searchEvents(params, response)) if (!(isCrawler && event.name === 'MarketingSearch')) send(event);
  }, [params, response, query, isCrawler]);
}
