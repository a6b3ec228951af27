// Dates and numbers on the content pages, in the page's language (fr-CA or en-US), through the app's one formatter.
import { formatDay, formatDayParts, formatNumber, intlLocale, stableText } from '../i18n/format.ts';
import type { Locale } from '../routes/route-types.ts';
import { numberFormat } from '@rove/ui';

/** "November 1, 2026" / "1er novembre 2026" from an ISO date or timestamp (read as UTC). */
export function longDate(iso: string, locale: Locale): string {
  return formatDay(iso, locale, 'long');
}

/** "March 2024" / "mars 2024". */
export function monthYear(iso: string, locale: Locale): string {
  return formatDayParts(iso, locale, { month: 'long', year: 'numeric' });
}

/** A number with up to `digits` decimals: 9.975 -> "9.975" / "9,975". */
export function decimal(value: number, locale: Locale, digits = 3): string {
  return formatNumber(value, locale, digits);
}

/** An amount with two decimals and no currency sign (the currency is the RV's, said in words). */
export function amount(value: number, locale: Locale): string {
  return stableText(numberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value));
}

/** "9.975%" / "9,975 %" (French puts a non-breaking space before the sign). */
export function percent(value: number, locale: Locale): string {
  return locale === 'fr' ? `${decimal(value, locale)}\u00a0%` : `${decimal(value, locale)}%`;
}
