// The client search state of spec 000 section 3, derived from the URL parameters (never stored elsewhere), the
// way back from the page's widgets to URL parameters, and the request sent to GET /api/rvs/search.
import type { Currency } from '@rove/contract';
import { drivableTypes, type SortOrder, towableTypes } from '@rove/contract';
import type { SearchFiltersValue } from '@rove/ui';
import {
  allRvTypes,
  defaultRanges,
  emptySearchParams,
  normaliseRange,
  type RangeName,
  type SearchParams,
  type SearchRange,
} from './search-params.ts';

export interface SearchLocation {
  searchable: boolean;
  placeId: string | null;
  mainText: string;
  secondaryText: string | null;
  types: string[];
  center: { lat: number; lng: number } | null;
  bounds: SearchBounds | null;
  city: string | null;
  region: string | null;
  country: string | null;
  fullName: string;
}

export interface SearchBounds {
  hasBounds: boolean;
  east: number;
  west: number;
  north: number;
  south: number;
}

export interface SearchState {
  location: SearchLocation | null;
  bounds: SearchBounds;
  dates: { start: string | null; end: string | null };
  guests: { adults: number; children: number };
  filters: SearchFiltersValue;
  sort: SortOrder;
}

const filterRange: Record<RangeName, 'rvPrice' | 'rvWeight' | 'rvLength' | 'rvYear'> = {
  price: 'rvPrice',
  weight: 'rvWeight',
  length: 'rvLength',
  rvYear: 'rvYear',
};

export function searchStateFromParams(params: SearchParams, currentYear: number): SearchState {
  const defaults = defaultRanges(currentYear);
  const range = (name: RangeName) => ({
    min: params.ranges[name]?.min ?? defaults[name].min,
    max: params.ranges[name]?.max ?? defaults[name].max,
  });
  const address = params.searchAddress;
  return {
    location: address
      ? {
          searchable: true,
          placeId: null,
          mainText: address.split(',')[0].trim(),
          secondaryText: address.includes(',') ? address.slice(address.indexOf(',') + 1).trim() : null,
          types: [],
          center: null,
          bounds: null,
          city: null,
          region: null,
          country: null,
          fullName: address,
        }
      : null,
    bounds: params.bounds
      ? { hasBounds: true, north: params.bounds.neLat, east: params.bounds.neLng, south: params.bounds.swLat, west: params.bounds.swLng }
      : { hasBounds: false, north: 0, east: 0, south: 0, west: 0 },
    dates: { start: params.startDate ?? null, end: params.endDate ?? null },
    guests: { adults: params.adults ?? 1, children: params.children ?? 0 },
    filters: {
      drivableTypes: drivableTypes.filter((type) => params.types.includes(type)),
      towableTypes: towableTypes.filter((type) => params.types.includes(type)),
      amenities: params.amenities,
      rvPrice: range('price'),
      rvWeight: range('weight'),
      rvLength: range('length'),
      rvYear: range('rvYear'),
      rvBrand: params.rvBrand ?? null,
      delivery: params.flags.Delivery,
      instantBook: params.flags.InstantBook,
      petFriendly: params.flags.PetFriendly,
      festivalFriendly: params.flags.FestivalFriendly,
      experienceNotRequired: params.flags.ExperienceNotRequired,
      superhost: params.flags.IsSuperHost,
    },
    sort: params.sortOrder ?? 'Recommended',
  };
}

/** New filters from the SearchFilters widget written back into the parameters; types outside its lists are kept. */
export function withFilters(params: SearchParams, filters: SearchFiltersValue, currentYear: number): SearchParams {
  const defaults = defaultRanges(currentYear);
  const chosen: string[] = [...filters.drivableTypes, ...filters.towableTypes];
  const widgetTypes: string[] = [...drivableTypes, ...towableTypes];
  const ranges: Partial<Record<RangeName, SearchRange>> = {};
  for (const name of Object.keys(filterRange) as RangeName[]) {
    const range = normaliseRange(filters[filterRange[name]], defaults[name]);
    if (range) ranges[name] = range;
  }
  return {
    ...params,
    types: allRvTypes.filter((type) => chosen.includes(type) || (!widgetTypes.includes(type) && params.types.includes(type))),
    amenities: [...filters.amenities],
    rvBrand: filters.rvBrand?.trim() || undefined,
    flags: {
      ...params.flags,
      Delivery: filters.delivery,
      InstantBook: filters.instantBook,
      PetFriendly: filters.petFriendly,
      FestivalFriendly: filters.festivalFriendly,
      ExperienceNotRequired: filters.experienceNotRequired,
      IsSuperHost: filters.superhost,
    },
    ranges,
    page: undefined,
  };
}

