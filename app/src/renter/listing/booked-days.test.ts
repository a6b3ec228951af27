import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { bookedDayTest } from './booked-days.ts';

describe('bookedDayTest ([StartDate, EndDate) ranges)', () => {
  const booked = bookedDayTest([
    { StartDate: '2027-01-16', EndDate: '2027-01-20' },
    { StartDate: '2027-02-02', EndDate: '2027-02-03' },
  ]);
  it.each([
    ['2027-01-15', false],
    ['2027-01-16', true],
    ['2027-01-19', true],
    ['2027-01-20', false],
    ['2027-02-02', true],
    ['2027-02-03', false],
  ])('%s booked: %s', (day, expected) => expect(booked(parseDate(day))).toBe(expected));

  it('has no booked day without ranges', () => expect(bookedDayTest([])(parseDate('2027-01-16'))).toBe(false));
});
