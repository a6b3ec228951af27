// Money requests after a trip (DESIGN.md: within 30 days, up to 5,000): the host asks the renter for money, or the
// other way round; the other side pays by card (the payment simulator, like every payment) or disputes it.
import {
  type MoneyRequest,
  MoneyRequestDisputeSchema,
  isWholeCents,
  MoneyRequestSchema,
  type MoneyRequests,
  moneyRequestMaxAmount,
} from '@rove/contract';
import type { Context } from 'hono';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { requireUser } from '../identity/middleware.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { paymentView } from '../payments/payment-routes.ts';
import { toCents } from '../pricing/money.ts';
import { moneyRequestDeadline } from './booking-abilities.ts';
import { type BookingContext, noteBookingEventIn } from './booking-actions.ts';
import { inTransaction } from '../db/transaction.ts';
import { bookingError } from './booking-errors.ts';
import { type BookingRouteHelpers, parseOr400, readJson } from './booking-http.ts';
import { type BookingRow, roleOf } from './booking-views.ts';
import type { MoneyRequestsTable } from './dashboard-schema.ts';
import { idempotentCall } from './idempotent-call.ts';

export function moneyRequestView(row: Selectable<MoneyRequestsTable>, booking: Pick<BookingRow, 'owner_id'>): MoneyRequest {
  return {
    Id: row.id,
    BookingId: row.booking_id,
    RequesterId: row.requester_id,
    PayerId: row.payer_id,
    RequestedBy: row.requester_id === booking.owner_id ? 'owner' : 'renter',
    Amount: row.amount / 100,
    Currency: row.currency,
    Reason: row.reason,
    Status: row.status,
    DisputeReason: row.dispute_reason,
    CreatedAt: row.created_at.toISOString(),
    AnsweredAt: row.answered_at?.toISOString() ?? null,
  };
}

/** Whether a request may be sent on this booking today: after the trip, within 30 days of its end. */
export function canRequestMoney(booking: Pick<BookingRow, 'status' | 'end_date'>, today: string): boolean {
  return booking.status === 'Completed' && today <= moneyRequestDeadline(booking.end_date);
}

const requestIdSchema = z.coerce.number().int().positive();

/** A disputed or withdrawn request can no longer be paid: its open intents are abandoned. */
async function abandonPayments(ctx: BookingContext, moneyRequestId: number) {
  const open = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('money_request_id', '=', moneyRequestId)
    .where('status', 'in', ['requires_payment_method', 'requires_action', 'failed'])
    .execute();
  for (const payment of open) {
    if (payment.intent_id) await ctx.provider.cancel(payment.intent_id);
    await ctx.db.updateTable('payments').set({ status: 'canceled', updated_at: ctx.now() }).where('id', '=', payment.id).execute();
  }
}

