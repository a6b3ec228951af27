// Calendar days as the API writes them (YYYY-MM-DD): the pattern and the real-day check, defined once and zod-free
// (re-exported by `@rove/contract/vocabulary`, so pages read them on first load). Their schemas are in dates.ts.

/** A day written YYYY-MM-DD (not checked against the calendar). */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
