import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { checkTripDates, nightsBetween, parseIsoDay, parseTripDates, serializeTripDates, toIsoDay } from './trip-dates.ts';

describe('trip dates serialise as YYYY-MM-DD', () => {
  it('writes a CalendarDate as YYYY-MM-DD', () => {
    expect(toIsoDay(parseDate('2027-07-04'))).toBe('2027-07-04');
    expect(serializeTripDates({ start: parseDate('2027-07-04'), end: parseDate('2027-07-09') })).toEqual({
      StartDate: '2027-07-04',
      EndDate: '2027-07-09',
    });
  });
  it.each([
    ['2027-07-04', '2027-07-04'],
    ['2028-02-29', '2028-02-29'],
    ['2027-02-29', null],
    ['2027-13-01', null],
    ['2027-7-4', null],
    ['07/04/2027', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('parseIsoDay(%s) -> %s', (value, expected) => {
    expect(parseIsoDay(value)?.toString() ?? null).toBe(expected);
  });
});

describe('a date range applies only when both start and end exist', () => {
  it.each([
    ['2027-07-04', '2027-07-09', 5],
    ['2027-07-04', null, null],
    [null, '2027-07-09', null],
    ['2027-07-09', '2027-07-04', null],
    ['2027-07-04', '2027-07-04', null],
    ['2027-07-04', 'soon', null],
  ])('%s .. %s -> %s nights', (start, end, nights) => {
    const range = parseTripDates(start, end);
    expect(range ? nightsBetween(range.start, range.end) : null).toBe(nights);
  });
});

describe('the minimum number of nights', () => {
  const range = (start: string, end: string) => ({ start: parseDate(start), end: parseDate(end) });
  it.each([
    [range('2027-07-04', '2027-07-05'), 1, null],
    [range('2027-07-04', '2027-07-05'), 2, 'too-short'],
    [range('2027-07-04', '2027-07-07'), 3, null],
    [range('2027-07-04', '2027-07-04'), 0, 'too-short'],
    [null, 3, null],
  ] as const)('%o with a minimum of %i -> %s', (value, minNights, result) => {
    expect(checkTripDates(value, minNights)).toBe(result);
  });
  it('counts nights across a month end', () => {
    expect(nightsBetween(parseDate('2027-07-29'), parseDate('2027-08-02'))).toBe(4);
  });
});
