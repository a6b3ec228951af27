/**
 * What Rove needs from a card payment provider. The local simulator implements it by default; a real
 * provider is an adapter behind the same interface.
 */
export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** Minor units. */
  amount: number;
  currency: string;
  captureMethod: 'automatic' | 'manual';
  status: IntentStatus;
  /** Why the last confirmation failed (the intent stays payable with another card). */
  lastError: string | null;
  amountCaptured: number;
  amountRefunded: number;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface PaymentProvider {
  readonly name: string;
  createIntent(input: { amount: number; currency: string; captureMethod: 'automatic' | 'manual' }): Promise<PaymentIntent>;
  retrieveByClientSecret(clientSecret: string): Promise<PaymentIntent | null>;
  /**
   * Confirm with a card. May succeed, fail (status back to requires_payment_method with lastError) or need
   * an authentication step: status requires_action, the renter visits `authenticationUrl`, which returns to `returnUrl`.
   */
  confirm(clientSecret: string, card: CardDetails, returnUrl: string): Promise<{ intent: PaymentIntent; authenticationUrl?: string }>;
  /** The outcome of the authentication step (the simulator's page calls this). */
  completeAuthentication(clientSecret: string, approved: boolean): Promise<PaymentIntent>;
  capture(intentId: string, amount?: number): Promise<PaymentIntent>;
  /** Refund part or all of a captured amount. */
  refund(intentId: string, amount: number): Promise<PaymentIntent>;
  /** Release an authorisation or abandon an unpaid intent. */
  cancel(intentId: string): Promise<PaymentIntent>;
}

export class PaymentProviderError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PaymentProviderError';
    this.code = code;
  }
}
