import { describe, expect, it } from 'vitest';
import { inclusiveRange, mergeRanges, nightsRange, planImport, subtractRanges } from './calendar-rules.ts';
import { IcalFormatError, IcalLimitError, parseBusyNights } from './ical-parse.ts';
import { nightlyRental } from '../pricing/nightly-rates.ts';
import { minimumNightsFor } from '../pricing/quote-trip.ts';

const r = (start: string, end: string) => ({ start, end });

describe('calendar ranges', () => {
  it('a host’s inclusive range is the nights [StartDate, EndDate + 1)', () => {
    expect(nightsRange({ StartDate: '2026-06-01', EndDate: '2026-06-07' })).toEqual(r('2026-06-01', '2026-06-08'));
    expect(inclusiveRange(r('2026-06-01', '2026-06-08'))).toEqual({ StartDate: '2026-06-01', EndDate: '2026-06-07' });
  });

  it.each([
    ['nothing taken', [], [r('2026-06-01', '2026-06-10')]],
    ['a hole in the middle', [r('2026-06-03', '2026-06-05')], [r('2026-06-01', '2026-06-03'), r('2026-06-05', '2026-06-10')]],
    ['the start taken', [r('2026-05-20', '2026-06-04')], [r('2026-06-04', '2026-06-10')]],
    ['all taken', [r('2026-05-01', '2026-07-01')], []],
    ['touching only', [r('2026-05-25', '2026-06-01'), r('2026-06-10', '2026-06-12')], [r('2026-06-01', '2026-06-10')]],
  ])('subtract: %s', (_case, taken, free) => {
    expect(subtractRanges(r('2026-06-01', '2026-06-10'), taken)).toEqual(free);
  });

  it('merges touching and overlapping ranges', () => {
    expect(mergeRanges([r('2026-06-05', '2026-06-08'), r('2026-06-01', '2026-06-05'), r('2026-06-10', '2026-06-11')])).toEqual([
      r('2026-06-01', '2026-06-08'),
      r('2026-06-10', '2026-06-11'),
    ]);
  });
});

describe('set a nightly price for a range (overriding the base price, used by estimates and search totals)', () => {
  const none = { midweekPercent: null, weeklyPercent: null, monthlyPercent: null };
  it('each night costs its calendar price, else the base price', () => {
    const rental = nightlyRental(10_000, '2026-12-23', '2026-12-27', none, { '2026-12-24': 25_000, '2026-12-25': 25_000 });
    expect(rental.preDiscountAmount).toBe(70_000);
    expect(rental.rentalAmount).toBe(70_000);
    expect(rental.nightlyBase).toBe(10_000);
  });
  it('the weekly discount applies to the calendar prices', () => {
    const rental = nightlyRental(10_000, '2026-12-21', '2026-12-28', { ...none, weeklyPercent: 10 }, { '2026-12-24': 20_000 });
    expect(rental.preDiscountAmount).toBe(80_000);
    expect(rental.discountAmount).toBe(8_000);
  });
  it('the midweek discount counts the midweek nights at their calendar price', () => {
    // Mon 21 and Tue 22 December; Tuesday is overridden to 200.00
    const rental = nightlyRental(10_000, '2026-12-21', '2026-12-23', { ...none, midweekPercent: 10 }, { '2026-12-22': 20_000 });
    expect(rental.discountAmount).toBe(3_000);
  });
});

