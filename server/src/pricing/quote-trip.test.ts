import { describe, expect, it } from 'vitest';
import { kmToMilesFactor as kmToMiles, milesToKmFactor as milesToKm } from '@rove/contract';
import { toMarketUnit } from './delivery.ts';
import { stationaryDiscountPercentage } from './protection-plans.ts';
import { quoteTrip, type TripQuote } from './quote-trip.ts';
import { testListing, testTrip } from './test-listing.ts';

function quoted(...args: Parameters<typeof quoteTrip>): TripQuote {
  const result = quoteTrip(...args);
  if (!result.ok) throw new Error(`expected a quote, got ${result.error.code}`);
  return result.quote;
}

function errorOf(...args: Parameters<typeof quoteTrip>) {
  const result = quoteTrip(...args);
  return result.ok ? null : result.error;
}

describe('quoteTrip lines', () => {
  it('counts nights and total days (nights + 1)', () => {
    const quote = quoted(testListing(), testTrip());
    expect([quote.nights, quote.totalDays]).toEqual([3, 4]);
  });

  it('takes the currency and distance unit from the country', () => {
    expect([quoted(testListing({ country: 'US', region: 'TX' }), testTrip()).currency, quoted(testListing(), testTrip()).currency]).toEqual(
      ['USD', 'CAD'],
    );
    expect([
      quoted(testListing({ country: 'US', region: 'TX' }), testTrip()).distanceUnit,
      quoted(testListing(), testTrip()).distanceUnit,
    ]).toEqual(['mi', 'km']);
  });

  it('charges cleaning once', () => {
    expect(quoted(testListing({ cleaningFee: 7_500 }), testTrip()).cleaning).toBe(7_500);
  });

  it.each([
    ['per night', true, 2, 1_000 * 2 * 3],
    ['per trip', false, 2, 1_000 * 2],
    ['quantity at least 1', false, 0, 1_000],
  ])('charges add-ons %s', (_case, daily, quantity, total) => {
    const listing = testListing({ addOns: [{ id: 1, name: 'Bike rack', price: 1_000, daily, maxQuantity: 2 }] });
    const quote = quoted(listing, testTrip({ addOns: [{ id: 1, quantity }] }));
    expect(quote.addOnsTotal).toBe(total);
    expect(quote.addOns[0]).toMatchObject({ id: 1, name: 'Bike rack', quantity: Math.max(1, quantity), total });
  });

  describe('delivery beyond the free radius, in the market unit', () => {
    const delivery = { freeRadius: 20, maxRadius: 100, pricePerUnit: 200 };
    it.each([
      ['inside the free radius', 15, 0],
      ['exactly the free radius', 20, 0],
      ['16 units beyond', 36, 3_200],
      ['a part unit counts as a whole one', 35.2, 3_200],
      ['at the maximum', 100, 16_000],
    ])('%s', (_case, distance, amount) => {
      const quote = quoted(
        testListing({ country: 'US', region: 'OR', delivery }),
        testTrip({ rvUsage: 'Delivery', deliveryDistance: distance }),
      );
      expect(quote.delivery?.amount).toBe(amount);
    });
    it('is nothing for a pickup', () => {
      expect(quoted(testListing({ delivery }), testTrip({ deliveryDistance: 50 })).delivery).toBeNull();
    });
    it('converts km and miles with the spec factors', () => {
      expect(kmToMiles).toBe(0.621371);
      expect(milesToKm).toBe(1.60934);
      expect(toMarketUnit(100, 'US')).toBeCloseTo(62.1371, 6);
      expect(toMarketUnit(100, 'CA')).toBe(100);
    });
  });

  describe('protection', () => {
    it.each([
      ['Basic', 'motorhome', 'Pickup', 2_500, 250_000],
      ['Standard', 'motorhome', 'Pickup', 3_500, 150_000],
      ['Premium', 'motorhome', 'Delivery', 4_900, 50_000],
      ['Basic', 'trailer', 'Pickup', 1_500, 250_000],
      ['Standard', 'trailer', 'Pickup', 2_200, 150_000],
      ['Premium', 'trailer', 'Pickup', 3_000, 50_000],
      ['Stationary', 'motorhome', 'StationaryAfterDelivery', 2_188, 150_000],
      ['StationaryPlus', 'motorhome', 'StationaryAfterDelivery', 3_063, 50_000],
      ['Stationary', 'trailer', 'StationaryAfterDelivery', 1_375, 150_000],
      ['StationaryPlus', 'trailer', 'StationaryAfterDelivery', 1_875, 50_000],
    ] as const)('%s for a %s (%s): nightly rate and deductible', (level, rvClass, rvUsage, nightly, deductible) => {
      const listing = testListing({ rvClass, delivery: { freeRadius: 50, maxRadius: 100, pricePerUnit: 100 } });
      const quote = quoted(listing, testTrip({ protectionLevel: level, rvUsage, deliveryDistance: rvUsage === 'Pickup' ? null : 10 }));
      expect(quote.protection).toMatchObject({ insuranceNightly: nightly, insuranceTotal: nightly * 3, deductible });
    });

    it.each([
      ['Basic', true, 1_000],
      ['Standard', true, 800],
      ['Premium', true, 600],
      ['Standard', false, 0],
    ] as const)('roadside for %s (kept: %s) is %i a night', (level, roadside, nightly) => {
      const quote = quoted(testListing(), testTrip({ protectionLevel: level, roadsideAssistance: roadside }));
      expect([quote.protection.roadsideNightly, quote.protection.roadsideTotal]).toEqual([nightly, nightly * 3]);
    });

    it('has no roadside on stationary plans', () => {
      const listing = testListing({ delivery: { freeRadius: 50, maxRadius: 100, pricePerUnit: 100 } });
      const quote = quoted(
        listing,
        testTrip({ protectionLevel: 'Stationary', rvUsage: 'StationaryAfterDelivery', deliveryDistance: 5, roadsideAssistance: true }),
      );
      expect(quote.protection.roadsideTotal).toBe(0);
    });

    it('shows the stationary discount rate x 100 with one decimal', () => {
      expect(stationaryDiscountPercentage()).toBe(37.5);
      expect(stationaryDiscountPercentage(0.12345)).toBe(12.3);
    });

    it.each([
      ['Stationary', 'Pickup'],
      ['StationaryPlus', 'Delivery'],
      ['Basic', 'StationaryAfterDelivery'],
    ] as const)('refuses %s with %s', (level, rvUsage) => {
      const listing = testListing({ delivery: { freeRadius: 50, maxRadius: 100, pricePerUnit: 100 } });
      expect(errorOf(listing, testTrip({ protectionLevel: level, rvUsage, deliveryDistance: 5 }))?.code).toBe('PROTECTION_NOT_AVAILABLE');
    });
  });

  describe('renter service fee: 10% of rental + cleaning + add-ons + roadside, with a per-night minimum', () => {
    it.each([
      ['motorhome minimum 15 a night', 'motorhome', 10_000, 0, 4_500],
      ['trailer minimum 10 a night', 'trailer', 10_000, 0, 3_000],
      ['percentage above the minimum', 'motorhome', 20_000, 5_000, 6_500],
      ['percentage includes roadside and add-ons', 'trailer', 10_000, 6_000, 3_600],
    ] as const)('%s', (_case, rvClass, nightlyPrice, cleaningFee, fee) => {
      const addOns = [{ id: 1, name: 'Chairs', price: 0, daily: false }];
      expect(quoted(testListing({ rvClass, nightlyPrice, cleaningFee, addOns }), testTrip()).renterServiceFee).toBe(fee);
    });

    it('adds roadside and add-ons to the base', () => {
      const listing = testListing({ nightlyPrice: 30_000, addOns: [{ id: 1, name: 'Chairs', price: 5_000, daily: false }] });
      const quote = quoted(listing, testTrip({ roadsideAssistance: true, addOns: [{ id: 1, quantity: 1 }] }));
      // 10% of 900 + 50 + 30 (3 x 10 roadside) = 98.00
      expect(quote.renterServiceFee).toBe(9_800);
    });
  });

  it('owner service fee is 20% of rental + add-ons; payout keeps cleaning, delivery and host taxes', () => {
    const listing = testListing({
      region: 'ON',
      nightlyPrice: 20_000,
      cleaningFee: 10_000,
      addOns: [{ id: 1, name: 'Grill', price: 5_000, daily: false }],
      delivery: { freeRadius: 0, maxRadius: 100, pricePerUnit: 100 },
      hostChargesFederalTax: true,
    });
    const quote = quoted(listing, testTrip({ rvUsage: 'Delivery', deliveryDistance: 50, addOns: [{ id: 1, quantity: 1 }] }));
    // host supply 600 + 100 + 50 + 50 = 800; HST 13% = 104; fee 20% of 650 = 130
    expect(quote.ownerServiceFee).toBe(13_000);
    expect(quote.ownerTotal).toBe(90_400);
    expect(quote.ownerPayout).toBe(77_400);
  });

  describe('taxes', () => {
    it('Canada: the host collects GST/HST and PST/QST where registered; Rove taxes its fee and roadside; insurance is exempt', () => {
      const listing = testListing({ region: 'QC', cleaningFee: 10_000, hostChargesFederalTax: true, hostChargesSalesTax: true });
      const quote = quoted(listing, testTrip({ roadsideAssistance: true }));
      // host supply 300 + 100 = 400; fee max(10% x 430, 45) = 45; roadside 30; Rove supply 75
      expect(quote.ownerTaxes.map((line) => [line.name, line.amount])).toEqual([['GST', 2_000]]);
      expect(quote.ownerSalesTaxes.map((line) => [line.name, line.amount])).toEqual([['QST', 3_990]]);
      expect(quote.renterTaxes.map((line) => [line.name, line.amount])).toEqual([
        ['GST', 375],
        ['QST', 748],
      ]);
      expect(quote.usTaxes).toEqual([]);
      expect(quote.renterTotal).toBe(40_000 + 7_500 + 7_500 + 2_000 + 3_990 + 375 + 748);
    });

    it('Canada: a host charging only GST leaves PST out of the owner taxes', () => {
      const quote = quoted(testListing({ region: 'BC', hostChargesFederalTax: true }), testTrip());
      expect(quote.ownerTaxes.map((line) => line.name)).toEqual(['GST']);
      expect(quote.ownerSalesTaxes).toEqual([]);
    });

    it('Canada: an unregistered host charges none', () => {
      const quote = quoted(testListing({ region: 'ON' }), testTrip());
      expect([quote.ownerTaxes, quote.ownerSalesTaxes]).toEqual([[], []]);
      expect(quote.renterTaxes.map((line) => [line.name, line.amount])).toEqual([['HST', 585]]);
    });

    it('US: state sales tax on everything but insurance, collected by Rove', () => {
      const quote = quoted(testListing({ country: 'US', region: 'TX', cleaningFee: 10_000 }), testTrip());
      // 300 + 100 + fee 45 = 445 -> 6.25% = 27.8125 -> 27.81
      expect(quote.usTaxes.map((line) => line.amount)).toEqual([2_781]);
      expect([quote.ownerTaxes, quote.renterTaxes]).toEqual([[], []]);
      expect(quote.renterTotal).toBe(44_500 + 7_500 + 2_781);
    });
  });

  describe('promo codes and credits', () => {
    it.each([
      ['10 percent', { code: 'TEN', kind: 'percent', value: 10 }, 4_223],
      ['50.00 off', { code: 'FIFTY', kind: 'amount', value: 5_000 }, 5_000],
      ['never below zero', { code: 'HUGE', kind: 'amount', value: 1_000_000 }, 42_225],
    ] as const)('%s', (_case, promotion, expected) => {
      // AB, no host tax: 300 + fee 45 + insurance 75 = 420 + GST on 45 = 2.25 -> 422.25
      const quote = quoted(testListing(), testTrip({ promotion: { ...promotion } }));
      const total = 42_225;
      expect(quote.renterTotal).toBe(total);
      expect(quote.promotion?.amount).toBe(expected);
      expect(quote.renterDiscountedTotal).toBe(total - expected);
      expect(quote.ownerPayout).toBe(24_000);
    });

    it('applies credits to the amount due now first, then to the later payment', () => {
      const far = testTrip({ startDate: '2026-08-01', endDate: '2026-08-04', creditsAvailable: 20_000 });
      const quote = quoted(testListing(), far);
      expect(quote.schedule.payLater).toBe(true);
      expect(quote.credits.now).toBe(quote.schedule.dueNow);
      expect(quote.credits.later).toBe(20_000 - quote.schedule.dueNow);
      expect(quote.amountDueNow).toBe(0);
    });
  });

  describe('pay later: 25% now and 75% 37 days before the start when the trip is more than 37 days away', () => {
    it.each([
      ['38 days away', '2026-04-28', true, '2026-04-29'],
      ['37 days away', '2026-04-29', false, null],
      ['tomorrow', '2026-06-04', false, null],
    ])('%s', (_case, today, payLater, payLaterOn) => {
      const quote = quoted(testListing(), testTrip({ today }));
      expect([quote.schedule.payLater, quote.schedule.payLaterOn]).toEqual([payLater, payLaterOn]);
      const total = quote.renterDiscountedTotal;
      expect(quote.schedule.dueNow).toBe(payLater ? Math.round(total / 4) : total);
      expect(quote.schedule.dueNow + quote.schedule.dueLater).toBe(total);
    });
  });

  it('holds the security deposit apart from the total, authorised 3 days before the start', () => {
    const quote = quoted(testListing({ securityDeposit: 100_000 }), testTrip());
    expect(quote.securityDeposit).toEqual({ amount: 100_000, on: '2026-06-02' });
    expect(quote.renterTotal).toBe(quoted(testListing(), testTrip()).renterTotal);
    expect(quoted(testListing({ securityDeposit: 1 }), testTrip({ today: '2026-06-04' })).securityDeposit.on).toBe('2026-06-04');
  });

  it('gives mileage and generator allowances as free per day x total days', () => {
    const listing = testListing({
      freeDistancePerDay: 200,
      chargePerDistanceOver: 35,
      freeGeneratorHoursPerDay: 3,
      chargePerGeneratorHourOver: 300,
    });
    expect(quoted(listing, testTrip()).allowances).toEqual({
      freeDistance: 800,
      chargePerDistanceOver: 35,
      freeGeneratorHours: 12,
      chargePerGeneratorHourOver: 300,
    });
    expect(quoted(testListing(), testTrip()).allowances.freeDistance).toBeNull();
  });
});

