// The age rule (the contract's minimumDriverAgeOf: 25 on the first day of the trip, 21 with the Premium plan or a
// stationary plan). The server checks it too (DRIVER_TOO_YOUNG); this answers early.
import { ageOn, minimumDriverAgeOf } from '@rove/contract';
import type { ProtectionLevel } from '../estimate-params.ts';

/** Whole years of age on a day: the contract's one rule. */
export { ageOn } from '@rove/contract';

/** The minimum age the driver misses on the first day, or null when old enough. */
export function driverTooYoung(dateOfBirth: string, startDate: string, level: ProtectionLevel | null): number | null {
  const minimum = minimumDriverAgeOf(level);
  return ageOn(dateOfBirth, startDate) < minimum ? minimum : null;
}
