import { describe, expect, it } from 'vitest';
import { calendarToday } from './calendar-today.ts';

describe('calendarToday: today is the calendar day in the user time zone, never the UTC date', () => {
  it.each([
    ['an evening in Los Angeles is still the 25th', '2026-11-26T04:30:00Z', 'America/Los_Angeles', '2026-11-25'],
    ['an evening in Montreal is still the 25th', '2026-11-26T03:59:00Z', 'America/Toronto', '2026-11-25'],
    ['after midnight in Montreal it is the 26th', '2026-11-26T05:00:00Z', 'America/Toronto', '2026-11-26'],
    ['in Halifax the day starts earlier', '2026-11-26T04:00:00Z', 'America/Halifax', '2026-11-26'],
    ['UTC stays UTC', '2026-11-26T00:00:00Z', 'UTC', '2026-11-26'],
  ])('%s', (_case, instant, timeZone, expected) => {
    expect(calendarToday(new Date(instant), timeZone)).toBe(expected);
  });
});
