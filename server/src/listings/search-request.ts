// Tolerant reading of the search request (spec 000 section 5): an unknown sort is ignored, non-numeric
// numbers are unset, bounds need four corners, dates need both ends. Nothing here throws.
import { isCalendarDay } from '@rove/contract/vocabulary';
import type { Currency } from '@rove/contract';
import { maxYear, minYear } from '../http/input-guard.ts';
import {
  type Amenity,
  type Country,
  type RvType,
  type SortOrder,
  amenities,
  petFriendlyAmenity,
  rvTypes,
  searchRanges,
  parseSortOrder,
  typeSearchField,
} from '@rove/contract';

export type RawQuery = Record<string, string | string[] | undefined>;

export interface Range {
  min?: number;
  max?: number;
}

export interface SearchCriteria {
  guests?: number;
  address?: string;
  point?: { lat: number; lng: number };
  country?: Country;
  region?: string;
  sort: SortOrder;
  dates?: { start: string; end: string; nights: number };
  amenities: Amenity[];
  petFriendly: boolean;
  brands: string[];
  delivery: boolean;
  experienceNotRequired: boolean;
  superhost: boolean;
  festivalFriendly: boolean;
  instantBook: boolean;
  price: Range;
  length: Range;
  year: Range;
  weight: Range;
  bounds?: { north: number; south: number; east: number; west: number };
  types: RvType[];
  currency?: Currency;
  page: number;
  pageSize: number;
  /** Only this host's RVs (the public profile, issue 21); not a search request field. */
  ownerId?: number;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A number, or undefined when missing or not numeric. */
export function readNumber(v: string | string[] | undefined): number | undefined {
  const s = first(v)?.trim();
  if (!s) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** A flag counts as set when present with no value, or with true / 1 (any case). */
export function readFlag(v: string | string[] | undefined): boolean {
  const s = first(v);
  if (s === undefined) return false;
  return s === '' || /^(true|1|yes|on)$/i.test(s.trim());
}

/** A calendar day within the years the database and the input guard accept (0000-01-01 would fail the query); else unset. */
export function readDay(v: string | string[] | undefined): string | undefined {
  const s = first(v)?.trim();
  if (!isCalendarDay(s)) return undefined;
  const year = Number(s.slice(0, 4));
  return year < minYear || year > maxYear ? undefined : s;
}

const amenityByLower = new Map(amenities.map((a) => [a.toLowerCase(), a]));

/** Reads a raw query into criteria. `currentYear` fixes the year range (current - 20 to current + 1). */
export function parseSearchRequest(query: RawQuery, currentYear: number): SearchCriteria {
  const ranges = searchRanges(currentYear);
  // An end at (or beyond) its default bound is no limit at all: the full default range counts as no filter.
  const range = (minKey: string[], maxKey: string[], full: { min: number; max: number }): Range => {
    const min = minKey.map((k) => readNumber(query[k])).find((n) => n !== undefined);
    const max = maxKey.map((k) => readNumber(query[k])).find((n) => n !== undefined);
    return { min: min !== undefined && min > full.min ? min : undefined, max: max !== undefined && max < full.max ? max : undefined };
  };

  const lat = readNumber(query.SearchLat);
  const lng = readNumber(query.SearchLng);
  const point = lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;

  const start = readDay(query.StartDate);
  const end = readDay(query.EndDate);
  const nights = start && end ? Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) : 0;

  const corners = [query.NeLat, query.NeLng, query.SwLat, query.SwLng].map(readNumber);
  const [north, east, south, west] = corners;
  const bounds =
    corners.every((c) => c !== undefined) &&
    Math.abs(north!) <= 90 &&
    Math.abs(south!) <= 90 &&
    Math.abs(east!) <= 180 &&
    Math.abs(west!) <= 180
      ? { north: Math.max(north!, south!), south: Math.min(north!, south!), east: east!, west: west! }
      : undefined;

  const amenityNames = (first(query.Amenities) ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const chosen = new Set<Amenity>();
  for (const name of amenityNames) {
    const amenity = amenityByLower.get(name);
    if (amenity) chosen.add(amenity);
  }
  if (readFlag(query.AirportPickup)) chosen.add('AirportPickup');

  const brandValues = Array.isArray(query.RVBrand) ? query.RVBrand : query.RVBrand !== undefined ? [query.RVBrand] : [];
  const brands = [
    ...new Set(
      brandValues
        .flatMap((v) => v.split(','))
        .map((s) => s.trim())
        .filter((s) => s.length > 0 && s.length <= 60),
    ),
  ];

  const country = first(query.Country)?.trim().toUpperCase();
  const region = first(query.Region)?.trim().toUpperCase();
  const sort = first(query.SortOrder)?.trim();
  const currency = first(query.Currency)?.trim().toUpperCase();
  const guests = readNumber(query.Guest);
  const page = readNumber(query.Page);
  const pageSize = readNumber(query.PageSize);
  const address = first(query.SearchAddress)?.trim();

  return {
    guests: guests !== undefined && guests >= 1 ? Math.floor(guests) : undefined,
    address: address ? address.slice(0, 200) : undefined,
    point,
    country: country === 'US' || country === 'CA' ? country : undefined,
    region: region && /^[A-Z]{2}$/.test(region) ? region : undefined,
    sort: parseSortOrder(sort) ?? 'Recommended',
    dates: start && end && nights > 0 ? { start, end, nights } : undefined,
    amenities: [...chosen],
    petFriendly: amenityNames.includes(petFriendlyAmenity.toLowerCase()) || readFlag(query.PetFriendly),
    brands,
    delivery: readFlag(query.Delivery),
    experienceNotRequired: readFlag(query.ExperienceNotRequired),
    superhost: readFlag(query.IsSuperHost),
    festivalFriendly: readFlag(query.FestivalFriendly),
    instantBook: readFlag(query.Instabook) || readFlag(query.InstantBook),
    price: range(['MinPrice'], ['MaxPrice'], ranges.price),
    length: range(['MinLength'], ['MaxLength'], ranges.length),
    year: range(['MinYear', 'MinRvYear'], ['MaxYear', 'MaxRvYear'], ranges.year),
    weight: range(['MinWeight'], ['MaxWeight'], ranges.weight),
    bounds,
    types: rvTypes.filter((t) => readFlag(query[typeSearchField[t]])),
    currency: currency === 'USD' || currency === 'CAD' ? currency : undefined,
    page: page !== undefined && page >= 1 ? Math.min(Math.floor(page), 10_000) : 1,
    pageSize: pageSize !== undefined && pageSize >= 1 ? Math.min(Math.floor(pageSize), 100) : 24,
  };
}
