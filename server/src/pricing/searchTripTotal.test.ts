import { describe, expect, it } from 'vitest';
import { searchTripTotal } from './searchTripTotal.ts';

const plain = { nightlyPrice: 120.5, cleaningFee: 75, midweekPercent: null, weeklyPercent: null, monthlyPercent: null };

describe('searchTripTotal', () => {
  it.each([
    ['no discount: nights x nightly + cleaning', plain, '2026-06-05', '2026-06-08', 3 * 120.5 + 75],
    ['weekly discount from 7 nights', { ...plain, weeklyPercent: 10 }, '2026-06-01', '2026-06-08', 759.15 + 75],
    ['midweek nights', { ...plain, midweekPercent: 20 }, '2026-06-01', '2026-06-03', 192.8 + 75],
  ])('%s', (_case, listing, start, end, total) => {
    expect(searchTripTotal(listing, start, end)).toBeCloseTo(total, 2);
  });
});
