import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('distances shown in the country unit: km for CA, miles for US', () => {
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
