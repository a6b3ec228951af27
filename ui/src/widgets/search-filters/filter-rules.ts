import {
  amenities as allAmenities,
  drivableTypes as allDrivable,
  searchRanges,
  towableTypes as allTowable,
} from '@rove/contract/vocabulary';
import type { Amenity, DrivableType, TowableType } from '../rv-vocabulary.ts';

export interface NumberRange {
  min: number;
  max: number;
}

export type RangeKey = 'rvPrice' | 'rvWeight' | 'rvLength' | 'rvYear';
export type ToggleKey = 'delivery' | 'instantBook' | 'petFriendly' | 'festivalFriendly' | 'experienceNotRequired' | 'superhost';

/** The filters of the client search state (spec 000 section 3). */
export interface SearchFiltersValue {
  drivableTypes: DrivableType[];
  towableTypes: TowableType[];
  amenities: Amenity[];
  rvPrice: NumberRange;
  rvWeight: NumberRange;
  rvLength: NumberRange;
  rvYear: NumberRange;
  rvBrand: string | null;
  delivery: boolean;
  instantBook: boolean;
  petFriendly: boolean;
  festivalFriendly: boolean;
  experienceNotRequired: boolean;
  superhost: boolean;
}

export const rangeKeys = ['rvPrice', 'rvWeight', 'rvLength', 'rvYear'] as const satisfies readonly RangeKey[];
export const toggleKeys = [
  'delivery',
  'instantBook',
  'petFriendly',
  'festivalFriendly',
  'experienceNotRequired',
  'superhost',
] as const satisfies readonly ToggleKey[];

/** Search filter ranges (the contract's searchRanges), under the filter panel's names. */
export function filterBounds(currentYear: number): Record<RangeKey, NumberRange> {
  const ranges = searchRanges(currentYear);
  return { rvPrice: ranges.price, rvWeight: ranges.weight, rvLength: ranges.length, rvYear: ranges.year };
}

/** No filter at all: every range at its full default, nothing chosen. */
export function defaultSearchFilters(currentYear: number): SearchFiltersValue {
  return {
    drivableTypes: [],
    towableTypes: [],
    amenities: [],
    ...filterBounds(currentYear),
    rvBrand: null,
    delivery: false,
    instantBook: false,
    petFriendly: false,
    festivalFriendly: false,
    experienceNotRequired: false,
    superhost: false,
  };
}

/** A range equal to its full default range counts as no filter (null); otherwise the range, clamped to the bounds. */
export function rangeFilter(range: NumberRange, bounds: NumberRange): NumberRange | null {
  const min = Math.min(Math.max(range.min, bounds.min), bounds.max);
  const max = Math.max(Math.min(range.max, bounds.max), bounds.min);
  const [low, high] = min <= max ? [min, max] : [max, min];
  if (low === bounds.min && high === bounds.max) return null;
  return { min: low, max: high };
}

/** How many filters are on: each type, amenity, narrowed range, toggle and the brand count once. */
export function activeFilterCount(value: SearchFiltersValue, currentYear: number): number {
  const bounds = filterBounds(currentYear);
  const ranges = rangeKeys.filter((key) => rangeFilter(value[key], bounds[key]) !== null).length;
  const toggles = toggleKeys.filter((key) => value[key]).length;
  return value.drivableTypes.length + value.towableTypes.length + value.amenities.length + ranges + toggles + (value.rvBrand ? 1 : 0);
}

/** Keeps only known types and amenities, each once, in the specification's order. */
export function normaliseFilters(value: SearchFiltersValue): SearchFiltersValue {
  return {
    ...value,
    drivableTypes: allDrivable.filter((type) => value.drivableTypes.includes(type)),
    towableTypes: allTowable.filter((type) => value.towableTypes.includes(type)),
    amenities: allAmenities.filter((amenity) => value.amenities.includes(amenity)),
  };
}
