// Table tests of the search URL (spec 000 sections 3 and 5) and of the search request built from it.
import { describe, expect, it } from 'vitest';
import { searchQuery } from '../../routes/search-query.ts';
import { withQuery } from '../../routes/path-for.ts';
import { emptySearchParams, parseSearchParams, type SearchParams, serialiseSearchParams } from './search-params.ts';
import { buildSearchRequest, filterCount, searchStateFromParams, withFilters, withoutFilters } from './search-state.ts';

const year = 2026;
const parse = (query: string) => parseSearchParams(query, year);
const params = (overrides: Partial<SearchParams>): SearchParams => ({ ...emptySearchParams(), ...overrides });

describe('parseSearchParams reads every parameter by its exact name', () => {
  const full =
    'Adults=2&Children=1&SearchAddress=Denver%2C+CO&SortOrder=PriceASC&StartDate=2026-07-01&EndDate=2026-07-05' +
    '&Types=ClassA,TravelTrailer&Amenities=Toilet,AirConditioner&RvBrand=Winnebago&Delivery&ExperienceNotRequired' +
    '&IsSuperHost&FestivalFriendly&InstantBook&PetFriendly&FlexibleDays&MinLength=10&MaxLength=30&MinPrice=50' +
    '&MaxPrice=200&MinRvYear=2010&MaxRvYear=2020&MinWeight=1000&MaxWeight=5000&NeLat=40.1&NeLng=-104.5&SwLat=39.5&SwLng=-105.2';

  it('reads them all', () => {
    expect(parse(full)).toEqual({
      adults: 2,
      children: 1,
      searchAddress: 'Denver, CO',
      sortOrder: 'PriceASC',
      startDate: '2026-07-01',
      endDate: '2026-07-05',
      types: ['ClassA', 'TravelTrailer'],
      amenities: ['AirConditioner', 'Toilet'],
      rvBrand: 'Winnebago',
      flags: {
        Delivery: true,
        ExperienceNotRequired: true,
        IsSuperHost: true,
        FestivalFriendly: true,
        InstantBook: true,
        PetFriendly: true,
        FlexibleDays: true,
      },
      ranges: {
        length: { min: 10, max: 30 },
        price: { min: 50, max: 200 },
        rvYear: { min: 2010, max: 2020 },
        weight: { min: 1000, max: 5000 },
      },
      bounds: { neLat: 40.1, neLng: -104.5, swLat: 39.5, swLng: -105.2 },
    });
  });

  it('writes them all back in the same order, flags without a value, and reads the same search again', () => {
    const written = serialiseSearchParams(parse(full), year);
    expect(written).toBe(
      'Adults=2&Children=1&SearchAddress=Denver,%20CO&SortOrder=PriceASC&StartDate=2026-07-01&EndDate=2026-07-05' +
        '&Types=ClassA,TravelTrailer&Amenities=AirConditioner,Toilet&RvBrand=Winnebago&Delivery&ExperienceNotRequired' +
        '&IsSuperHost&FestivalFriendly&InstantBook&PetFriendly&FlexibleDays&MinLength=10&MaxLength=30&MinPrice=50' +
        '&MaxPrice=200&MinRvYear=2010&MaxRvYear=2020&MinWeight=1000&MaxWeight=5000&NeLat=40.1&NeLng=-104.5&SwLat=39.5&SwLng=-105.2',
    );
    expect(parse(written)).toEqual(parse(full));
  });

  it('an empty query is the empty search and writes nothing', () => {
    expect(parse('')).toEqual(emptySearchParams());
    expect(serialiseSearchParams(emptySearchParams(), year)).toBe('');
  });
});

describe('a boolean flag counts when present, even with no value', () => {
  it.each([
    ['Delivery', true],
    ['Delivery=', true],
    ['Delivery=true', true],
    ['Delivery=1', true],
    ['Delivery=yes', true],
    ['Delivery=false', false],
    ['Delivery=0', false],
    ['', false],
  ])('%s -> %s', (query, expected) => {
    expect(parse(query).flags.Delivery).toBe(expected);
  });
  it.each(['Delivery', 'ExperienceNotRequired', 'IsSuperHost', 'FestivalFriendly', 'InstantBook', 'PetFriendly', 'FlexibleDays'] as const)(
    '%s is written without a value',
    (flag) => {
      const p = emptySearchParams();
      p.flags[flag] = true;
      expect(serialiseSearchParams(p, year)).toBe(flag);
    },
  );
});

