import { createRoute } from '@hono/zod-openapi';
import { ChangeRequestViewSchema, HeldChangeRequestsSchema, ProtectionChangeAnswerSchema } from '@rove/contract';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { daysBetween, todayUtc } from '../pricing/calendar.ts';
import { financialBreakdown } from '../pricing/financial-breakdown.ts';
import { toCents, toDecimal } from '../pricing/money.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { type BookingContext, findBooking, noteBookingEventIn, settleBooking } from './booking-actions.ts';
import type { BookingNotice } from './booking-timeline.ts';
import { bookingError, tripApiError } from './booking-errors.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e, ChangeBookingParams } from './booking-http.ts';
import { mayChange } from './booking-view-rules.ts';
import { idempotentCall } from './idempotent-call.ts';
import { type BookingRow, ledgerOf, roleOf, type StoredTrip } from './booking-views.ts';
import type { EstimateParams } from './estimate-request.ts';
import { estimateTrip, findPromotion } from './estimate-trip.ts';
import { type BookableListing, bookableListingFor } from './listing-terms.ts';
import type { ChangeRequestsTable } from './schema.ts';
import {
  type ChangeRequestBody,
  changeRejectionReasonSchema,
  changeRequestSchema,
  protectionChangeSchema,
} from './change-request-schema.ts';
import { changeDifference, paidSoFar } from './change-difference.ts';
import { refundOverpayment } from './overpayment.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction, lockListing } from '../db/transaction.ts';

/** The booking's money so far: its ledger and what the renter has paid (cents; charges less refunds, plus credits). */
async function moneyOn(ctx: BookingContext, booking: BookingRow) {
  const ledger = await ledgerOf(ctx.db, booking);
  return { ledger, paid: paidSoFar(ledger.payments, ledger.creditsApplied) };
}
type BookingMoney = Awaited<ReturnType<typeof moneyOn>>;

type StoredRequest = ChangeRequestBody & { params: EstimateParams; before?: { total: number; paid: number } };

/** The booking's trip with the change applied, as estimate parameters. */
export function changedEstimate(booking: BookingRow, change: ChangeRequestBody): EstimateParams {
  const trip = booking.trip as StoredTrip;
  const remove = new Set(change.ChangeRequestItems?.RemoveAddOns ?? []);
  const addons = trip.addons.filter((addOn) => !remove.has(addOn.id));
  for (const id of change.ChangeRequestItems?.AddAddOns ?? [])
    if (!addons.some((addOn) => addOn.id === id)) addons.push({ id, quantity: 1 });
  return {
    dateStart: change.StartDate ?? booking.start_date,
    dateEnd: change.EndDate ?? booking.end_date,
    protectionLevel: (change.InsuranceProtectionLevel ?? trip.protectionLevel) as EstimateParams['protectionLevel'],
    roadsideAssistance: change.RoadSideInsurance ?? trip.roadsideAssistance,
    adults: change.Adults ?? trip.adults,
    children: change.Children ?? trip.children,
    pets: change.Pets ?? trip.pets,
    rvUsage: (change.RvUsage ?? trip.rvUsage) as EstimateParams['rvUsage'],
    addons,
    destination: change.Destination ?? trip.destination ?? undefined,
    deliveryDistance: change.DeliveryDistance ?? trip.deliveryDistance ?? undefined,
    deliveryAddress: trip.deliveryAddress ?? undefined,
    promoCode: trip.promoCode ?? undefined,
  };
}

/**
 * Prices the booking with changed trip params on its RV: its own dates do not count as taken, and a promotion no
 * longer valid is dropped. The params as priced and the quote.
 */
export async function quoteChangedTrip(ctx: BookingContext, booking: BookingRow, listing: BookableListing, params: EstimateParams) {
  if (params.promoCode && !(await findPromotion(ctx.db, params.promoCode, listing.terms.country, todayUtc(ctx.now()))))
    params.promoCode = undefined;
  const { result } = await estimateTrip(ctx.db, listing, params, {
    userId: booking.renter_id,
    now: ctx.now(),
    exceptBookingId: booking.id,
  });
  if (!result.ok) throw tripApiError(result.error, ctx.locale);
  return { params, quote: result.quote };
}

