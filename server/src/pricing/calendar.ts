import { isCalendarDay } from '@rove/contract/vocabulary';
/** Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so that time zones never shift a night. */
export type IsoDate = string;

const dayMs = 86_400_000;

export function isIsoDate(value: string): value is IsoDate {
  return isCalendarDay(value);
}

/** Midnight UTC of the day, in ms (read from its digits: search prices every card with this). */
function toUtc(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** The date each night starts on: a stay from the 1st to the 3rd has the nights of the 1st and the 2nd. */
export function nightsOf(start: IsoDate, end: IsoDate): IsoDate[] {
  const count = daysBetween(start, end);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(start, index));
}

/** Today's date in UTC, for callers that do not pass a clock. */
export function todayUtc(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}
