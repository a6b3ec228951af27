import { bookingError } from '../booking/booking-errors.ts';
import { type BookingContext, recordPaymentStatus } from '../booking/booking-actions.ts';
import type { BookingRow } from '../booking/booking-views.ts';
import { bookingPaymentSchedule } from '../pricing/pay-later.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import type { CardDetails, PaymentIntent } from './payment-provider.ts';

export type PaymentPurpose = 'trip' | 'security_deposit';

function paymentStatusOf(intent: PaymentIntent): 'succeeded' | 'failed' | 'requires_capture' | 'requires_action' | null {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'requires_capture') return 'requires_capture';
  if (intent.status === 'requires_action') return 'requires_action';
  if (intent.status === 'requires_payment_method' && intent.lastError) return 'failed';
  return null;
}

/** What the booking owes now: the first payment (25% when paying later), or the balance once confirmed. */
async function amountOwed(ctx: BookingContext, booking: BookingRow) {
  const quote = booking.quote as TripQuote;
  const payments = await ctx.db.selectFrom('payments').selectAll().where('booking_id', '=', booking.id).execute();
  const charges = payments.filter((payment) => payment.kind === 'charge' && payment.purpose !== 'money_request');
  const paid = charges.filter((payment) => payment.status === 'succeeded').reduce((total, payment) => total + payment.amount, 0);
  const authorised = charges.some((payment) => payment.status === 'requires_capture');
  if ((booking.status === 'AwaitingOwnerApproval' || booking.status === 'AwaitingPayment') && paid === 0 && !authorised) {
    return { amount: quote.amountDueNow, purpose: quote.schedule.payLater ? ('reservation' as const) : ('full' as const) };
  }
  // The balance: the pay-later part, or what an approved change added. A pay-later trip whose first instalment
  // (25% of a total raised by a change) is not met yet owes that top-up now, not the whole balance: the same
  // split as the schedule the renter reads (bookingPaymentSchedule).
  if (booking.status === 'Confirmed') {
    const balance = quote.renterDiscountedTotal - quote.credits.now - quote.credits.later - paid;
    if (balance > 0) {
      const refunded = payments
        .filter((payment) => payment.kind === 'refund' && payment.status === 'succeeded')
        .reduce((total, payment) => total + payment.amount, 0);
      const schedule = bookingPaymentSchedule(quote.renterDiscountedTotal, quote.schedule.payLaterOn, {
        charged: paid,
        refunded,
        credits: booking.credits_applied,
      });
      const amount = schedule.payLater && schedule.dueNow > 0 ? Math.min(schedule.dueNow, balance) : balance;
      return { amount, purpose: 'balance' as const };
    }
  }
  if (booking.status === 'Completed') {
    const closeout = await ctx.db.selectFrom('booking_closeouts').select('total').where('booking_id', '=', booking.id).executeTakeFirst();
    const closeoutPaid = charges
      .filter((payment) => payment.purpose === 'closeout' && payment.status === 'succeeded')
      .reduce((total, payment) => total + payment.amount, 0);
    if (closeout && closeout.total - closeoutPaid > 0) return { amount: closeout.total - closeoutPaid, purpose: 'closeout' as const };
  }
  return null;
}

/**
 * A payment intent for what the renter owes (or for the security deposit hold). With a pending request the card
 * is only authorised and is charged when the host accepts; otherwise it is charged at once. An open intent for
 * the same thing is reused, so retrying after a failure never creates a second charge.
 */
