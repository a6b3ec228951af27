// The payment provider interface the payment pages use. The embedded default is the server's simulator (payment
// intents with client secrets, test cards, an authentication step that returns through /payment-callback);
// a real provider is another adapter with a browser script. A script that fails to load is a warning only
// (spec 001 section 7): the page stays usable and the confirm call reports what went wrong.
import { fetchAnswer } from '../../api/parse-answer.ts';
import type { BookingPayment } from '@rove/contract';
import type { Card } from '../../forms/card-details.ts';

/** A payment as the API answers it: the contract's (parsed with its schema, api/parse-answer.ts). */
export type { BookingPayment };

export interface PaymentProvider {
  name: string;
  /** The provider's browser script, if it has one. */
  scriptUrl: string | null;
  createIntent(bookingId: number, headers: Record<string, string>): Promise<BookingPayment>;
  confirmCard(clientSecret: string, card: Card, headers: Record<string, string>): Promise<BookingPayment>;
  completeAuthentication(clientSecret: string, bookingId: string, headers: Record<string, string>): Promise<BookingPayment>;
}

export const simulatorProvider: PaymentProvider = {
  name: 'simulator',
  scriptUrl: null,
  createIntent: (bookingId, headers) =>
    fetchAnswer('payment', `/api/bookings/${bookingId}/payment-intent`, {
      method: 'POST',
      body: { Purpose: 'trip' },
      headers,
      quietStatuses: [409],
    }),
  confirmCard: (clientSecret, card, headers) =>
    fetchAnswer('payment', '/api/payments/confirm', {
      method: 'POST',
      body: { ClientSecret: clientSecret, Card: card },
      headers,
      quietStatuses: [402, 409, 422],
    }),
  completeAuthentication: (clientSecret, bookingId, headers) =>
    fetchAnswer('payment', '/api/payment-callback', { query: { payment_intent_client_secret: clientSecret, bookingId }, headers }),
};

/** Loads the provider's script once; failure is logged as a warning and never blocks the page. */
export function loadProviderScript(provider: PaymentProvider, doc: Document = document): Promise<boolean> {
  if (!provider.scriptUrl) return Promise.resolve(true);
  const existing = doc.querySelector(`script[src="${provider.scriptUrl}"]`);
  if (existing) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = provider.scriptUrl as string;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      console.warn(`The card payment script (${provider.name}) failed to load.`);
      resolve(false);
    };
    doc.head.append(script);
  });
}

// The simulator (like most providers) explains a decline in English; the renter reads it in the page's language.
const declineKeys: Record<string, string> = {
  'Your card was declined.': 'payment.decline.declined',
  'Your card has insufficient funds.': 'payment.decline.insufficientFunds',
  'Your card number is invalid.': 'payment.decline.invalidNumber',
  'Your card has expired.': 'payment.decline.expired',
  'We are unable to authenticate your payment method.': 'payment.decline.authenticationFailed',
};

/** The catalogue key of a provider's decline message, or null for a message we do not know (shown as given). */
export function declineMessageKey(message: string | null | undefined): string | null {
  return (message && declineKeys[message.trim()]) || null;
}
