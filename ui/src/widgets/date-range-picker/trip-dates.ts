// Trip days as CalendarDate values (never JS Date for calendar days) and their YYYY-MM-DD form in URLs and APIs.
import { type CalendarDate, parseDate } from '@internationalized/date';
import { isoDatePattern } from '@rove/contract/vocabulary';

export interface TripDates {
  start: CalendarDate;
  end: CalendarDate;
}

/** A CalendarDate as YYYY-MM-DD (the StartDate / EndDate format of the search parameters). */
export function toIsoDay(date: CalendarDate): string {
  return date.toString();
}

/** YYYY-MM-DD to a CalendarDate; null for anything else, including impossible days (2027-02-30). */
export function parseIsoDay(value: string | null | undefined): CalendarDate | null {
  if (!value || !isoDatePattern.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** Nights between check-in and check-out: the day difference. */
export function nightsBetween(start: CalendarDate, end: CalendarDate): number {
  return end.compare(start);
}

/** Serialises a range for a URL or an API body. */
export function serializeTripDates(range: TripDates): { StartDate: string; EndDate: string } {
  return { StartDate: toIsoDay(range.start), EndDate: toIsoDay(range.end) };
}

/** A range applies only when both ends parse and the end is after the start; null otherwise. */
export function parseTripDates(startDate: string | null | undefined, endDate: string | null | undefined): TripDates | null {
  const start = parseIsoDay(startDate);
  const end = parseIsoDay(endDate);
  if (!start || !end || end.compare(start) <= 0) return null;
  return { start, end };
}

/** The validation of a chosen range: 'too-short' below the minimum number of nights. */
export function checkTripDates(range: TripDates | null, minNights: number): 'too-short' | null {
  if (!range) return null;
  return nightsBetween(range.start, range.end) < Math.max(1, minNights) ? 'too-short' : null;
}