/** Prices the booking as changed. */
async function quoteChange(ctx: BookingContext, booking: BookingRow, change: ChangeRequestBody) {
  const listing = await bookableListingFor(ctx.db, booking);
  if (!listing) throw bookingError(404, 'RV_NOT_FOUND', ctx.locale);
  return quoteChangedTrip(ctx, booking, listing, changedEstimate(booking, change));
}

/**
 * A change request as answered. Its Difference compares its price with the booking's as it is now (or, once
 * approved, as it was before), given what the renter had paid.
 */
function changeRequestView(row: Selectable<ChangeRequestsTable>, booking: BookingRow, money: BookingMoney) {
  const request = row.request as StoredRequest;
  const params = request.params;
  const quote = row.quote as TripQuote | null;
  const current = (booking.quote as TripQuote).renterDiscountedTotal;
  const before = row.status === 'Approved' && request.before ? request.before : { total: current, paid: money.paid };
  return {
    Id: row.id,
    BookingId: row.booking_id,
    UserId: row.user_id,
    CreatedBy: (row.user_id === booking.owner_id ? 'owner' : 'renter') as 'owner' | 'renter',
    Status: row.status,
    Adults: params.adults,
    Children: params.children,
    Pets: params.pets,
    Destination: params.destination ?? null,
    DeliveryDistance: params.deliveryDistance ?? null,
    StartDate: params.dateStart,
    EndDate: params.dateEnd,
    NumberOfNights: daysBetween(params.dateStart, params.dateEnd),
    RvUsage: params.rvUsage,
    ChangeRequestItems: {
      AddAddOns: request.ChangeRequestItems?.AddAddOns ?? [],
      RemoveAddOns: request.ChangeRequestItems?.RemoveAddOns ?? [],
    },
    RoadSideInsurance: params.roadsideAssistance,
    InsuranceProtectionLevel: params.protectionLevel ?? null,
    ExpectedTotal: row.expected_total === null ? null : row.expected_total / 100,
    RejectionReason: row.rejection_reason,
    CreatedAt: row.created_at.toISOString(),
    // Priced with what was paid, so that AmountDue is what the change leaves to pay.
    Financial: quote ? financialBreakdown(quote, money.ledger, booking.instant_book) : null,
    Difference: quote ? changeDifference({ currentTotal: before.total, newTotal: quote.renterDiscountedTotal, paid: before.paid }) : null,
    // The host reviews what the change does to their payout, not what the renter pays.
    Payout:
      quote && (row.status === 'Pending' || row.status === 'Draft')
        ? { Current: toDecimal((booking.quote as TripQuote).ownerPayout), Proposed: toDecimal(quote.ownerPayout) }
        : null,
  };
}

/**
 * Writes the changed trip and price onto the booking, moves its held dates (the exclusion constraint guards them) and
 * its scheduled payout, then runs `step` in the same transaction (the request's answer, the timeline entry and the
 * mails: all of it commits or none). What the renter paid beyond the new total goes back to the card after the commit.
 */
