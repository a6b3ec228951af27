import { z } from 'zod';
import { daysBetween, isIsoDate } from '../pricing/calendar.ts';
import { type ProtectionLevel, protectionPlans } from '../pricing/protectionPlans.ts';

const isoDate = z.string().refine(isIsoDate, 'Use a date as YYYY-MM-DD.');

/** The renter's details sent with a booking request (the bookingRequestPIIPayload). */
export const renterDetailsSchema = z.object({
  FirstName: z.string().trim().min(1).max(100),
  LastName: z.string().trim().min(1).max(100),
  /** Country calling code; +1 (US and Canada) by default. */
  CountryPhoneCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,3}$/, 'Use a country code such as +1.')
    .default('+1'),
  PhoneNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\d{7,15}$/, 'Enter a phone number of 7 to 15 digits.')),
  Address: z.object({
    Street: z.string().trim().min(1).max(200),
    City: z.string().trim().min(1).max(100),
    Region: z.string().trim().min(2).max(100),
    PostalCode: z.string().trim().min(3).max(12),
    Country: z.enum(['US', 'CA']),
  }),
  DateOfBirth: isoDate.refine((value) => value >= '1900-01-01', 'Enter a real date of birth.'),
  DriversLicence: z.object({
    Number: z.string().trim().min(4).max(30),
    Region: z.string().trim().min(2).max(100),
    Country: z.enum(['US', 'CA']),
    ExpiresOn: isoDate,
  }),
});

export type RenterDetails = z.infer<typeof renterDetailsSchema>;

/** Whole years of age on a day (a birthday counts on the day itself). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type DriverProblem =
  | { code: 'DRIVER_TOO_YOUNG'; params: { minimumAge: number } }
  | { code: 'DRIVERS_LICENCE_EXPIRED'; params: Record<string, never> };

/**
 * Guests must be 25 or older on the first day of the trip (21 where the protection plan allows it), with a
 * licence valid until the last day.
 */
export function driverProblem(details: RenterDetails, level: ProtectionLevel, startDate: string, endDate: string): DriverProblem | null {
  const minimumAge = protectionPlans[level].minimumAge;
  if (ageOn(details.DateOfBirth, startDate) < minimumAge) return { code: 'DRIVER_TOO_YOUNG', params: { minimumAge } };
  if (daysBetween(endDate, details.DriversLicence.ExpiresOn) < 0) return { code: 'DRIVERS_LICENCE_EXPIRED', params: {} };
  return null;
}
