// The HTTP helpers every booking route module shares (the module that registers them and the route files import
// these, never each other, so no import loops back through booking-module.ts).
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, fieldErrors } from '../http/errors.ts';
import { readJson } from '../http/read-json.ts';

export { readJson };
import type { BookingContext, settleBooking } from './booking-actions.ts';

export function localeOf(c: Context): 'en' | 'fr' {
  return (c.get('request') as { locale?: 'en' | 'fr' } | undefined)?.locale ?? 'en';
}

/** Parse with zod or answer 400 with field errors in the API's error shape. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ApiError(400, 'The request is not valid.', { statusMessage: 'VALIDATION_FAILED', errors: fieldErrors(result.error) });
  return result.data;
}

export const bookingIdSchema = z.coerce.number().int().positive();

export type BookingRouteHelpers = {
  contextOf: (c: Context | null) => BookingContext;
  bookingForParty: (c: Context, userId: number) => Promise<{ ctx: BookingContext; booking: Awaited<ReturnType<typeof settleBooking>> }>;
};