export function registerMoneyRequestRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  async function requestOf(c: Context) {
    const user = c.get('user') as { id: number };
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const id = parseOr400(requestIdSchema, c.req.param('requestId'));
    const row = await deps.db
      .selectFrom('money_requests')
      .selectAll()
      .where('id', '=', id)
      .where('booking_id', '=', booking.id)
      .executeTakeFirst();
    if (!row) throw bookingError(404, 'MONEY_REQUEST_NOT_FOUND', ctx.locale);
    return { ctx, booking, row, user };
  }

  app.get('/api/bookings/:id/money-requests', requireUser, async (c) => {
    const user = c.get('user');
    const { booking } = await helpers.bookingForParty(c, user.id);
    const rows = await deps.db
      .selectFrom('money_requests')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .orderBy('id', 'desc')
      .execute();
    const today = todayUtc(deps.now());
    const answer: MoneyRequests = {
      Items: rows.map((row) => moneyRequestView(row, booking)),
      CanRequest: canRequestMoney(booking, today),
      Deadline: booking.status === 'Completed' ? moneyRequestDeadline(booking.end_date) : null,
      MaxAmount: moneyRequestMaxAmount,
    };
    return c.json(answer);
  });

  app.post('/api/bookings/:id/money-requests', requireUser, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = parseOr400(MoneyRequestSchema, await readJson(c));
    // 0.001 is no amount (stored as 0 cents it answered 500, issue 36).
    if (!isWholeCents(body.Amount)) throw bookingError(400, 'MONEY_REQUEST_CENTS', ctx.locale);
    return idempotentCall(
      c,
      deps,
      { userId: user.id, scope: `money-request:${booking.id}`, request: body, locale: ctx.locale },
      async () => {
        const role = roleOf(booking, user.id) as 'renter' | 'owner';
        if (booking.status !== 'Completed') throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
        if (!canRequestMoney(booking, todayUtc(deps.now()))) throw bookingError(409, 'MONEY_REQUEST_WINDOW_CLOSED', ctx.locale);
        if (body.Amount > moneyRequestMaxAmount) throw bookingError(422, 'MONEY_REQUEST_TOO_HIGH', ctx.locale);
        // The request and the payer's mail commit together (durable mail).
        const { row, notice } = await inTransaction(deps.db, async (trx) => {
          const saved = await trx
            .insertInto('money_requests')
            .values({
              booking_id: booking.id,
              requester_id: user.id,
              payer_id: role === 'owner' ? booking.renter_id : booking.owner_id,
              amount: toCents(body.Amount),
              currency: booking.currency,
              reason: body.Reason,
              status: 'Pending',
              created_at: deps.now(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const told = await noteBookingEventIn(trx, ctx, booking, {
            event: 'money-request',
            actor: role,
            data: { MoneyRequestId: saved.id, Amount: saved.amount / 100, Reason: saved.reason },
          });
          return { row: saved, notice: told };
        });
        ctx.announcer?.publish(notice);
        return { status: 201, body: moneyRequestView(row, booking) };
      },
    );
  });

  // The payer's card payment: an intent for the request's amount (the same open one when asked again).
  app.post('/api/bookings/:id/money-requests/:requestId/payment-intent', requireUser, async (c) => {
    const { ctx, booking, row, user } = await requestOf(c);
    if (row.payer_id !== user.id) throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    if (row.status !== 'Pending') throw bookingError(409, 'ALREADY_ANSWERED', ctx.locale);
    let payment = await deps.db
      .selectFrom('payments')
      .selectAll()
      .where('money_request_id', '=', row.id)
      .where('status', 'in', ['requires_payment_method', 'requires_action', 'failed'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!payment) {
      const intent = await ctx.provider.createIntent({ amount: row.amount, currency: row.currency, captureMethod: 'automatic' });
      payment = await deps.db
        .insertInto('payments')
        .values({
          booking_id: booking.id,
          kind: 'charge',
          purpose: 'money_request',
          money_request_id: row.id,
          amount: row.amount,
          currency: row.currency,
          status: 'requires_payment_method',
          provider: ctx.provider.name,
          intent_id: intent.id,
          client_secret: intent.clientSecret,
          failure_message: null,
          created_at: deps.now(),
          updated_at: deps.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return c.json({ ...paymentView(payment), BookingStatus: booking.status }, 201);
  });

  app.post('/api/bookings/:id/money-requests/:requestId/dispute', requireUser, async (c) => {
    const { ctx, booking, row, user } = await requestOf(c);
    const body = parseOr400(MoneyRequestDisputeSchema, await readJson(c));
    return idempotentCall(
      c,
      deps,
      { userId: user.id, scope: `money-request-dispute:${row.id}`, request: body, locale: ctx.locale },
      async () => {
        if (row.payer_id !== user.id) throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
        // The dispute, its timeline entry and the requester's mail: one transaction; then its open intents are abandoned.
        const { updated, notice } = await inTransaction(deps.db, async (trx) => {
          const disputed = await trx
            .updateTable('money_requests')
            .set({ status: 'Disputed', dispute_reason: body.Reason, answered_at: deps.now() })
            .where('id', '=', row.id)
            .where('status', '=', 'Pending')
            .returningAll()
            .executeTakeFirst();
          if (!disputed) throw bookingError(409, 'ALREADY_ANSWERED', ctx.locale);
          const told = await noteBookingEventIn(trx, ctx, booking, {
            event: 'money-request-disputed',
            actor: roleOf(booking, user.id) as 'renter' | 'owner',
            data: { MoneyRequestId: row.id, Amount: row.amount / 100, Reason: body.Reason },
          });
          return { updated: disputed, notice: told };
        });
        ctx.announcer?.publish(notice);
        await abandonPayments(ctx, row.id);
        return { status: 200, body: moneyRequestView(updated, booking) };
      },
    );
  });

  app.post('/api/bookings/:id/money-requests/:requestId/withdraw', requireUser, async (c) => {
    const { ctx, booking, row, user } = await requestOf(c);
    if (row.requester_id !== user.id) throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    const updated = await deps.db
      .updateTable('money_requests')
      .set({ status: 'Withdrawn', answered_at: deps.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'Pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw bookingError(409, 'ALREADY_ANSWERED', ctx.locale);
    await abandonPayments(ctx, row.id);
    return c.json(moneyRequestView(updated, booking));
  });
}
