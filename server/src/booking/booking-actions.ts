import type { Locale } from '@rove/contract';
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { addDays, daysBetween, todayUtc } from '../pricing/calendar.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { bookingError, tripApiError } from './booking-errors.ts';
import {
  type BookingEvent,
  type BookingRole,
  holdingStatuses,
  pendingStatuses,
  answerDeadline,
  transition,
} from './booking-state-machine.ts';
import type { BookingRow, StoredTrip } from './booking-views.ts';
import { cancellationRefund, hostKeeps, refundPercent } from '../pricing/cancellation-policies.ts';
import { type BookingNotice, recordBookingEvent } from './booking-timeline.ts';
import { addBusinessDays } from './booking-view-rules.ts';
import type { Announcer } from './booking-announcer.ts';
import type { EstimateParams } from './estimate-request.ts';
import { estimateTrip } from './estimate-trip.ts';
import type { BookableListing } from './listing-terms.ts';
import { driverProblem } from './renter-details.ts';
import { inStatusGroup, refundArrivalBusinessDays, type RenterDetails } from '@rove/contract';
import { refundCharge, refundOverpayment } from './overpayment.ts';
import { inTransaction, lockListing } from '../db/transaction.ts';
import { runBookingPayouts } from '../payouts/payout-run.ts';

type Db = Kysely<Database>;

export interface BookingContext {
  db: Db;
  now: () => Date;
  provider: PaymentProvider;
  locale: Locale;
  publicUrl: string;
  /**
   * Tells the parties about every transition and notable step (booking-announcer.ts): the mails through the step's
   * transaction, so that they commit with it (durable mail), the live events once it committed.
   */
  announcer?: Announcer;
  /** The renter's receipt for a trip payment that succeeded, written through the payment's transaction. */
  paymentReceipt?: (trx: Transaction<Database>, bookingId: number, paymentId: number) => Promise<void>;
}

type StepNotice = Omit<BookingNotice, 'booking' | 'fromStatus' | 'toStatus'> & { fromStatus?: string | null; toStatus?: string | null };

/**
 * Records a step on the booking's timeline and writes its mails, in `trx` (the transaction of the change the step
 * made: both commit or neither does); answers the notice to publish once that transaction committed.
 */
export async function noteBookingEventIn(trx: Transaction<Database>, ctx: BookingContext, booking: BookingRow, notice: StepNotice) {
  const full: BookingNotice = { booking, fromStatus: null, toStatus: null, ...notice };
  await recordBookingEvent(trx, { ...full, bookingId: booking.id, at: ctx.now() });
  await ctx.announcer?.mail(trx, full);
  return full;
}

function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23P01';
}

export interface BookingRequestInput {
  listing: BookableListing;
  estimate: EstimateParams;
  renter: RenterDetails;
  messageToHost: string;
}

/**
 * Creates a booking request once per Idempotency-Key: a retry with the same key and body answers the booking
 * the first request made; the same key with another body is refused. Overlapping held dates are refused by
 * the database's exclusion constraints, whatever the timing.
 */