describe('quoteTrip errors', () => {
  it.each([
    ['end before start', testListing(), testTrip({ endDate: '2026-06-05' }), 'INVALID_DATES'],
    ['start in the past', testListing(), testTrip({ today: '2026-06-06' }), 'DATES_IN_PAST'],
    ['fewer than the minimum nights', testListing({ minimumNights: 4 }), testTrip(), 'MINIMUM_NIGHTS'],
    ['too many guests', testListing({ maxGuests: 4 }), testTrip({ adults: 3, children: 2 }), 'TOO_MANY_GUESTS'],
    ['pets not allowed', testListing({ petsAllowed: false }), testTrip({ pets: true }), 'PETS_NOT_ALLOWED'],
    [
      'overlapping a held range',
      testListing(),
      testTrip({ unavailable: [{ start: '2026-06-07', end: '2026-06-10' }] }),
      'DATES_UNAVAILABLE',
    ],
    ['delivery not offered', testListing(), testTrip({ rvUsage: 'Delivery', deliveryDistance: 5 }), 'DELIVERY_NOT_OFFERED'],
    [
      'delivery without a distance',
      testListing({ delivery: { freeRadius: 0, maxRadius: 50, pricePerUnit: 1 } }),
      testTrip({ rvUsage: 'Delivery' }),
      'DELIVERY_DISTANCE_REQUIRED',
    ],
    [
      'delivery out of range',
      testListing({ delivery: { freeRadius: 0, maxRadius: 50, pricePerUnit: 1 } }),
      testTrip({ rvUsage: 'Delivery', deliveryDistance: 51 }),
      'DELIVERY_OUT_OF_RANGE',
    ],
    ['unknown add-on', testListing(), testTrip({ addOns: [{ id: 99, quantity: 1 }] }), 'UNKNOWN_ADDON'],
    [
      'more of an add-on than the host offers',
      testListing({ addOns: [{ id: 1, name: 'Chairs', price: 500, daily: false, maxQuantity: 4 }] }),
      testTrip({ addOns: [{ id: 1, quantity: 5 }] }),
      'ADDON_QUANTITY_TOO_HIGH',
    ],
  ] as const)('%s', (_case, listing, trip, code) => {
    expect(errorOf(listing, trip)?.code).toBe(code);
  });

  it('lets a trip start on the day another ends (ranges are half-open)', () => {
    expect(
      errorOf(
        testListing(),
        testTrip({
          unavailable: [
            { start: '2026-06-01', end: '2026-06-05' },
            { start: '2026-06-08', end: '2026-06-09' },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('accepts exactly the minimum nights and the maximum guests', () => {
    expect(errorOf(testListing({ minimumNights: 3, maxGuests: 4 }), testTrip({ adults: 2, children: 2 }))).toBeNull();
  });
});
