// The age rule (domain facts; the spec's constants 21 and 25): drivers must be 25 on the first day of the trip,
// 21 with the Premium plan or a stationary plan. The server checks it too (DRIVER_TOO_YOUNG); this answers early.
import { ageOn } from '@rove/contract';
import type { ProtectionLevel } from './estimate-params.ts';

export function minimumDriverAge(level: ProtectionLevel | null): 21 | 25 {
  return level === 'Premium' || level === 'Stationary' || level === 'StationaryPlus' ? 21 : 25;
}

/** Whole years of age on a day: the contract's one rule. */
export { ageOn } from '@rove/contract';

/** The minimum age the driver misses on the first day, or null when old enough. */
export function driverTooYoung(dateOfBirth: string, startDate: string, level: ProtectionLevel | null): number | null {
  const minimum = minimumDriverAge(level);
  return ageOn(dateOfBirth, startDate) < minimum ? minimum : null;
}
