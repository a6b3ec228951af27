import type { Locale } from '@rove/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context.ts';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import type { UncheckedAnswer } from '../http/openapi-routes.ts';
import { json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { hostsOnly, maybeSignedIn, signedIn } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { registerPaymentRoutes } from '../payments/payment-routes.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createSimulatedProvider } from '../payments/simulated-provider.ts';
import { closeoutCharges } from '../pricing/closeout.ts';
import { noteBookingEventIn } from './booking-actions.ts';
import { inTransaction } from '../db/transaction.ts';
import { financialBreakdown } from '../pricing/financial-breakdown.ts';
import { policyOf } from '../pricing/cancellation-policies.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import {
  acceptBooking,
  type BookingContext,
  cancelBooking,
  createBookingRequest,
  declineBooking,
  findBooking,
  settleBooking,
} from './booking-actions.ts';
import { bookingError, tripApiError } from './booking-errors.ts';
import { bookingDetail, roleOf } from './booking-views.ts';
import { registerChangeRequestRoutes } from './change-request-routes.ts';
import { EstimateQuerySchema, estimateParamsSchema } from './estimate-request.ts';
import { estimateTrip } from './estimate-trip.ts';
import { type BookableListing, type EstimateListing, loadBookableListing, loadEstimateListing } from './listing-terms.ts';
import {
  BookingDetailSchema,
  BookingRequestSchema,
  CancelRequestSchema,
  CloseoutRequestSchema,
  DeclineRequestSchema,
  type Currency,
  type Estimate,
  EstimateSchema,
  type EstimateParams,
  PayoutListSchema,
  RV_NOT_BOOKABLE,
} from '@rove/contract';
import { hostTakesBookings } from '../notifications/host-standing.ts';
import { hostTakesNewBookings, performanceTier } from '../notifications/notification-rules.ts';
import { sendJsonBytes } from '../http/compress.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { toCents } from '../pricing/money.ts';
import { closeoutDeadline } from './booking-abilities.ts';
import { mailReceipt } from '../mail/receipt-mail.ts';
import { createAnnouncer } from './booking-announcer.ts';
import { idempotentCall } from './idempotent-call.ts';
import { BookingParams, bookingErrors as e, bookingIdSchema, bookingTags, localeOf, parseOr400 } from './booking-http.ts';
import { closeoutDistance, statusRefusal as refusalOf } from './booking-rules.ts';

import { registerDashboardRoutes } from './dashboard-routes.ts';
import { registerDocumentRoutes } from './document-routes.ts';
import { registerReviewRoutes } from './review-routes.ts';
import { registerMoneyRequestRoutes } from './money-request-routes.ts';
import { registerQuoteRoutes } from './quote-routes.ts';
import { registerServicesRoutes } from './services-routes.ts';
import { registerBookingClock } from './booking-clock.ts';
import { readCacheOf } from '../listings/read-cache.ts';

/** Why an action is refused in this status, in words the user understands (expired, already answered...). */
function statusRefusal(status: string, action: 'answer' | 'cancel', locale: Locale) {
  const code = refusalOf(status, action);
  return code ? bookingError(409, code, locale) : null;
}

