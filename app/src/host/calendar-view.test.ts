import type { CalendarRv } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { dayAcrossRvs, dayOfRv, rangeTouchesBooking } from './calendar-view.ts';

const rv: CalendarRv = {
  Id: 1,
  Name: 'Van',
  Currency: 'CAD',
  BasePrice: 100,
  MinimumNights: 2,
  Bookings: [{ BookingId: 9, StartDate: '2026-06-10', EndDate: '2026-06-12', Status: 'Confirmed', RenterName: 'Rita R.' }],
  Blocks: [{ Id: 3, StartDate: '2026-06-01', EndDate: '2026-06-07', Source: 'host', FeedName: null, Note: null }],
  Days: [{ Date: '2026-06-05', NightlyPrice: 150, MinimumNights: 3 }],
  ICalExportUrl: '',
  Feeds: [],
  Conflicts: [],
};

describe('a month view showing bookings (with the renter and status) and blocked days', () => {
  it.each([
    ['a booked night shows its booking', '2026-06-12', { booking: 9, block: null, price: 100 }],
    ['the morning after the last night is free', '2026-06-13', { booking: null, block: null, price: 100 }],
    ['a blocked night with a holiday price', '2026-06-05', { booking: null, block: 3, price: 150 }],
  ])('%s', (_case, date, expected) => {
    const day = dayOfRv(rv, date);
    expect({ booking: day.booking?.BookingId ?? null, block: day.block?.Id ?? null, price: day.price }).toEqual(expected);
  });
  it('the minimum stay of a night is its override, else the RV’s', () => {
    expect(dayOfRv(rv, '2026-06-05').minimumNights).toBe(3);
    expect(dayOfRv(rv, '2026-06-06').minimumNights).toBe(2);
  });
  it('counts booked, blocked and free RVs of a night', () => {
    expect(dayAcrossRvs([rv, { ...rv, Id: 2, Bookings: [], Blocks: [] }], '2026-06-11')).toEqual({ booked: 1, blocked: 0, free: 1 });
  });
  it('a range touching a booking cannot be blocked', () => {
    expect(rangeTouchesBooking(rv, '2026-06-08', '2026-06-10')).toBe(true);
    expect(rangeTouchesBooking(rv, '2026-06-13', '2026-06-20')).toBe(false);
  });
});
