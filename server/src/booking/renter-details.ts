// The driver rules of a booking request (the renter's details themselves are the contract's RenterDetailsSchema).
import { ageOn, minimumDriverAgeOf, type RenterDetails } from '@rove/contract';
import { daysBetween } from '../pricing/calendar.ts';
import type { ProtectionLevel } from '../pricing/protection-plans.ts';

export type DriverProblem =
  | { code: 'DRIVER_TOO_YOUNG'; params: { minimumAge: number } }
  | { code: 'DRIVERS_LICENCE_EXPIRED'; params: Record<string, never> };

/**
 * Guests must be 25 or older on the first day of the trip (21 where the protection plan allows it), with a
 * licence valid until the last day.
 */
export function driverProblem(details: RenterDetails, level: ProtectionLevel, startDate: string, endDate: string): DriverProblem | null {
  const minimumAge = minimumDriverAgeOf(level);
  if (ageOn(details.DateOfBirth, startDate) < minimumAge) return { code: 'DRIVER_TOO_YOUNG', params: { minimumAge } };
  if (daysBetween(endDate, details.DriversLicence.ExpiresOn) < 0) return { code: 'DRIVERS_LICENCE_EXPIRED', params: {} };
  return null;
}
