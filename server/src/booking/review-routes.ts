// Reviews of both sides after a trip, with the specification's four categories: the renter's review of the RV goes
// into the listing's reviews (so it shows on the listing page and in the host's insights at once); the host's
// review of the renter has its own table. Each side may respond once to the review about them, and report it.
import { createRoute, z } from '@hono/zod-openapi';
import {
  type BookingReview,
  type BookingReviews,
  BookingReviewsSchema,
  ReviewReportSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
} from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { reviewDeadline } from './booking-abilities.ts';
import { noteBookingEventIn } from './booking-actions.ts';
import type { BookingNotice } from './booking-timeline.ts';
import { inTransaction } from '../db/transaction.ts';
import { bookingError } from './booking-errors.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e } from './booking-http.ts';
import { type BookingRow, roleOf } from './booking-views.ts';
import { idempotentCall } from './idempotent-call.ts';

/** What both sides' reviews show (from the review `r` and its author `a`), besides the response to it. */
const reviewColumns = [
  'r.author_id',
  'a.first_name',
  'r.listing_accuracy',
  'r.value',
  'r.cleanliness',
  'r.communication',
  'r.rating',
  'r.body',
  'r.language',
  'r.created_at',
] as const;

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

const common = { tags: ['Reviews'], ...signedIn };
const both = json(BookingReviewsSchema, 'Both reviews of the trip and what the caller may do');
const listRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/reviews',
  operationId: 'getBookingReviews',
  summary: 'Both reviews of a trip (the renter’s of the RV, the host’s of the renter)',
  ...common,
  request: { params: BookingParams },
  responses: { 200: both, ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: e.notParty }) },
});
const reviewRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/reviews',
  operationId: 'reviewTrip',
  summary: 'Review the trip with the four categories (30 days after it)',
  ...common,
  request: { params: BookingParams, body: jsonBody(ReviewRequestSchema) },
  responses: {
    201: both,
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      404: e.notParty,
      409: `NOT_ALLOWED_IN_STATUS, REVIEW_WINDOW_CLOSED, REVIEW_EXISTS; ${e.inProgress}`,
      422: 'IDEMPOTENCY_KEY_REUSED',
    }),
  },
});
const respondRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/reviews/response',
  operationId: 'respondToReview',
  summary: 'Respond once to the review about you',
  ...common,
  request: { params: BookingParams, body: jsonBody(ReviewResponseSchema) },
  responses: {
    200: both,
    ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: `${e.notParty}; REVIEW_NOT_FOUND`, 409: 'RESPONSE_EXISTS' }),
  },
});
const reportRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/reviews/report',
  operationId: 'reportReview',
  summary: 'Report the other party’s review',
  ...common,
  request: { params: BookingParams, body: jsonBody(ReviewReportSchema) },
  responses: {
    201: json(z.object({ Id: z.number().int() }), 'Reported'),
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      403: 'NOT_ALLOWED_FOR_ROLE: one’s own review',
      404: `${e.notParty}; REVIEW_NOT_FOUND`,
      409: 'REPORT_EXISTS',
    }),
  },
});