export async function createBookingRequest(ctx: BookingContext, userId: number, input: BookingRequestInput, idempotencyKey: string) {
  const { listing } = input;
  if (listing.ownerId === userId) throw bookingError(403, 'OWN_RV', ctx.locale);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([listing.id, input.estimate, input.renter, input.messageToHost]))
    .digest('hex');
  const now = ctx.now();
  try {
    const created = await inTransaction(ctx.db, async (trx) => {
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key: idempotencyKey, request_hash: requestHash, booking_id: null })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const existing = await trx
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('user_id', '=', userId)
          .where('key', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        if (existing.request_hash !== requestHash || existing.booking_id === null)
          throw bookingError(422, 'IDEMPOTENCY_KEY_REUSED', ctx.locale);
        return { bookingId: existing.booking_id, replayed: true, notice: undefined };
      }
      // The RV's lock before anything that holds its nights (db/transaction.ts): requests for one RV queue here, so
      // the exclusion constraints below refuse the losers at once instead of two inserts waiting on each other.
      await lockListing(trx, listing.id);
      const { result, trip } = await estimateTrip(trx, listing, input.estimate, { userId, now });
      if (!result.ok) throw tripApiError(result.error, ctx.locale);
      const quote = result.quote;
      const driver = driverProblem(input.renter, quote.protection.level, quote.startDate, quote.endDate);
      if (driver) throw tripApiError(driver, ctx.locale);
      const stored: StoredTrip = {
        adults: input.estimate.adults,
        children: input.estimate.children,
        pets: input.estimate.pets,
        protectionLevel: quote.protection.level,
        roadsideAssistance: input.estimate.roadsideAssistance,
        rvUsage: input.estimate.rvUsage,
        addons: input.estimate.addons,
        destination: input.estimate.destination ?? null,
        deliveryAddress: input.estimate.deliveryAddress ?? null,
        deliveryDistance: trip?.deliveryDistance ?? null,
        promoCode: quote.promotion?.code ?? null,
      };
      const booking = await trx
        .insertInto('bookings')
        .values({
          listing_id: listing.id,
          renter_id: userId,
          owner_id: listing.ownerId,
          // Instant-book RVs are accepted at once and confirm on payment; others wait for the host.
          status: listing.instantBook ? 'AwaitingPayment' : 'AwaitingOwnerApproval',
          start_date: quote.startDate,
          end_date: quote.endDate,
          instant_book: listing.instantBook,
          currency: quote.currency,
          trip: JSON.stringify(stored),
          quote: JSON.stringify(quote),
          renter_total: quote.renterDiscountedTotal,
          renter_details: JSON.stringify(input.renter),
          cancellation_policy: listing.cancellationPolicy,
          message_to_host: input.messageToHost,
          decline_reason: null,
          cancel_reason: null,
          waiting_since: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('availability_blocks')
        .values({
          listing_id: listing.id,
          during: `[${quote.startDate},${quote.endDate})`,
          kind: 'booked',
          booking_id: booking.id,
          note: null,
        })
        .execute();
      await recordBookingEvent(trx, {
        bookingId: booking.id,
        event: 'requested',
        actor: 'renter',
        fromStatus: null,
        toStatus: listing.instantBook ? 'AwaitingPayment' : 'AwaitingOwnerApproval',
        data: { InstantBook: listing.instantBook },
        at: now,
      });
      await trx
        .updateTable('idempotency_keys')
        .set({ booking_id: booking.id })
        .where('user_id', '=', userId)
        .where('key', '=', idempotencyKey)
        .execute();
      // The host's mail and the renter's receipt commit with the request.
      const row = (await findBooking(trx, booking.id)) as BookingRow;
      const notice: BookingNotice = { booking: row, event: 'requested', actor: 'renter', fromStatus: null, toStatus: row.status, data: {} };
      await ctx.announcer?.mail(trx, notice);
      return { bookingId: booking.id, replayed: false, notice };
    });
    if (created.notice) ctx.announcer?.publish(created.notice);
    return { bookingId: created.bookingId, replayed: created.replayed };
  } catch (error) {
    if (isExclusionViolation(error)) throw tripApiError({ code: 'DATES_UNAVAILABLE', params: {} }, ctx.locale);
    throw error;
  }
}

export async function findBooking(db: Db | Transaction<Database>, id: number): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The timeline's name of a state-machine event. */
const timelineEventOf = (event: BookingEvent) => (event === 'acceptQuote' ? 'quote-accepted' : event);

export interface EventChanges {
  declineReason?: string;
  declineCode?: string;
  cancelReason?: string;
  cancelCode?: string;
  cancelledBy?: number;
}

/**
 * Applies one state-machine event under a row lock: the new status, its timeline entry and the parties' mails commit
 * in one transaction; the live events go after. Answers the booking before and after.
 */
