import { describe, expect, it } from 'vitest';
import { defaultEstimateParams } from './estimate-params.ts';
import { parseSearchParams } from './search/search-params.ts';
import { listingQueryFromSearch, searchHrefWithTrip } from './trip-links.ts';

const year = 2026;

describe('dates and guests travel from the search to the listing', () => {
  it('carries the dates, adults, children and pets to the listing', () => {
    const search = parseSearchParams('?Adults=3&Children=2&SearchAddress=Banff&StartDate=2026-07-01&EndDate=2026-07-08&PetFriendly', year);
    expect(listingQueryFromSearch(search)).toBe('?dateStart=2026-07-01&dateEnd=2026-07-08&adults=3&children=2&pets=true');
  });

  it('carries nothing when the search has no trip', () => {
    expect(listingQueryFromSearch(parseSearchParams('?SearchAddress=Banff', year))).toBe('');
  });
});

describe('and back to the search', () => {
  it('keeps the search (place, filters) with the trip as changed on the listing, from the first page', () => {
    const href = searchHrefWithTrip(
      '/fr/recherche-vr?Adults=2&SearchAddress=Banff&StartDate=2026-07-01&EndDate=2026-07-08&Page=3',
      { ...defaultEstimateParams, dateStart: '2026-07-02', dateEnd: '2026-07-09', adults: 4, children: 1 },
      year,
    );
    expect(href).toBe('/fr/recherche-vr?Adults=4&Children=1&SearchAddress=Banff&StartDate=2026-07-02&EndDate=2026-07-09');
  });

  it('goes to the plain search page with the trip when the renter did not come from a search', () => {
    expect(searchHrefWithTrip('/rv-search', { ...defaultEstimateParams, dateStart: '2026-07-02', dateEnd: '2026-07-09' }, year)).toBe(
      '/rv-search?Adults=1&StartDate=2026-07-02&EndDate=2026-07-09',
    );
  });
});