export function registerReviewRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  async function reviewsOf(booking: BookingRow, viewerId: number): Promise<BookingReviews> {
    const [renterReview, ownerReview, reports] = await Promise.all([
      deps.db
        .selectFrom('reviews as r')
        .innerJoin('users as a', 'a.id', 'r.author_id')
        .select([...reviewColumns, 'r.owner_response'])
        .where('r.booking_id', '=', booking.id)
        .executeTakeFirst(),
      deps.db
        .selectFrom('renter_reviews as r')
        .innerJoin('users as a', 'a.id', 'r.author_id')
        .select([...reviewColumns, 'r.renter_response'])
        .where('r.booking_id', '=', booking.id)
        .executeTakeFirst(),
      deps.db
        .selectFrom('review_reports')
        .select('side')
        .where('booking_id', '=', booking.id)
        .where('reporter_id', '=', viewerId)
        .execute(),
    ]);
    const reported = new Set(reports.map((report) => report.side));
    const view = (
      side: 'renter' | 'owner',
      row: NonNullable<typeof renterReview> | NonNullable<typeof ownerReview> | undefined,
      response: string | null,
    ): BookingReview | null =>
      row
        ? {
            Side: side,
            AuthorId: row.author_id,
            AuthorFirstName: row.first_name,
            ListingAccuracy: row.listing_accuracy,
            Value: row.value,
            Cleanliness: row.cleanliness,
            Communication: row.communication,
            Rating: Number(row.rating),
            Body: row.body,
            Language: row.language,
            Response: response,
            CreatedAt: row.created_at.toISOString(),
            ReportedByViewer: reported.has(side),
          }
        : null;
    const role = roleOf(booking, viewerId);
    const today = todayUtc(deps.now());
    const completed = booking.status === 'Completed';
    const own = role === 'renter' ? renterReview : ownerReview;
    const theirs = role === 'renter' ? ownerReview : renterReview;
    const theirResponse = role === 'renter' ? (ownerReview?.renter_response ?? null) : (renterReview?.owner_response ?? null);
    return {
      Renter: view('renter', renterReview, renterReview?.owner_response ?? null),
      Owner: view('owner', ownerReview, ownerReview?.renter_response ?? null),
      CanReview: completed && !own && today <= reviewDeadline(booking.end_date),
      ReviewDeadline: completed ? reviewDeadline(booking.end_date) : null,
      CanRespond: Boolean(theirs) && theirResponse === null,
    };
  }

  app.openapi(listRoute, async (c) => {
    const user = c.get('user');
    const { booking } = await helpers.bookingForParty(c, user.id);
    return c.json(await reviewsOf(booking, user.id), 200);
  });

  app.openapi(reviewRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    return idempotentCall(c, deps, { userId: user.id, scope: `review:${booking.id}`, request: body, locale: ctx.locale }, async () => {
      const role = roleOf(booking, user.id) as 'renter' | 'owner';
      if (booking.status !== 'Completed') throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
      if (todayUtc(deps.now()) > reviewDeadline(booking.end_date)) throw bookingError(409, 'REVIEW_WINDOW_CLOSED', ctx.locale);
      const ratings = {
        listing_accuracy: body.ListingAccuracy,
        value: body.Value,
        cleanliness: body.Cleanliness,
        communication: body.Communication,
        body: body.Body,
        language: ctx.locale,
        created_at: deps.now(),
      };
      // The review and the other party's mail commit together (durable mail).
      let notice: BookingNotice;
      try {
        notice = await inTransaction(deps.db, async (trx) => {
          if (role === 'renter') {
            const existing = await trx.selectFrom('reviews').select('id').where('booking_id', '=', booking.id).executeTakeFirst();
            if (existing) throw bookingError(409, 'REVIEW_EXISTS', ctx.locale);
            await trx
              .insertInto('reviews')
              .values({ ...ratings, listing_id: booking.listing_id, author_id: user.id, booking_id: booking.id, owner_response: null })
              .execute();
          } else {
            await trx
              .insertInto('renter_reviews')
              .values({ ...ratings, booking_id: booking.id, renter_id: booking.renter_id, author_id: user.id, renter_response: null })
              .execute();
          }
          return noteBookingEventIn(trx, ctx, booking, {
            event: 'review',
            actor: role,
            data: { Rating: (body.ListingAccuracy + body.Value + body.Cleanliness + body.Communication) / 4 },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw bookingError(409, 'REVIEW_EXISTS', ctx.locale);
        throw error;
      }
      ctx.announcer?.publish(notice);
      return { status: 201, body: await reviewsOf(booking, user.id) };
    });
  });

  // The reviewed party answers the review about them, once (shown under it, on the listing for the host).
  app.openapi(respondRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    const role = roleOf(booking, user.id);
    const updated =
      role === 'owner'
        ? await deps.db
            .updateTable('reviews')
            .set({ owner_response: body.Body })
            .where('booking_id', '=', booking.id)
            .where('owner_response', 'is', null)
            .returning('id')
            .executeTakeFirst()
        : await deps.db
            .updateTable('renter_reviews')
            .set({ renter_response: body.Body })
            .where('booking_id', '=', booking.id)
            .where('renter_response', 'is', null)
            .returning('booking_id')
            .executeTakeFirst();
    if (!updated) {
      const exists =
        role === 'owner'
          ? await deps.db.selectFrom('reviews').select('id').where('booking_id', '=', booking.id).executeTakeFirst()
          : await deps.db.selectFrom('renter_reviews').select('booking_id').where('booking_id', '=', booking.id).executeTakeFirst();
      throw exists ? bookingError(409, 'RESPONSE_EXISTS', ctx.locale) : bookingError(404, 'REVIEW_NOT_FOUND', ctx.locale);
    }
    return c.json(await reviewsOf(booking, user.id), 200);
  });

  // The reviews-report modal: a party reports the review the other party wrote.
  app.openapi(reportRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    const role = roleOf(booking, user.id);
    if (body.Side === role) throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    const exists =
      body.Side === 'renter'
        ? await deps.db.selectFrom('reviews').select('id').where('booking_id', '=', booking.id).executeTakeFirst()
        : await deps.db.selectFrom('renter_reviews').select('booking_id').where('booking_id', '=', booking.id).executeTakeFirst();
    if (!exists) throw bookingError(404, 'REVIEW_NOT_FOUND', ctx.locale);
    const inserted = await deps.db
      .insertInto('review_reports')
      .values({
        booking_id: booking.id,
        side: body.Side,
        reporter_id: user.id,
        reason: body.Reason,
        details: body.Details,
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.columns(['booking_id', 'side', 'reporter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw bookingError(409, 'REPORT_EXISTS', ctx.locale);
    return c.json({ Id: inserted.id }, 201);
  });
}