const rvParams = z.object({ rvId: z.string().min(1).max(200).meta({ description: 'The RV’s id or alias' }) });
const estimateRefusals = refusals({
  400: e.invalid,
  401: 'The access token is invalid or expired (INVALID_TOKEN); a visitor sends none',
  404: 'RV_NOT_FOUND (never listed or deleted), RV_UNPUBLISHED',
  409: `${RV_NOT_BOOKABLE} (a suspended host), DATES_UNAVAILABLE`,
  422: 'A trip rule: MINIMUM_NIGHTS, TOO_MANY_GUESTS, ... (the code in StatusMessage, its values in Data)',
});
const estimateAnswer = json(EstimateSchema.meta({ id: 'Estimate' }), 'The financial breakdown and the RV’s cancellation policy');
const estimateRoutes = {
  get: createRoute({
    method: 'get',
    path: '/api/rvs/{rvId}/estimate',
    operationId: 'estimateTrip',
    tags: ['Estimate'],
    summary: 'Estimate a trip: the financial breakdown (spec 001 section 3); cacheable',
    ...maybeSignedIn,
    request: { params: rvParams, query: EstimateQuerySchema },
    responses: { 200: estimateAnswer, ...estimateRefusals },
  }),
  post: createRoute({
    method: 'post',
    path: '/api/rvs/{rvId}/estimate',
    operationId: 'estimateTripWithBody',
    tags: ['Estimate'],
    summary: 'Estimate a trip, the parameters as JSON (numbers and booleans)',
    ...maybeSignedIn,
    request: { params: rvParams, body: jsonBody(estimateParamsSchema) },
    responses: { 200: estimateAnswer, ...estimateRefusals },
  }),
};
const common = { tags: bookingTags, ...signedIn };
// A booking request needs its Idempotency-Key before anything else is judged (the body's validation included).
const idempotencyKeyRequired = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('Idempotency-Key')?.trim();
  if (!key || key.length > 200) throw bookingError(400, 'IDEMPOTENCY_KEY_REQUIRED', c.var.request?.locale ?? 'en');
  await next();
});
const detail = (description: string) => json(BookingDetailSchema, description);
const stepRefusals = (who: string, conflicts: string) =>
  refusals({
    400: e.invalid,
    401: e.signInFirst,
    403: `${e.role} (${who})`,
    404: e.notParty,
    409: `${conflicts}; ${e.inProgress}`,
    422: e.idempotency,
  });
const routes = {
  request: createRoute({
    method: 'post',
    path: '/api/bookings',
    operationId: 'requestBooking',
    summary: 'Request to book (an instant-book RV is accepted at once); the Idempotency-Key header is required',
    ...common,
    middleware: [...signedIn.middleware, idempotencyKeyRequired] as [(typeof signedIn.middleware)[0], typeof idempotencyKeyRequired],
    request: {
      headers: z.object({
        'Idempotency-Key': z.string().optional().meta({ description: 'Required: a retry with the same key answers the same booking' }),
      }),
      body: jsonBody(BookingRequestSchema),
    },
    responses: {
      201: detail('The booking'),
      200: detail('A retry with the same Idempotency-Key: the booking it made (Idempotent-Replayed: true)'),
      ...refusals({
        400: `${e.invalid}; IDEMPOTENCY_KEY_REQUIRED`,
        401: e.signInFirst,
        403: 'OWN_RV: a host cannot book their own RV',
        404: 'RV_NOT_FOUND, RV_UNPUBLISHED',
        409: `${RV_NOT_BOOKABLE}, DATES_UNAVAILABLE; ${e.inProgress}`,
        422: 'A trip rule (MINIMUM_NIGHTS, TOO_MANY_GUESTS...), a renter rule (age, licence); IDEMPOTENCY_KEY_REUSED',
      }),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/api/bookings/{id}',
    operationId: 'getBooking',
    summary: 'A booking as its renter or host sees it: both parties, the trip, Financial, what the viewer may do',
    ...common,
    request: { params: BookingParams },
    responses: { 200: detail('The booking'), ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: e.notParty }) },
  }),
  accept: createRoute({
    method: 'post',
    path: '/api/bookings/{id}/accept',
    operationId: 'acceptBooking',
    summary: 'The host accepts the request',
    ...common,
    request: { params: BookingParams },
    responses: { 200: detail('The booking'), ...stepRefusals('the host answers', 'REQUEST_EXPIRED, ALREADY_ANSWERED, DATES_UNAVAILABLE') },
  }),
  decline: createRoute({
    method: 'post',
    path: '/api/bookings/{id}/decline',
    operationId: 'declineBooking',
    summary: 'The host declines the request, with a reason',
    ...common,
    request: { params: BookingParams, body: jsonBody(DeclineRequestSchema, { required: false }) },
    responses: { 200: detail('The booking'), ...stepRefusals('the host answers', 'REQUEST_EXPIRED, ALREADY_ANSWERED') },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/api/bookings/{id}/cancel',
    operationId: 'cancelBooking',
    summary: 'The renter or the host cancels (the refund follows the booking’s policy)',
    ...common,
    request: { params: BookingParams, body: jsonBody(CancelRequestSchema, { required: false }) },
    responses: { 200: detail('The booking'), ...stepRefusals('either party', 'REQUEST_EXPIRED, ALREADY_CANCELLED, NOT_ALLOWED_IN_STATUS') },
  }),
  closeout: createRoute({
    method: 'post',
    path: '/api/bookings/{id}/closeout',
    operationId: 'closeOutBooking',
    summary: 'The host closes out a completed trip: distance and generator hours beyond the allowances, damages, + 5% fee',
    ...common,
    request: { params: BookingParams, body: jsonBody(CloseoutRequestSchema) },
    responses: {
      201: detail('The booking with its closeout'),
      ...refusals({
        400: e.invalid,
        401: e.signInFirst,
        403: `${e.role} (the host closes out)`,
        404: e.notParty,
        409: `NOT_ALLOWED_IN_STATUS, CLOSEOUT_WINDOW_CLOSED, CLOSEOUT_EXISTS; ${e.inProgress}`,
        422: 'ODOMETER_BACKWARDS (Errors.EndOdometer); IDEMPOTENCY_KEY_REUSED',
      }),
    },
  }),
  payouts: createRoute({
    method: 'get',
    path: '/api/payouts',
    operationId: 'listPayouts',
    summary: 'The host’s payouts, latest first',
    tags: ['Payments'],
    ...hostsOnly,
    responses: {
      200: json(PayoutListSchema, 'The payouts'),
      ...refusals({ 400: e.invalid, 401: e.signInFirst, 403: 'Not an owner (FORBIDDEN)' }),
    },
  }),
};

