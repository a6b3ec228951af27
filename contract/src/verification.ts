// Renter verification (issue 21): /verification/{verificationId} with its account and driver steps. The renter
// confirms their identity (account) and their driver's licence (driver, with a photo of the licence); once both
// are confirmed and the rules hold, the verification is Verified and the member's profile and bookings show it.
import { countries } from './constants.ts';
import { z } from 'zod';
import { IsoDaySchema } from './dates.ts';
import { verificationStatuses } from './verification-vocabulary.ts';

const isoDay = IsoDaySchema;

export const VerificationAccountSchema = z.object({
  FirstName: z.string().trim().min(1).max(100),
  LastName: z.string().trim().min(1).max(100),
  DateOfBirth: isoDay,
  CountryPhoneCode: z.string().regex(/^\+\d{1,3}$/),
  PhoneNumber: z.string().regex(/^[\d\s().-]{7,20}$/),
});
export type VerificationAccount = z.infer<typeof VerificationAccountSchema>;

export const VerificationDriverSchema = z.object({
  LicenceNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,24}$/, '4 to 25 letters, digits, spaces or dashes'),
  Region: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'The two-letter province or state code'),
  Country: z.enum(countries),
  ExpiresOn: isoDay,
  LicencePhotoId: z.string().uuid().describe('An upload of kind licence-photo (POST /api/uploads).'),
});
export type VerificationDriver = z.infer<typeof VerificationDriverSchema>;

/** Problem codes of the rules (messages: locales content.json verification.errors.*). */
export type VerificationProblem = 'dateOfBirth' | 'tooYoung' | 'licenceExpired' | 'phone';

export const VerificationSchema = z
  .object({
    Id: z.string(),
    Status: z.enum(verificationStatuses),
    BookingId: z.number().int().nullable(),
    Account: z
      .object({ FirstName: z.string(), LastName: z.string(), DateOfBirth: z.string() })
      .nullable()
      .describe('The confirmed identity (phone not repeated).'),
    Driver: z
      .object({ LicenceEnding: z.string(), Region: z.string(), Country: z.enum(countries), ExpiresOn: z.string() })
      .nullable()
      .describe('The confirmed licence: only its last four characters are answered.'),
    Plans: z.enum(['all', 'premiumAndParked', 'none']).nullable().describe('What the driver may book, once the account step is done.'),
    VerifiedDate: z.string().nullable(),
  })
  .meta({ id: 'Verification' });
export type Verification = z.infer<typeof VerificationSchema>;

export const StartVerificationSchema = z.object({ BookingId: z.number().int().positive().optional() });