export async function applyChange<T>(
  ctx: BookingContext,
  booking: BookingRow,
  params: EstimateParams,
  quote: TripQuote,
  step: (trx: Transaction<Database>, updated: BookingRow) => Promise<T>,
): Promise<{ updated: BookingRow; result: T }> {
  const trip = booking.trip as StoredTrip;
  const stored: StoredTrip = {
    ...trip,
    adults: params.adults,
    children: params.children,
    pets: params.pets,
    protectionLevel: quote.protection.level,
    roadsideAssistance: params.roadsideAssistance,
    rvUsage: params.rvUsage,
    addons: params.addons,
    destination: params.destination ?? null,
    deliveryDistance: params.deliveryDistance ?? null,
    promoCode: quote.promotion?.code ?? null,
  };
  try {
    const done = await inTransaction(ctx.db, async (trx) => {
      // The RV first, then the booking (db/transaction.ts): moving held nights races new bookings of the RV.
      await lockListing(trx, booking.listing_id);
      const current = await trx.selectFrom('bookings').select('status').where('id', '=', booking.id).forUpdate().executeTakeFirstOrThrow();
      // Cancelled or declined meanwhile: a booking that no longer holds its dates does not change.
      if (!mayChange(current.status)) throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
      const row = await trx
        .updateTable('bookings')
        .set({
          start_date: quote.startDate,
          end_date: quote.endDate,
          trip: JSON.stringify(stored),
          quote: JSON.stringify(quote),
          renter_total: quote.renterDiscountedTotal,
          updated_at: ctx.now(),
        })
        .where('id', '=', booking.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('availability_blocks')
        .set({ during: `[${quote.startDate},${quote.endDate})` })
        .where('booking_id', '=', booking.id)
        .execute();
      const owner = await trx
        .selectFrom('payouts')
        .select('id')
        .where('booking_id', '=', booking.id)
        .where('status', '=', 'scheduled')
        .where('kind', '=', 'trip')
        .executeTakeFirst();
      if (owner) await trx.updateTable('payouts').set({ amount: quote.ownerPayout }).where('id', '=', owner.id).execute();
      return { updated: row, result: await step(trx, row) };
    });
    await refundOverpayment(ctx, done.updated);
    return done;
  } catch (error) {
    if ((error as { code?: string }).code === '23P01') throw tripApiError({ code: 'DATES_UNAVAILABLE', params: {} }, ctx.locale);
    throw error;
  }
}

function changeableOr409(ctx: BookingContext, booking: BookingRow) {
  if (!mayChange(booking.status)) throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
}

/** The booking's approved changes, oldest first, for the invoice: when, the dates after it, the change in the total. */
export async function approvedChanges(db: Kysely<Database>, bookingId: number) {
  const rows = await db
    .selectFrom('change_requests')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'Approved')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const request = row.request as StoredRequest;
    const quote = row.quote as TripQuote;
    return {
      approvedOn: row.updated_at.toISOString().slice(0, 10),
      startDate: quote.startDate,
      endDate: quote.endDate,
      difference: request.before ? quote.renterDiscountedTotal - request.before.total : 0,
    };
  });
}

/** True when the change leaves the trip exactly as it is. */
export function changesNothing(booking: BookingRow, change: ChangeRequestBody): boolean {
  return JSON.stringify(changedEstimate(booking, change)) === JSON.stringify(changedEstimate(booking, {}));
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

const common = { tags: ['Change requests'], ...signedIn };
const view = json(ChangeRequestViewSchema, 'The change request, priced (Financial) with what it does to the renter’s money (Difference)');
const changeRefused = 'NOT_ALLOWED_IN_STATUS (the booking cannot change now), PRICE_CHANGED (Data.RenterTotal), DATES_UNAVAILABLE';

const heldRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{bookingId}/change-request',
  operationId: 'getChangeRequests',
  summary: 'The caller’s held draft, the booking’s pending change request and the answered ones (newest first)',
  ...common,
  request: { params: ChangeBookingParams },
  responses: {
    200: json(HeldChangeRequestsSchema, 'Draft, pending and history'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: e.notParty }),
  },
});
const draftRoute = createRoute({
  method: 'put',
  path: '/api/bookings/{bookingId}/change-request/draft',
  operationId: 'saveChangeRequestDraft',
  summary: 'Save the change-request draft (it replaces the held one), priced',
  ...common,
  request: { params: ChangeBookingParams, body: jsonBody(changeRequestSchema, { required: false }) },
  responses: {
    200: view,
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      404: `${e.notParty}; RV_NOT_FOUND`,
      409: changeRefused,
      422: 'A trip rule of the pricing (MINIMUM_NIGHTS, TOO_MANY_GUESTS...)',
    }),
  },
});
const protectionRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{bookingId}/change-request/protection',
  operationId: 'changeProtection',
  summary: 'The renter changes protection at once (the owner is always notified); the draft is cleared',
  ...common,
  request: { params: ChangeBookingParams, body: jsonBody(protectionChangeSchema) },
  responses: {
    200: json(ProtectionChangeAnswerSchema, 'The booking’s new breakdown and the money difference'),
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      403: e.role,
      404: `${e.notParty}; RV_NOT_FOUND`,
      409: `${changeRefused}; ${e.inProgress}`,
      422: e.idempotency,
    }),
  },
});
const submitRoute = (who: 'owner' | 'renter') =>
  createRoute({
    method: 'post',
    path: `/api/bookings/{id}/${who}-change-request`,
    operationId: who === 'owner' ? 'submitOwnerChangeRequest' : 'submitRenterChangeRequest',
    summary: `Submit a change request (${who === 'owner' ? 'the booking’s owner' : 'the renter'}); the other party answers it`,
    ...common,
    request: { params: BookingParams, body: jsonBody(changeRequestSchema, { required: false }) },
    responses: {
      201: view,
      ...refusals({
        400: e.invalid,
        401: e.signInFirst,
        403: e.role,
        404: `${e.notParty}; RV_NOT_FOUND`,
        409: `${changeRefused}; CHANGE_REQUEST_PENDING; ${e.inProgress}`,
        422: `NO_CHANGE; ${e.idempotency}`,
      }),
    },
  });
