// Custom quotes: while a request waits for the host, the host may propose another nightly price; the server prices
// the same trip at it. The renter accepts (the request is accepted at that price and waits for payment; any card
// authorised for the old price is released) or declines (the request keeps waiting for the host).
import { createRoute, z } from '@hono/zod-openapi';
import { BookingDetailSchema, CustomQuoteRequestSchema, FinancialBreakdownSchema } from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { financialBreakdown } from '../pricing/financial-breakdown.ts';
import { toCents } from '../pricing/money.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { type BookingContext, findBooking, noteBookingEventIn, releaseOpenPayments, transitionIn } from './booking-actions.ts';
import type { BookingNotice } from './booking-timeline.ts';
import { inTransaction } from '../db/transaction.ts';
import { bookingError, tripApiError } from './booking-errors.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e } from './booking-http.ts';
import { type BookingRow, bookingDetail, roleOf, type StoredTrip } from './booking-views.ts';
import { changedEstimate } from './change-request-routes.ts';
import { estimateTrip } from './estimate-trip.ts';
import { idempotentCall } from './idempotent-call.ts';
import { loadEstimateListing } from './listing-terms.ts';

/** The booking's trip priced at another nightly price (its own dates do not count as taken). */
export async function quoteAtNightlyPrice(ctx: BookingContext, booking: BookingRow, nightlyPrice: number) {
  const params = changedEstimate(booking, {});
  // One query: the RV's terms, the stay's calendar and the ranges that touch it (listing-terms.ts).
  const loaded = await loadEstimateListing(ctx.db, booking.listing_id, { start: params.dateStart, end: params.dateEnd });
  if (!loaded) throw bookingError(404, 'RV_NOT_FOUND', ctx.locale);
  const custom = { ...loaded.listing, terms: { ...loaded.listing.terms, nightlyPrice } };
  const { result } = await estimateTrip(ctx.db, custom, params, {
    userId: booking.renter_id,
    now: ctx.now(),
    exceptBookingId: booking.id,
    taken: loaded.taken,
  });
  if (!result.ok) throw tripApiError(result.error, ctx.locale);
  return result.quote;
}

const common = { tags: ['Bookings'], ...signedIn };
const bookingAnswer = json(BookingDetailSchema, 'The booking');
const quoteRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/custom-quote',
  operationId: 'sendCustomQuote',
  summary: 'The host proposes another nightly price for a request',
  ...common,
  request: { params: BookingParams, body: jsonBody(CustomQuoteRequestSchema) },
  responses: {
    201: bookingAnswer,
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      403: `${e.role} (the host quotes)`,
      404: `${e.notParty}; RV_NOT_FOUND`,
      409: `REQUEST_EXPIRED, ALREADY_ANSWERED, QUOTE_PENDING; ${e.inProgress}`,
      422: e.idempotency,
    }),
  },
});
const previewRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/custom-quote/preview',
  operationId: 'previewCustomQuote',
  summary: 'Price a custom quote before sending it (nothing is stored)',
  ...common,
  request: { params: BookingParams, body: jsonBody(CustomQuoteRequestSchema) },
  responses: {
    200: json(z.object({ Financial: FinancialBreakdownSchema }), 'The breakdown at that price'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst, 403: e.role, 404: `${e.notParty}; RV_NOT_FOUND`, 422: 'A trip rule of the pricing' }),
  },
});
const answerRoute = (answer: 'accept' | 'decline') =>
  createRoute({
    method: 'post',
    path: `/api/bookings/{id}/custom-quote/${answer}`,
    operationId: answer === 'accept' ? 'acceptCustomQuote' : 'declineCustomQuote',
    summary: answer === 'accept' ? 'The renter accepts the quote (the request is accepted at it)' : 'The renter declines the quote',
    ...common,
    request: { params: BookingParams },
    responses: {
      200: bookingAnswer,
      ...refusals({
        400: e.invalid,
        401: e.signInFirst,
        403: `${e.role} (the renter answers)`,
        404: `${e.notParty}; QUOTE_NOT_FOUND`,
        409: `REQUEST_EXPIRED, ALREADY_ANSWERED; ${e.inProgress}`,
        422: e.idempotency,
      }),
    },
  });

