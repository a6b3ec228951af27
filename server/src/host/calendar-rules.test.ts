import { describe, expect, it } from 'vitest';
import { inclusiveRange, mergeRanges, nightsRange, subtractRanges } from './calendar-rules.ts';
import { fetchFeed, IcalFormatError, isPrivateAddress, parseBusyNights } from './ical.ts';
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
  it('refuses what is not iCal', () => {
    expect(() => parseBusyNights('<html></html>', window)).toThrow(IcalFormatError);
    expect(() => parseBusyNights('BEGIN:VCALENDAR\r\nthis is : broken', window)).toThrow(IcalFormatError);
  });
});

describe('feeds never make the server call a private address', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['::1', true],
    ['fd12::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['2607:f8b0::1', false],
  ])('%s private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
  it('refuses a loopback feed unless allowed', async () => {
    await expect(fetchFeed('http://127.0.0.1:9/feed.ics')).rejects.toMatchObject({ reason: 'privateAddress' });
    await expect(fetchFeed('http://localhost:9/feed.ics')).rejects.toMatchObject({ reason: 'privateAddress' });
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
