// Intl's formatters cost tens (numbers) to hundreds (dates) of microseconds each to make, and a page makes the same
// ones again and again: a price per card, a date per review, a day per calendar cell. Made once per locale and
// options here, each is shared; a formatter is immutable, so sharing it changes nothing but the time.
//
// Options are plain values (strings, numbers, booleans), which JSON names (an undefined one is Intl's default too).
// The keys are bounded by the sources: their options are written in the code, for two languages, two currencies and
// the time zones of the RVs' places. Small on purpose: every page's first code holds it.
const made: Record<string, Intl.NumberFormat | Intl.DateTimeFormat> = {};

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options (plain values only). */
export const numberFormat = (locale?: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  (made[`n${locale}${JSON.stringify(options)}`] ??= new Intl.NumberFormat(locale, options)) as Intl.NumberFormat;

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options (plain values only). */
export const dateTimeFormat = (locale?: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  (made[`d${locale}${JSON.stringify(options)}`] ??= new Intl.DateTimeFormat(locale, options)) as Intl.DateTimeFormat;
