// The schemas of calendar days as the API writes them (YYYY-MM-DD). The pattern and the real-day check are
// calendar-day.ts (zod-free); client and server use these; nothing else spells the pattern.
import { z } from 'zod';
import { isCalendarDay, isoDatePattern } from './calendar-day.ts';

export { isCalendarDay, isoDatePattern };

/** A day in an answer: YYYY-MM-DD. */
export const IsoDaySchema = z.string().regex(isoDatePattern, 'Use a date as YYYY-MM-DD.');

/** A day in a request: a real calendar day, YYYY-MM-DD. */
export const CalendarDateSchema = z.string().refine(isCalendarDay, 'Use a date as YYYY-MM-DD.').meta({ format: 'date' });