export async function createBookingPayment(ctx: BookingContext, booking: BookingRow, purpose: PaymentPurpose) {
  const quote = booking.quote as TripQuote;
  let kind: 'charge' | 'security_deposit' = 'charge';
  let owed: { amount: number; purpose: 'reservation' | 'full' | 'balance' | 'security_deposit' | 'closeout' } | null;
  let captureMethod: 'automatic' | 'manual' = booking.status === 'AwaitingOwnerApproval' ? 'manual' : 'automatic';
  if (purpose === 'security_deposit') {
    kind = 'security_deposit';
    captureMethod = 'manual';
    const held = await ctx.db
      .selectFrom('payments')
      .select('id')
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'security_deposit')
      .where('status', 'in', ['requires_capture', 'succeeded'])
      .executeTakeFirst();
    owed =
      booking.status === 'Confirmed' && quote.securityDeposit.amount > 0 && !held
        ? { amount: quote.securityDeposit.amount, purpose: 'security_deposit' }
        : null;
  } else {
    owed = await amountOwed(ctx, booking);
  }
  if (!owed) throw bookingError(409, 'NOTHING_DUE', ctx.locale);
  const open = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .where('purpose', '=', owed.purpose)
    .where('amount', '=', owed.amount)
    .where('status', 'in', ['requires_payment_method', 'requires_action', 'failed'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) return open;
  const now = ctx.now();
  if (owed.amount === 0) {
    // Credits cover it: nothing to charge.
    const payment = await ctx.db
      .insertInto('payments')
      .values({
        booking_id: booking.id,
        kind,
        purpose: owed.purpose,
        amount: 0,
        currency: booking.currency,
        status: 'requires_payment_method',
        intent_id: null,
        client_secret: null,
        failure_message: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPaymentStatus(ctx, payment.id, 'succeeded', null);
    return ctx.db.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
  }
  const intent = await ctx.provider.createIntent({ amount: owed.amount, currency: booking.currency, captureMethod });
  return ctx.db
    .insertInto('payments')
    .values({
      booking_id: booking.id,
      kind,
      purpose: owed.purpose,
      amount: owed.amount,
      currency: booking.currency,
      status: 'requires_payment_method',
      provider: ctx.provider.name,
      intent_id: intent.id,
      client_secret: intent.clientSecret,
      failure_message: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function paymentCallbackPath(clientSecret: string, bookingId: number): string {
  return `/payment-callback?${new URLSearchParams({ payment_intent_client_secret: clientSecret, bookingId: String(bookingId) })}`;
}

async function paymentBySecret(ctx: BookingContext, clientSecret: string) {
  return ctx.db.selectFrom('payments').selectAll().where('client_secret', '=', clientSecret).executeTakeFirst();
}

/** Confirms an intent with a card; answers the payment's state and, for the authentication step, where to send the renter. */
export async function confirmBookingPayment(ctx: BookingContext, renterId: number, clientSecret: string, card: CardDetails) {
  const payment = await paymentBySecret(ctx, clientSecret);
  if (!payment) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
  const booking = await ctx.db
    .selectFrom('bookings')
    .select(['id', 'renter_id'])
    .where('id', '=', payment.booking_id)
    .executeTakeFirstOrThrow();
  // The renter pays the trip; a money request is paid by its payer, who may be the host.
  const payer =
    payment.purpose === 'money_request' && payment.money_request_id !== null
      ? (await ctx.db.selectFrom('money_requests').select('payer_id').where('id', '=', payment.money_request_id).executeTakeFirst())
          ?.payer_id
      : booking.renter_id;
  if (payer !== renterId) throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
  if (payment.status === 'failed') {
    // A failed intent stays payable: confirming it again with another card is the retry.
    await ctx.db.updateTable('payments').set({ status: 'requires_payment_method' }).where('id', '=', payment.id).execute();
  }
  const { intent, authenticationUrl } = await ctx.provider.confirm(clientSecret, card, paymentCallbackPath(clientSecret, booking.id));
  const status = paymentStatusOf(intent);
  if (status) await recordPaymentStatus(ctx, payment.id, status, intent.lastError);
  return { payment: await paymentBySecret(ctx, clientSecret), intent, authenticationUrl: authenticationUrl ?? null };
}

/** The /payment-callback step: reads the intent's outcome and records it; reloading it changes nothing. */
export async function settlePaymentCallback(ctx: BookingContext, clientSecret: string, bookingId: number) {
  const payment = await paymentBySecret(ctx, clientSecret);
  if (!payment || payment.booking_id !== bookingId) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
  const intent = await ctx.provider.retrieveByClientSecret(clientSecret);
  if (!intent) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
  const status = paymentStatusOf(intent);
  if (status) await recordPaymentStatus(ctx, payment.id, status, intent.lastError);
  return { payment: await paymentBySecret(ctx, clientSecret), intent };
}
