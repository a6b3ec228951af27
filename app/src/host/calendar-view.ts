// Pure rules of the calendar page: what one day of one RV holds, and the month's summary across RVs.
import type { CalendarBlock, CalendarBooking, CalendarRv } from '@rove/contract';
import { type CalendarDate, endOfMonth, startOfMonth } from '@internationalized/date';
import { calendarKey } from './host-api.ts';

/** The read of the month holding `day`, for one RV or all of them: the page's and its route loader's (one key). */
export function calendarMonthKey(day: CalendarDate, rvId: number | null): string {
  const first = startOfMonth(day);
  return calendarKey(first.toString(), endOfMonth(first).toString(), rvId);
}

export interface DayOfRv {
  booking: CalendarBooking | null;
  block: CalendarBlock | null;
  /** The night's price: the calendar's override, else the base price. */
  price: number;
  priceOverridden: boolean;
  minimumNights: number;
  minimumOverridden: boolean;
}

const covers = (range: { StartDate: string; EndDate: string }, date: string) => range.StartDate <= date && date <= range.EndDate;

/** A booked night shows its booking; a blocked night its block; every night its price and minimum stay. */
export function dayOfRv(rv: CalendarRv, date: string): DayOfRv {
  const override = rv.Days.find((day) => day.Date === date);
  return {
    booking: rv.Bookings.find((booking) => covers(booking, date)) ?? null,
    block: rv.Blocks.find((block) => covers(block, date)) ?? null,
    price: override?.NightlyPrice ?? rv.BasePrice,
    priceOverridden: override?.NightlyPrice != null,
    minimumNights: override?.MinimumNights ?? rv.MinimumNights,
    minimumOverridden: override?.MinimumNights != null,
  };
}

/** Across the host's RVs: how many are booked, blocked and free that night. */
export function dayAcrossRvs(rvs: readonly CalendarRv[], date: string): { booked: number; blocked: number; free: number } {
  let booked = 0;
  let blocked = 0;
  for (const rv of rvs) {
    const day = dayOfRv(rv, date);
    if (day.booking) booked += 1;
    else if (day.block) blocked += 1;
  }
  return { booked, blocked, free: rvs.length - booked - blocked };
}

/** Whether a selected range [start, end] (inclusive nights) touches a booking of the RV: blocking it is refused. */
export function rangeTouchesBooking(rv: CalendarRv, start: string, end: string): boolean {
  return rv.Bookings.some((booking) => booking.StartDate <= end && start <= booking.EndDate);
}

/** What a day of the calendar shows (issue 38): the grid's cells and the agenda's rows draw the same thing. */
export interface DayState {
  /** Before today: greyed and not selectable (nothing can be blocked or priced in the past). */
  past: boolean;
  kind: 'booked' | 'blocked' | 'free';
  /** The night's price, shown only on a free night from today on (a blocked night is hatched, without one). */
  price: number | null;
  priceOverridden: boolean;
}

/** A day of one RV, as the calendar shows it. `today` and `date` are ISO days (YYYY-MM-DD). */
export function dayState(rv: CalendarRv, date: string, today: string): DayState {
  const day = dayOfRv(rv, date);
  const past = date < today;
  const kind = day.booking ? 'booked' : day.block ? 'blocked' : 'free';
  const showsPrice = kind === 'free' && !past;
  return { past, kind, price: showsPrice ? day.price : null, priceOverridden: showsPrice && day.priceOverridden };
}

/** The nights chosen, from the first to the last (inclusive); `anchored` while the last is still to be chosen. */
export interface DaySelection {
  range: { start: string; end: string } | null;
  anchored: boolean;
}

/**
 * A tap on a day of the agenda (narrow screens), as a range calendar takes clicks: the first tap starts a range on
 * that night; the next one on that night or later ends it (earlier starts again there); a tap after a whole range
 * starts a new one. Past days are not selectable: a tap on one changes nothing.
 */
export function tapDay(selection: DaySelection, date: string, today: string): DaySelection {
  if (date < today) return selection;
  const { range, anchored } = selection;
  if (range && anchored && date >= range.start) return { range: { start: range.start, end: date }, anchored: false };
  return { range: { start: date, end: date }, anchored: true };
}
