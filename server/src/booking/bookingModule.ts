import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { ApiError, fieldErrors } from '../http/errors.ts';
import { optionalUser, requireUser } from '../identity/middleware.ts';
import type { ApiModule } from '../module.ts';
import { registerPaymentRoutes } from '../payments/paymentRoutes.ts';
import type { PaymentProvider } from '../payments/paymentProvider.ts';
import { createSimulatedProvider } from '../payments/simulatedProvider.ts';
import { closeoutCharges } from '../pricing/closeout.ts';
import { financialBreakdown } from '../pricing/financialBreakdown.ts';
import type { TripQuote } from '../pricing/quoteTrip.ts';
import {
  acceptBooking,
  type BookingContext,
  cancelBooking,
  createBookingRequest,
  declineBooking,
  findBooking,
  settleBooking,
} from './bookingActions.ts';
import { bookingError, tripApiError } from './bookingErrors.ts';
import { documentBookingRoutes } from './bookingOpenApi.ts';
import { bookingDetail, bookingSummary, type ListFilter, listFilters, roleOf } from './bookingViews.ts';
import { registerChangeRequestRoutes } from './changeRequestRoutes.ts';
import { estimateParamsSchema, queryToParams } from './estimateRequest.ts';
import { estimateTrip } from './estimateTrip.ts';
import { loadBookableListing } from './listingTerms.ts';
import { bookingRequestSchema } from './contract.ts';

export function localeOf(c: Context): 'en' | 'fr' {
  return (c.get('request') as { locale?: 'en' | 'fr' } | undefined)?.locale ?? 'en';
}

/** Parse with zod or answer 400 with field errors in the API's error shape. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new ApiError(400, 'The request is not valid.', { statusMessage: 'VALIDATION_FAILED', errors: fieldErrors(result.error) });
  return result.data;
}

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body', { statusMessage: 'MALFORMED_JSON' });
  }
}

export const bookingIdSchema = z.coerce.number().int().positive();

const closeoutSchema = z.object({
  DistanceDriven: z.number().min(0).max(100_000).nullish(),
  GeneratorHours: z.number().min(0).max(10_000).nullish(),
});

const reasonSchema = z.object({ Reason: z.string().trim().max(1000).default('') });
const listQuerySchema = z.object({
  filter: z.enum(Object.keys(listFilters) as [ListFilter, ...ListFilter[]]).default('all'),
  role: z.enum(['renter', 'owner']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export interface BookingModuleOptions {
  /** The card payment provider; the local simulator by default. */
  provider?: (deps: AppDeps) => PaymentProvider;
}

