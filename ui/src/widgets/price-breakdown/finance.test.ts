import { describe, expect, it } from 'vitest';
import { discountKind, discountPercentage, formatMoney, renterFacingAmount, roundTo, stationaryDiscountPercentage } from './finance.ts';

// Intl separates groups and currency signs with (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Stationary discount percentage = rate x 100, rounded to at most one decimal', () => {
  it.each([
    [0.1, 10],
    [0.15, 15],
    [0.125, 12.5],
    [0.1234, 12.3],
    [0.1235, 12.4],
    [0.07, 7],
    [0.333333, 33.3],
    [0, 0],
  ])('rate %d -> %d %%', (rate, percentage) => {
    expect(stationaryDiscountPercentage(rate)).toBe(percentage);
  });
});

describe('Discount percentage = the first present of midweek, monthly, weekly percentages', () => {
  const d = (Percentage: number | null) => ({ Percentage });
  it.each([
    ['midweek wins over monthly and weekly', { Midweekdays: d(15), Monthly: d(20), Weekly: d(10) }, 15, 'Midweekdays'],
    ['monthly wins over weekly', { Midweekdays: null, Monthly: d(20), Weekly: d(10) }, 20, 'Monthly'],
    ['weekly when it is the only one', { Midweekdays: null, Monthly: null, Weekly: d(10) }, 10, 'Weekly'],
    ['a discount without a percentage is absent', { Midweekdays: d(null), Monthly: null, Weekly: d(10) }, 10, 'Weekly'],
    ['a 0 % discount is absent', { Midweekdays: d(0), Monthly: d(0), Weekly: d(5) }, 5, 'Weekly'],
    ['none present', { Midweekdays: null, Monthly: null, Weekly: null }, null, null],
  ] as const)('%s', (_, breakdown, percentage, kind) => {
    expect(discountPercentage(breakdown)).toBe(percentage);
    expect(discountKind(breakdown)).toBe(kind);
  });
});

describe('Renter-facing amount = total rental paid x 1.1, rounded to 2 decimals', () => {
  it.each([
    [0, 0],
    [100, 110],
    [123.45, 135.8],
    [10.05, 11.06],
    [999.99, 1099.99],
    [1, 1.1],
    [33.33, 36.66],
  ])('%d -> %d', (paid, amount) => {
    expect(renterFacingAmount(paid)).toBe(amount);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [110.00000000000001, 2, 110],
    [-2.345, 2, -2.35],
    [12.25, 1, 12.3],
    [-0.001, 2, 0],
  ])('roundTo(%d, %i) = %d', (value, decimals, rounded) => {
    expect(roundTo(value, decimals)).toBe(rounded);
  });
});

describe('formatMoney for the locale', () => {
  it.each([
    [1234.5, 'USD', 'en-US', '$1,234.50'],
    [1234.5, 'CAD', 'en-CA', '$1,234.50'],
    [1234.5, 'USD', 'en-CA', 'US$1,234.50'],
    [1234.5, 'CAD', 'fr-CA', '1 234,50 $'],
    [1234.5, 'USD', 'fr-CA', '1 234,50 $ US'],
    [-40, 'CAD', 'en-CA', '-$40.00'],
  ] as const)('%d %s in %s -> %s', (amount, currency, locale, text) => {
    expect(plain(formatMoney(amount, currency, locale))).toBe(text);
  });
});