const answerRefusals = refusals({
  400: e.invalid,
  401: e.signInFirst,
  403: 'OWN_CHANGE_REQUEST: its creator cannot answer it',
  404: `${e.notParty}; CHANGE_REQUEST_NOT_FOUND (none pending)`,
  409: `${changeRefused}; ${e.inProgress}`,
  422: e.idempotency,
});
const approveRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{bookingId}/change-request/approve',
  operationId: 'approveChangeRequest',
  summary: 'Approve the pending change request (the other party): priced again, applied to the booking',
  ...common,
  request: { params: ChangeBookingParams },
  responses: { 200: view, ...answerRefusals },
});
const withdrawRoute = createRoute({
  method: 'delete',
  path: '/api/bookings/{bookingId}/change-request',
  operationId: 'withdrawChangeRequest',
  summary: 'Its creator withdraws the pending change request; the other party is told',
  ...common,
  request: { params: ChangeBookingParams },
  responses: {
    200: view,
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      404: `${e.notParty}; CHANGE_REQUEST_NOT_FOUND`,
      409: e.inProgress,
      422: e.idempotency,
    }),
  },
});
const rejectRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{bookingId}/change-request/reject',
  operationId: 'rejectChangeRequest',
  summary: 'Reject the pending change request; the body is the reason as a JSON string (spec 001 section 5)',
  ...common,
  request: { params: ChangeBookingParams, body: jsonBody(changeRejectionReasonSchema, { required: false }) },
  responses: { 200: view, ...answerRefusals },
});

