import type { Locale } from '@rove/contract';
import { RV_NOT_BOOKABLE, rvNotBookableKey } from '@rove/contract';
import { ApiError } from '../http/errors.ts';
import { serverWords, words } from '../i18n/server-words.ts';
import { type TripError, tripErrorMessage } from '../pricing/trip-errors.ts';

/** A trip that cannot be priced or booked: 409 for taken dates, 422 for the rest, with the code as StatusMessage. */
export function tripApiError(error: TripError, locale: Locale): ApiError {
  const status = error.code === 'DATES_UNAVAILABLE' ? 409 : 422;
  return new ApiError(status, tripErrorMessage(error, locale), { statusMessage: error.code, data: error.params });
}

// Codes of the booking endpoints' refusals; their sentences are in locales/{en,fr}/server.json (bookingErrors), but
// RV_NOT_BOOKABLE's, which the listing page shows too (listing.json, the contract's rvNotBookableKey).
export const bookingErrorCodes = [
  'BOOKING_NOT_FOUND',
  'RV_NOT_FOUND',
  'RV_UNPUBLISHED',
  'RV_NOT_BOOKABLE',
  'OWN_RV',
  'NOT_ALLOWED_FOR_ROLE',
  'NOT_ALLOWED_IN_STATUS',
  'TOO_EARLY',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'NOTHING_DUE',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_FAILED',
  'CHANGE_REQUEST_NOT_FOUND',
  'CHANGE_REQUEST_PENDING',
  'OWN_CHANGE_REQUEST',
  'NO_CHANGE',
  'PRICE_CHANGED',
  'CLOSEOUT_EXISTS',
  'INVALID_PARAMETERS',
  'IDEMPOTENCY_IN_PROGRESS',
  'ALREADY_ANSWERED',
  'REQUEST_EXPIRED',
  'ALREADY_CANCELLED',
  'ODOMETER_BACKWARDS',
  'CLOSEOUT_WINDOW_CLOSED',
  'AGREEMENT_NAME_MISMATCH',
  'AGREEMENT_ALREADY_SIGNED',
  'REVIEW_EXISTS',
  'REVIEW_WINDOW_CLOSED',
  'REVIEW_NOT_FOUND',
  'RESPONSE_EXISTS',
  'REPORT_EXISTS',
  'MONEY_REQUEST_WINDOW_CLOSED',
  'MONEY_REQUEST_TOO_HIGH',
  'MONEY_REQUEST_CENTS',
  'MONEY_REQUEST_NOT_FOUND',
  'QUOTE_NOT_FOUND',
  'QUOTE_PENDING',
  'CLAIM_DATE_OUTSIDE_TRIP',
  'CLAIM_PHOTO_UNKNOWN',
  'NO_ADDONS',
] as const;

export type BookingErrorCode = (typeof bookingErrorCodes)[number];

export function bookingError(status: 400 | 403 | 404 | 409 | 422, code: BookingErrorCode, locale: Locale = 'en', data?: unknown): ApiError {
  const message = code === RV_NOT_BOOKABLE ? words('listing', locale, rvNotBookableKey) : serverWords(locale, `bookingErrors.${code}`);
  return new ApiError(status, message, { statusMessage: code, data });
}
