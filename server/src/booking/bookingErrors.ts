import { ApiError } from '../http/errors.ts';
import { type TripError, tripErrorMessage } from '../pricing/tripErrors.ts';

/** A trip that cannot be priced or booked: 409 for taken dates, 422 for the rest, with the code as StatusMessage. */
export function tripApiError(error: TripError, locale: 'en' | 'fr'): ApiError {
  const status = error.code === 'DATES_UNAVAILABLE' ? 409 : 422;
  return new ApiError(status, tripErrorMessage(error, locale), { statusMessage: error.code, data: error.params });
}

const messages = {
  BOOKING_NOT_FOUND: { en: 'This booking does not exist.', fr: "Cette réservation n'existe pas." },
  RV_NOT_FOUND: { en: 'This RV does not exist.', fr: "Ce VR n'existe pas." },
  RV_UNPUBLISHED: { en: 'This RV is not available at the moment.', fr: "Ce VR n'est pas disponible pour le moment." },
  OWN_RV: { en: 'You cannot book your own RV.', fr: 'Vous ne pouvez pas réserver votre propre VR.' },
  NOT_ALLOWED_FOR_ROLE: { en: 'You cannot do this on this booking.', fr: 'Vous ne pouvez pas faire cela sur cette réservation.' },
  NOT_ALLOWED_IN_STATUS: { en: 'This booking can no longer do this.', fr: 'Cette action n’est plus possible pour cette réservation.' },
  TOO_EARLY: { en: 'It is too early for this.', fr: 'Il est trop tôt pour cela.' },
  IDEMPOTENCY_KEY_REQUIRED: {
    en: 'Send an Idempotency-Key header with the booking request.',
    fr: 'Envoyez un en-tête Idempotency-Key avec la demande.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This Idempotency-Key was already used for a different request.',
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre demande.',
  },
  NOTHING_DUE: { en: 'Nothing is due on this booking now.', fr: "Rien n'est dû sur cette réservation pour l'instant." },
  PAYMENT_NOT_FOUND: { en: 'This payment does not exist.', fr: "Ce paiement n'existe pas." },
  PAYMENT_FAILED: { en: 'The payment failed.', fr: 'Le paiement a échoué.' },
  CHANGE_REQUEST_NOT_FOUND: { en: 'There is no change request to answer.', fr: "Il n'y a aucune demande de modification à traiter." },
  CHANGE_REQUEST_PENDING: {
    en: 'A change request is already waiting for an answer.',
    fr: 'Une demande de modification attend déjà une réponse.',
  },
  PRICE_CHANGED: { en: 'The price has changed; review the new total.', fr: 'Le prix a changé ; vérifiez le nouveau total.' },
  CLOSEOUT_EXISTS: { en: 'This trip is already closed out.', fr: 'Ce voyage est déjà clôturé.' },
  INVALID_PARAMETERS: { en: 'Invalid parameters', fr: 'Invalid parameters' },
} as const;

export type BookingErrorCode = keyof typeof messages;

export function bookingError(
  status: 400 | 403 | 404 | 409 | 422,
  code: BookingErrorCode,
  locale: 'en' | 'fr' = 'en',
  data?: unknown,
): ApiError {
  return new ApiError(status, messages[code][locale], { statusMessage: code, data });
}