export function registerChangeRequestRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  async function party(c: Context) {
    const user = c.get('user') as { id: number };
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    return { ctx, booking, user, role: roleOf(booking, user.id) as 'owner' | 'renter' };
  }

  // The held draft, the pending request and the answered ones (the change history), for the edit and review pages.
  app.openapi(heldRoute, async (c) => {
    const { ctx, booking, user } = await party(c);
    const rows = await ctx.db
      .selectFrom('change_requests')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .orderBy('id', 'desc')
      .execute();
    const money = await moneyOn(ctx, booking);
    const draft = rows.find((row) => row.status === 'Draft' && row.user_id === user.id);
    const pending = rows.find((row) => row.status === 'Pending');
    return c.json(
      {
        Draft: draft ? changeRequestView(draft, booking, money) : null,
        Pending: pending ? changeRequestView(pending, booking, money) : null,
        History: rows
          .filter((row) => row.status !== 'Draft' && row.status !== 'Pending')
          .map((row) => changeRequestView(row, booking, money)),
      },
      200,
    );
  });

  // Save the draft: the updated draft replaces the held one; answers it priced.
  app.openapi(draftRoute, async (c) => {
    const { ctx, booking, user } = await party(c);
    changeableOr409(ctx, booking);
    const body = c.req.valid('json');
    const { params, quote } = await quoteChange(ctx, booking, body);
    const values = {
      request: JSON.stringify({ ...body, params }),
      quote: JSON.stringify(quote),
      expected_total: quote.renterDiscountedTotal,
      updated_at: ctx.now(),
    };
    const existing = await ctx.db
      .selectFrom('change_requests')
      .select('id')
      .where('booking_id', '=', booking.id)
      .where('user_id', '=', user.id)
      .where('status', '=', 'Draft')
      .executeTakeFirst();
    const row = existing
      ? await ctx.db.updateTable('change_requests').set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
      : await ctx.db
          .insertInto('change_requests')
          .values({ ...values, booking_id: booking.id, user_id: user.id, status: 'Draft', rejection_reason: null, created_at: ctx.now() })
          .returningAll()
          .executeTakeFirstOrThrow();
    return c.json(changeRequestView(row, booking, await moneyOn(ctx, booking)), 200);
  });

  // The renter changes protection at once (the owner is always notified); the draft is cleared.
  app.openapi(protectionRoute, async (c) => {
    const { ctx, booking, user, role } = await party(c);
    const body = c.req.valid('json');
    const call = { userId: user.id, scope: `change-protection:${booking.id}`, request: body, locale: ctx.locale };
    return idempotentCall(c, deps, call, async () => {
      if (role !== 'renter') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
      changeableOr409(ctx, booking);
      const trip = booking.trip as StoredTrip;
      const { params, quote } = await quoteChange(ctx, booking, {
        InsuranceProtectionLevel: body.Insurance ?? (trip.protectionLevel as ChangeRequestBody['InsuranceProtectionLevel']),
        RoadSideInsurance: body.IncludeRoadside,
      });
      if (body.ExpectedTotal !== null && body.ExpectedTotal !== undefined && toCents(body.ExpectedTotal) !== quote.renterDiscountedTotal) {
        throw bookingError(409, 'PRICE_CHANGED', ctx.locale, { RenterTotal: quote.renterDiscountedTotal / 100 });
      }
      const { paid } = await moneyOn(ctx, booking);
      const before = (booking.quote as TripQuote).renterDiscountedTotal;
      // The new protection, the draft dropped, the timeline entry and the host's mail: one transaction.
      const { updated, result: notice } = await applyChange(ctx, booking, params, quote, async (trx, changed) => {
        await trx
          .deleteFrom('change_requests')
          .where('booking_id', '=', booking.id)
          .where('user_id', '=', user.id)
          .where('status', '=', 'Draft')
          .execute();
        if (before === quote.renterDiscountedTotal && trip.protectionLevel === quote.protection.level) return null;
        return noteBookingEventIn(trx, ctx, changed, {
          event: 'protection-changed',
          actor: 'renter',
          data: { Level: quote.protection.level, Roadside: body.IncludeRoadside, Total: quote.renterDiscountedTotal / 100 },
        });
      });
      if (notice) ctx.announcer?.publish(notice);
      const difference = changeDifference({ currentTotal: before, newTotal: quote.renterDiscountedTotal, paid });
      return {
        status: 200,
        body: {
          BookingId: updated.id,
          NotifyOwner: true,
          Financial: financialBreakdown(quote, await ledgerOf(ctx.db, updated), updated.instant_book),
          Difference: difference,
        },
      };
    });
  });

  // Submit: to the owner endpoint when the user is the booking owner, to the renter endpoint otherwise.
  for (const expected of ['owner', 'renter'] as const) {
    app.openapi(submitRoute(expected), async (c) => {
      const { ctx, booking, user, role } = await party(c);
      const body = c.req.valid('json');
      const call = { userId: user.id, scope: `change-submit:${booking.id}`, request: body, locale: ctx.locale };
      return idempotentCall(c, deps, call, async () => {
        if (role !== expected) throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
        changeableOr409(ctx, booking);
        const pending = await ctx.db
          .selectFrom('change_requests')
          .select('id')
          .where('booking_id', '=', booking.id)
          .where('status', '=', 'Pending')
          .executeTakeFirst();
        if (pending) throw bookingError(409, 'CHANGE_REQUEST_PENDING', ctx.locale);
        if (changesNothing(booking, body)) throw bookingError(422, 'NO_CHANGE', ctx.locale);
        const { params, quote } = await quoteChange(ctx, booking, body);
        if (
          body.ExpectedTotal !== null &&
          body.ExpectedTotal !== undefined &&
          toCents(body.ExpectedTotal) !== quote.renterDiscountedTotal
        ) {
          throw bookingError(409, 'PRICE_CHANGED', ctx.locale, { RenterTotal: quote.renterDiscountedTotal / 100 });
        }
        // The request and the other party's mail commit together (durable mail).
        let row: Selectable<ChangeRequestsTable>;
        let notice: BookingNotice;
        try {
          ({ row, notice } = await inTransaction(ctx.db, async (trx) => {
            await trx
              .deleteFrom('change_requests')
              .where('booking_id', '=', booking.id)
              .where('user_id', '=', user.id)
              .where('status', '=', 'Draft')
              .execute();
            // One pending request per booking: a unique index refuses a second one, whatever the timing.
            const saved = await trx
              .insertInto('change_requests')
              .values({
                booking_id: booking.id,
                user_id: user.id,
                status: 'Pending',
                request: JSON.stringify({ ...body, params }),
                quote: JSON.stringify(quote),
                expected_total: quote.renterDiscountedTotal,
                rejection_reason: null,
                created_at: ctx.now(),
                updated_at: ctx.now(),
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            const told = await noteBookingEventIn(trx, ctx, booking, {
              event: 'change-requested',
              actor: role,
              data: {
                ChangeRequestId: saved.id,
                StartDate: quote.startDate,
                EndDate: quote.endDate,
                Total: quote.renterDiscountedTotal / 100,
                Difference: (quote.renterDiscountedTotal - (booking.quote as TripQuote).renterDiscountedTotal) / 100,
              },
            });
            return { row: saved, notice: told };
          }));
        } catch (error) {
          if (isUniqueViolation(error)) throw bookingError(409, 'CHANGE_REQUEST_PENDING', ctx.locale);
          throw error;
        }
        ctx.announcer?.publish(notice);
        return { status: 201, body: changeRequestView(row, booking, await moneyOn(ctx, booking)) };
      });
    });
  }

  /** The pending request the other party (not its creator) may answer. */
  async function pendingForAnswer({ ctx, booking, user, role }: Awaited<ReturnType<typeof party>>) {
    const row = await ctx.db
      .selectFrom('change_requests')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (!row) throw bookingError(404, 'CHANGE_REQUEST_NOT_FOUND', ctx.locale);
    if (row.user_id === user.id) throw bookingError(403, 'OWN_CHANGE_REQUEST', ctx.locale);
    return { ctx, booking, row, role };
  }

  /**
   * Moves the pending request to its answer once, in the answer's transaction: a second answer (a retry, another tab)
   * finds none pending, and an answer that fails leaves it pending.
   */
  async function claim(
    trx: Transaction<Database>,
    ctx: BookingContext,
    id: number,
    answer: { status: 'Approved' | 'Rejected'; rejection_reason?: string; quote?: string; request?: string },
  ) {
    const row = await trx
      .updateTable('change_requests')
      .set({ ...answer, updated_at: ctx.now() })
      .where('id', '=', id)
      .where('status', '=', 'Pending')
      .returningAll()
      .executeTakeFirst();
    if (!row) throw bookingError(404, 'CHANGE_REQUEST_NOT_FOUND', ctx.locale);
    return row;
  }

  app.openapi(approveRoute, async (c) => {
    const who = await party(c);
    const call = { userId: who.user.id, scope: `change-approve:${who.booking.id}`, request: null, locale: who.ctx.locale };
    return idempotentCall(c, deps, call, async () => {
      const { ctx, booking, row, role } = await pendingForAnswer(who);
      changeableOr409(ctx, booking);
      const request = row.request as StoredRequest;
      const { paid } = await moneyOn(ctx, booking);
      const before = { total: (booking.quote as TripQuote).renterDiscountedTotal, paid };
      // Priced again now: availability or promotions may have moved since it was sent.
      const { params, quote } = await quoteChange(ctx, booking, request);
      const difference = changeDifference({ currentTotal: before.total, newTotal: quote.renterDiscountedTotal, paid });
      // The change on the booking, the request's answer, the timeline entry and the creator's mail: one transaction.
      // Refused (dates taken meanwhile, booking moved on): nothing of it is written and the request still waits.
      const { updated, result } = await applyChange(ctx, booking, params, quote, async (trx, changed) => {
        const approved = await claim(trx, ctx, row.id, {
          status: 'Approved',
          quote: JSON.stringify(quote),
          request: JSON.stringify({ ...request, before }),
        });
        const notice = await noteBookingEventIn(trx, ctx, changed, {
          event: 'change-approved',
          actor: role,
          data: {
            ChangeRequestId: row.id,
            Total: quote.renterDiscountedTotal / 100,
            Difference: difference.Difference,
            Amount: difference.ToCharge > 0 ? difference.ToCharge : difference.ToRefund,
            ToCharge: difference.ToCharge,
            ToRefund: difference.ToRefund,
          },
        });
        return { approved, notice };
      });
      ctx.announcer?.publish(result.notice);
      const approved = result.approved;
      const settled = await settleBooking(ctx, updated);
      return { status: 200, body: changeRequestView(approved, settled, await moneyOn(ctx, settled)) };
    });
  });

  // Ours (not in the specification): the creator withdraws the request while it waits; the other party is told.
  app.openapi(withdrawRoute, async (c) => {
    const { ctx, booking, user, role } = await party(c);
    const call = { userId: user.id, scope: `change-withdraw:${booking.id}`, request: null, locale: ctx.locale };
    return idempotentCall(c, deps, call, async () => {
      const { withdrawn, notice } = await inTransaction(ctx.db, async (trx) => {
        const row = await trx
          .updateTable('change_requests')
          .set({ status: 'Withdrawn', updated_at: ctx.now() })
          .where('booking_id', '=', booking.id)
          .where('user_id', '=', user.id)
          .where('status', '=', 'Pending')
          .returningAll()
          .executeTakeFirst();
        if (!row) throw bookingError(404, 'CHANGE_REQUEST_NOT_FOUND', ctx.locale);
        return {
          withdrawn: row,
          notice: await noteBookingEventIn(trx, ctx, booking, {
            event: 'change-withdrawn',
            actor: role,
            data: { ChangeRequestId: row.id },
          }),
        };
      });
      ctx.announcer?.publish(notice);
      return { status: 200, body: changeRequestView(withdrawn, booking, await moneyOn(ctx, booking)) };
    });
  });

  // The rejection reason is the body itself, a JSON string.
  app.openapi(rejectRoute, async (c) => {
    const who = await party(c);
    // No body (or an empty one) is no reason; a body is validated as the JSON string it must be.
    const sent: unknown = c.req.valid('json');
    const reason = typeof sent === 'string' ? sent : '';
    const call = { userId: who.user.id, scope: `change-reject:${who.booking.id}`, request: reason, locale: who.ctx.locale };
    return idempotentCall(c, deps, call, async () => {
      const { ctx, booking, row, role } = await pendingForAnswer(who);
      // The answer, its timeline entry and the creator's mail: one transaction.
      const { rejected, notice } = await inTransaction(ctx.db, async (trx) => {
        const answered = await claim(trx, ctx, row.id, { status: 'Rejected', rejection_reason: reason });
        const told = await noteBookingEventIn(trx, ctx, booking, {
          event: 'change-rejected',
          actor: role,
          data: { ChangeRequestId: row.id, Reason: reason },
        });
        return { rejected: answered, notice: told };
      });
      ctx.announcer?.publish(notice);
      const current = (await findBooking(ctx.db, booking.id)) ?? booking;
      return { status: 200, body: changeRequestView(rejected, current, await moneyOn(ctx, current)) };
    });
  });
}
