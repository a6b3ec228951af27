// What the renter paid beyond the trip's total comes back to their card: after an approved change lowers the total,
// and when a request whose card was authorised for more is accepted after such a change.
import type { TripQuote } from '../pricing/quote-trip.ts';
import type { BookingContext } from './booking-actions.ts';
import type { BookingRow } from './booking-views.ts';
import { paidSoFar } from './change-difference.ts';

/** Refunds part of a captured charge through the provider and records the succeeded refund (amount in cents). */
export async function refundCharge(
  ctx: BookingContext,
  refund: { bookingId: number; intentId: string; amount: number; currency: string },
): Promise<void> {
  await ctx.provider.refund(refund.intentId, refund.amount);
  await ctx.db
    .insertInto('payments')
    .values({
      booking_id: refund.bookingId,
      kind: 'refund',
      purpose: 'refund',
      amount: refund.amount,
      currency: refund.currency,
      status: 'succeeded',
      intent_id: refund.intentId,
      client_secret: null,
      failure_message: null,
      created_at: ctx.now(),
      updated_at: ctx.now(),
    })
    .execute();
}

/** Refunds the trip's overpayment across its captured charges, newest first; answers the amount refunded (cents). */
export async function refundOverpayment(ctx: BookingContext, booking: BookingRow): Promise<number> {
  const quote = booking.quote as TripQuote;
  const payments = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .where('purpose', '!=', 'money_request')
    .where('kind', '!=', 'security_deposit')
    .orderBy('id', 'desc')
    .execute();
  // Post-trip charges are owed on top of the trip: they never count as paid for it.
  const trip = payments.filter((payment) => payment.purpose !== 'closeout');
  let excess = paidSoFar(trip, booking.credits_applied) - quote.renterDiscountedTotal;
  let refunded = 0;
  for (const charge of trip.filter((payment) => payment.kind === 'charge' && payment.status === 'succeeded' && payment.intent_id)) {
    if (excess <= 0) break;
    const already = trip
      .filter((payment) => payment.kind === 'refund' && payment.status === 'succeeded' && payment.intent_id === charge.intent_id)
      .reduce((total, payment) => total + payment.amount, 0);
    const amount = Math.min(excess, charge.amount - already);
    if (amount <= 0) continue;
    await refundCharge(ctx, { bookingId: booking.id, intentId: charge.intent_id as string, amount, currency: booking.currency });
    excess -= amount;
    refunded += amount;
  }
  return refunded;
}