export async function applyEvent(
  ctx: BookingContext,
  bookingId: number,
  event: BookingEvent,
  role: BookingRole,
  changes: EventChanges = {},
  options: { data?: Record<string, unknown> } = {},
): Promise<{ before: BookingRow; after: BookingRow }> {
  const { applied, notice } = await inTransaction(ctx.db, async (trx) => {
    const done = await applyEventIn(trx, ctx, bookingId, event, role, changes, options.data);
    return { applied: done, notice: await mailApplied(trx, ctx, done, event, role, options.data) };
  });
  ctx.announcer?.publish(notice);
  return applied;
}

/**
 * One state-machine event inside a transaction the caller holds, with its timeline entry and its mails (so that they
 * commit with the caller's other writes, or not at all); answers the booking before and after and the notice to
 * publish once the caller's transaction committed.
 */
export async function transitionIn(
  trx: Transaction<Database>,
  ctx: BookingContext,
  bookingId: number,
  event: BookingEvent,
  role: BookingRole,
  data: Record<string, unknown> = {},
) {
  const applied = await applyEventIn(trx, ctx, bookingId, event, role, {}, data);
  return { ...applied, notice: await mailApplied(trx, ctx, applied, event, role, data) };
}

/** applyEvent's writes, inside a transaction the caller holds (so that they commit with the caller's, or not at all). */
async function applyEventIn(
  trx: Transaction<Database>,
  ctx: BookingContext,
  bookingId: number,
  event: BookingEvent,
  role: BookingRole,
  changes: EventChanges,
  data: Record<string, unknown> | undefined,
): Promise<{ before: BookingRow; after: BookingRow }> {
  const now = ctx.now();
  const before = await trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).forUpdate().executeTakeFirst();
  if (!before) throw bookingError(404, 'BOOKING_NOT_FOUND', ctx.locale);
  const result = transition({ status: before.status, waitingSince: before.waiting_since, endDate: before.end_date }, event, role, now);
  if (!result.ok) throw bookingError(result.reason === 'NOT_ALLOWED_FOR_ROLE' ? 403 : 409, result.reason, ctx.locale);
  const after = await trx
    .updateTable('bookings')
    .set({
      status: result.to,
      updated_at: now,
      ...(result.to === 'AwaitingPayment' ? { waiting_since: now } : {}),
      ...(changes.declineReason !== undefined ? { decline_reason: changes.declineReason } : {}),
      ...(changes.declineCode !== undefined ? { decline_code: changes.declineCode } : {}),
      ...(changes.cancelReason !== undefined ? { cancel_reason: changes.cancelReason } : {}),
      ...(changes.cancelCode !== undefined ? { cancel_code: changes.cancelCode } : {}),
      ...(changes.cancelledBy !== undefined ? { cancelled_by: changes.cancelledBy } : {}),
    })
    .where('id', '=', bookingId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!holdingStatuses.includes(result.to)) {
    await trx.deleteFrom('availability_blocks').where('booking_id', '=', bookingId).execute();
    await closeChangeRequests(trx, bookingId, now);
  }
  if (result.to === 'Confirmed') await schedulePayout(trx, after);
  // A quote only means something while the request waits for the host.
  if (before.status === 'AwaitingOwnerApproval')
    await trx
      .updateTable('custom_quotes')
      .set({ status: 'Withdrawn', answered_at: now })
      .where('booking_id', '=', bookingId)
      .where('status', '=', 'Pending')
      .execute();
  await recordBookingEvent(trx, {
    bookingId,
    event: timelineEventOf(event),
    actor: role,
    fromStatus: before.status,
    toStatus: after.status,
    data: {
      ...data,
      ...(changes.declineCode ? { ReasonCode: changes.declineCode } : {}),
      ...(changes.cancelCode ? { ReasonCode: changes.cancelCode } : {}),
    },
    at: now,
  });
  return { before, after };
}