export function registerQuoteRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  const detail = async (id: number, userId: number) => {
    const row = await findBooking(deps.db, id);
    if (!row) throw bookingError(404, 'BOOKING_NOT_FOUND');
    return bookingDetail(deps.db, row, { userId, now: deps.now() });
  };

  app.openapi(quoteRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    return idempotentCall(c, deps, { userId: user.id, scope: `quote:${booking.id}`, request: body, locale: ctx.locale }, async () => {
      if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
      if (booking.status === 'Expired') throw bookingError(409, 'REQUEST_EXPIRED', ctx.locale);
      if (booking.status !== 'AwaitingOwnerApproval') throw bookingError(409, 'ALREADY_ANSWERED', ctx.locale);
      const quote = await quoteAtNightlyPrice(ctx, booking, toCents(body.NightlyPrice));
      // The quote and the renter's mail commit together (durable mail).
      let notice: BookingNotice;
      try {
        notice = await inTransaction(deps.db, async (trx) => {
          await trx
            .insertInto('custom_quotes')
            .values({
              booking_id: booking.id,
              owner_id: user.id,
              nightly_price: toCents(body.NightlyPrice),
              message: body.Message,
              quote: JSON.stringify(quote),
              status: 'Pending',
              created_at: deps.now(),
            })
            .execute();
          return noteBookingEventIn(trx, ctx, booking, {
            event: 'quote-sent',
            actor: 'owner',
            data: { Amount: quote.renterDiscountedTotal / 100, NightlyPrice: body.NightlyPrice, Reason: body.Message },
          });
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw bookingError(409, 'QUOTE_PENDING', ctx.locale);
        throw error;
      }
      ctx.announcer?.publish(notice);
      return { status: 201, body: await detail(booking.id, user.id) };
    });
  });

  /** A price preview for the host before sending (nothing is stored). */
  app.openapi(previewRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    const quote = await quoteAtNightlyPrice(ctx, booking, toCents(body.NightlyPrice));
    return c.json({ Financial: financialBreakdown(quote, null, booking.instant_book) }, 200);
  });

  for (const answer of ['accept', 'decline'] as const) {
    app.openapi(answerRoute(answer), async (c) => {
      const user = c.get('user');
      const { ctx, booking } = await helpers.bookingForParty(c, user.id);
      return idempotentCall(
        c,
        deps,
        { userId: user.id, scope: `quote-${answer}:${booking.id}`, request: {}, locale: ctx.locale },
        async () => {
          if (roleOf(booking, user.id) !== 'renter') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
          if (booking.status === 'Expired') throw bookingError(409, 'REQUEST_EXPIRED', ctx.locale);
          const pending = await deps.db
            .selectFrom('custom_quotes')
            .selectAll()
            .where('booking_id', '=', booking.id)
            .where('status', '=', 'Pending')
            .executeTakeFirst();
          if (!pending || booking.status !== 'AwaitingOwnerApproval') throw bookingError(404, 'QUOTE_NOT_FOUND', ctx.locale);
          if (answer === 'decline') {
            const notice = await inTransaction(deps.db, async (trx) => {
              await trx
                .updateTable('custom_quotes')
                .set({ status: 'Declined', answered_at: deps.now() })
                .where('id', '=', pending.id)
                .execute();
              return noteBookingEventIn(trx, ctx, booking, { event: 'quote-declined', actor: 'renter', data: {} });
            });
            ctx.announcer?.publish(notice);
            return { status: 200, body: await detail(booking.id, user.id) };
          }
          // Priced again now (credits may have moved), at the quoted nightly price.
          const quote: TripQuote = await quoteAtNightlyPrice(ctx, booking, pending.nightly_price);
          const trip = { ...(booking.trip as StoredTrip), customNightlyPrice: pending.nightly_price };
          // The quote accepted, the booking at its price, the acceptance, its timeline entry and the host's mail: one
          // transaction. Then the card authorised for the old price is released; the renter pays the quoted one.
          const notice = await inTransaction(deps.db, async (trx) => {
            const claimed = await trx
              .updateTable('custom_quotes')
              .set({ status: 'Accepted', answered_at: deps.now(), quote: JSON.stringify(quote) })
              .where('id', '=', pending.id)
              .where('status', '=', 'Pending')
              .returning('id')
              .executeTakeFirst();
            if (!claimed) throw bookingError(409, 'ALREADY_ANSWERED', ctx.locale);
            await trx
              .updateTable('bookings')
              .set({
                quote: JSON.stringify(quote),
                trip: JSON.stringify(trip),
                renter_total: quote.renterDiscountedTotal,
                updated_at: deps.now(),
              })
              .where('id', '=', booking.id)
              .execute();
            return (await transitionIn(trx, ctx, booking.id, 'acceptQuote', 'renter', { Amount: quote.renterDiscountedTotal / 100 }))
              .notice;
          });
          ctx.announcer?.publish(notice);
          await releaseOpenPayments(ctx, booking.id, ['charge']);
          return { status: 200, body: await detail(booking.id, user.id) };
        },
      );
    });
  }
}
