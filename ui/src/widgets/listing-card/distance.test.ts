import { describe, expect, it } from 'vitest';
import { distanceUnitOf, formatDistance, kmToMiles, milesToKm } from './distance.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('distance units: km for CA, miles for US', () => {
  it.each([
    ['CA', 'km'],
    ['US', 'mi'],
  ] as const)('%s -> %s', (country, unit) => {
    expect(distanceUnitOf(country)).toBe(unit);
  });
  it('converts km to miles x 0.621371 and miles to km x 1.60934', () => {
    expect(kmToMiles(100)).toBeCloseTo(62.1371, 6);
    expect(milesToKm(100)).toBeCloseTo(160.934, 6);
  });
  it.each([
    [12.4, 'CA', 'en-CA', '12 km'],
    [4.26, 'CA', 'fr-CA', '4,3 km'],
    [100, 'US', 'en-US', '62 mi'],
    [8, 'US', 'en-US', '5 mi'],
    [10, 'US', 'fr-CA', '6,2 mi'],
    [0, 'CA', 'en-CA', '0 km'],
  ] as const)('%d km in %s (%s) -> %s', (km, country, locale, text) => {
    expect(plain(formatDistance(km, country, locale))).toBe(text);
  });
});