/**
 * A booking that no longer holds its dates (cancelled, declined, expired, ended) can no longer change: the request
 * waiting for an answer is closed and the drafts are dropped, in the transaction of the transition.
 */
async function closeChangeRequests(trx: Transaction<Database>, bookingId: number, now: Date) {
  await trx
    .updateTable('change_requests')
    .set({ status: 'Closed', updated_at: now })
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'Pending')
    .execute();
  await trx.deleteFrom('change_requests').where('booking_id', '=', bookingId).where('status', '=', 'Draft').execute();
}

/** The notice of an applied transition, its mails written through `trx`; answers it to publish after the commit. */
async function mailApplied(
  trx: Transaction<Database>,
  ctx: BookingContext,
  applied: { before: BookingRow; after: BookingRow },
  event: BookingEvent,
  role: BookingRole,
  data: Record<string, unknown> | undefined,
): Promise<BookingNotice> {
  const notice: BookingNotice = {
    booking: applied.after,
    event: timelineEventOf(event),
    actor: role,
    fromStatus: applied.before.status,
    toStatus: applied.after.status,
    data: data ?? {},
  };
  await ctx.announcer?.mail(trx, notice);
  return notice;
}

/** The host is paid the day after the trip starts. */
async function schedulePayout(trx: Transaction<Database>, booking: BookingRow) {
  const quote = booking.quote as TripQuote;
  await trx
    .insertInto('payouts')
    .values({
      booking_id: booking.id,
      owner_id: booking.owner_id,
      amount: quote.ownerPayout,
      currency: booking.currency,
      status: 'scheduled',
      scheduled_for: addDays(booking.start_date, 1),
      paid_at: null,
    })
    .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
    .execute();
}

/** Releases card authorisations and abandons unpaid intents (declined, expired, cancelled, completed). */
export async function releaseOpenPayments(ctx: BookingContext, bookingId: number, kinds: ('charge' | 'security_deposit')[]) {
  const open = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', 'in', kinds)
    .where('status', 'in', ['requires_capture', 'requires_payment_method', 'requires_action'])
    .execute();
  for (const payment of open) {
    if (payment.intent_id) await ctx.provider.cancel(payment.intent_id);
    await ctx.db.updateTable('payments').set({ status: 'canceled', updated_at: ctx.now() }).where('id', '=', payment.id).execute();
  }
}

export async function acceptBooking(ctx: BookingContext, bookingId: number) {
  // A card authorised with the request is charged on acceptance.
  const authorised = (
    await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'charge')
      .where('status', '=', 'requires_capture')
      .execute()
  ).filter((payment) => payment.intent_id);
  // Nothing to charge: the acceptance and its mails are one transaction.
  if (authorised.length === 0) return (await applyEvent(ctx, bookingId, 'accept', 'owner', {}, { data: { Charged: false } })).after;
  // The provider captures first (its state lives outside our database, and capturing again changes nothing); then the
  // acceptance, the charges' records, the confirmation they bring, their timeline entries and every mail commit in
  // one transaction. A transaction that fails leaves the booking waiting for the host with the money captured: the
  // host's retry records it; a booking that moved on meanwhile gets it back (recordPaymentStatus's undo).
  const captures: { paymentId: number; status: 'succeeded' | 'failed' }[] = [];
  for (const payment of authorised) {
    const intent = await ctx.provider.capture(payment.intent_id as string);
    captures.push({ paymentId: payment.id, status: intent.status === 'succeeded' ? 'succeeded' : 'failed' });
  }
  const charged = captures.some((capture) => capture.status === 'succeeded');
  let told: BookingNotice[];
  try {
    told = await inTransaction(ctx.db, async (trx) => {
      const applied = await applyEventIn(trx, ctx, bookingId, 'accept', 'owner', {}, { Charged: charged });
      const notices = [await mailApplied(trx, ctx, applied, 'accept', 'owner', { Charged: charged })];
      for (const capture of captures) notices.push(...(await recordPaymentIn(trx, ctx, capture.paymentId, capture.status, null)).notices);
      return notices;
    });
  } catch (error) {
    if (error instanceof ApiError)
      for (const capture of captures.filter((entry) => entry.status === 'succeeded'))
        await recordPaymentStatus(ctx, capture.paymentId, 'succeeded', null);
    throw error;
  }
  let current = (await findBooking(ctx.db, bookingId)) as BookingRow;
  // A change approved before acceptance may have lowered the total below what the card was authorised for.
  if (charged && (await refundOverpayment(ctx, current)) > 0) current = (await findBooking(ctx.db, bookingId)) ?? current;
  for (const notice of told) ctx.announcer?.publish(notice);
  return current;
}

