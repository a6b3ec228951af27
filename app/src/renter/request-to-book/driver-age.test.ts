import { describe, expect, it } from 'vitest';
import { ageOn, driverTooYoung } from './driver-age.ts';

describe('driver age rule (25, or 21 with Premium or a stationary plan)', () => {
  it.each([
    ['2000-07-01', '2025-07-01', 25],
    ['2000-07-02', '2025-07-01', 24],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
  ])('born %s, on %s: %s', (dob, day, age) => expect(ageOn(dob, day)).toBe(age));

  it.each([
    ['2003-07-02', '2027-07-01', 'Standard', 25],
    ['2002-07-01', '2027-07-01', 'Standard', null],
    ['2006-07-01', '2027-07-01', 'Premium', null],
    ['2006-07-02', '2027-07-01', 'StationaryPlus', 21],
  ] as const)('born %s, trip %s, %s -> %s', (dob, start, level, expected) => {
    expect(driverTooYoung(dob, start, level)).toBe(expected);
  });
});
