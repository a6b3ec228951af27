// Money, distance and date formatting (spec 000 sections 1 and 9). Amounts come computed from the server;
// these only convert for display and format for the locale.
import type { Locale } from '../routes/route-types.ts';

import type { Country, Currency } from '@rove/contract';
import { formatDistance as formatDistanceFor } from '@rove/ui';

/** The Intl locale: French is Canadian French; English follows the market. */
export function intlLocale(locale: Locale, country: Country = 'US'): 'en-US' | 'en-CA' | 'fr-CA' {
  if (locale === 'fr') return 'fr-CA';
  return country === 'CA' ? 'en-CA' : 'en-US';
}

export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale, currency === 'CAD' ? 'CA' : 'US'), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** Distances are km in Canada and miles in the US; the input is kilometres (the ui widget's one rule). */
export function formatDistance(km: number, country: Country, locale: Locale): string {
  return formatDistanceFor(km, country, intlLocale(locale, country));
}

/** Times are 12-hour in English and 24-hour in French (spec 000 section 9). */
export function formatTime(date: Date, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', hour12: locale === 'en', timeZone }).format(
    date,
  );
}

export function formatDateTime(date: Date, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: locale === 'en',
    timeZone,
  }).format(date);
}

/** A language's name in the page's language ('es' -> "Spanish" / "espagnol"), from the browser's own names. */
export function languageName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(code) ?? code;
}
