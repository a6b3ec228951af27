import type { Locale } from '@rove/contract';
import { inLanguage, RV_NOT_BOOKABLE, rvNotBookableMessages } from '@rove/contract';
import { ApiError } from '../http/errors.ts';
import { type TripError, tripErrorMessage } from '../pricing/trip-errors.ts';

/** A trip that cannot be priced or booked: 409 for taken dates, 422 for the rest, with the code as StatusMessage. */
export function tripApiError(error: TripError, locale: Locale): ApiError {
  const status = error.code === 'DATES_UNAVAILABLE' ? 409 : 422;
  return new ApiError(status, tripErrorMessage(error, locale), { statusMessage: error.code, data: error.params });
}

const messages = {
  BOOKING_NOT_FOUND: { en: 'This booking does not exist.', fr: "Cette réservation n'existe pas." },
  RV_NOT_FOUND: { en: 'This RV does not exist.', fr: "Ce VR n'existe pas." },
  RV_UNPUBLISHED: { en: 'This RV is not available at the moment.', fr: "Ce VR n'est pas disponible pour le moment." },
  /** The host is suspended (tier ActionRequired): no estimates, no booking requests until the tier changes. */
  [RV_NOT_BOOKABLE]: rvNotBookableMessages,
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
  OWN_CHANGE_REQUEST: {
    en: 'You sent this change request; the other party answers it.',
    fr: 'Vous avez envoyé cette demande de modification ; c’est l’autre partie qui y répond.',
  },
  NO_CHANGE: { en: 'This request changes nothing on the booking.', fr: 'Cette demande ne modifie rien à la réservation.' },
  PRICE_CHANGED: { en: 'The price has changed; review the new total.', fr: 'Le prix a changé ; vérifiez le nouveau total.' },
  CLOSEOUT_EXISTS: { en: 'This trip is already closed out.', fr: 'Ce voyage est déjà clôturé.' },
  INVALID_PARAMETERS: { en: 'Invalid parameters', fr: 'Invalid parameters' },
  IDEMPOTENCY_IN_PROGRESS: {
    en: 'The same request is still being processed. Try again in a moment.',
    fr: 'La même demande est encore en cours de traitement. Réessayez dans un instant.',
  },
  ALREADY_ANSWERED: { en: 'This request was already answered.', fr: 'Cette demande a déjà reçu une réponse.' },
  REQUEST_EXPIRED: { en: 'This request has expired.', fr: 'Cette demande a expiré.' },
  ALREADY_CANCELLED: { en: 'This booking is already cancelled.', fr: 'Cette réservation est déjà annulée.' },
  ODOMETER_BACKWARDS: {
    en: 'The return reading must be at or above the pickup reading.',
    fr: 'Le relevé au retour doit être égal ou supérieur au relevé au départ.',
  },
  CLOSEOUT_WINDOW_CLOSED: {
    en: 'Trips can be closed out up to 30 days after they end.',
    fr: 'Un voyage peut être clôturé jusqu’à 30 jours après sa fin.',
  },
  AGREEMENT_NAME_MISMATCH: {
    en: 'Type your full name exactly as it appears on the booking.',
    fr: 'Tapez votre nom complet exactement comme sur la réservation.',
  },
  AGREEMENT_ALREADY_SIGNED: { en: 'The rental agreement is already signed.', fr: 'Le contrat de location est déjà signé.' },
  REVIEW_EXISTS: { en: 'You already reviewed this trip.', fr: 'Vous avez déjà évalué ce voyage.' },
  REVIEW_WINDOW_CLOSED: {
    en: 'Reviews can be left up to 30 days after the trip.',
    fr: 'Les avis peuvent être laissés jusqu’à 30 jours après le voyage.',
  },
  REVIEW_NOT_FOUND: { en: 'There is no review to answer.', fr: 'Il n’y a aucun avis auquel répondre.' },
  RESPONSE_EXISTS: { en: 'This review already has a response.', fr: 'Cet avis a déjà une réponse.' },
  REPORT_EXISTS: { en: 'You already reported this review.', fr: 'Vous avez déjà signalé cet avis.' },
  MONEY_REQUEST_WINDOW_CLOSED: {
    en: 'Money can be requested up to 30 days after the trip.',
    fr: 'Une somme peut être demandée jusqu’à 30 jours après le voyage.',
  },
  MONEY_REQUEST_TOO_HIGH: { en: 'A request can be at most 5,000.', fr: 'Une demande peut atteindre au plus 5 000.' },
  MONEY_REQUEST_CENTS: {
    en: 'Enter the amount in dollars and cents (0.01 at least).',
    fr: 'Entrez le montant en dollars et en cents (0,01 au moins).',
  },
  MONEY_REQUEST_NOT_FOUND: { en: 'This money request does not exist.', fr: 'Cette demande de paiement n’existe pas.' },
  QUOTE_NOT_FOUND: { en: 'There is no quote to answer.', fr: 'Il n’y a aucun devis à traiter.' },
  QUOTE_PENDING: { en: 'A quote already waits for the renter’s answer.', fr: 'Un devis attend déjà la réponse du locataire.' },
  CLAIM_DATE_OUTSIDE_TRIP: {
    en: 'The incident date must fall within the trip and not in the future.',
    fr: 'La date de l’incident doit être comprise dans le voyage et ne pas être future.',
  },
  CLAIM_PHOTO_UNKNOWN: {
    en: 'One of the photos could not be found. Upload it again.',
    fr: 'Une des photos est introuvable. Téléversez-la de nouveau.',
  },
  NO_ADDONS: { en: 'This RV has no add-ons to choose from.', fr: 'Ce VR n’offre aucune option.' },
} as const;

export type BookingErrorCode = keyof typeof messages;

export function bookingError(status: 400 | 403 | 404 | 409 | 422, code: BookingErrorCode, locale: Locale = 'en', data?: unknown): ApiError {
  return new ApiError(status, inLanguage(messages[code], locale), { statusMessage: code, data });
}
