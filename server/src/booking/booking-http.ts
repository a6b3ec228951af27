// The HTTP helpers every booking route module shares (the module that registers them and the route files import
// these, never each other, so no import loops back through booking-module.ts).
import type { Locale } from '@rove/contract';
import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { idParam, invalid, signInFirst } from '../http/openapi-routes.ts';
import { ApiError, fieldErrors } from '../http/errors.ts';
import type { BookingContext, settleBooking } from './booking-actions.ts';

export function localeOf(c: Context): Locale {
  return (c.get('request') as { locale?: Locale } | undefined)?.locale ?? 'en';
}

/** Parse with zod or answer 400 with field errors in the API's error shape. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ApiError(400, 'The request is not valid.', { statusMessage: 'VALIDATION_FAILED', errors: fieldErrors(result.error) });
  return result.data;
}

export const bookingIdSchema = z.coerce.number().int().positive();

// ---- Pieces of the booking routes' declarations ----

/** /api/bookings/{id}/...: the booking's id. */
export const BookingParams = z.object({ id: idParam('The booking') });
/** The change-request routes name it bookingId, as the specification spells them. */
export const ChangeBookingParams = z.object({ bookingId: idParam('The booking') });
export const bookingTags = ['Bookings'];
export const bookingErrors = {
  invalid,
  signInFirst,
  notParty: 'BOOKING_NOT_FOUND: no such booking, or the caller is neither its renter nor its host',
  role: 'NOT_ALLOWED_FOR_ROLE: the other party’s step',
  idempotency:
    'IDEMPOTENCY_KEY_REUSED (the same Idempotency-Key with another body); a trip rule of the pricing (MINIMUM_NIGHTS, TOO_MANY_GUESTS...)',
  inProgress: 'IDEMPOTENCY_IN_PROGRESS: the same call is still running',
};

export type BookingRouteHelpers = {
  contextOf: (c: Context | null) => BookingContext;
  bookingForParty: (c: Context, userId: number) => Promise<{ ctx: BookingContext; booking: Awaited<ReturnType<typeof settleBooking>> }>;
};
