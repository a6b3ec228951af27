// "Today" as a calendar day is the user's: in the evening in North America the UTC date is already tomorrow, so a
// calendar day never comes from toISOString(). Days are @internationalized/date values in the user's time zone.
import { fromDate, getLocalTimeZone, toCalendarDate } from '@internationalized/date';

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone` (the user's, by default). */
export function calendarToday(now: Date = new Date(), timeZone: string = getLocalTimeZone()): string {
  return toCalendarDate(fromDate(now, timeZone)).toString();
}
