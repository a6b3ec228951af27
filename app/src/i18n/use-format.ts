// Amounts, days, times and numbers in the page's language, each amount in its own currency (a booking's, a
// message's quote): the dashboard's pages format with it. useFormatters (use-formatters.ts) is the renter's pages'
// one, which shows prices in the visitor's chosen currency and distances in their unit. Both format through
// format.ts, the app's one formatter.
import { formatMoney, numberFormat, useUiLocale } from '@rove/ui';
import { useLocale } from '../routes/use-locale-path.ts';
import { formatClock, formatDateTime, formatDay, formatNumber, stableText } from './format.ts';

export function useFormat() {
  const locale = useLocale();
  // Amounts are shown as the price breakdown shows them (CA$ beside US$ in English): one formatter, the ui's.
  const ui = useUiLocale().locale;
  return {
    locale,
    money: (amount: number, currency: string) => stableText(formatMoney(amount, currency === 'CAD' ? 'CAD' : 'USD', ui)),
    day: (iso: string, style: 'long' | 'medium' = 'medium') => formatDay(iso, locale, style),
    dateTime: (iso: string) => formatDateTime(new Date(iso), locale),
    cents: (amount: number, currency: string) =>
      stableText(
        numberFormat(locale === 'fr' ? 'fr-CA' : currency === 'CAD' ? 'en-CA' : 'en-US', { style: 'currency', currency }).format(amount),
      ),
    number: (value: number) => formatNumber(value, locale),
    /** '15:00' as 3:00 PM in English, 15 h 00 in French (12- and 24-hour, spec 000 section 9). */
    clock: (time: string) => formatClock(time, locale),
  };
}
