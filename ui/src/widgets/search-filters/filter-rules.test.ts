import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultSearchFilters,
  filterBounds,
  normaliseFilters,
  rangeFilter,
  type SearchFiltersValue,
} from './filter-rules.ts';

const year = 2027;

describe('search filter ranges: price 0 to 500, weight 0 to 20000, length 0 to 50, year current-20 to current+1', () => {
  it('has the bounds of the specification', () => {
    expect(filterBounds(year)).toEqual({
      rvPrice: { min: 0, max: 500 },
      rvWeight: { min: 0, max: 20000 },
      rvLength: { min: 0, max: 50 },
      rvYear: { min: 2007, max: 2028 },
    });
  });
});

describe('a price, weight, length or year range equal to its full default range counts as no filter', () => {
  const bounds = filterBounds(year);
  it.each([
    ['full price range', { min: 0, max: 500 }, bounds.rvPrice, null],
    ['full year range', { min: 2007, max: 2028 }, bounds.rvYear, null],
    ['price narrowed at the top', { min: 0, max: 200 }, bounds.rvPrice, { min: 0, max: 200 }],
    ['weight narrowed at the bottom', { min: 3000, max: 20000 }, bounds.rvWeight, { min: 3000, max: 20000 }],
    ['length beyond the bounds is clamped, and then is the full range', { min: -5, max: 80 }, bounds.rvLength, null],
    ['reversed ends are put in order', { min: 30, max: 20 }, bounds.rvLength, { min: 20, max: 30 }],
    ['year from 2020 on', { min: 2020, max: 2028 }, bounds.rvYear, { min: 2020, max: 2028 }],
  ] as const)('%s', (_, range, rangeBounds, expected) => {
    expect(rangeFilter(range, rangeBounds)).toEqual(expected);
  });
});

describe('the count of active filters', () => {
  const none = defaultSearchFilters(year);
  const cases: [string, Partial<SearchFiltersValue>, number][] = [
    ['no filter', {}, 0],
    ['two drivable types and one towable', { drivableTypes: ['ClassA', 'ClassC'], towableTypes: ['ToyHauler'] }, 3],
    ['three amenities', { amenities: ['Toilet', 'Heater', 'Microwave'] }, 3],
    ['a narrowed price', { rvPrice: { min: 50, max: 500 } }, 1],
    ['a full year range', { rvYear: { min: 2007, max: 2028 } }, 0],
    ['delivery and superhost', { delivery: true, superhost: true }, 2],
    [
      'every toggle',
      { delivery: true, instantBook: true, petFriendly: true, festivalFriendly: true, experienceNotRequired: true, superhost: true },
      6,
    ],
    ['a brand', { rvBrand: 'Winnebago' }, 1],
  ];
  it.each(cases)('%s -> %i', (_, change, count) => {
    expect(activeFilterCount({ ...none, ...change }, year)).toBe(count);
  });
});

describe('normaliseFilters', () => {
  it('keeps known values once, in the specification order', () => {
    const value = normaliseFilters({
      ...defaultSearchFilters(year),
      drivableTypes: ['Campervan', 'ClassA', 'ClassA', 'Boat' as never],
      amenities: ['Toilet', 'AirConditioner'],
    });
    expect(value.drivableTypes).toEqual(['ClassA', 'Campervan']);
    expect(value.amenities).toEqual(['AirConditioner', 'Toilet']);
  });
});