describe('imported busy days block the calendar', () => {
  const window = { from: '2026-05-01', until: '2028-05-01' };
  const wrap = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n${body}\r\nEND:VCALENDAR`;
  it('reads all-day and timed events, skips cancelled and free ones, clips to the window', () => {
    const events = parseBusyNights(
      wrap(
        [
          'BEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20260601\r\nDTEND;VALUE=DATE:20260604\r\nSUMMARY:All day\r\nEND:VEVENT',
          'BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20260610T150000Z\r\nDTEND:20260612T110000Z\r\nEND:VEVENT',
          'BEGIN:VEVENT\r\nUID:c\r\nSTATUS:CANCELLED\r\nDTSTART;VALUE=DATE:20260701\r\nDTEND;VALUE=DATE:20260703\r\nEND:VEVENT',
          'BEGIN:VEVENT\r\nUID:d\r\nTRANSP:TRANSPARENT\r\nDTSTART;VALUE=DATE:20260801\r\nDTEND;VALUE=DATE:20260803\r\nEND:VEVENT',
          'BEGIN:VEVENT\r\nUID:e\r\nDTSTART;VALUE=DATE:20260428\r\nDTEND;VALUE=DATE:20260503\r\nEND:VEVENT',
          'BEGIN:VEVENT\r\nUID:f\r\nDTSTART;VALUE=DATE:20250101\r\nDTEND;VALUE=DATE:20250103\r\nEND:VEVENT',
        ].join('\r\n'),
      ),
      window,
    );
    expect(events.map((e) => [e.uid, e.range.start, e.range.end])).toEqual([
      ['a', '2026-06-01', '2026-06-04'],
      ['b', '2026-06-10', '2026-06-13'],
      ['e', '2026-05-01', '2026-05-03'],
    ]);
  });
  it('expands a weekly recurring event', () => {
    const events = parseBusyNights(
      wrap('BEGIN:VEVENT\r\nUID:r\r\nDTSTART;VALUE=DATE:20260605\r\nDTEND;VALUE=DATE:20260607\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nEND:VEVENT'),
      window,
    );
    expect(events.map((e) => e.range.start)).toEqual(['2026-06-05', '2026-06-12', '2026-06-19']);
  });
  it('a changed occurrence (RECURRENCE-ID) takes its new dates, once', () => {
    const events = parseBusyNights(
      wrap(
        [
          'BEGIN:VEVENT\r\nUID:w\r\nDTSTART;VALUE=DATE:20260605\r\nDTEND;VALUE=DATE:20260607\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nEND:VEVENT',
          'BEGIN:VEVENT\r\nUID:w\r\nRECURRENCE-ID;VALUE=DATE:20260612\r\nDTSTART;VALUE=DATE:20260613\r\nDTEND;VALUE=DATE:20260616\r\nEND:VEVENT',
        ].join('\r\n'),
      ),
      window,
    );
    expect(events.map((e) => [e.range.start, e.range.end])).toEqual([
      ['2026-06-05', '2026-06-07'],
      ['2026-06-13', '2026-06-16'],
      ['2026-06-19', '2026-06-21'],
    ]);
  });
  it('refuses what is not iCal', () => {
    expect(() => parseBusyNights('<html></html>', window)).toThrow(IcalFormatError);
    expect(() => parseBusyNights('BEGIN:VCALENDAR\r\nthis is : broken', window)).toThrow(IcalFormatError);
  });

  const limits = { events: 3, occurrences: 4, recurrenceSteps: 50 };
  const allDayOn = (uid: string, day: string) => `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${day}\r\nEND:VEVENT`;
  const limitOf = (text: string) => {
    try {
      parseBusyNights(wrap(text), window, limits);
      return 'none';
    } catch (error) {
      return error instanceof IcalLimitError ? error.limit : String(error);
    }
  };
  it.each([
    ['events at the limit are read', ['20260601', '20260602', '20260603'].map((d, i) => allDayOn(`e${i}`, d)).join('\r\n'), 'none'],
    [
      'one event more is refused whole, before parsing',
      ['01', '02', '03', '04'].map((d) => allDayOn(d, `202606${d}`)).join('\r\n'),
      'events',
    ],
    [
      'a recurrence expanding to more busy ranges than allowed',
      'BEGIN:VEVENT\r\nUID:r\r\nDTSTART;VALUE=DATE:20260605\r\nRRULE:FREQ=WEEKLY;COUNT=5\r\nEND:VEVENT',
      'occurrences',
    ],
    [
      'a recurrence stepping through years before the window',
      'BEGIN:VEVENT\r\nUID:r\r\nDTSTART;VALUE=DATE:20000101\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT',
      'recurrenceSteps',
    ],
    [
      'an endless recurrence stops at the window: its ranges count, not its steps to infinity',
      'BEGIN:VEVENT\r\nUID:r\r\nDTSTART;VALUE=DATE:20280420\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT',
      'occurrences',
    ],
  ])('limits: %s', (_case, text, limit) => {
    expect(limitOf(text)).toBe(limit);
  });
});

describe('an import planned in one pass', () => {
  const event = (start: string, end: string, summary = 'Busy') => ({ summary, range: r(start, end) });
  const booked = (start: string, end: string, bookingId: number) => ({ range: r(start, end), kind: 'booked' as const, bookingId });
  const blocked = (start: string, end: string) => ({ range: r(start, end), kind: 'blocked' as const, bookingId: null });

  it('blocks the free nights, keeps blocks, and reports the nights on a booking as conflicts', () => {
    const plan = planImport(
      [event('2026-06-01', '2026-06-10', 'Other site')],
      [booked('2026-06-03', '2026-06-05', 7), blocked('2026-06-08', '2026-06-09')],
    );
    expect(plan.blocks).toEqual([
      { range: r('2026-06-01', '2026-06-03'), note: 'Other site' },
      { range: r('2026-06-05', '2026-06-08'), note: 'Other site' },
      { range: r('2026-06-09', '2026-06-10'), note: 'Other site' },
    ]);
    expect(plan.conflicts).toEqual([{ range: r('2026-06-03', '2026-06-05'), bookingId: 7, summary: 'Other site' }]);
  });

  it('overlapping events block each night once, in any order', () => {
    const plan = planImport(
      [event('2026-06-05', '2026-06-12', 'B'), event('2026-06-01', '2026-06-07', 'A'), event('2026-06-02', '2026-06-03', 'C')],
      [],
    );
    expect(plan.blocks).toEqual([
      { range: r('2026-06-01', '2026-06-07'), note: 'A' },
      { range: r('2026-06-07', '2026-06-12'), note: 'B' },
    ]);
  });

  it('every event on a booking is a conflict of its own', () => {
    const plan = planImport(
      [event('2026-06-01', '2026-06-04', 'A'), event('2026-06-02', '2026-06-06', 'B')],
      [booked('2026-06-03', '2026-06-05', 9)],
    );
    expect(plan.conflicts).toEqual([
      { range: r('2026-06-03', '2026-06-04'), bookingId: 9, summary: 'A' },
      { range: r('2026-06-03', '2026-06-05'), bookingId: 9, summary: 'B' },
    ]);
    expect(plan.blocks.map((b) => b.range)).toEqual([r('2026-06-01', '2026-06-03'), r('2026-06-05', '2026-06-06')]);
  });

  it('plans 5,000 daily events against a busy calendar at once', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const events = Array.from({ length: 5000 }, (_, i) => event(day(i % 700), day((i % 700) + 2)));
    const taken = Array.from({ length: 200 }, (_, i) =>
      i % 2 ? blocked(day(i * 3), day(i * 3 + 1)) : booked(day(i * 3), day(i * 3 + 1), i),
    );
    const plan = planImport(events, taken);
    const blockedNights = plan.blocks.reduce((n, b) => n + (Date.parse(b.range.end) - Date.parse(b.range.start)) / 86_400_000, 0);
    expect(blockedNights).toBe(701 - 200);
  });
});

describe('price overrides flow into search totals and minimum stays into quotes', () => {
  const noDiscounts = { midweekPercent: null, weeklyPercent: null, monthlyPercent: null };
  it('the rental (and so the estimate and the search card total) uses the calendar prices of the nights', () => {
    const holiday = { '2026-12-24': 25_000, '2026-12-25': 25_000 };
    expect(nightlyRental(10_000, '2026-12-23', '2026-12-27', noDiscounts, holiday).rentalAmount).toBe(70_000);
    expect(nightlyRental(10_000, '2026-12-23', '2026-12-27', noDiscounts).rentalAmount).toBe(40_000);
  });
  it.each([
    ['a trip starting on a night with a range minimum needs it', '2026-10-10', 5],
    ['a trip starting elsewhere needs the RV’s', '2026-11-10', 2],
  ])('%s', (_case, start, minimum) => {
    expect(minimumNightsFor({ minimumNights: 2, minimumNightsByDate: { '2026-10-10': 5 } }, start)).toBe(minimum);
  });
});
