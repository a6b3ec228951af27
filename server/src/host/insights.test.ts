import { describe, expect, it } from 'vitest';
import { csvField, earningsCsv, earningsOf, opportunitiesFor, type PayoutLine, type RvFacts } from './insights.ts';

const line = (
  date: string,
  amount: number,
  status: PayoutLine['status'],
  currency: PayoutLine['currency'] = 'CAD',
  rvId = 1,
): PayoutLine => ({
  date,
  bookingId: amount,
  rvId,
  rvName: `RV ${rvId}`,
  kind: 'trip',
  status,
  amount,
  currency,
});

describe('insights/earnings: per month and per RV, paid and upcoming, in the host’s currency', () => {
  it('sums paid and upcoming per month and per RV, leaving out cancelled payouts and other years', () => {
    const result = earningsOf(
      [
        line('2026-03-02', 50_000, 'paid'),
        line('2026-03-20', 25_000, 'scheduled', 'CAD', 2),
        line('2026-07-01', 10_000, 'paid', 'USD'),
        line('2026-08-01', 99_999, 'canceled'),
        line('2025-12-31', 77_700, 'paid'),
      ],
      2026,
      'CAD',
    );
    expect(result.Months[2]).toEqual({ Month: 3, Paid: 500, Upcoming: 250 });
    // 100 USD = 136.99 CAD (1 CAD = 0.73 USD)
    expect(result.Months[6].Paid).toBe(136.99);
    expect(result.TotalPaid).toBe(636.99);
    expect(result.TotalUpcoming).toBe(250);
    expect(result.BestMonth).toBe(3);
    expect(result.Rvs.map((rv) => [rv.RvId, rv.Paid, rv.Upcoming])).toEqual([
      [1, 636.99, 0],
      [2, 0, 250],
    ]);
  });

  it('has no best month without earnings', () => {
    expect(earningsOf([], 2026, 'USD').BestMonth).toBeNull();
  });

  it('writes a CSV with one line per payout of the year, quoting and neutralising fields', () => {
    const csv = earningsCsv([{ ...line('2026-03-02', 50_000, 'paid'), rvName: '=Moose, "big"' }, line('2025-01-01', 1, 'paid')], 2026);
    expect(csv).toBe(
      'Date,BookingId,RvId,Rv,Kind,Status,Amount,Currency\r\n2026-03-02,50000,1,"\'=Moose, ""big""",trip,paid,500.00,CAD\r\n',
    );
    expect(csvField('plain')).toBe('plain');
  });
});

describe('insights/opportunities: suggestions from the host’s data and comparable listings', () => {
  const rv: RvFacts = {
    id: 1,
    name: 'Van',
    type: 'ClassC',
    region: 'AB',
    country: 'CA',
    nightlyPrice: 200,
    minimumNights: 5,
    instantBook: false,
    weeklyDiscount: 0,
    photoCount: 3,
    freeNights: 50,
  };
  const comparable = { count: 10, medianPrice: 150, medianMinimumNights: 2, instantBookShare: 0.5, weeklyDiscountShare: 0.6 };
  it('suggests each improvement the figures support', () => {
    expect(opportunitiesFor(rv, comparable).map((o) => o.Kind)).toEqual([
      'PriceAboveComparables',
      'TurnOnInstantBook',
      'AddWeeklyDiscount',
      'ShortenMinimumStay',
      'AddPhotos',
      'OpenDatesAhead',
    ]);
  });
  it('says nothing of price with fewer than 3 comparable listings, and nothing when all is well', () => {
    const good = { ...rv, nightlyPrice: 150, minimumNights: 2, instantBook: true, weeklyDiscount: 10, photoCount: 12, freeNights: 10 };
    expect(opportunitiesFor(good, comparable)).toEqual([]);
    expect(opportunitiesFor({ ...good, nightlyPrice: 900 }, { ...comparable, count: 2 })).toEqual([]);
  });
});
