// The search page's URL is its state (spec 000 section 3, names as spelt). Parsing is tolerant and follows section 5:
// an unknown sort is ignored, a non-numeric number is unset, bounds need all four corners, dates need both ends, and
// a range equal to its full default is no filter. Serialising writes a canonical query: same search, same URL.
import { isCalendarDay } from '@rove/contract/vocabulary';
import {
  type Amenity,
  amenities as allAmenities,
  drivableTypes,
  otherTypes,
  parseSortOrder,
  searchRanges,
  type RvType,
  type SortOrder,
  towableTypes,
} from '@rove/contract';

export type RangeName = 'length' | 'price' | 'rvYear' | 'weight';

export interface SearchRange {
  min?: number;
  max?: number;
}

export interface MapBounds {
  neLat: number;
  neLng: number;
  swLat: number;
  swLng: number;
}

export const searchFlags = [
  'Delivery',
  'ExperienceNotRequired',
  'IsSuperHost',
  'FestivalFriendly',
  'InstantBook',
  'PetFriendly',
  'FlexibleDays',
] as const;
export type SearchFlag = (typeof searchFlags)[number];

export interface SearchParams {
  adults?: number;
  children?: number;
  searchAddress?: string;
  sortOrder?: SortOrder;
  startDate?: string;
  endDate?: string;
  types: RvType[];
  amenities: Amenity[];
  rvBrand?: string;
  flags: Record<SearchFlag, boolean>;
  ranges: Partial<Record<RangeName, SearchRange>>;
  bounds?: MapBounds;
  /** Ours (the specification is silent): the results page, from 1; page 1 is not written. */
  page?: number;
}

export const allRvTypes: readonly RvType[] = [...drivableTypes, ...towableTypes, ...otherTypes];

const rangeParams: Record<RangeName, [string, string]> = {
  length: ['MinLength', 'MaxLength'],
  price: ['MinPrice', 'MaxPrice'],
  rvYear: ['MinRvYear', 'MaxRvYear'],
  weight: ['MinWeight', 'MaxWeight'],
};
export const rangeNames = Object.keys(rangeParams) as RangeName[];

/** Search filter ranges (the contract's searchRanges, spec 000 section 5), under the address's names. */
export function defaultRanges(currentYear: number): Record<RangeName, Required<SearchRange>> {
  const ranges = searchRanges(currentYear);
  return { price: ranges.price, weight: ranges.weight, length: ranges.length, rvYear: ranges.year };
}

export function emptySearchParams(): SearchParams {
  return {
    types: [],
    amenities: [],
    flags: Object.fromEntries(searchFlags.map((flag) => [flag, false])) as Record<SearchFlag, boolean>,
    ranges: {},
  };
}

type Query = URLSearchParams | string;

/** A number when the value is numeric, else unset (missing, empty, 'abc', '12px'). */
export function readNumber(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const count = (value: string | null, min: number) => {
  const n = readNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= min ? n : undefined;
};

/** YYYY-MM-DD naming a real calendar day. */
export function isIsoDate(value: string | null | undefined): value is string {
  return isCalendarDay(value);
}

const commaList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Keeps a range only when it narrows the default one; ends at or beyond a default bound are no limit. */
export function normaliseRange(range: SearchRange, bounds: Required<SearchRange>): SearchRange | undefined {
  let min = range.min !== undefined && range.min > bounds.min ? Math.min(range.min, bounds.max) : undefined;
  let max = range.max !== undefined && range.max < bounds.max ? Math.max(range.max, bounds.min) : undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

export function parseSearchParams(query: Query, currentYear: number): SearchParams {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const out = emptySearchParams();
  out.adults = count(q.get('Adults'), 1);
  out.children = count(q.get('Children'), 1);
  out.searchAddress = q.get('SearchAddress')?.trim() || undefined;
  out.sortOrder = parseSortOrder(q.get('SortOrder')) ?? undefined;
  const start = q.get('StartDate');
  const end = q.get('EndDate');
  if (isIsoDate(start) && isIsoDate(end) && start < end) {
    out.startDate = start;
    out.endDate = end;
  }
  const types = commaList(q.get('Types'));
  out.types = allRvTypes.filter((type) => types.includes(type));
  const amenities = commaList(q.get('Amenities'));
  out.amenities = allAmenities.filter((amenity) => amenities.includes(amenity));
  out.rvBrand = q.get('RvBrand')?.trim() || undefined;
  for (const flag of searchFlags) {
    // Present counts as set, even with no value; an explicit false or 0 is read as off.
    const value = q.get(flag);
    out.flags[flag] = value !== null && value !== 'false' && value !== '0';
  }
  const defaults = defaultRanges(currentYear);
  for (const name of rangeNames) {
    const [minName, maxName] = rangeParams[name];
    const range = normaliseRange({ min: readNumber(q.get(minName)), max: readNumber(q.get(maxName)) }, defaults[name]);
    if (range) out.ranges[name] = range;
  }
  const [neLat, neLng, swLat, swLng] = ['NeLat', 'NeLng', 'SwLat', 'SwLng'].map((name) => readNumber(q.get(name)));
  if (neLat !== undefined && neLng !== undefined && swLat !== undefined && swLng !== undefined) out.bounds = { neLat, neLng, swLat, swLng };
  const page = count(q.get('Page'), 2);
  if (page !== undefined) out.page = page;
  return out;
}

const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');

/** The canonical query string (no '?'), parameters in the specification's order; flags are written without a value. */
export function serialiseSearchParams(params: SearchParams, currentYear: number): string {
  const parts: string[] = [];
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') parts.push(`${name}=${encode(String(value))}`);
  };
  put('Adults', params.adults !== undefined && params.adults >= 1 ? params.adults : undefined);
  put('Children', params.children !== undefined && params.children >= 1 ? params.children : undefined);
  put('SearchAddress', params.searchAddress?.trim());
  put('SortOrder', parseSortOrder(params.sortOrder) ?? undefined);
  if (isIsoDate(params.startDate) && isIsoDate(params.endDate) && params.startDate < params.endDate) {
    put('StartDate', params.startDate);
    put('EndDate', params.endDate);
  }
  put('Types', allRvTypes.filter((type) => params.types.includes(type)).join(','));
  put('Amenities', allAmenities.filter((amenity) => params.amenities.includes(amenity)).join(','));
  put('RvBrand', params.rvBrand?.trim());
  for (const flag of searchFlags) if (params.flags[flag]) parts.push(flag);
  const defaults = defaultRanges(currentYear);
  for (const name of rangeNames) {
    const range = params.ranges[name] && normaliseRange(params.ranges[name], defaults[name]);
    if (!range) continue;
    put(rangeParams[name][0], range.min);
    put(rangeParams[name][1], range.max);
  }
  const b = params.bounds;
  if (b && [b.neLat, b.neLng, b.swLat, b.swLng].every(Number.isFinite)) {
    put('NeLat', b.neLat);
    put('NeLng', b.neLng);
    put('SwLat', b.swLat);
    put('SwLng', b.swLng);
  }
  if (params.page !== undefined && params.page >= 2) put('Page', params.page);
  return parts.join('&');
}
