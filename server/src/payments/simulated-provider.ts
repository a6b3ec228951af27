import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { SimulatedPaymentIntentsTable } from '../booking/schema.ts';
import type { Database } from '../db/schema.ts';
import { type CardDetails, type PaymentIntent, type PaymentProvider, PaymentProviderError } from './payment-provider.ts';
import { cardOutcome } from './test-cards.ts';

/** Path of the simulator's authentication page (the "3-D Secure" step), served by the payments module. */
export const simulatorAuthenticationPath = '/api/payments/simulator/authenticate';

function toIntent(row: Selectable<SimulatedPaymentIntentsTable>): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    captureMethod: row.capture_method,
    status: row.status,
    lastError: row.last_error,
    amountCaptured: row.amount_captured,
    amountRefunded: row.amount_refunded,
  };
}

const declineMessages = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  invalid_number: 'Your card number is invalid.',
  expired: 'Your card has expired.',
  authentication_failed: 'We are unable to authenticate your payment method.',
} as const;

/** A payment provider kept in the local database: intents with client secrets, test cards, capture and refunds. */
export function createSimulatedProvider(db: Kysely<Database>, now: () => Date = () => new Date()): PaymentProvider {
  const find = async (column: 'id' | 'client_secret', value: string) => {
    const row = await db.selectFrom('simulated_payment_intents').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? toIntent(row) : null;
  };
  const mustFind = async (column: 'id' | 'client_secret', value: string) => {
    const intent = await find(column, value);
    if (!intent) throw new PaymentProviderError('resource_missing', 'No such payment intent.');
    return intent;
  };
  const update = async (id: string, values: Partial<Selectable<SimulatedPaymentIntentsTable>>) => {
    const row = await db.updateTable('simulated_payment_intents').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return toIntent(row);
  };
  const succeed = (intent: PaymentIntent) =>
    update(
      intent.id,
      intent.captureMethod === 'manual'
        ? { status: 'requires_capture', last_error: null }
        : { status: 'succeeded', amount_captured: intent.amount, last_error: null },
    );

  return {
    name: 'simulator',
    async createIntent({ amount, currency, captureMethod }) {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      const row = await db
        .insertInto('simulated_payment_intents')
        .values({
          id,
          client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          amount,
          currency,
          capture_method: captureMethod,
          status: 'requires_payment_method',
          card_last4: null,
          last_error: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toIntent(row);
    },
    retrieveByClientSecret: (clientSecret) => find('client_secret', clientSecret),
    async confirm(clientSecret: string, card: CardDetails, returnUrl: string) {
      const intent = await mustFind('client_secret', clientSecret);
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
        // Confirming again never charges twice: the intent is answered as it is.
        return { intent };
      }
      const today = now();
      const expired =
        card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1);
      const outcome = expired ? 'expired' : cardOutcome(card.number);
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      if (outcome === 'succeeds') return { intent: await succeed(await update(intent.id, { card_last4: last4 })) };
      if (outcome === 'requires_authentication') {
        const updated = await update(intent.id, { status: 'requires_action', card_last4: last4, last_error: null });
        const url = new URL(returnUrl, 'http://localhost');
        const bookingId = url.searchParams.get('bookingId') ?? '';
        const query = new URLSearchParams({ payment_intent_client_secret: clientSecret, bookingId, return_url: returnUrl });
        return { intent: updated, authenticationUrl: `${simulatorAuthenticationPath}?${query}` };
      }
      return {
        intent: await update(intent.id, { status: 'requires_payment_method', card_last4: last4, last_error: declineMessages[outcome] }),
      };
    },
    async completeAuthentication(clientSecret, approved) {
      const intent = await mustFind('client_secret', clientSecret);
      if (intent.status !== 'requires_action') return intent;
      if (approved) return succeed(intent);
      return update(intent.id, { status: 'requires_payment_method', last_error: declineMessages.authentication_failed });
    },
    async capture(intentId, amount) {
      const intent = await mustFind('id', intentId);
      if (intent.status === 'succeeded') return intent;
      if (intent.status !== 'requires_capture')
        throw new PaymentProviderError('payment_intent_unexpected_state', 'This payment is not authorised.');
      const captured = Math.min(amount ?? intent.amount, intent.amount);
      return update(intent.id, { status: 'succeeded', amount_captured: captured });
    },
    async refund(intentId, amount) {
      const intent = await mustFind('id', intentId);
      const refundable = intent.amountCaptured - intent.amountRefunded;
      if (intent.status !== 'succeeded' || amount > refundable)
        throw new PaymentProviderError('refund_exceeds_charge', 'The refund exceeds what was charged.');
      return update(intent.id, { amount_refunded: intent.amountRefunded + amount });
    },
    async cancel(intentId) {
      const intent = await mustFind('id', intentId);
      if (intent.status === 'succeeded')
        throw new PaymentProviderError('payment_intent_unexpected_state', 'A captured payment cannot be cancelled.');
      return update(intent.id, { status: 'canceled' });
    },
  };
}