describe('sort order must be Recommended, PriceASC, PriceDESC or DistanceASC, otherwise it is ignored', () => {
  it.each([
    ['Recommended', 'Recommended'],
    ['PriceASC', 'PriceASC'],
    ['PriceDESC', 'PriceDESC'],
    ['DistanceASC', 'DistanceASC'],
    ['priceasc', undefined],
    ['Cheapest', undefined],
    ['', undefined],
  ])('SortOrder=%s -> %s', (value, expected) => {
    expect(parse(`SortOrder=${value}`).sortOrder).toBe(expected);
  });
});

describe('numeric parameters are numbers; missing or non-numeric is unset', () => {
  it.each([
    ['Adults=3', 'adults', 3],
    ['Adults=abc', 'adults', undefined],
    ['Adults=', 'adults', undefined],
    ['Adults=0', 'adults', undefined],
    ['Adults=2.5', 'adults', undefined],
    ['Children=2', 'children', 2],
    ['Children=-1', 'children', undefined],
    ['Children=x', 'children', undefined],
  ] as const)('%s', (query, key, expected) => {
    expect(parse(query)[key]).toBe(expected);
  });
  it.each([
    ['MinPrice=abc&MaxPrice=200', { max: 200 }],
    ['MinPrice=50&MaxPrice=12px', { min: 50 }],
    ['MinPrice=&MaxPrice=', undefined],
  ])('%s -> price %o', (query, expected) => {
    expect(parse(query).ranges.price).toEqual(expected);
  });
  it('a non-numeric corner drops the bounds', () => {
    expect(parse('NeLat=abc&NeLng=-104&SwLat=39&SwLng=-105').bounds).toBeUndefined();
  });
});

describe('map bounds count only with all four corners', () => {
  it.each([
    ['NeLat=40&NeLng=-104&SwLat=39&SwLng=-105', { neLat: 40, neLng: -104, swLat: 39, swLng: -105 }],
    ['NeLat=40&NeLng=-104&SwLat=39', undefined],
    ['NeLng=-104&SwLat=39&SwLng=-105', undefined],
    ['NeLat=40', undefined],
    ['NeLat=0&NeLng=0&SwLat=0&SwLng=0', { neLat: 0, neLng: 0, swLat: 0, swLng: 0 }],
  ])('%s', (query, expected) => {
    expect(parse(query).bounds).toEqual(expected);
  });
  it('incomplete bounds are not written', () => {
    expect(serialiseSearchParams(params({ bounds: { neLat: 40, neLng: Number.NaN, swLat: 39, swLng: -105 } }), year)).toBe('');
  });
});

describe('a date range applies only when both start and end exist', () => {
  it.each([
    ['StartDate=2026-07-01&EndDate=2026-07-05', '2026-07-01', '2026-07-05'],
    ['StartDate=2026-07-01', undefined, undefined],
    ['EndDate=2026-07-05', undefined, undefined],
    ['StartDate=2026-07-05&EndDate=2026-07-01', undefined, undefined],
    ['StartDate=2026-07-01&EndDate=2026-07-01', undefined, undefined],
    ['StartDate=2026-02-30&EndDate=2026-03-02', undefined, undefined],
    ['StartDate=07/01/2026&EndDate=2026-07-05', undefined, undefined],
  ])('%s', (query, start, end) => {
    const p = parse(query);
    expect([p.startDate, p.endDate]).toEqual([start, end]);
  });
  it('one end alone is not written', () => {
    expect(serialiseSearchParams(params({ startDate: '2026-07-01' }), year)).toBe('');
  });
});