export async function declineBooking(ctx: BookingContext, bookingId: number, reason: string, code: string | null = null) {
  const { after } = await applyEvent(
    ctx,
    bookingId,
    'decline',
    'owner',
    { declineReason: reason, declineCode: code ?? undefined },
    { data: { Reason: reason, ReasonCode: code } },
  );
  await releaseOpenPayments(ctx, bookingId, ['charge', 'security_deposit']);
  return after;
}

function paidSoFar(payments: { kind: string; purpose: string; status: string; amount: number }[]): number {
  let paid = 0;
  for (const payment of payments) {
    if (payment.status !== 'succeeded' || payment.purpose === 'money_request') continue;
    if (payment.kind === 'charge') paid += payment.amount;
    if (payment.kind === 'refund') paid -= payment.amount;
  }
  return paid;
}

/** Rove's part of a trip: protection, the renter service fee and the taxes Rove collects. */
function roveShareOf(quote: TripQuote) {
  return (
    quote.protection.insuranceTotal +
    quote.protection.roadsideTotal +
    quote.renterServiceFee +
    [...quote.renterTaxes, ...quote.usTaxes].reduce((total, line) => total + line.amount, 0)
  );
}

/** What cancelling now would give back, by the booking's policy (the cancel page shows it; cancel applies it). */
export async function cancellationOutcome(
  ctx: BookingContext,
  booking: BookingRow,
  role: 'renter' | 'owner',
  db: Db | Transaction<Database> = ctx.db,
) {
  const quote = booking.quote as TripQuote;
  const payments = await db.selectFrom('payments').selectAll().where('booking_id', '=', booking.id).execute();
  const paid = paidSoFar(payments);
  const daysBeforeStart = daysBetween(todayUtc(ctx.now()), booking.start_date);
  const policy = booking.cancellation_policy;
  const refund = cancellationRefund({
    policy,
    cancelledBy: role,
    daysBeforeStart,
    paid,
    total: quote.renterDiscountedTotal,
    protection: quote.protection.insuranceTotal + quote.protection.roadsideTotal,
    renterServiceFee: quote.renterServiceFee,
  });
  const keeps = hostKeeps({
    cancelledBy: role,
    ownerPayout: quote.ownerPayout,
    paid,
    creditsApplied: booking.credits_applied,
    refund,
    roveShare: roveShareOf(quote),
  });
  return {
    policy,
    daysBeforeStart,
    percent: refundPercent(policy, role, daysBeforeStart),
    paid,
    refund,
    hostKeeps: keeps,
    creditsReturned: booking.credits_applied,
  };
}

/**
 * Cancels: the new status, what the policy gives back (the refund, credits returned, the host's part of the payout),
 * the timeline entry and both parties' mails commit in one transaction; then the provider releases the card's
 * authorisations and refunds the captured charges, each refund recorded as it succeeds.
 */
