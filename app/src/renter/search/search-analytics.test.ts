import { describe, expect, it } from 'vitest';
import type { SearchResponse } from './search-api.ts';
import { parseSearchParams } from './search-params.ts';
import { searchEvents, searchViewedEvent, sendsMarketingSearch } from './search-analytics.ts';

const response = (total: number): SearchResponse => ({
  Results: [],
  Total: total,
  Page: 1,
  PageSize: 24,
  TotalPages: Math.ceil(total / 24),
  Capped: false,
  SortOrder: 'PriceASC',
  Currency: 'CAD',
  DistanceUnit: 'km',
  SearchLocation: null,
});
const dates = parseSearchParams('StartDate=2026-07-01&EndDate=2026-07-05', 2026);
const noDates = parseSearchParams('SearchAddress=Banff', 2026);

describe('search-view marketing events are sent when no dates are given or fewer than 30 results', () => {
  it.each([
    [noDates, 100, true],
    [noDates, 0, true],
    [dates, 29, true],
    [dates, 30, false],
    [dates, 500, false],
  ])('%#: %o with %i results -> %s', (params, total, sent) => {
    expect(sendsMarketingSearch(params, total)).toBe(sent);
    expect(searchEvents(params, response(total)).map((e) => e.name)).toEqual(sent ? ['SearchViewed', 'MarketingSearch'] : ['SearchViewed']);
  });
});

describe('SearchViewed', () => {
  it('is version 8 and carries the search as shown', () => {
    const params = parseSearchParams(
      'SearchAddress=Banff&Adults=2&Children=2&Types=ClassC&Delivery&MaxPrice=200&NeLat=1&NeLng=1&SwLat=0&SwLng=0',
      2026,
    );
    expect(searchViewedEvent(params, response(40))).toEqual({
      name: 'SearchViewed',
      version: 8,
      payload: {
        searchAddress: 'Banff',
        startDate: null,
        endDate: null,
        guests: 4,
        types: ['ClassC'],
        amenities: [],
        filters: ['Delivery', 'price'],
        sortOrder: 'PriceASC',
        hasBounds: true,
        page: 1,
        total: 40,
        currency: 'CAD',
        resultIds: [],
      },
    });
  });
});
