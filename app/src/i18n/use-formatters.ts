// Formatting in the page's language and the visitor's currency: amounts arrive computed by the server in the
// listing's currency and are shown converted to the chosen one (1 CAD = 0.73 USD). An amount that stays in its own
// currency (what is charged, a host's prices) is use-money.ts's.
import { useMemo } from 'react';
import { useLocale } from '../routes/use-locale-path.ts';
import { useCurrency } from './preferences-store.ts';
import { type Country, type Currency, convertCurrency } from '@rove/contract';
import { formatClock, formatDateTime, formatDay, formatDistance, formatMoney, formatTime, moneyLocale } from './format.ts';

export function useFormatters() {
  const locale = useLocale();
  const currency = useCurrency();
  return useMemo(
    () => ({
      locale,
      currency,
      /** An amount in `from` (the server's currency), shown in the visitor's currency. */
      money: (amount: number, from: Currency) =>
        formatMoney(convertCurrency(amount, from, currency), currency, moneyLocale(locale, currency)),
      /** A distance in km, in km for Canada and miles for the US. */
      distance: (km: number, country: Country) => formatDistance(km, country, locale),
      time: (date: Date, timeZone?: string) => formatTime(date, locale, timeZone),
      dateTime: (date: Date, timeZone?: string) => formatDateTime(date, locale, timeZone),
      /** A wall-clock time ('15:00'): 3:00 PM in English, 15 h 00 in French. */
      clock: (time: string) => formatClock(time, locale),
      /** A calendar day (YYYY-MM-DD). */
      day: (iso: string, style?: 'full' | 'long' | 'medium' | 'short') => formatDay(iso, locale, style),
    }),
    [locale, currency],
  );
}