export async function cancelBooking(
  ctx: BookingContext,
  bookingId: number,
  role: 'renter' | 'owner',
  reason: string,
  code: string | null = null,
  userId?: number,
) {
  const { cancelled, notice, refund } = await inTransaction(ctx.db, async (trx) => {
    // The booking's lock first (the payments after it, db/transaction.ts); the outcome is computed on the booking as
    // it was (paid, credits) before the cancellation changes it.
    const before = await trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).forUpdate().executeTakeFirst();
    if (!before) throw bookingError(404, 'BOOKING_NOT_FOUND', ctx.locale);
    const outcome = await cancellationOutcome(ctx, before, role, trx);
    const data = {
      Refund: outcome.refund / 100,
      HostKeeps: outcome.hostKeeps / 100,
      Paid: outcome.paid / 100,
      CreditsReturned: before.credits_applied / 100,
      ArrivesBy: outcome.refund > 0 ? addBusinessDays(todayUtc(ctx.now()), refundArrivalBusinessDays.max) : null,
      Reason: reason,
      ReasonCode: code,
      Policy: outcome.policy,
    };
    const { after } = await applyEventIn(
      trx,
      ctx,
      bookingId,
      'cancel',
      role,
      { cancelReason: reason, cancelCode: code ?? undefined, cancelledBy: userId },
      data,
    );
    if (before.credits_applied > 0) {
      await trx
        .insertInto('user_credits')
        .values({
          user_id: after.renter_id,
          currency: after.currency,
          amount: before.credits_applied,
          booking_id: bookingId,
          reason: 'Booking cancelled: credits returned',
        })
        .execute();
    }
    await trx
      .updateTable('payouts')
      .set(outcome.hostKeeps > 0 ? { amount: outcome.hostKeeps } : { status: 'canceled' })
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'trip')
      .where('status', '=', 'scheduled')
      .execute();
    const row = await trx
      .updateTable('bookings')
      .set({ refund_amount: outcome.refund, credits_applied: 0 })
      .where('id', '=', bookingId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const told = await mailApplied(trx, ctx, { before, after: row }, 'cancel', role, data);
    return { cancelled: row, notice: told, refund: outcome.refund };
  });
  ctx.announcer?.publish(notice);
  await releaseOpenPayments(ctx, bookingId, ['charge', 'security_deposit']);
  const payments = await ctx.db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('id', 'desc').execute();
  let remaining = refund;
  for (const charge of payments.filter(
    (payment) => payment.kind === 'charge' && payment.status === 'succeeded' && payment.intent_id && payment.purpose !== 'money_request',
  )) {
    if (remaining <= 0) break;
    const amount = Math.min(remaining, charge.amount);
    await refundCharge(ctx, { bookingId, intentId: charge.intent_id as string, amount, currency: cancelled.currency });
    remaining -= amount;
  }
  return cancelled;
}

type PaymentStatusUpdate = 'succeeded' | 'failed' | 'requires_capture' | 'requires_action';

/**
 * Records a payment's new status once, in `trx`. The first time a trip charge succeeds it takes the renter's credits
 * and confirms a booking that awaits payment. Recording the same status again changes nothing. What the payment
 * causes (the confirmation, a settled money request or closeout) is on the timeline and mailed in the same
 * transaction, with the renter's receipt; answers the notices to publish once it committed, and whether the money
 * must go back (it arrived after the booking ended).
 */
export async function recordPaymentIn(
  trx: Transaction<Database>,
  ctx: BookingContext,
  paymentId: number,
  status: PaymentStatusUpdate,
  failure: string | null,
): Promise<{ notices: BookingNotice[]; undo: boolean }> {
  const notices: BookingNotice[] = [];
  const outcome = await paymentStep(trx, ctx, paymentId, status, failure);
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (outcome.next === 'closeout-paid' || outcome.next === 'money-request-paid') {
    const booking = (await findBooking(trx, payment.booking_id)) as BookingRow;
    const payer =
      outcome.next === 'closeout-paid'
        ? 'renter'
        : payment.money_request_id
          ? await payerRole(trx, booking, payment.money_request_id)
          : 'renter';
    notices.push(
      await noteBookingEventIn(trx, ctx, booking, {
        event: outcome.next,
        actor: payer,
        data: { Amount: payment.amount / 100, Currency: payment.currency, MoneyRequestId: payment.money_request_id },
      }),
    );
  }
  if (outcome.next === 'confirm' && outcome.confirmed) {
    const payout = (outcome.confirmed.after.quote as TripQuote).ownerPayout / 100;
    notices.push(await mailApplied(trx, ctx, outcome.confirmed, 'pay', 'system', { Amount: payment.amount / 100, Payout: payout }));
  }
  // The renter's receipt for a trip payment (reservation, full, balance), once, when it succeeds and is kept.
  if (outcome.nowSucceeded && outcome.next !== 'undo' && ['reservation', 'full', 'balance'].includes(payment.purpose))
    await ctx.paymentReceipt?.(trx, payment.booking_id, payment.id);
  return { notices, undo: outcome.next === 'undo' };
}

