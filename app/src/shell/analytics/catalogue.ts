// The event catalogue (spec 000 section 9, spec 001 section 7): every event the app sends, with its version and
// payload type. Names, versions and kinds are the contract's (analyticsEvents), which the server's collector accepts.
import type { BookingEventPayload } from './trip-quote-events.ts';
import type { TripQuotePayload } from './trip-quote.ts';
import type { Currency, FlagValue } from '@rove/contract';
import { analyticsEvents } from '@rove/contract/vocabulary';

/** SearchViewed v8 (spec 000 section 9): one per distinct search the page shows (renter/search/search-analytics.ts). */
export interface SearchViewedPayload {
  searchAddress: string | null;
  startDate: string | null;
  endDate: string | null;
  guests: number;
  types: string[];
  amenities: string[];
  filters: string[];
  sortOrder: string;
  hasBounds: boolean;
  page: number;
  total: number;
  currency: Currency;
  resultIds: number[];
}

export type MarketingSearchPayload = Pick<SearchViewedPayload, 'searchAddress' | 'startDate' | 'endDate' | 'total'>;

export interface EventPayloads {
  SearchViewed: SearchViewedPayload;
  MarketingSearch: MarketingSearchPayload;
  RequestBookingSent: BookingEventPayload & { quote: TripQuotePayload };
  BookingPaymentInfoSubmitted: BookingEventPayload;
  ExperimentExposed: ExperimentExposedPayload;
}

/** An experiment the user was exposed to, and the value they got. */
export interface ExperimentExposedPayload {
  experiment: string;
  variant: FlagValue;
}

export type EventName = keyof typeof analyticsEvents;
export type EventVersion<N extends EventName> = (typeof analyticsEvents)[N]['version'];

/** One catalogued event: its name, the catalogue's version for it and its payload type. */
export type CatalogueEvent<N extends EventName = EventName> = {
  [K in N]: { name: K; version: EventVersion<K>; payload: EventPayloads[K] };
}[N];

export function isMarketingEvent(name: EventName): boolean {
  return analyticsEvents[name].kind === 'marketing';
}
