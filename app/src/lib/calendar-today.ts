// "Today" as a calendar day is the user's: in the evening in North America the UTC date is already tomorrow, so a
// calendar day never comes from toISOString(). The day is read in the user's time zone with Intl (the listing page
// needs no date library for it; the days a reader picks are @internationalized/date values).

import { dateTimeFormat } from '@rove/ui';
import { useClientValue } from './use-client-value.ts';

/** The user's time zone (the browser's, read each time: it may change while the page is open). */
const localTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone` (the user's, by default). */
export function calendarToday(now: Date = new Date(), timeZone: string = localTimeZone()): string {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * Today for a page the server renders: the UTC day in the server's render and during hydration (the server cannot
 * know the reader's time zone, and both sides must write the same), the reader's own day right after.
 */
export function useCalendarToday(): string {
  return useClientValue(
    () => calendarToday(),
    () => calendarToday(new Date(), 'UTC'),
  );
}
