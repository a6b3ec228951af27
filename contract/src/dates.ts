// Calendar days as the API writes them (YYYY-MM-DD), defined once: the pattern, the real-day check and their
// schemas. Client and server use these; nothing else spells the pattern.
import { z } from 'zod';

/** A day written YYYY-MM-DD (not checked against the calendar). */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day in an answer: YYYY-MM-DD. */
export const IsoDaySchema = z.string().regex(isoDatePattern, 'Use a date as YYYY-MM-DD.');

/** A day in a request: a real calendar day, YYYY-MM-DD. */
export const CalendarDateSchema = z.string().refine(isCalendarDay, 'Use a date as YYYY-MM-DD.').meta({ format: 'date' });