export interface BookingModuleOptions {
  /** The card payment provider; the local simulator by default. */
  provider?: (deps: AppDeps) => PaymentProvider;
}

export function createBookingModule(options: BookingModuleOptions = {}): ApiModule {
  return {
    name: 'booking',
    register(app: App, deps: AppDeps) {
      const provider = (options.provider ?? ((d: AppDeps) => createSimulatedProvider(d.db, d.now)))(deps);
      const announcer = createAnnouncer(deps);
      const contextOf = (c: Context | null): BookingContext => ({
        db: deps.db,
        now: deps.now,
        provider,
        locale: c ? localeOf(c) : 'en',
        publicUrl: deps.config.publicUrl,
        announcer,
        paymentReceipt: async (trx, bookingId, paymentId) => {
          await mailReceipt(deps, { bookingId, kind: 'payment', paymentId }, trx);
        },
      });

      /** The listing if it exists and is published, else the error the caller answers. */
      function publishedOr404(c: Context, listing: BookableListing | null | undefined): BookableListing {
        // A draft was never listed and a deleted RV is gone: both as unknown as an id that never was (the listing page
        // answers them the same); an unpublished RV is the specification's RV_UNPUBLISHED.
        if (!listing || listing.status === 'draft' || listing.status === 'deleted') throw bookingError(404, 'RV_NOT_FOUND', localeOf(c));
        if (listing.status !== 'published') throw bookingError(404, 'RV_UNPUBLISHED', localeOf(c));
        return listing;
      }

      async function listingOr404(c: Context, idOrAlias: string | number) {
        const listing = publishedOr404(c, await loadBookableListing(deps.db, idOrAlias));
        // A suspended host's RV takes no estimates and no booking requests (the suspended banner's promise).
        if (!(await hostTakesBookings(deps.db, listing.ownerId))) throw bookingError(409, RV_NOT_BOOKABLE, localeOf(c));
        return listing;
      }

      /** The booking, settled for the clock, if the user is one of its parties. */
      async function bookingForParty(c: Context, userId: number) {
        const ctx = contextOf(c);
        const id = parseOr400(bookingIdSchema, c.req.param('id') ?? c.req.param('bookingId'));
        const found = await findBooking(deps.db, id);
        if (!found || roleOf(found, userId) === null) throw bookingError(404, 'BOOKING_NOT_FOUND', ctx.locale);
        return { ctx, booking: await settleBooking(ctx, found) };
      }

      async function estimate(c: Context, params: EstimateParams) {
        const rvId = c.req.param('rvId') as string;
        const user = c.get('user') as { id: number } | undefined;
        const now = deps.now();
        const compute = async () => {
          // One query reads the listing, its terms, the stay's calendar and ranges, and the host's standing.
          const loaded = await loadEstimateListing(deps.db, rvId, { start: params.dateStart, end: params.dateEnd });
          const listing = publishedOr404(c, loaded?.listing);
          const { hostRecord, taken } = loaded as EstimateListing;
          // A suspended host's RV takes no estimates and no booking requests (the suspended banner's promise).
          if (!hostTakesNewBookings(performanceTier(hostRecord))) throw bookingError(409, RV_NOT_BOOKABLE, localeOf(c));
          const { result } = await estimateTrip(deps.db, listing, params, { userId: user?.id, now, taken });
          if (!result.ok) throw tripApiError(result.error, localeOf(c));
          const answer: Estimate = {
            ...financialBreakdown(result.quote, null, listing.instantBook),
            CancellationPolicy: policyOf(listing.cancellationPolicy),
          };
          return Buffer.from(JSON.stringify(answer));
        };
        // An anonymous estimate is the same for everyone on a day (a signed-in renter's has their credits): cached
        // by RV and parsed parameters until the data changes (listings/read-cache.ts). Errors are never cached.
        const body = user
          ? await compute()
          : await readCacheOf(deps.db).get(JSON.stringify(['estimate', rvId, params, now.toISOString().slice(0, 10)]), compute);
        return sendJsonBytes(c, body as Uint8Array) as UncheckedAnswer;
      }

      // The estimate of spec 001 section 3: GET with the parameters in the query (cacheable), or POST with them as JSON.
      app.openapi(estimateRoutes.get, (c) => estimate(c, c.req.valid('query')));
      app.openapi(estimateRoutes.post, (c) => estimate(c, c.req.valid('json')));

      app.openapi(routes.request, async (c) => {
        const ctx = contextOf(c);
        const key = (c.req.header('Idempotency-Key') ?? '').trim();
        const body = c.req.valid('json');
        const listing = await listingOr404(c, body.RvId);
        const user = c.get('user');
        const { bookingId, replayed } = await createBookingRequest(
          ctx,
          user.id,
          { listing, estimate: body.Estimate, renter: body.Renter, messageToHost: body.MessageToHost },
          key,
        );
        const booking = await findBooking(deps.db, bookingId);
        if (!booking) throw bookingError(404, 'BOOKING_NOT_FOUND', ctx.locale);
        c.header('Idempotent-Replayed', String(replayed));
        const answer = await bookingDetail(deps.db, booking, { userId: user.id, now: deps.now() });
        return replayed ? c.json(answer, 200) : c.json(answer, 201);
      });

      app.openapi(routes.get, async (c) => {
        const user = c.get('user');
        const { booking } = await bookingForParty(c, user.id);
        return c.json(await bookingDetail(deps.db, booking, { userId: user.id, now: deps.now() }), 200);
      });

      const detailFor = async (id: number, userId: number) => {
        const row = await findBooking(deps.db, id);
        if (!row) throw bookingError(404, 'BOOKING_NOT_FOUND');
        return bookingDetail(deps.db, row, { userId, now: deps.now() });
      };

      app.openapi(routes.accept, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        return idempotentCall(c, deps, { userId: user.id, scope: `accept:${booking.id}`, request: {}, locale: ctx.locale }, async () => {
          if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
          const refusal = statusRefusal(booking.status, 'answer', ctx.locale);
          if (refusal) throw refusal;
          const after = await acceptBooking(ctx, booking.id);
          return { status: 200, body: await detailFor(after.id, user.id) };
        });
      });

      app.openapi(routes.decline, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const body = DeclineRequestSchema.parse(c.req.valid('json'));
        return idempotentCall(c, deps, { userId: user.id, scope: `decline:${booking.id}`, request: body, locale: ctx.locale }, async () => {
          if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
          const refusal = statusRefusal(booking.status, 'answer', ctx.locale);
          if (refusal) throw refusal;
          const after = await declineBooking(ctx, booking.id, body.Reason, body.ReasonCode);
          return { status: 200, body: await detailFor(after.id, user.id) };
        });
      });

      app.openapi(routes.cancel, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const body = CancelRequestSchema.parse(c.req.valid('json'));
        return idempotentCall(c, deps, { userId: user.id, scope: `cancel:${booking.id}`, request: body, locale: ctx.locale }, async () => {
          const role = roleOf(booking, user.id) as 'renter' | 'owner';
          const refusal = statusRefusal(booking.status, 'cancel', ctx.locale);
          if (refusal) throw refusal;
          const after = await cancelBooking(ctx, booking.id, role, body.Reason, body.ReasonCode, user.id);
          return { status: 200, body: await detailFor(after.id, user.id) };
        });
      });

      // The host closes out a completed trip: odometer readings (or the distance), generator hours, damages.
      app.openapi(routes.closeout, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const body = c.req.valid('json');
        return idempotentCall(
          c,
          deps,
          { userId: user.id, scope: `closeout:${booking.id}`, request: body, locale: ctx.locale },
          async () => {
            if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
            if (booking.status !== 'Completed') throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
            if (todayUtc(deps.now()) > closeoutDeadline(booking.end_date)) throw bookingError(409, 'CLOSEOUT_WINDOW_CLOSED', ctx.locale);
            const driven = closeoutDistance(body);
            if (driven === 'backwards')
              throw new ApiError(422, bookingError(422, 'ODOMETER_BACKWARDS', ctx.locale).message, {
                statusMessage: 'ODOMETER_BACKWARDS',
                errors: { EndOdometer: [bookingError(422, 'ODOMETER_BACKWARDS', ctx.locale).message] },
              });
            const { distance, fromReadings: hasReadings } = driven;
            const quote = booking.quote as TripQuote;
            const charges = closeoutCharges(
              quote.allowances,
              { distance, generatorHours: body.GeneratorHours ?? null },
              toCents(body.Damages),
            );
            // The closeout and the renter's mail commit together (durable mail).
            const notice = await inTransaction(deps.db, async (trx) => {
              const inserted = await trx
                .insertInto('booking_closeouts')
                .values({
                  booking_id: booking.id,
                  start_odometer: hasReadings ? (body.StartOdometer as number) : null,
                  end_odometer: hasReadings ? (body.EndOdometer as number) : null,
                  distance_driven: distance,
                  generator_hours: body.GeneratorHours ?? null,
                  distance_charge: charges.distanceCharge,
                  generator_charge: charges.generatorCharge,
                  damages: charges.damages,
                  damage_description: body.DamageDescription,
                  transaction_fee: charges.transactionFee,
                  total: charges.total,
                  created_at: deps.now(),
                })
                .onConflict((oc) => oc.column('booking_id').doNothing())
                .returning('booking_id')
                .executeTakeFirst();
              if (!inserted) throw bookingError(409, 'CLOSEOUT_EXISTS', ctx.locale);
              return noteBookingEventIn(trx, ctx, booking, {
                event: 'closeout',
                actor: 'owner',
                data: { Total: charges.total / 100, Amount: charges.total / 100 },
              });
            });
            ctx.announcer?.publish(notice);
            return { status: 201, body: await detailFor(booking.id, user.id) };
          },
        );
      });

      app.openapi(routes.payouts, async (c) => {
        const user = c.get('user');
        const rows = await deps.db
          .selectFrom('payouts')
          .selectAll()
          .where('owner_id', '=', user.id)
          .orderBy('scheduled_for', 'desc')
          .execute();
        return c.json(
          {
            Items: rows.map((row) => ({
              Id: row.id,
              Kind: row.kind,
              BookingId: row.booking_id,
              Amount: row.amount / 100,
              Currency: row.currency as Currency,
              Status: row.status,
              ScheduledFor: row.scheduled_for,
              PaidAt: row.paid_at?.toISOString() ?? null,
              // Due while the host had no payout method: paid once one is saved (payouts/payout-run.ts).
              HeldAt: row.held_at?.toISOString() ?? null,
            })),
          },
          200,
        );
      });

      const helpers = { contextOf, bookingForParty };
      registerPaymentRoutes(app, deps, helpers);
      registerChangeRequestRoutes(app, deps, helpers);
      registerDashboardRoutes(app, deps, helpers);
      registerDocumentRoutes(app, deps, helpers);
      registerReviewRoutes(app, deps, helpers);
      registerMoneyRequestRoutes(app, deps, helpers);
      registerQuoteRoutes(app, deps, helpers);
      registerServicesRoutes(app, deps, helpers);
      registerBookingClock(deps, contextOf(null));
    },
  };
}

export const bookingModule = createBookingModule();