/** Records a payment's new status in a transaction of its own (recordPaymentIn), then tells the parties. */
export async function recordPaymentStatus(ctx: BookingContext, paymentId: number, status: PaymentStatusUpdate, failure: string | null) {
  const { notices, undo } = await inTransaction(ctx.db, (trx) => recordPaymentIn(trx, ctx, paymentId, status, failure));
  for (const notice of notices) ctx.announcer?.publish(notice);
  if (undo) await giveBack(ctx, paymentId, status);
}

/** Money that arrived after the booking ended goes straight back: an authorisation released, a charge refunded. */
async function giveBack(ctx: BookingContext, paymentId: number, status: PaymentStatusUpdate) {
  const recorded = await ctx.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (!recorded.intent_id) return;
  if (status === 'requires_capture') {
    await ctx.provider.cancel(recorded.intent_id);
    await ctx.db.updateTable('payments').set({ status: 'canceled', updated_at: ctx.now() }).where('id', '=', paymentId).execute();
  } else {
    await refundCharge(ctx, {
      bookingId: recorded.booking_id,
      intentId: recorded.intent_id,
      amount: recorded.amount,
      currency: recorded.currency,
    });
  }
}

/** The payment's own writes under the booking's and the payment's locks; what they lead to. */
async function paymentStep(
  trx: Transaction<Database>,
  ctx: BookingContext,
  paymentId: number,
  status: PaymentStatusUpdate,
  failure: string | null,
): Promise<{
  next: 'confirm' | 'undo' | 'none' | 'closeout-paid' | 'money-request-paid';
  nowSucceeded: boolean;
  confirmed?: { before: BookingRow; after: BookingRow };
}> {
  let nowSucceeded = false;
  const none = () => ({ next: 'none' as const, nowSucceeded });
  // Lock order (db/transaction.ts): the booking, then its payment.
  const { booking_id: bookingId } = await trx
    .selectFrom('payments')
    .select('booking_id')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).forUpdate().executeTakeFirstOrThrow();
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirstOrThrow();
  if (payment.status === status || payment.status === 'succeeded' || payment.status === 'canceled') return none();
  await trx.updateTable('payments').set({ status, failure_message: failure, updated_at: ctx.now() }).where('id', '=', paymentId).execute();
  nowSucceeded = status === 'succeeded' && payment.kind === 'charge';
  if (status !== 'succeeded' && status !== 'requires_capture') return none();
  if (payment.purpose === 'money_request') {
    // A money request paid (by card, by either party): the request is settled, once.
    if (status !== 'succeeded' || payment.money_request_id === null) return none();
    const settled = await trx
      .updateTable('money_requests')
      .set({ status: 'Paid', answered_at: ctx.now() })
      .where('id', '=', payment.money_request_id)
      .where('status', '=', 'Pending')
      .returning('id')
      .executeTakeFirst();
    return settled ? { next: 'money-request-paid', nowSucceeded } : none();
  }
  if (payment.purpose === 'closeout') {
    // Post-trip charges: the host is paid the charges, Rove keeps the transaction fee.
    if (status === 'succeeded') {
      const closeout = await trx.selectFrom('booking_closeouts').selectAll().where('booking_id', '=', booking.id).executeTakeFirst();
      if (closeout) {
        await trx
          .insertInto('payouts')
          .values({
            booking_id: booking.id,
            owner_id: booking.owner_id,
            kind: 'closeout',
            amount: closeout.distance_charge + closeout.generator_charge + closeout.damages,
            currency: booking.currency,
            status: 'scheduled',
            scheduled_for: todayUtc(ctx.now()),
            paid_at: null,
          })
          .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
          .execute();
        return { next: 'closeout-paid', nowSucceeded };
      }
    }
    return none();
  }
  // Money that arrives after the booking ended (an authentication finished late) goes straight back.
  if (!holdingStatuses.includes(booking.status)) return { next: 'undo', nowSucceeded };
  if (status !== 'succeeded' || payment.kind !== 'charge') return none();
  const quote = booking.quote as TripQuote;
  // Credits are taken once each (a pay-later trip may pay its balance in more than one payment after a change).
  const creditsLeft = Math.max(0, quote.credits.now + quote.credits.later - booking.credits_applied);
  const credits = Math.min(creditsLeft, payment.purpose === 'balance' ? quote.credits.later : quote.credits.now);
  if (credits > 0) {
    await trx
      .insertInto('user_credits')
      .values({
        user_id: booking.renter_id,
        currency: booking.currency,
        amount: -credits,
        booking_id: booking.id,
        reason: 'Applied to a booking',
      })
      .execute();
    await trx
      .updateTable('bookings')
      .set({ credits_applied: booking.credits_applied + credits })
      .where('id', '=', booking.id)
      .execute();
  }
  if (booking.status !== 'AwaitingPayment') return none();
  // The payment and the booking's confirmation commit together: a crash between them cannot leave a paid
  // booking waiting for its payment (test/reliability/crash.test.ts).
  const confirmed = await applyEventIn(trx, ctx, booking.id, 'pay', 'system', {}, { Amount: payment.amount / 100 });
  return { next: 'confirm', nowSucceeded, confirmed };
}

