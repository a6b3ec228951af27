// An amount in its own currency (a trip's total as charged, a host's prices, a payout) in the page's language, each
// currency with its one symbol on the page: "US$891.09" beside "$1,220.67" for a visitor in CAD, "891,09 $ US" in
// French (format.ts formatMoney). A module of its own: the pages that show such amounts load this alone, not the
// renter's formatters (use-formatters.ts).
import { useCallback } from 'react';
import type { Currency } from '@rove/contract';
import { useLocale } from '../routes/use-locale-path.ts';
import { formatMoney, moneyLocale } from './format.ts';
import { useCurrency } from './preferences-store.ts';

/** formatMoney in the page's language and the visitor's display currency: `inCurrency(891.09, 'USD')`. */
export function useMoney(): (amount: number, currency: Currency) => string {
  const at = moneyLocale(useLocale(), useCurrency());
  return useCallback((amount: number, currency: Currency) => formatMoney(amount, currency, at), [at]);
}
