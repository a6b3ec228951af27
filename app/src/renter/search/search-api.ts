// The search endpoint's answer (server/API.md "Search") and its results as ui listing cards.
import type { ListingCardListing } from '@rove/ui';
import type { TFunction } from 'i18next';
import { countryOfCurrency, fromMarketUnit, type SearchResponse, type SearchResult, photoSrcSet } from '@rove/contract';
import { apiUrl } from '../../api/api-fetch.ts';
import type { SearchRequest } from './search-state.ts';

export type { SearchResponse, SearchResult };

export const searchPageSize = 24;

/** How many RVs an answer holds, as the page says it: "24 RVs", or "120+ RVs" where the search reached its limit. */
export function resultCountText(t: TFunction<'search'>, response: SearchResponse): string {
  return response.Capped ? t('results.countCapped', { total: response.Total }) : t('results.count', { count: response.Total });
}

/** The SWR key of a search: the API path with its query (the global fetcher is apiFetch). */
export function searchKey(request: SearchRequest): string {
  return apiUrl('/api/rvs/search', request);
}

/**
 * A result as the card shows it: prices in the visitor's chosen currency, converted by the server like the map's
 * pins (one rule for every amount on the page), and the distance in km (the card converts).
 */
export function toListingCard(result: SearchResult): ListingCardListing {
  return {
    id: result.Id,
    name: result.Name,
    type: result.Type,
    sleeps: result.Sleeps,
    location: `${result.City}, ${result.Region}`,
    // One unit for the whole list, the reader's (km with CAD, miles with USD), never the listing's: issue 38.
    country: countryOfCurrency(result.DisplayNightlyPrice.Currency),
    distanceKm: result.Distance === null ? null : fromMarketUnit(result.Distance, result.DistanceUnit),
    currency: result.DisplayNightlyPrice.Currency,
    nightlyPrice: result.DisplayNightlyPrice.Amount,
    tripTotal: result.DisplayTripTotal?.Amount ?? null,
    nights: result.Nights,
    rating: result.Rating,
    reviewCount: result.ReviewCount,
    badges: result.Badges,
    photos: result.Photos.map((photo) => ({ src: photo.Url, alt: photo.Caption, srcSet: photoSrcSet(photo.Url) })),
  };
}
