// The age rule (domain facts; the spec's constants 21 and 25): drivers must be 25 on the first day of the trip,
// 21 with the Premium plan or a stationary plan. The server checks it too (DRIVER_TOO_YOUNG); this answers early.
import type { ProtectionLevel } from './estimate-params.ts';

export function minimumDriverAge(level: ProtectionLevel | null): 21 | 25 {
  return level === 'Premium' || level === 'Stationary' || level === 'StationaryPlus' ? 21 : 25;
}

/** Whole years of age on a day (a birthday counts on the day itself). Dates are YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The minimum age the driver misses on the first day, or null when old enough. */
export function driverTooYoung(dateOfBirth: string, startDate: string, level: ProtectionLevel | null): number | null {
  const minimum = minimumDriverAge(level);
  return ageOn(dateOfBirth, startDate) < minimum ? minimum : null;
}
