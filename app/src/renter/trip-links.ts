// Dates and guests travel with the renter: from a search to a listing (the estimate's parameters) and from the
// listing back to the search (the search's own parameters, with the trip as it is now). Pure.
import { defaultEstimateParams, type EstimateParams, serializeEstimateParams } from './estimate-params.ts';
import { parseSearchParams, type SearchParams, serialiseSearchParams } from './search/search-params.ts';

/** The listing's query for a search: its dates, adults, children and pets (empty when none are set). */
export function listingQueryFromSearch(search: SearchParams): string {
  const hasDates = Boolean(search.startDate && search.endDate);
  const query = serializeEstimateParams({
    ...defaultEstimateParams,
    dateStart: hasDates ? (search.startDate ?? null) : null,
    dateEnd: hasDates ? (search.endDate ?? null) : null,
    adults: search.adults && search.adults >= 1 ? search.adults : 1,
    children: search.children && search.children >= 1 ? search.children : 0,
    pets: Boolean(search.flags.PetFriendly),
  }).toString();
  return query ? `?${query}` : '';
}

/**
 * The search to go back to: `searchHref` (the results the renter came from, or the plain search page) with the
 * trip's dates and guests as they are now on the listing; every other parameter of the search is kept.
 */
export function searchHrefWithTrip(searchHref: string, trip: EstimateParams, currentYear: number): string {
  const [path, query = ''] = searchHref.split('?');
  const search = parseSearchParams(query ? `?${query}` : '', currentYear);
  const next: SearchParams = {
    ...search,
    startDate: trip.dateStart ?? undefined,
    endDate: trip.dateEnd ?? undefined,
    adults: trip.adults,
    children: trip.children || undefined,
    flags: { ...search.flags, PetFriendly: trip.pets },
    page: undefined,
  };
  const serialised = serialiseSearchParams(next, currentYear);
  return `${path}${serialised ? `?${serialised}` : ''}`;
}
