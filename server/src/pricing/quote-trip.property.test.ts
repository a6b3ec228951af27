import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, nightsOf } from './calendar.ts';
import { financialBreakdown } from './financial-breakdown.ts';
import { percentOf, sum } from './money.ts';
import { isMidweekNight, nightlyRental } from './nightly-rates.ts';
import { protectionLevels, rvUsages } from './protection-plans.ts';
import { quoteTrip } from './quote-trip.ts';
import { canadianTaxes, usStateSalesTaxPercent } from './sales-taxes.ts';
import { testListing, testTrip } from './test-listing.ts';

const percent = fc.option(fc.integer({ min: 1, max: 60 }), { nil: null });
const listingArb = fc.record({
  country: fc.constantFrom('US' as const, 'CA' as const),
  caRegion: fc.constantFrom(...Object.keys(canadianTaxes)),
  usRegion: fc.constantFrom(...Object.keys(usStateSalesTaxPercent)),
  rvClass: fc.constantFrom('motorhome' as const, 'trailer' as const),
  nightlyPrice: fc.integer({ min: 1_000, max: 200_000 }),
  cleaningFee: fc.integer({ min: 0, max: 30_000 }),
  midweekPercent: percent,
  weeklyPercent: percent,
  monthlyPercent: percent,
  hostChargesFederalTax: fc.boolean(),
  hostChargesSalesTax: fc.boolean(),
  addOnPrice: fc.integer({ min: 0, max: 10_000 }),
  addOnDaily: fc.boolean(),
});
const tripArb = fc.record({
  startOffset: fc.integer({ min: 0, max: 200 }),
  nights: fc.integer({ min: 1, max: 60 }),
  level: fc.constantFrom(...protectionLevels),
  usage: fc.constantFrom(...rvUsages),
  roadside: fc.boolean(),
  distance: fc.integer({ min: 0, max: 150 }),
  withAddOn: fc.boolean(),
  promo: fc.option(
    fc.record({
      code: fc.constant('P'),
      kind: fc.constantFrom('percent' as const, 'amount' as const),
      value: fc.integer({ min: 1, max: 60_000 }),
    }),
    { nil: null },
  ),
  credits: fc.integer({ min: 0, max: 100_000 }),
});

describe('quoteTrip invariants', () => {
  it('lines add up, nothing is negative, the schedule and credits cover exactly the total', () => {
    fc.assert(
      fc.property(listingArb, tripArb, (l, tr) => {
        const listing = testListing({
          ...l,
          region: l.country === 'CA' ? l.caRegion : l.usRegion,
          delivery: { freeRadius: 10, maxRadius: 200, pricePerUnit: 150 },
          addOns: [{ id: 1, name: 'Add-on', price: l.addOnPrice, daily: l.addOnDaily }],
        });
        const today = '2026-05-01';
        const start = addDays(today, tr.startOffset);
        const level =
          tr.usage === 'StationaryAfterDelivery'
            ? tr.level.startsWith('Stationary')
              ? tr.level
              : 'Stationary'
            : tr.level.startsWith('Stationary')
              ? 'Standard'
              : tr.level;
        const result = quoteTrip(
          listing,
          testTrip({
            today,
            startDate: start,
            endDate: addDays(start, tr.nights),
            protectionLevel: level,
            rvUsage: tr.usage,
            roadsideAssistance: tr.roadside,
            deliveryDistance: tr.distance,
            addOns: tr.withAddOn ? [{ id: 1, quantity: 1 }] : [],
            promotion: tr.promo,
            creditsAvailable: tr.credits,
          }),
        );
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const q = result.quote;
        const taxes = sum([...q.ownerTaxes, ...q.ownerSalesTaxes, ...q.renterTaxes, ...q.usTaxes].map((line) => line.amount));
        const lines = [
          q.rental.rentalAmount,
          q.cleaning,
          q.addOnsTotal,
          q.delivery?.amount ?? 0,
          q.protection.insuranceTotal,
          q.protection.roadsideTotal,
          q.renterServiceFee,
          taxes,
        ];
        for (const line of lines) expect(line).toBeGreaterThanOrEqual(0);
        expect(q.renterTotal).toBe(sum(lines));
        expect(q.rental.discountAmount).toBeLessThanOrEqual(q.rental.preDiscountAmount);
        expect(q.renterDiscountedTotal).toBeGreaterThanOrEqual(0);
        expect(q.renterDiscountedTotal).toBe(q.renterTotal - (q.promotion?.amount ?? 0));
        expect(q.schedule.dueNow + q.schedule.dueLater).toBe(q.renterDiscountedTotal);
        expect(q.credits.now + q.credits.later).toBe(Math.min(tr.credits, q.renterDiscountedTotal));
        expect(q.amountDueNow).toBeGreaterThanOrEqual(0);
        expect(q.ownerPayout).toBeLessThanOrEqual(q.ownerTotal);
        expect(q.renterServiceFee).toBeGreaterThanOrEqual((l.rvClass === 'motorhome' ? 1_500 : 1_000) * tr.nights);
        expect(Number.isInteger(q.renterTotal) && Number.isInteger(q.ownerPayout)).toBe(true);
        // At the boundary every amount is a decimal with at most two places.
        const breakdown = financialBreakdown(q);
        for (const value of [breakdown.RenterTotal, breakdown.AmountDue, breakdown.OwnerPayoutTotal, breakdown.TotalRenterServiceFees]) {
          expect(Math.round(value * 100) / 100).toBe(value);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('applies the largest discount the stay qualifies for, never two', () => {
    fc.assert(
      fc.property(listingArb, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 40 }), (l, startOffset, nights) => {
        const start = addDays('2026-06-01', startOffset);
        const rental = nightlyRental(l.nightlyPrice, start, addDays(start, nights), l);
        const midweekNights = nightsOf(start, addDays(start, nights)).filter(isMidweekNight).length;
        const options = [
          l.monthlyPercent !== null && nights >= 28 ? percentOf(l.nightlyPrice * nights, l.monthlyPercent) : 0,
          l.weeklyPercent !== null && nights >= 7 ? percentOf(l.nightlyPrice * nights, l.weeklyPercent) : 0,
          l.midweekPercent !== null ? percentOf(l.nightlyPrice * midweekNights, l.midweekPercent) : 0,
        ];
        expect(rental.discountAmount).toBe(Math.max(...options));
      }),
      { numRuns: 300 },
    );
  });
});
