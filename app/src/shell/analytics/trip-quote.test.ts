import { describe, expect, it } from 'vitest';
import { bookingEventPayload, onAnalyticsEvent, track } from './trip-quote-events.ts';
import { freeAllowance, kmToMilesDistance, milesToKmDistance, type TripQuoteFinancial, tripQuotePayload } from './trip-quote.ts';

const financial: TripQuoteFinancial = {
  nightlyBase: 200,
  nightlyDiscounted: 180,
  weeklyDiscount: 0,
  monthlyDiscount: 0,
  totalRentalAmount: 720,
  roadside: 40,
  insurance: 100,
  insuranceProtectionLevel: 'StationaryPlus',
  renterServiceFee: 90,
  cleaning: 75,
  securityDeposit: 500,
  totalDays: 5,
  totalNights: 4,
  renterTotal: 1100,
  addOnsTotal: 60,
  country: 'CA',
  deliveryTotal: 35,
  addOns: [
    { name: 'Bike rack', pricePerItem: 10, daily: true },
    { name: 'Linens', pricePerItem: 20, daily: false },
  ],
};
const booking = {
  rvId: 42,
  dateStart: '2027-07-01',
  dateEnd: '2027-07-05',
  adults: 2,
  children: 1,
  pets: true,
  destination: 'Banff',
  rvUsage: 'StationaryAfterDelivery',
  deliveryDistance: 20,
};
const snapshot = { hasSmartPricing: true, chargePerHourOver: 3, surchargePerExtraKM: 0.5, freeHoursPerDay: 4, freeDistancePerDay: 150 };

describe('tripQuotePayload (spec 001 section 7)', () => {
  it('fills every output field from booking, breakdown and snapshot (Canada, km)', () => {
    expect(tripQuotePayload(booking, financial, snapshot, 'listing')).toEqual({
      rvId: 42,
      startDate: '2027-07-01',
      endDate: '2027-07-05',
      adults: 2,
      children: 1,
      hasPets: true,
      pricePerNight: 200,
      smartNightlyRate: 180,
      weeklyDiscount: 0,
      monthlyDiscount: 0,
      rentalPrice: 720,
      roadsidePrice: 40,
      insurancePrice: 100,
      insuranceType: 'stationaryplus',
      servicePrice: 90,
      cleaningPrice: 75,
      securityDepositPrice: 500,
      generatorPriceHourly: 3,
      distancePriceKms: 0.5,
      freeDistanceKms: 750,
      freeGeneratorHours: 20,
      totalPrice: 1100,
      addonPrice: 60,
      currency: 'CAD',
      tripLength: 4,
      destination: 'Banff',
      hasDelivery: true,
      deliveryDistance: 20,
      deliveryPrice: 35,
      isStationaryDelivery: true,
      isShortStay: false,
      addons: [
        { name: 'Bike rack', price: 10, pricePer: 'night' },
        { name: 'Linens', price: 20, pricePer: 'trip' },
      ],
      pageSource: 'listing',
    });
  });

  it('US: miles become km (x 1.60934) and a price per mile becomes a price per km (x 0.621371)', () => {
    const us = tripQuotePayload(
      { ...booking, rvUsage: 'Pickup', destination: '' },
      { ...financial, country: 'US', insuranceProtectionLevel: 'Standard', totalNights: 2, totalDays: 3 },
      { ...snapshot, hasSmartPricing: false, surchargePerExtraKM: 1, freeDistancePerDay: 100 },
      'request-to-book',
    );
    expect(us.currency).toBe('USD');
    expect(us.insuranceType).toBe('standard');
    expect(us.freeDistanceKms).toBe(482.8);
    expect(us.distancePriceKms).toBe(0.62);
    expect(us.freeGeneratorHours).toBe(12);
    expect(us.smartNightlyRate).toBe(200);
    expect(us.hasDelivery).toBe(false);
    expect(us.isStationaryDelivery).toBe(false);
    expect(us.isShortStay).toBe(true);
    expect(us.destination).toBeNull();
  });

  it.each([
    [null, 5, null],
    [0, 5, 0],
    [4, 5, 20],
    [100, 1, 100],
  ])('free allowance %s per day x %s days = %s', (perDay, days, expected) => {
    expect(freeAllowance(perDay, days)).toBe(expected);
  });

  it.each([
    [100, 62.14],
    [1, 0.62],
  ])('%s km = %s miles', (km, miles) => expect(kmToMilesDistance(km)).toBe(miles));
  it.each([
    [100, 160.93],
    [1, 1.61],
  ])('%s miles = %s km', (miles, km) => expect(milesToKmDistance(miles)).toBe(km));

  it('has no insurance type without a level', () => {
    expect(tripQuotePayload(booking, { ...financial, insuranceProtectionLevel: null }, snapshot, 'x').insuranceType).toBeNull();
  });
});

describe('booking events v7', () => {
  it('builds the shared fields from the breakdown and delivers queued events to a late listener', () => {
    const payload = bookingEventPayload(
      {
        bookingId: 7,
        rvId: 42,
        rvType: 'ClassC',
        startDate: '2027-07-01',
        endDate: '2027-07-05',
        promoCode: '',
        promoDollarValue: 0,
        listingBasePrice: 200,
        hasSmartPricing: false,
      },
      financial,
    );
    expect(payload).toEqual({
      bookingId: 7,
      rvId: 42,
      rvType: 'ClassC',
      currency: 'CAD',
      bookingValue: 1100,
      promoCode: null,
      promoDollarValue: 0,
      paymentProvider: 'simulator',
      nightlyRate: 200,
      smartNightlyRate: 200,
      tripLength: 4,
      rentalPrice: 720,
      startDate: '2027-07-01',
      endDate: '2027-07-05',
      totalPrice: 1100,
      listingBasePrice: 200,
    });
    track({ name: 'BookingPaymentInfoSubmitted', version: 7, payload });
    const seen: string[] = [];
    const stop = onAnalyticsEvent((event) => seen.push(`${event.name} v${event.version}`));
    track({ name: 'BookingPaymentInfoSubmitted', version: 7, payload });
    stop();
    expect(seen).toEqual(['BookingPaymentInfoSubmitted v7', 'BookingPaymentInfoSubmitted v7']);
  });
});
