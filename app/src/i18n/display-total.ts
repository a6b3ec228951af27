// One rule for money on screen: amounts are shown in the visitor's chosen currency, converted at the contract's
// rate; where money is taken, the breakdown stays in the currency actually charged and states it, with the total
// converted beside it. Each currency has one symbol on a page, the other currency's named ("US$891.09" for a visitor in
// CAD, "891,09 $ US" in French: format.ts).
import { type Country, type Currency, convertCurrency, currencyOf } from '@rove/contract';
import { useCurrency } from './preferences-store.ts';

/** The total in the chosen currency, or undefined when the visitor already sees the currency charged. */
export function displayTotalFor(
  breakdown: { RenterDiscountedTotal: number; Country: Country },
  chosen: Currency,
): { amount: number; currency: Currency } | undefined {
  const charged = currencyOf(breakdown.Country);
  return charged === chosen ? undefined : { amount: convertCurrency(breakdown.RenterDiscountedTotal, charged, chosen), currency: chosen };
}

/** displayTotalFor with the visitor's chosen currency. */
export function useDisplayTotal(breakdown: { RenterDiscountedTotal: number; Country: Country } | undefined) {
  const chosen = useCurrency();
  return breakdown ? displayTotalFor(breakdown, chosen) : undefined;
}
