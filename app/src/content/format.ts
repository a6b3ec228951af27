// Dates and numbers on the content pages, in the page's language (fr-CA or en-US).
import { intlLocale } from '../i18n/format.ts';
import type { Locale } from '../routes/route-types.ts';

/** "November 1, 2026" / "1 novembre 2026" from an ISO date or timestamp (read as UTC). */
export function longDate(iso: string, locale: Locale): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "March 2024" / "mars 2024". */
export function monthYear(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/** A number with up to `digits` decimals: 9.975 -> "9.975" / "9,975". */
export function decimal(value: number, locale: Locale, digits = 3): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits }).format(value);
}

/** An amount with two decimals and no currency sign (the currency is the RV's, said in words). */
export function amount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** "9.975%" / "9,975 %" (French puts a non-breaking space before the sign). */
export function percent(value: number, locale: Locale): string {
  return locale === 'fr' ? `${decimal(value, locale)}\u00a0%` : `${decimal(value, locale)}%`;
}
