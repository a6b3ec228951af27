// POST /api/bookings: the RV, the trip, the renter's details and the message to the host. The server validates the
// request with these schemas and the request-to-book form checks the same ones before sending.
import { z } from 'zod';
import { countries } from './constants.ts';
import { CalendarDateSchema } from './dates.ts';
import { EstimateRequestSchema } from './estimate-request.ts';

const calendarDay = CalendarDateSchema;

/** The renter's details sent with a booking request (the bookingRequestPIIPayload). */
export const RenterDetailsSchema = z.object({
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
    Country: z.enum(countries),
  }),
  DateOfBirth: calendarDay.refine((value) => value >= '1900-01-01', 'Enter a real date of birth.'),
  DriversLicence: z.object({
    Number: z.string().trim().min(4).max(30),
    Region: z.string().trim().min(2).max(100),
    Country: z.enum(countries),
    ExpiresOn: calendarDay,
  }),
});

export type RenterDetails = z.infer<typeof RenterDetailsSchema>;

/** The renter's part of a booking request: the details and an optional message to the host (2000 characters). */
export const RenterRequestSchema = z.object({
  Renter: RenterDetailsSchema,
  MessageToHost: z.string().trim().max(2000).default(''),
});

/** POST /api/bookings (with an Idempotency-Key header): the RV, the trip as estimated and the renter's part. */
export const BookingRequestSchema = RenterRequestSchema.extend({
  RvId: z.union([z.number().int().positive(), z.string().trim().min(1).max(200)]),
  Estimate: EstimateRequestSchema,
}).meta({ id: 'BookingRequest' });
export type BookingRequest = z.input<typeof BookingRequestSchema>;
