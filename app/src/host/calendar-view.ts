// Pure rules of the calendar page: what one day of one RV holds, and the month's summary across RVs.
import type { CalendarBlock, CalendarBooking, CalendarRv } from '@rove/contract';

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
