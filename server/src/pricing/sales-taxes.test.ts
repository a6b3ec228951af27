import { describe, expect, it } from 'vitest';
import { isKnownRegion, taxLines, taxRatesFor } from './sales-taxes.ts';

describe('Canadian taxes by province of the RV', () => {
  it.each([
    ['AB', [['GST', 5_000]]],
    [
      'BC',
      [
        ['GST', 5_000],
        ['PST', 7_000],
      ],
    ],
    [
      'MB',
      [
        ['GST', 5_000],
        ['RST', 7_000],
      ],
    ],
    [
      'SK',
      [
        ['GST', 5_000],
        ['PST', 6_000],
      ],
    ],
    [
      'QC',
      [
        ['GST', 5_000],
        ['QST', 9_975],
      ],
    ],
    ['ON', [['HST', 13_000]]],
    ['NS', [['HST', 14_000]]],
    ['NB', [['HST', 15_000]]],
    ['NL', [['HST', 15_000]]],
    ['PE', [['HST', 15_000]]],
    ['YT', [['GST', 5_000]]],
    ['NT', [['GST', 5_000]]],
    ['NU', [['GST', 5_000]]],
  ])('%s on 1,000.00', (province, expected) => {
    const lines = taxLines(taxRatesFor('CA', province), 100_000);
    expect(lines.map((line) => [line.name, line.amount])).toEqual(expected);
  });

  it('rounds each line half up to the cent', () => {
    // 9.975% of 10.05 = 1.0024875 -> 1.00; 5% of 10.05 = 0.5025 -> 0.50; 9.975% of 10.10 = 1.007475 -> 1.01
    expect(taxLines(taxRatesFor('CA', 'QC'), 1_005).map((line) => line.amount)).toEqual([50, 100]);
    expect(taxLines(taxRatesFor('CA', 'QC'), 1_010).map((line) => line.amount)).toEqual([51, 101]);
  });

  it('marks GST and HST federal, the provincial taxes sales', () => {
    expect(taxRatesFor('CA', 'BC').map((rate) => rate.kind)).toEqual(['federal', 'sales']);
    expect(taxRatesFor('CA', 'ON').map((rate) => rate.kind)).toEqual(['federal']);
  });
});

describe('US state sales tax on rentals', () => {
  it.each([
    ['TX', 6_250],
    ['CA', 7_250],
    ['FL', 6_000],
    ['NY', 4_000],
    ['MN', 6_875],
    ['tx', 6_250],
  ])('%s on 1,000.00', (state, amount) => {
    expect(taxLines(taxRatesFor('US', state), 100_000)).toEqual([{ name: 'Sales tax', percent: amount / 1000, kind: 'sales', amount }]);
  });

  it.each(['OR', 'MT', 'NH', 'DE', 'AK'])('%s has no sales tax line', (state) => {
    expect(taxRatesFor('US', state)).toEqual([]);
  });

  it('covers the 50 states and DC, and only them', () => {
    expect(['AL', 'WY', 'DC', 'TX'].every((state) => isKnownRegion('US', state))).toBe(true);
    expect(isKnownRegion('US', 'ON')).toBe(false);
    expect(isKnownRegion('CA', 'QC')).toBe(true);
    expect(isKnownRegion('CA', 'TX')).toBe(false);
  });
});