/** "Clear filters": keeps the place, dates, guests and sort; drops every filter and the page. */
export function withoutFilters(params: SearchParams): SearchParams {
  const empty = emptySearchParams();
  return {
    ...empty,
    adults: params.adults,
    children: params.children,
    searchAddress: params.searchAddress,
    sortOrder: params.sortOrder,
    startDate: params.startDate,
    endDate: params.endDate,
    bounds: params.bounds,
    flags: { ...empty.flags, FlexibleDays: params.flags.FlexibleDays },
  };
}

/** How many filters narrow the search (for the empty state's way out). */
export function filterCount(params: SearchParams): number {
  const flags = (['Delivery', 'ExperienceNotRequired', 'IsSuperHost', 'FestivalFriendly', 'InstantBook', 'PetFriendly'] as const).filter(
    (flag) => params.flags[flag],
  ).length;
  return params.types.length + params.amenities.length + Object.keys(params.ranges).length + flags + (params.rvBrand ? 1 : 0);
}

/** The travel trailer is sent under its sub name; every other type under its own. */
export const typeRequestField: Record<string, string> = Object.fromEntries(
  allRvTypes.map((type) => [type, type === 'TravelTrailer' ? 'SubTravelTrailer' : type]),
);

export type SearchRequest = Record<string, string | number | boolean | undefined>;

const requestRange: Record<RangeName, [string, string]> = {
  length: ['MinLength', 'MaxLength'],
  price: ['MinPrice', 'MaxPrice'],
  rvYear: ['MinYear', 'MaxYear'],
  weight: ['MinWeight', 'MaxWeight'],
};

/**
 * The search request fields of spec 000 section 3: Guest = adults + children, one boolean per RV type (the travel
 * trailer under SubTravelTrailer), pet friendly as the amenity Petfriendly, InstantBook as Instabook.
 */
export function buildSearchRequest(
  params: SearchParams,
  options: {
    page?: number;
    pageSize?: number;
    currency?: Currency;
    /** The visitor's detected place: the fallback when the URL names no place and no map bounds (spec 000 section 4). */
    visitor?: { country?: string; region?: string } | null;
  } = {},
): SearchRequest {
  const request: SearchRequest = {};
  const visitorCountry = options.visitor?.country?.toUpperCase();
  if (!params.searchAddress && !params.bounds && (visitorCountry === 'US' || visitorCountry === 'CA')) {
    request.Country = visitorCountry;
    request.Region = options.visitor?.region?.toUpperCase() || undefined;
  }
  const guests = (params.adults ?? 0) + (params.children ?? 0);
  if (guests > 0) request.Guest = guests;
  request.SearchAddress = params.searchAddress;
  request.SortOrder = params.sortOrder;
  if (params.startDate && params.endDate) {
    request.StartDate = params.startDate;
    request.EndDate = params.endDate;
  }
  const amenities: string[] = [...params.amenities];
  if (params.flags.PetFriendly) amenities.push('Petfriendly');
  if (amenities.length) request.Amenities = amenities.join(',');
  if (params.amenities.includes('AirportPickup')) request.AirportPickup = true;
  request.RVBrand = params.rvBrand;
  if (params.flags.Delivery) request.Delivery = true;
  if (params.flags.ExperienceNotRequired) request.ExperienceNotRequired = true;
  if (params.flags.IsSuperHost) request.IsSuperHost = true;
  if (params.flags.FestivalFriendly) request.FestivalFriendly = true;
  if (params.flags.InstantBook) request.Instabook = true;
  for (const [name, [minField, maxField]] of Object.entries(requestRange) as [RangeName, [string, string]][]) {
    request[minField] = params.ranges[name]?.min;
    request[maxField] = params.ranges[name]?.max;
  }
  if (params.bounds) {
    request.NeLat = params.bounds.neLat;
    request.NeLng = params.bounds.neLng;
    request.SwLat = params.bounds.swLat;
    request.SwLng = params.bounds.swLng;
  }
  for (const type of params.types) request[typeRequestField[type]] = true;
  if (options.currency) request.Currency = options.currency;
  request.Page = options.page ?? params.page ?? 1;
  if (options.pageSize) request.PageSize = options.pageSize;
  for (const key of Object.keys(request)) if (request[key] === undefined) delete request[key];
  return request;
}