async function payerRole(db: Transaction<Database>, booking: BookingRow, moneyRequestId: number): Promise<'renter' | 'owner'> {
  const request = await db.selectFrom('money_requests').select('payer_id').where('id', '=', moneyRequestId).executeTakeFirst();
  return request?.payer_id === booking.owner_id ? 'owner' : 'renter';
}

/**
 * Time-driven transitions, applied whenever a booking is read or acted on: requests and unpaid acceptances
 * expire 48 hours after they started waiting, trips complete on their last day, payouts are paid when due.
 */
export async function settleBooking(ctx: BookingContext, booking: BookingRow): Promise<BookingRow> {
  const now = ctx.now();
  let current = booking;
  // Another request may settle the same booking at the same moment: its transition wins, this one re-reads.
  const attempt = async (event: BookingEvent, release: ('charge' | 'security_deposit')[]) => {
    try {
      current = (await applyEvent(ctx, current.id, event, 'system')).after;
      await releaseOpenPayments(ctx, current.id, release);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      current = (await findBooking(ctx.db, current.id)) ?? current;
    }
  };
  if (pendingStatuses.includes(current.status) && now.getTime() >= answerDeadline(current.waiting_since).getTime()) {
    await attempt('expire', ['charge', 'security_deposit']);
  }
  if (current.status === 'Confirmed' && todayUtc(now) >= current.end_date) {
    // The security deposit authorisation is released after the trip.
    await attempt('complete', ['security_deposit']);
  }
  // Payouts fall due the day after the start; only bookings that were paid have one. A host without a payout
  // method has them held until one is saved (payouts/payout-run.ts).
  if (inStatusGroup(current.status, 'paid') && todayUtc(now) >= addDays(current.start_date, 1)) {
    await runBookingPayouts(ctx.db, current.id, now);
  }
  return current;
}
