import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './month-grid.ts';

describe('monthGrid', () => {
  const grid = monthGrid(2027, 2, [{ StartDate: '2027-01-30', EndDate: '2027-02-03' }], '2027-02-10');

  it('starts on Sunday and pads the weeks', () => {
    // 1 February 2027 is a Monday: one empty cell first; 28 days end on a Sunday, padded to Saturday.
    expect(grid[0][0]).toBeNull();
    expect(grid[0][1]?.iso).toBe('2027-02-01');
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid.flat().filter(Boolean)).toHaveLength(28);
  });

  it.each([
    ['2027-02-01', true, true],
    ['2027-02-02', true, true],
    ['2027-02-03', false, true],
    ['2027-02-10', false, false],
    ['2027-02-28', false, false],
  ])('%s booked %s, past %s', (iso, booked, past) => {
    const day = grid.flat().find((d) => d?.iso === iso);
    expect(day?.booked).toBe(booked);
    expect(day?.past).toBe(past);
  });
});

describe('shiftMonth', () => {
  it.each([
    [2027, 12, 1, { year: 2028, month: 1 }],
    [2027, 1, -1, { year: 2026, month: 12 }],
    [2027, 5, 0, { year: 2027, month: 5 }],
  ])('%s-%s by %s', (year, month, by, expected) => expect(shiftMonth(year, month, by)).toEqual(expected));
});
