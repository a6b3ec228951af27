import type { IsoDate } from './calendar.ts';
import { toCents, toDecimal } from './money.ts';
import { type DiscountSettings, type NightlyPriceOverrides, nightlyRental } from './nightlyRates.ts';

/**
 * The search card's trip total from the pricing engine: the discounted rental (midweek, weekly or monthly, as
 * the estimate applies them) + cleaning, in the listing's currency as a decimal. Fees, protection and taxes
 * depend on choices made later (plan, roadside, add-ons), so the card leaves them to the estimate. The host's
 * calendar prices (in the listing's currency, as decimals) replace the nightly price on their nights, as in the estimate.
 */
export function searchTripTotal(
  listing: DiscountSettings & { nightlyPrice: number; cleaningFee: number },
  start: IsoDate,
  end: IsoDate,
  nightlyPrices?: Readonly<Record<IsoDate, number>>,
): number {
  const overrides: NightlyPriceOverrides | undefined = nightlyPrices
    ? Object.fromEntries(Object.entries(nightlyPrices).map(([date, price]) => [date, toCents(price)]))
    : undefined;
  const rental = nightlyRental(toCents(listing.nightlyPrice), start, end, listing, overrides);
  return toDecimal(rental.rentalAmount + toCents(listing.cleaningFee));
}
