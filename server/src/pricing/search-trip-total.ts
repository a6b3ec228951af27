import type { IsoDate } from './calendar.ts';
import type { Cents } from './money.ts';
import { rentalFromSums, type StaySums } from './nightly-rates.ts';
import { defaultLevelFor, protectionCharge } from './protection-plans.ts';
import { type ListingTerms, stayRefusal, tripCharges } from './quote-trip.ts';

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
  | 'minimumNightsByDate'
  | 'maxGuests'
  | 'petsAllowed'
  | 'hostChargesFederalTax'
  | 'hostChargesSalesTax'
>;

/**
 * The search card's all-in trip total: the estimate's renter total for the same dates and guests with the
 * estimate's defaults (pickup, the default protection plan with roadside assistance, no add-ons, no promo code;
 * credits never change the renter total), from the stay's sums that search adds up in SQL from the prepared calendar
 * prices (`sums`: every night at its calendar price, and the midweek nights apart). The same rules as the estimate's
 * quoteTrip, shared: stayRefusal, rentalFromSums (nightlyRental's discount rule) and tripCharges. Null when the
 * estimate would refuse the trip (a start in the past, too short a stay...). A few numbers per row: no database.
 */
export function searchTripTotal(
  listing: SearchCardTerms,
  sums: StaySums,
  trip: { startDate: IsoDate; endDate: IsoDate; adults: number; today: IsoDate },
): Cents | null {
  if (stayRefusal(listing, { ...trip, children: 0, pets: false })) return null;
  const rental = rentalFromSums(listing.nightlyPrice, listing, sums);
  const protection = protectionCharge(defaultLevelFor('Pickup'), listing.rvClass, sums.nights, true);
  return tripCharges(listing, { nights: sums.nights, rental, addOnsTotal: 0, deliveryAmount: 0, protection }).renterTotal;
}
