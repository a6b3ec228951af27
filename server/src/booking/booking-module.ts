import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { optionalUser, requireUser } from '../identity/middleware.ts';
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
import { documentBookingRoutes } from './booking-open-api.ts';
import { bookingDetail, roleOf } from './booking-views.ts';
import { registerChangeRequestRoutes } from './change-request-routes.ts';
import { estimateParamsSchema, queryToParams } from './estimate-request.ts';
import { estimateTrip } from './estimate-trip.ts';
import { type BookableListing, type EstimateListing, loadBookableListing, loadEstimateListing } from './listing-terms.ts';
import { bookingRequestSchema } from './contract.ts';
import { CancelRequestSchema, CloseoutRequestSchema, DeclineRequestSchema, type Estimate, RV_NOT_BOOKABLE } from '@rove/contract';
import { hostTakesBookings } from '../notifications/host-standing.ts';
import { hostTakesNewBookings, performanceTier } from '../notifications/notification-rules.ts';
import { sendJsonBytes } from '../http/compress.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { toCents } from '../pricing/money.ts';
import { closeoutDeadline } from './booking-abilities.ts';
import { mailReceipt } from '../mail/receipt-mail.ts';
import { createAnnouncer } from './booking-announcer.ts';
import { idempotentCall } from './idempotent-call.ts';
import { type BookingRouteHelpers, bookingIdSchema, localeOf, parseOr400, readJson } from './booking-http.ts';

export { type BookingRouteHelpers, bookingIdSchema, localeOf, parseOr400, readJson };
import { registerDashboardRoutes } from './dashboard-routes.ts';
import { registerDocumentRoutes } from './document-routes.ts';
import { registerReviewRoutes } from './review-routes.ts';
import { registerMoneyRequestRoutes } from './money-request-routes.ts';
import { registerQuoteRoutes } from './quote-routes.ts';
import { registerServicesRoutes } from './services-routes.ts';
import { registerBookingClock } from './booking-clock.ts';
import { readCacheOf } from '../listings/read-cache.ts';

/** Why an action is refused in this status, in words the user understands (expired, already answered...). */
function statusRefusal(status: string, action: 'answer' | 'cancel', locale: 'en' | 'fr') {
  if (status === 'Expired') return bookingError(409, 'REQUEST_EXPIRED', locale);
  if (action === 'cancel' && (status === 'CancelledByRenter' || status === 'CancelledByOwner'))
    return bookingError(409, 'ALREADY_CANCELLED', locale);
  if (action === 'answer' && status !== 'AwaitingOwnerApproval') return bookingError(409, 'ALREADY_ANSWERED', locale);
  return null;
}

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

      async function estimate(c: Context, raw: unknown) {
        const params = parseOr400(estimateParamsSchema, raw);
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
        return sendJsonBytes(c, body as Uint8Array);
      }

      // The estimate of spec 001 section 3: GET with the parameters in the query (cacheable), or POST with them as JSON.
      app.get('/api/rvs/:rvId/estimate', optionalUser, (c) => estimate(c, queryToParams(c.req.query())));
      app.post('/api/rvs/:rvId/estimate', optionalUser, async (c) => estimate(c, await readJson(c)));

      app.post('/api/bookings', requireUser, async (c) => {
        const ctx = contextOf(c);
        const key = c.req.header('Idempotency-Key')?.trim();
        if (!key || key.length > 200) throw bookingError(400, 'IDEMPOTENCY_KEY_REQUIRED', ctx.locale);
        const body = parseOr400(bookingRequestSchema, await readJson(c));
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
        return c.json(await bookingDetail(deps.db, booking, { userId: user.id, now: deps.now() }), replayed ? 200 : 201);
      });

      app.get('/api/bookings/:id', requireUser, async (c) => {
        const user = c.get('user');
        const { booking } = await bookingForParty(c, user.id);
        return c.json(await bookingDetail(deps.db, booking, { userId: user.id, now: deps.now() }));
      });

      const detailFor = async (id: number, userId: number) => {
        const row = await findBooking(deps.db, id);
        if (!row) throw bookingError(404, 'BOOKING_NOT_FOUND');
        return bookingDetail(deps.db, row, { userId, now: deps.now() });
      };

      app.post('/api/bookings/:id/accept', requireUser, async (c) => {
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

      app.post('/api/bookings/:id/decline', requireUser, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const body = parseOr400(DeclineRequestSchema, await readJson(c));
        return idempotentCall(c, deps, { userId: user.id, scope: `decline:${booking.id}`, request: body, locale: ctx.locale }, async () => {
          if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
          const refusal = statusRefusal(booking.status, 'answer', ctx.locale);
          if (refusal) throw refusal;
          const after = await declineBooking(ctx, booking.id, body.Reason, body.ReasonCode);
          return { status: 200, body: await detailFor(after.id, user.id) };
        });
      });

      app.post('/api/bookings/:id/cancel', requireUser, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const body = parseOr400(CancelRequestSchema, await readJson(c));
        return idempotentCall(c, deps, { userId: user.id, scope: `cancel:${booking.id}`, request: body, locale: ctx.locale }, async () => {
          const role = roleOf(booking, user.id) as 'renter' | 'owner';
          const refusal = statusRefusal(booking.status, 'cancel', ctx.locale);
          if (refusal) throw refusal;
          const after = await cancelBooking(ctx, booking.id, role, body.Reason, body.ReasonCode, user.id);
          return { status: 200, body: await detailFor(after.id, user.id) };
        });
      });

      // The host closes out a completed trip: odometer readings (or the distance), generator hours, damages.
      app.post('/api/bookings/:id/closeout', requireUser, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const body = parseOr400(CloseoutRequestSchema, await readJson(c));
        return idempotentCall(
          c,
          deps,
          { userId: user.id, scope: `closeout:${booking.id}`, request: body, locale: ctx.locale },
          async () => {
            if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
            if (booking.status !== 'Completed') throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
            if (todayUtc(deps.now()) > closeoutDeadline(booking.end_date)) throw bookingError(409, 'CLOSEOUT_WINDOW_CLOSED', ctx.locale);
            const hasReadings = body.StartOdometer != null && body.EndOdometer != null;
            if (hasReadings && (body.EndOdometer as number) < (body.StartOdometer as number))
              throw new ApiError(422, bookingError(422, 'ODOMETER_BACKWARDS', ctx.locale).message, {
                statusMessage: 'ODOMETER_BACKWARDS',
                errors: { EndOdometer: [bookingError(422, 'ODOMETER_BACKWARDS', ctx.locale).message] },
              });
            const distance = hasReadings
              ? Math.round(((body.EndOdometer as number) - (body.StartOdometer as number)) * 10) / 10
              : (body.DistanceDriven ?? null);
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

      app.get('/api/payouts', requireUser, async (c) => {
        const user = c.get('user');
        const rows = await deps.db
          .selectFrom('payouts')
          .selectAll()
          .where('owner_id', '=', user.id)
          .orderBy('scheduled_for', 'desc')
          .execute();
        return c.json({
          Items: rows.map((row) => ({
            Id: row.id,
            Kind: row.kind,
            BookingId: row.booking_id,
            Amount: row.amount / 100,
            Currency: row.currency,
            Status: row.status,
            ScheduledFor: row.scheduled_for,
            PaidAt: row.paid_at?.toISOString() ?? null,
          })),
        });
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
      documentBookingRoutes(app);
    },
  };
}

export const bookingModule = createBookingModule();