describe('a range equal to its full default range counts as no filter', () => {
  it.each([
    ['MinPrice=0&MaxPrice=500', 'price'],
    ['MinWeight=0&MaxWeight=20000', 'weight'],
    ['MinLength=0&MaxLength=50', 'length'],
    [`MinRvYear=${year - 20}&MaxRvYear=${year + 1}`, 'rvYear'],
    ['MinPrice=-10&MaxPrice=900', 'price'],
  ] as const)('%s is dropped', (query, name) => {
    expect(parse(query).ranges[name]).toBeUndefined();
    expect(serialiseSearchParams(parse(query), year)).toBe('');
  });
  it.each([
    ['MinPrice=0&MaxPrice=499', 'price', { max: 499 }, 'MaxPrice=499'],
    ['MinWeight=1&MaxWeight=20000', 'weight', { min: 1 }, 'MinWeight=1'],
    ['MinLength=40&MaxLength=20', 'length', { min: 20, max: 40 }, 'MinLength=20&MaxLength=40'],
    [`MinRvYear=${year - 10}`, 'rvYear', { min: year - 10 }, `MinRvYear=${year - 10}`],
  ] as const)('%s narrows %s', (query, name, range, written) => {
    expect(parse(query).ranges[name]).toEqual(range);
    expect(serialiseSearchParams(parse(query), year)).toBe(written);
  });
});

describe('lists', () => {
  it('keeps known types and amenities, once, in the specification order', () => {
    const p = parse('Types=ToyHauler,Spaceship,ClassA,ClassA&Amenities=Toilet,Jacuzzi,Heater');
    expect(p.types).toEqual(['ClassA', 'ToyHauler']);
    expect(p.amenities).toEqual(['Heater', 'Toilet']);
    expect(serialiseSearchParams(p, year)).toBe('Types=ClassA,ToyHauler&Amenities=Heater,Toilet');
  });
  it('a blank brand or address is unset', () => {
    expect(parse('RvBrand=%20&SearchAddress=').rvBrand).toBeUndefined();
    expect(parse('RvBrand=%20&SearchAddress=').searchAddress).toBeUndefined();
  });
  it('Page is ours: page 1 is not written', () => {
    expect(parse('Page=3').page).toBe(3);
    expect(parse('Page=1').page).toBeUndefined();
    expect(parse('Page=x').page).toBeUndefined();
  });
});

describe('the home and header search forms lead to a query the search page reads', () => {
  it('reads the home form query', () => {
    const url = withQuery(
      '/rv-search',
      searchQuery({ location: 'Austin, TX', startDate: '2026-07-01', endDate: '2026-07-03', adults: 2, children: 1, pets: true }),
    );
    const p = parse(url.slice(url.indexOf('?') + 1));
    expect(p).toMatchObject({ searchAddress: 'Austin, TX', startDate: '2026-07-01', endDate: '2026-07-03', adults: 2, children: 1 });
    expect(p.flags.PetFriendly).toBe(true);
  });
});

