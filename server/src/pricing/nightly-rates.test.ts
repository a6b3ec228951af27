import { describe, expect, it } from 'vitest';
import { addDays, nightsOf } from './calendar.ts';
import { isMidweekNight, midweekNightsBetween, nightlyRental } from './nightly-rates.ts';

const none = { midweekPercent: null, weeklyPercent: null, monthlyPercent: null };

describe('nightlyRental', () => {
  // 2026-06-01 is a Monday.
  it.each([
    // [case, start, end, settings, preDiscount, discount, kind]
    ['no discounts set', '2026-06-01', '2026-06-04', none, 30_000, 0, null],
    ['midweek on Mon-Wed nights', '2026-06-01', '2026-06-04', { ...none, midweekPercent: 20 }, 30_000, 6_000, 'Midweekdays'],
    ['midweek: Fri-Sun nights are not midweek', '2026-06-05', '2026-06-08', { ...none, midweekPercent: 20 }, 30_000, 0, null],
    [
      'midweek: only the Thursday night of Thu-Sat',
      '2026-06-04',
      '2026-06-06',
      { ...none, midweekPercent: 20 },
      20_000,
      2_000,
      'Midweekdays',
    ],
    ['weekly not before 7 nights', '2026-06-01', '2026-06-07', { ...none, weeklyPercent: 10 }, 60_000, 0, null],
    ['weekly from 7 nights', '2026-06-01', '2026-06-08', { ...none, weeklyPercent: 10 }, 70_000, 7_000, 'Weekly'],
    [
      'midweek saves more than weekly (4 x 20% > 7 x 10%)',
      '2026-06-01',
      '2026-06-08',
      { ...none, weeklyPercent: 10, midweekPercent: 20 },
      70_000,
      8_000,
      'Midweekdays',
    ],
    [
      'weekly saves more than midweek',
      '2026-06-01',
      '2026-06-08',
      { ...none, weeklyPercent: 15, midweekPercent: 20 },
      70_000,
      10_500,
      'Weekly',
    ],
    [
      'monthly not before 28 nights',
      '2026-06-01',
      '2026-06-28',
      { ...none, weeklyPercent: 10, monthlyPercent: 25 },
      270_000,
      27_000,
      'Weekly',
    ],
    ['monthly from 28 nights', '2026-06-01', '2026-06-29', { ...none, weeklyPercent: 10, monthlyPercent: 25 }, 280_000, 70_000, 'Monthly'],
    [
      'a smaller monthly discount never beats the weekly one',
      '2026-06-01',
      '2026-06-29',
      { ...none, weeklyPercent: 15, monthlyPercent: 10 },
      280_000,
      42_000,
      'Weekly',
    ],
    ['tie goes to monthly', '2026-06-01', '2026-06-29', { ...none, weeklyPercent: 20, monthlyPercent: 20 }, 280_000, 56_000, 'Monthly'],
    [
      '0% and 100% are ignored',
      '2026-06-01',
      '2026-06-08',
      { midweekPercent: 0, weeklyPercent: 100, monthlyPercent: null },
      70_000,
      0,
      null,
    ],
  ] as const)('%s', (_case, start, end, settings, preDiscount, discount, kind) => {
    const rental = nightlyRental(10_000, start, end, settings);
    expect(rental.preDiscountAmount).toBe(preDiscount);
    expect(rental.discountAmount).toBe(discount);
    expect(rental.rentalAmount).toBe(preDiscount - discount);
    expect(rental.discount?.kind ?? null).toBe(kind);
  });

  it('gives the base and the average discounted nightly rate', () => {
    const rental = nightlyRental(9_999, '2026-06-01', '2026-06-04', { ...none, midweekPercent: 15 });
    expect(rental.nights).toBe(3);
    expect(rental.nightlyBase).toBe(9_999);
    expect(rental.discountAmount).toBe(4_500); // 15% of 299.97 = 44.9955 -> 45.00
    expect(rental.nightlyDiscounted).toBe(8_499); // (299.97 - 45.00) / 3 = 84.99
  });

  it('knows midweek nights are Monday to Thursday', () => {
    expect(['2026-05-31', '2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06'].map(isMidweekNight)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('midweek nights are the nights that start Monday, Tuesday, Wednesday or Thursday', () => {
  it.each([
    // [case, start, end, midweek nights]; 2026-06-01 is a Monday.
    ['no nights', '2026-06-01', '2026-06-01', 0],
    ['end before start', '2026-06-04', '2026-06-01', 0],
    ['Mon-Thu nights', '2026-06-01', '2026-06-05', 4],
    ['a weekend', '2026-06-05', '2026-06-08', 0],
    ['Thursday night only of Thu-Sat', '2026-06-04', '2026-06-06', 1],
    ['a week from any day holds 4', '2026-06-03', '2026-06-10', 4],
    ['Sunday to Sunday, two weeks', '2026-05-31', '2026-06-14', 8],
    ['29 nights from a Friday', '2026-06-05', '2026-07-04', 16],
  ])('%s', (_case, start, end, count) => {
    expect(midweekNightsBetween(start, end)).toBe(count);
  });

  it('counts as many as listing every night would, for every start day and length', () => {
    for (let offset = 0; offset < 7; offset++)
      for (let nights = 0; nights <= 60; nights++) {
        const start = addDays('2026-06-01', offset);
        const end = addDays(start, nights);
        expect(midweekNightsBetween(start, end)).toBe(nightsOf(start, end).filter(isMidweekNight).length);
      }
  });
});
