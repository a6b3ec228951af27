// The app's one formatter (spec 000 sections 1 and 9): money, distances, days, clock times and relative times in the
// page's language. Amounts come computed from the server; these only convert for display and format for the locale.
// Times are 12-hour in English and 24-hour in French everywhere. Every result goes through `stableText`, so the
// server's render and the browser's hydration write the same characters (Node's ICU and Chromium's differ in the
// spaces they put around a range's dash or before AM/PM), and French days read "1er décembre".
import type { Locale } from '../routes/route-types.ts';

import { type Country, type Currency, countryOfCurrency } from '@rove/contract';
import { frenchFirstOfMonth } from '@rove/contract/french';
import { dateTimeFormat, formatDistance as formatDistanceFor, numberFormat, type UiLocale } from '@rove/ui';

/** The Intl locale: French is Canadian French; English follows the market. */
export function intlLocale(locale: Locale, country: Country = 'US'): UiLocale {
  if (locale === 'fr') return 'fr-CA';
  return country === 'CA' ? 'en-CA' : 'en-US';
}

/**
 * The same text from every ICU: a thin space (U+2009) becomes a space, a narrow no-break space (U+202F) a no-break
 * space (U+00A0), as the older and newer ICU versions disagree on them.
 */
export function stableText(text: string): string {
  return text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0');
}

/**
 * An amount in its currency, written as the page's price breakdown writes it (the ui package's, in the same Intl
 * locale: `moneyLocale`), so a symbol means one currency on a page. In English the visitor's display currency has the
 * plain "$" and the other is named: "CA$89" beside "$120" for a visitor in USD, "US$120" beside "$89" in CAD. French
 * (fr-CA, whatever the display currency) writes CAD "89 $" and USD "120 $ US". Each amount in its own market's narrow
 * "$" made USD and CAD alike: a French page gave a US listing's total as "891,09 $" under a "CAD ($)" header, with
 * "891,09 $ US" in the breakdown beneath.
 */
export function formatMoney(amount: number, currency: Currency, at: UiLocale): string {
  return stableText(
    numberFormat(at, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount),
  );
}

/** The Intl locale money is written in: the page's language in the market of the visitor's display currency. */
export const moneyLocale = (locale: Locale, shown: Currency): UiLocale => intlLocale(locale, countryOfCurrency(shown));

/** Distances are km in Canada and miles in the US; the input is kilometres (the ui widget's one rule). */
export function formatDistance(km: number, country: Country, locale: Locale): string {
  return stableText(formatDistanceFor(km, country, intlLocale(locale, country)));
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return stableText(numberFormat(intlLocale(locale), { maximumFractionDigits }).format(value));
}

/** A rating out of 5 with two decimals, in the language's digits ("4.86" in English, "4,86" in French). */
export function formatRating(value: number, locale: Locale): string {
  return stableText(numberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value));
}

const hour12 = (locale: Locale) => locale === 'en';

/** Times are 12-hour in English and 24-hour in French (spec 000 section 9). */
export function formatTime(date: Date, locale: Locale, timeZone?: string): string {
  return stableText(
    dateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', hour12: hour12(locale), timeZone }).format(date),
  );
}

/** A wall-clock time of day ('15:00', as the server and the forms hold it): "3:00 PM" in English, "15 h 00" in French. */
export function formatClock(time: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return time;
  return formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), locale, 'UTC');
}

export function formatDateTime(date: Date, locale: Locale, timeZone?: string): string {
  return french(
    locale,
    dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', hour12: hour12(locale), timeZone }).format(date),
  );
}

const french = (locale: Locale, text: string) => stableText(locale === 'fr' ? frenchFirstOfMonth(text) : text);
const utcDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** A calendar day (YYYY-MM-DD, or an ISO time whose day counts): "Dec 1, 2026", "1er déc. 2026". */
export function formatDay(iso: string, locale: Locale, style: 'full' | 'long' | 'medium' | 'short' = 'medium'): string {
  return french(locale, dateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(utcDay(iso)));
}

/** A day with the parts asked for ({ month: 'short', day: 'numeric' }...), in UTC as calendar days are. */
export function formatDayParts(iso: string, locale: Locale, parts: Intl.DateTimeFormatOptions): string {
  return french(locale, dateTimeFormat(intlLocale(locale), { ...parts, timeZone: 'UTC' }).format(utcDay(iso)));
}

/** Two calendar days as one range: "Jan 10 – 14", "10 – 14 janv.". */
export function formatDayRange(
  start: string,
  end: string,
  locale: Locale,
  parts: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' },
): string {
  return french(locale, dateTimeFormat(intlLocale(locale), { ...parts, timeZone: 'UTC' }).formatRange(utcDay(start), utcDay(end)));
}

/** How long ago (or from now) a moment is: "7 minutes ago", "il y a 7 minutes", "yesterday", "hier". */
export function formatRelativeTime(date: Date, locale: Locale, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return stableText(format.format(Math.trunc(seconds / size), unit));
  return stableText(format.format(0, 'minute'));
}

/** A language's name in the page's language ('es' -> "Spanish" / "espagnol"), from the browser's own names. */
export function languageName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(code) ?? code;
}
