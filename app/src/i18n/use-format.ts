// Amounts, days, times and numbers in the page's language, each amount in its own currency (a booking's, a
// message's quote): the dashboard's pages format with it. useFormatters (use-formatters.ts) is the renter's pages'
// one, which shows prices in the visitor's chosen currency and distances in their unit.
import { formatMoney, useUiLocale } from '@rove/ui';
import { useLocale } from '../routes/use-locale-path.ts';

export function useFormat() {
  const locale = useLocale();
  const intl = locale === 'fr' ? 'fr-CA' : 'en-US';
  // Amounts are shown as the price breakdown shows them (CA$ beside US$ in English): one formatter, the ui's.
  const ui = useUiLocale().locale;
  return {
    locale,
    money: (amount: number, currency: string) => formatMoney(amount, currency === 'CAD' ? 'CAD' : 'USD', ui),
    day: (iso: string, style: 'long' | 'medium' = 'medium') =>
      new Intl.DateTimeFormat(intl, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', hour12: locale === 'en' }).format(new Date(iso)),
    cents: (amount: number, currency: string) =>
      new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : currency === 'CAD' ? 'en-CA' : 'en-US', { style: 'currency', currency }).format(
        amount,
      ),
    number: (value: number) => new Intl.NumberFormat(intl, { maximumFractionDigits: 1 }).format(value),
    /** '15:00' as 3:00 PM in English, 15 h 00 in French (12- and 24-hour, spec 000 section 9). */
    clock: (time: string) => {
      const [hours, minutes] = time.split(':').map(Number);
      if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
      return new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', hour12: locale === 'en', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, 0, 1, hours, minutes)),
      );
    },
  };
}
