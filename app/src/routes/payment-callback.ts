// Spec 000 section 5 / spec 001 section 5: /payment-callback needs both payment_intent_client_secret and bookingId.
import { errorMessages, RouteError } from './route-error.ts';

export function paymentCallbackParams(search: URLSearchParams): { clientSecret: string; bookingId: string } {
  const clientSecret = search.get('payment_intent_client_secret');
  const bookingId = search.get('bookingId');
  if (!clientSecret || !bookingId) throw new RouteError(400, errorMessages.invalidParameters);
  return { clientSecret, bookingId };
}
