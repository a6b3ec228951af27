// The event catalogue (spec 000 section 9, spec 001 section 7): every event the app sends, with its version and
// payload type. The collector (server/src/analytics/event-catalogue.ts) accepts exactly these names and versions.
// kind 'marketing' events are for marketing tools: crawlers never send them.
import type { MarketingSearchPayload, SearchViewedPayload } from '../search/search-analytics.ts';
import type { BookingEventPayload } from './trip-quote-events.ts';
import type { TripQuotePayload } from './trip-quote.ts';

export type EventKind = 'analytics' | 'marketing';

export const eventCatalogue = {
  SearchViewed: { version: 8, kind: 'analytics' },
  MarketingSearch: { version: 1, kind: 'marketing' },
  RequestBookingSent: { version: 7, kind: 'analytics' },
  BookingPaymentInfoSubmitted: { version: 7, kind: 'analytics' },
} as const satisfies Record<string, { version: number; kind: EventKind }>;

export interface EventPayloads {
  SearchViewed: SearchViewedPayload;
  MarketingSearch: MarketingSearchPayload;
  RequestBookingSent: BookingEventPayload & { quote: TripQuotePayload };
  BookingPaymentInfoSubmitted: BookingEventPayload;
}

export type EventName = keyof typeof eventCatalogue;
export type EventVersion<N extends EventName> = (typeof eventCatalogue)[N]['version'];

/** One catalogued event: its name, the catalogue's version for it and its payload type. */
export type CatalogueEvent<N extends EventName = EventName> = {
  [K in N]: { name: K; version: EventVersion<K>; payload: EventPayloads[K] };
}[N];

export function isMarketingEvent(name: EventName): boolean {
  return eventCatalogue[name].kind === 'marketing';
}
