import type { CalendarRv } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { calendarMonthKey, type DaySelection, dayAcrossRvs, dayOfRv, dayState, rangeTouchesBooking, tapDay } from './calendar-view.ts';
import { parseDate } from '@internationalized/date';

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

describe('what a day shows (issue 38): past days greyed, blocked nights without a price', () => {
  const today = '2026-06-04';
  it.each([
    ['a free night from today on shows its price', '2026-06-20', { past: false, kind: 'free', price: 100, priceOverridden: false }],
    [
      'a blocked night shows no price, even a holiday one',
      '2026-06-05',
      { past: false, kind: 'blocked', price: null, priceOverridden: false },
    ],
    ['a booked night shows its booking, not a price', '2026-06-11', { past: false, kind: 'booked', price: null, priceOverridden: false }],
    ['a past day is greyed, without a price', '2026-06-02', { past: true, kind: 'blocked', price: null, priceOverridden: false }],
    ['today is not past', '2026-06-04', { past: false, kind: 'blocked', price: null, priceOverridden: false }],
  ] as const)('%s', (_case, date, state) => {
    expect(dayState(rv, date, today)).toEqual(state);
  });
  it('a free night with its own price says it is overridden', () => {
    const priced = { ...rv, Blocks: [] };
    expect(dayState(priced, '2026-06-05', today)).toEqual({ past: false, kind: 'free', price: 150, priceOverridden: true });
    expect(dayState(priced, '2026-06-05', '2026-06-06')).toEqual({ past: true, kind: 'free', price: null, priceOverridden: false });
  });
});

describe('choosing nights in the agenda by taps, as in a range calendar', () => {
  const today = '2026-06-04';
  const none: DaySelection = { range: null, anchored: false };
  it('the first tap starts a range, the second on or after it ends it', () => {
    const first = tapDay(none, '2026-06-10', today);
    expect(first).toEqual({ range: { start: '2026-06-10', end: '2026-06-10' }, anchored: true });
    expect(tapDay(first, '2026-06-14', today)).toEqual({ range: { start: '2026-06-10', end: '2026-06-14' }, anchored: false });
    expect(tapDay(first, '2026-06-10', today)).toEqual({ range: { start: '2026-06-10', end: '2026-06-10' }, anchored: false });
  });
  it('an earlier second tap starts again there; a tap after a whole range starts a new one', () => {
    const first = tapDay(none, '2026-06-10', today);
    expect(tapDay(first, '2026-06-08', today)).toEqual({ range: { start: '2026-06-08', end: '2026-06-08' }, anchored: true });
    const whole = { range: { start: '2026-06-10', end: '2026-06-14' }, anchored: false };
    expect(tapDay(whole, '2026-06-20', today)).toEqual({ range: { start: '2026-06-20', end: '2026-06-20' }, anchored: true });
  });
  it('a past day is not selectable: a tap on it changes nothing', () => {
    const first = tapDay(none, '2026-06-10', today);
    expect(tapDay(first, '2026-06-01', today)).toBe(first);
    expect(tapDay(none, '2026-06-03', today)).toBe(none);
  });
});

describe('calendarMonthKey: the read of a month (the page and its route loader share it)', () => {
  it('spans the month holding the day, for all RVs or one', () => {
    expect(calendarMonthKey(parseDate('2026-02-14'), null)).toBe('/api/hosts/calendar?From=2026-02-01&To=2026-02-28');
    expect(calendarMonthKey(parseDate('2028-02-29'), 7)).toBe('/api/hosts/calendar?From=2028-02-01&To=2028-02-29&RvId=7');
  });
});
