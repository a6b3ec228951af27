import type { IsoDate } from './calendar.ts';
import { toCents, toDecimal } from './money.ts';
import { type DiscountSettings, nightlyRental } from './nightlyRates.ts';

/**
 * The search card's trip total from the pricing engine: the discounted rental (midweek, weekly or monthly, as
 * the estimate applies them) + cleaning, in the listing's currency as a decimal. Fees, protection and taxes
 * depend on choices made later (plan, roadside, add-ons), so the card leaves them to the estimate.
 */
export function searchTripTotal(
  listing: DiscountSettings & { nightlyPrice: number; cleaningFee: number },
  start: IsoDate,
  end: IsoDate,
): number {
  const rental = nightlyRental(toCents(listing.nightlyPrice), start, end, listing);
  return toDecimal(rental.rentalAmount + toCents(listing.cleaningFee));
}
