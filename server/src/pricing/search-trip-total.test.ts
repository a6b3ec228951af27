import { describe, expect, it } from 'vitest';
import { nightsOf } from './calendar.ts';
import { isMidweekNight, priceOfNight, type StaySums } from './nightly-rates.ts';
import { type ListingTerms, quoteTrip } from './quote-trip.ts';
import { searchTripTotal } from './search-trip-total.ts';
import { testListing, testTrip } from './test-listing.ts';

// The stay's sums as search adds them up in SQL: every night at its calendar price, and the midweek nights apart.
const sumsOf = (listing: ListingTerms, start: string, end: string): StaySums => {
  const nights = nightsOf(start, end);
  const price = (night: string) => priceOfNight(listing.nightlyPrice, night, listing.nightlyPrices);
  const midweek = nights.filter(isMidweekNight);
  return {
    nights: nights.length,
    preDiscountAmount: nights.reduce((total, night) => total + price(night), 0),
    midweekNights: midweek.length,
    midweekAmount: midweek.reduce((total, night) => total + price(night), 0),
  };
};
const cardTotal = (listing: ListingTerms, dates: { startDate: string; endDate: string; adults: number; today: string }) =>
  searchTripTotal(listing, sumsOf(listing, dates.startDate, dates.endDate), dates);

const plain = testListing({ nightlyPrice: 12_050, cleaningFee: 7_500 });
// The estimate's defaults: pickup, Standard protection with roadside assistance, no add-ons, no promo code.
const estimateTotal = (listing: typeof plain, startDate: string, endDate: string) => {
  const result = quoteTrip(listing, testTrip({ startDate, endDate, adults: 1, protectionLevel: 'Standard', roadsideAssistance: true }));
  if (!result.ok) throw new Error(result.error.code);
  return result.quote.renterTotal;
};
const trip = (startDate: string, endDate: string, today = '2026-05-20') => ({ startDate, endDate, adults: 1, today });

describe("the all-in total on a card equals the estimate's renter total for the same dates, guests and defaults", () => {
  it.each([
    ['no discount', plain, '2026-06-05', '2026-06-08'],
    ['weekly discount from 7 nights', { ...plain, weeklyPercent: 10 }, '2026-06-01', '2026-06-08'],
    ['monthly discount from 28 nights', { ...plain, weeklyPercent: 10, monthlyPercent: 25 }, '2026-06-01', '2026-06-29'],
    ['midweek nights', { ...plain, midweekPercent: 20 }, '2026-06-01', '2026-06-03'],
    [
      'a trailer in Quebec whose host charges GST and QST',
      { ...plain, region: 'QC', rvClass: 'trailer' as const, hostChargesFederalTax: true, hostChargesSalesTax: true },
      '2026-06-01',
      '2026-06-04',
    ],
    ['a motorhome in Texas (state sales tax)', { ...plain, country: 'US' as const, region: 'TX' }, '2026-06-05', '2026-06-12'],
    [
      "the host's calendar prices on some nights, midweek ones among them",
      { ...plain, midweekPercent: 30, nightlyPrices: { '2026-06-02': 20_000, '2026-06-06': 9_000 } },
      '2026-06-01',
      '2026-06-07',
    ],
    [
      'calendar prices with a weekly discount',
      { ...plain, weeklyPercent: 15, nightlyPrices: { '2026-06-03': 30_000 } },
      '2026-06-01',
      '2026-06-09',
    ],
  ])('%s', (_case, listing, start, end) => {
    const total = cardTotal(listing, trip(start, end));
    expect(total).toBe(estimateTotal(listing, start, end));
    // Fees, protection and taxes are in it: more than the rental and cleaning alone.
    expect(total).toBeGreaterThan(listing.nightlyPrice + listing.cleaningFee);
  });

  it.each([
    ['a trip that starts in the past', plain, trip('2026-05-10', '2026-05-12')],
    ['a stay shorter than the minimum', { ...plain, minimumNights: 3 }, trip('2026-06-05', '2026-06-07')],
    ['more guests than the RV sleeps', { ...plain, maxGuests: 2 }, { ...trip('2026-06-05', '2026-06-07'), adults: 3 }],
    [
      "a stay shorter than the calendar's minimum for its first night",
      { ...plain, minimumNightsByDate: { '2026-06-05': 4 } },
      trip('2026-06-05', '2026-06-08'),
    ],
  ])('no card total for %s (the estimate refuses it)', (_case, listing, dates) => {
    expect(cardTotal(listing, dates)).toBeNull();
  });
});