describe('the client search state of section 3', () => {
  it('is derived from the parameters', () => {
    const state = searchStateFromParams(
      parse(
        'Adults=2&SearchAddress=Denver, CO&Types=ClassA,TravelTrailer,Vintage&MaxPrice=200&NeLat=40&NeLng=-104&SwLat=39&SwLng=-105&Delivery',
      ),
      year,
    );
    expect(state.location).toMatchObject({ searchable: true, mainText: 'Denver', secondaryText: 'CO', fullName: 'Denver, CO' });
    expect(state.bounds).toEqual({ hasBounds: true, north: 40, east: -104, south: 39, west: -105 });
    expect(state.guests).toEqual({ adults: 2, children: 0 });
    expect(state.dates).toEqual({ start: null, end: null });
    expect(state.filters.drivableTypes).toEqual(['ClassA']);
    expect(state.filters.towableTypes).toEqual(['TravelTrailer']);
    expect(state.filters.rvPrice).toEqual({ min: 0, max: 200 });
    expect(state.filters.rvYear).toEqual({ min: year - 20, max: year + 1 });
    expect(state.filters.delivery).toBe(true);
    expect(state.sort).toBe('Recommended');
  });
  it('filters written back keep other types, drop full ranges and the page', () => {
    const before = parse('Types=ClassA,Vintage&Page=3&SearchAddress=Austin');
    const state = searchStateFromParams(before, year);
    const after = withFilters(
      before,
      { ...state.filters, drivableTypes: [], towableTypes: ['Hybrid'], rvPrice: { min: 0, max: 500 }, rvWeight: { min: 0, max: 8000 } },
      year,
    );
    expect(serialiseSearchParams(after, year)).toBe('SearchAddress=Austin&Types=Hybrid,Vintage&MaxWeight=8000');
  });
  it('clear filters keeps place, dates, guests and sort', () => {
    const p = parse(
      'Adults=2&SearchAddress=Austin&SortOrder=PriceDESC&StartDate=2026-07-01&EndDate=2026-07-03&Types=ClassA&Delivery&MaxPrice=100&RvBrand=Jayco&Page=2',
    );
    expect(filterCount(p)).toBe(4);
    const cleared = withoutFilters(p);
    expect(filterCount(cleared)).toBe(0);
    expect(serialiseSearchParams(cleared, year)).toBe(
      'Adults=2&SearchAddress=Austin&SortOrder=PriceDESC&StartDate=2026-07-01&EndDate=2026-07-03',
    );
  });
});

describe('the search request of section 3', () => {
  it.each([
    ['Adults=2&Children=3', { Guest: 5 }],
    ['Adults=2', { Guest: 2 }],
    ['Children=2', { Guest: 2 }],
    ['Types=TravelTrailer,ClassB', { ClassB: true, SubTravelTrailer: true }],
    ['PetFriendly', { Amenities: 'Petfriendly' }],
    ['PetFriendly&Amenities=Toilet', { Amenities: 'Toilet,Petfriendly' }],
    ['Amenities=AirportPickup', { Amenities: 'AirportPickup', AirportPickup: true }],
    [
      'InstantBook&IsSuperHost&Delivery&FestivalFriendly&ExperienceNotRequired',
      { Instabook: true, IsSuperHost: true, Delivery: true, FestivalFriendly: true, ExperienceNotRequired: true },
    ],
    ['MinRvYear=2010&MaxPrice=200&MinLength=5&MaxWeight=9000', { MinYear: 2010, MaxPrice: 200, MinLength: 5, MaxWeight: 9000 }],
    ['RvBrand=Jayco&SortOrder=DistanceASC&SearchAddress=Quebec', { RVBrand: 'Jayco', SortOrder: 'DistanceASC', SearchAddress: 'Quebec' }],
    ['StartDate=2026-07-01&EndDate=2026-07-03', { StartDate: '2026-07-01', EndDate: '2026-07-03' }],
    ['NeLat=40&NeLng=-104&SwLat=39&SwLng=-105', { NeLat: 40, NeLng: -104, SwLat: 39, SwLng: -105 }],
    ['FlexibleDays&Page=2', { Page: 2 }],
  ])('%s', (query, fields) => {
    expect(buildSearchRequest(parse(query))).toEqual({ Page: 1, ...fields });
  });
  it.each([
    ['', { country: 'ca', region: 'qc' }, { Country: 'CA', Region: 'QC' }],
    ['', { country: 'US' }, { Country: 'US' }],
    ['', { country: 'FR', region: 'IDF' }, {}],
    ['SearchAddress=Banff', { country: 'US', region: 'CO' }, { SearchAddress: 'Banff' }],
    ['NeLat=40&NeLng=-104&SwLat=39&SwLng=-105', { country: 'US', region: 'CO' }, { NeLat: 40, NeLng: -104, SwLat: 39, SwLng: -105 }],
  ])('the visitor’s detected place is the fallback: %s with %o', (query, visitor, fields) => {
    expect(buildSearchRequest(parse(query), { visitor })).toEqual({ Page: 1, ...fields });
  });
  it('takes the page size and currency', () => {
    expect(buildSearchRequest(parse(''), { pageSize: 24, currency: 'CAD', page: 4 })).toEqual({ Page: 4, PageSize: 24, Currency: 'CAD' });
  });
});
