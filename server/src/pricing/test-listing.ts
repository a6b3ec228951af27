import type { ListingTerms, TripInputs } from './quote-trip.ts';

/** A plain listing for table tests: 100.00 a night, no discounts, no delivery, no taxes charged by the host. */
export function testListing(overrides: Partial<ListingTerms> = {}): ListingTerms {
  return {
    country: 'CA',
    region: 'AB',
    rvClass: 'motorhome',
    nightlyPrice: 10_000,
    midweekPercent: null,
    weeklyPercent: null,
    monthlyPercent: null,
    cleaningFee: 0,
    securityDeposit: 0,
    minimumNights: 1,
    maxGuests: 6,
    petsAllowed: true,
    freeDistancePerDay: null,
    chargePerDistanceOver: 0,
    freeGeneratorHoursPerDay: null,
    chargePerGeneratorHourOver: 0,
    delivery: null,
    addOns: [],
    hostChargesFederalTax: false,
    hostChargesSalesTax: false,
    ...overrides,
  };
}

/** Three nights from Friday 2026-06-05, booked less than 37 days ahead, Basic protection without roadside. */
export function testTrip(overrides: Partial<TripInputs> = {}): TripInputs {
  return {
    startDate: '2026-06-05',
    endDate: '2026-06-08',
    adults: 2,
    children: 0,
    pets: false,
    protectionLevel: 'Basic',
    roadsideAssistance: false,
    rvUsage: 'Pickup',
    deliveryDistance: null,
    addOns: [],
    promotion: null,
    creditsAvailable: 0,
    unavailable: [],
    today: '2026-05-20',
    ...overrides,
  };
}
