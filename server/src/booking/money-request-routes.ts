// Money requests after a trip (DESIGN.md: within 30 days, up to 5,000): the host asks the renter for money, or the
// other way round; the other side pays by card (the payment simulator, like every payment) or disputes it.
import { createRoute } from '@hono/zod-openapi';
import {
  BookingPaymentSchema,
  type MoneyRequest,
  MoneyRequestDisputeSchema,
  MoneyRequestSchema,
  type MoneyRequests,
  MoneyRequestsSchema,
  MoneyRequestViewSchema,
  moneyRequestMaxAmount,
} from '@rove/contract';
import type { Context } from 'hono';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { idParam, json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { paymentView } from '../payments/payment-routes.ts';
import { toCents } from '../pricing/money.ts';
import { moneyRequestDeadline } from './booking-abilities.ts';
import { type BookingContext, noteBookingEventIn } from './booking-actions.ts';
import { inTransaction } from '../db/transaction.ts';
import { bookingError } from './booking-errors.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e } from './booking-http.ts';
import { canRequestMoney, moneyRequestAnswerRefusal, moneyRequestRefusal } from './money-request-rules.ts';
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

const common = { tags: ['Money requests'], ...signedIn };
const RequestParams = BookingParams.extend({ requestId: idParam('The money request') });
const requestRefusals = (what: string) =>
  refusals({
    400: e.invalid,
    401: e.signInFirst,
    403: `NOT_ALLOWED_FOR_ROLE: ${what}`,
    404: `${e.notParty}; MONEY_REQUEST_NOT_FOUND`,
    409: `ALREADY_ANSWERED; ${e.inProgress}`,
    422: 'IDEMPOTENCY_KEY_REUSED',
  });
const listRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/money-requests',
  operationId: 'listMoneyRequests',
  summary: 'The money requests of a booking, newest first, and whether the caller may send one',
  ...common,
  request: { params: BookingParams },
  responses: { 200: json(MoneyRequestsSchema, 'The requests'), ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: e.notParty }) },
});
const createRequestRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/money-requests',
  operationId: 'requestMoney',
  summary: 'Ask the other party for money after the trip (within 30 days, up to 5,000)',
  ...common,
  request: { params: BookingParams, body: jsonBody(MoneyRequestSchema) },
  responses: {
    201: json(MoneyRequestViewSchema, 'The request'),
    ...refusals({
      400: `${e.invalid}; MONEY_REQUEST_CENTS`,
      401: e.signInFirst,
      404: e.notParty,
      409: `NOT_ALLOWED_IN_STATUS, MONEY_REQUEST_WINDOW_CLOSED; ${e.inProgress}`,
      422: 'MONEY_REQUEST_TOO_HIGH; IDEMPOTENCY_KEY_REUSED',
    }),
  },
});
const payRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/money-requests/{requestId}/payment-intent',
  operationId: 'payMoneyRequest',
  summary: 'The payer’s card payment of a request (the same open intent when asked again)',
  ...common,
  request: { params: RequestParams },
  responses: { 201: json(BookingPaymentSchema, 'The payment intent'), ...requestRefusals('only the payer pays') },
});
const disputeRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/money-requests/{requestId}/dispute',
  operationId: 'disputeMoneyRequest',
  summary: 'The payer disputes a request (support looks at it)',
  ...common,
  request: { params: RequestParams, body: jsonBody(MoneyRequestDisputeSchema) },
  responses: { 200: json(MoneyRequestViewSchema, 'The disputed request'), ...requestRefusals('only the payer disputes') },
});
const withdrawRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/money-requests/{requestId}/withdraw',
  operationId: 'withdrawMoneyRequest',
  summary: 'The requester withdraws a request',
  ...common,
  request: { params: RequestParams },
  responses: { 200: json(MoneyRequestViewSchema, 'The withdrawn request'), ...requestRefusals('only the requester withdraws') },
});

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
    const id = Number(c.req.param('requestId'));
    const row = await deps.db
      .selectFrom('money_requests')
      .selectAll()
      .where('id', '=', id)
      .where('booking_id', '=', booking.id)
      .executeTakeFirst();
    if (!row) throw bookingError(404, 'MONEY_REQUEST_NOT_FOUND', ctx.locale);
    return { ctx, booking, row, user };
  }

  app.openapi(listRoute, async (c) => {
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
    return c.json(answer, 200);
  });

  app.openapi(createRequestRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    const today = todayUtc(deps.now());
    if (moneyRequestRefusal(booking, body.Amount, today) === 'MONEY_REQUEST_CENTS')
      throw bookingError(400, 'MONEY_REQUEST_CENTS', ctx.locale);
    return idempotentCall(
      c,
      deps,
      { userId: user.id, scope: `money-request:${booking.id}`, request: body, locale: ctx.locale },
      async () => {
        const role = roleOf(booking, user.id) as 'renter' | 'owner';
        const refusal = moneyRequestRefusal(booking, body.Amount, today);
        if (refusal === 'MONEY_REQUEST_TOO_HIGH') throw bookingError(422, refusal, ctx.locale);
        if (refusal) throw bookingError(409, refusal === 'MONEY_REQUEST_CENTS' ? 'NOT_ALLOWED_IN_STATUS' : refusal, ctx.locale);
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
  app.openapi(payRoute, async (c) => {
    const { ctx, booking, row, user } = await requestOf(c);
    const refusal = moneyRequestAnswerRefusal(row, user.id, 'pay');
    if (refusal) throw bookingError(refusal === 'NOT_ALLOWED_FOR_ROLE' ? 403 : 409, refusal, ctx.locale);
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

  app.openapi(disputeRoute, async (c) => {
    const { ctx, booking, row, user } = await requestOf(c);
    const body = c.req.valid('json');
    return idempotentCall(
      c,
      deps,
      { userId: user.id, scope: `money-request-dispute:${row.id}`, request: body, locale: ctx.locale },
      async () => {
        if (moneyRequestAnswerRefusal(row, user.id, 'dispute') === 'NOT_ALLOWED_FOR_ROLE')
          throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
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

  app.openapi(withdrawRoute, async (c) => {
    const { ctx, booking, row, user } = await requestOf(c);
    if (moneyRequestAnswerRefusal(row, user.id, 'withdraw') === 'NOT_ALLOWED_FOR_ROLE')
      throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    const updated = await deps.db
      .updateTable('money_requests')
      .set({ status: 'Withdrawn', answered_at: deps.now() })
      .where('id', '=', row.id)
      .where('status', '=', 'Pending')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw bookingError(409, 'ALREADY_ANSWERED', ctx.locale);
    await abandonPayments(ctx, row.id);
    return c.json(moneyRequestView(updated, booking), 200);
  });
}
