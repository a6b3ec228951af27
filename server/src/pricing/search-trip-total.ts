import type { IsoDate } from './calendar.ts';
import type { Cents } from './money.ts';
import { defaultLevelFor } from './protection-plans.ts';
import { type ListingTerms, quoteTrip } from './quote-trip.ts';

/** What a search row knows of an RV that its renter total depends on (no add-ons, delivery or allowances). */
export type SearchCardTerms = Pick<
  ListingTerms,
  | 'country'
  | 'region'
  | 'rvClass'
  | 'nightlyPrice'
  | 'cleaningFee'
  | 'midweekPercent'
  | 'weeklyPercent'
  | 'monthlyPercent'
  | 'minimumNights'
  | 'maxGuests'
  | 'petsAllowed'
  | 'hostChargesFederalTax'
  | 'hostChargesSalesTax'
  | 'nightlyPrices'
>;

/**
 * The search card's all-in trip total: the estimate's renter total (quoteTrip, the one pricing engine) for the
 * same dates and guests with the estimate's defaults: pickup, the default protection plan with roadside
 * assistance, no add-ons, no promo code (credits never change the renter total); the host's calendar prices
 * replace the nightly price on their nights, as in the estimate. Null when the estimate would
 * refuse the trip (a start in the past, too short a stay...). Cheap per row: no database, and the nights are
 * counted, not listed.
 */
export function searchTripTotal(
  listing: SearchCardTerms,
  trip: { startDate: IsoDate; endDate: IsoDate; adults: number; today: IsoDate },
): Cents | null {
  const result = quoteTrip(
    {
      ...listing,
      securityDeposit: 0,
      freeDistancePerDay: null,
      chargePerDistanceOver: 0,
      freeGeneratorHoursPerDay: null,
      chargePerGeneratorHourOver: 0,
      delivery: null,
      addOns: [],
    },
    {
      startDate: trip.startDate,
      endDate: trip.endDate,
      adults: trip.adults,
      children: 0,
      pets: false,
      protectionLevel: defaultLevelFor('Pickup'),
      roadsideAssistance: true,
      rvUsage: 'Pickup',
      deliveryDistance: null,
      addOns: [],
      promotion: null,
      creditsAvailable: 0,
      unavailable: [],
      today: trip.today,
    },
  );
  return result.ok ? result.quote.renterTotal : null;
}