export function createBookingModule(options: BookingModuleOptions = {}): ApiModule {
  return {
    name: 'booking',
    register(app: App, deps: AppDeps) {
      const provider = (options.provider ?? ((d: AppDeps) => createSimulatedProvider(d.db, d.now)))(deps);
      const contextOf = (c: Context): BookingContext => ({
        db: deps.db,
        now: deps.now,
        provider,
        locale: localeOf(c),
        publicUrl: deps.config.publicUrl,
      });

      async function listingOr404(c: Context, idOrAlias: string | number) {
        const listing = await loadBookableListing(deps.db, idOrAlias);
        if (!listing) throw bookingError(404, 'RV_NOT_FOUND', localeOf(c));
        if (listing.status !== 'published') throw bookingError(404, 'RV_UNPUBLISHED', localeOf(c));
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
        const listing = await listingOr404(c, c.req.param('rvId') as string);
        const user = c.get('user') as { id: number } | undefined;
        const { result } = await estimateTrip(deps.db, listing, params, { userId: user?.id, now: deps.now() });
        if (!result.ok) throw tripApiError(result.error, localeOf(c));
        return c.json(financialBreakdown(result.quote, null, listing.instantBook));
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

      app.get('/api/bookings', requireUser, async (c) => {
        const ctx = contextOf(c);
        const query = parseOr400(listQuerySchema, c.req.query());
        const user = c.get('user');
        const statuses = listFilters[query.filter];
        const rows = await deps.db
          .selectFrom('bookings as b')
          .innerJoin('listings as l', 'l.id', 'b.listing_id')
          .selectAll('b')
          .select(['l.name as rv_name', 'l.alias as rv_alias'])
          .where((eb) =>
            query.role === 'owner'
              ? eb('b.owner_id', '=', user.id)
              : query.role === 'renter'
                ? eb('b.renter_id', '=', user.id)
                : eb.or([eb('b.owner_id', '=', user.id), eb('b.renter_id', '=', user.id)]),
          )
          .orderBy('b.start_date', 'desc')
          .orderBy('b.id', 'desc')
          .execute();
        const settled = [];
        for (const row of rows) settled.push({ ...(await settleBooking(ctx, row)), rv_name: row.rv_name, rv_alias: row.rv_alias });
        const matching = statuses === null ? settled : settled.filter((row) => (statuses as readonly string[]).includes(row.status));
        return c.json({
          Filter: query.filter,
          Total: matching.length,
          Items: matching.slice(query.offset, query.offset + query.limit).map((row) => bookingSummary(row, user.id)),
        });
      });

      app.get('/api/bookings/:id', requireUser, async (c) => {
        const user = c.get('user');
        const { booking } = await bookingForParty(c, user.id);
        return c.json(await bookingDetail(deps.db, booking, { userId: user.id, now: deps.now() }));
      });

      app.post('/api/bookings/:id/accept', requireUser, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
        const after = await acceptBooking(ctx, booking.id);
        return c.json(await bookingDetail(deps.db, (await findBooking(deps.db, after.id)) ?? after, { userId: user.id, now: deps.now() }));
      });

      app.post('/api/bookings/:id/decline', requireUser, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const { Reason } = parseOr400(reasonSchema, await readJson(c));
        if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
        const after = await declineBooking(ctx, booking.id, Reason);
        return c.json(await bookingDetail(deps.db, after, { userId: user.id, now: deps.now() }));
      });

      app.post('/api/bookings/:id/cancel', requireUser, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const { Reason } = parseOr400(reasonSchema, await readJson(c));
        const role = roleOf(booking, user.id) as 'renter' | 'owner';
        const after = await cancelBooking(ctx, booking.id, role, Reason);
        return c.json(await bookingDetail(deps.db, after, { userId: user.id, now: deps.now() }));
      });

      // The host closes out a completed trip with the odometer and generator readings.
      app.post('/api/bookings/:id/closeout', requireUser, async (c) => {
        const user = c.get('user');
        const { ctx, booking } = await bookingForParty(c, user.id);
        const body = parseOr400(closeoutSchema, await readJson(c));
        if (roleOf(booking, user.id) !== 'owner') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
        if (booking.status !== 'Completed') throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
        const quote = booking.quote as TripQuote;
        const charges = closeoutCharges(quote.allowances, {
          distance: body.DistanceDriven ?? null,
          generatorHours: body.GeneratorHours ?? null,
        });
        const inserted = await deps.db
          .insertInto('booking_closeouts')
          .values({
            booking_id: booking.id,
            distance_driven: body.DistanceDriven ?? null,
            generator_hours: body.GeneratorHours ?? null,
            distance_charge: charges.distanceCharge,
            generator_charge: charges.generatorCharge,
            transaction_fee: charges.transactionFee,
            total: charges.total,
            created_at: deps.now(),
          })
          .onConflict((oc) => oc.column('booking_id').doNothing())
          .returning('booking_id')
          .executeTakeFirst();
        if (!inserted) throw bookingError(409, 'CLOSEOUT_EXISTS', ctx.locale);
        return c.json(await bookingDetail(deps.db, booking, { userId: user.id, now: deps.now() }), 201);
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

      registerPaymentRoutes(app, deps, { contextOf, bookingForParty });
      registerChangeRequestRoutes(app, deps, { contextOf, bookingForParty });
      documentBookingRoutes(app);
    },
  };
}

export type BookingRouteHelpers = {
  contextOf: (c: Context) => BookingContext;
  bookingForParty: (c: Context, userId: number) => Promise<{ ctx: BookingContext; booking: Awaited<ReturnType<typeof settleBooking>> }>;
};

export const bookingModule = createBookingModule();
