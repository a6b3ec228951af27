// services/update: before the trip, the renter changes the add-ons (the host's services) of a held booking at the
// listed prices, without waiting for the host, who is told. The server prices the trip with the new add-ons; a
// higher total is due through the payment page, a lower one is refunded at once.
import { createRoute, z } from '@hono/zod-openapi';
import { FinancialBreakdownSchema, ServicesUpdateSchema } from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { financialBreakdown } from '../pricing/financial-breakdown.ts';
import { toCents } from '../pricing/money.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { type BookingContext, noteBookingEventIn } from './booking-actions.ts';
import { bookingAbilities } from './booking-abilities.ts';
import { bookingError } from './booking-errors.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e } from './booking-http.ts';
import { type BookingRow, ledgerOf, loadBookingFacts } from './booking-views.ts';
import { applyChange, changedEstimate, quoteChangedTrip } from './change-request-routes.ts';
import { idempotentCall } from './idempotent-call.ts';
import { bookableListingFor } from './listing-terms.ts';

async function quoteWithAddOns(ctx: BookingContext, booking: BookingRow, addOns: { Id: number; Quantity: number }[]) {
  const listing = await bookableListingFor(ctx.db, booking);
  if (!listing) throw bookingError(404, 'RV_NOT_FOUND', ctx.locale);
  if (listing.terms.addOns.length === 0) throw bookingError(409, 'NO_ADDONS', ctx.locale);
  const params = { ...changedEstimate(booking, {}), addons: addOns.map((addOn) => ({ id: addOn.Id, quantity: addOn.Quantity })) };
  return quoteChangedTrip(ctx, booking, listing, params);
}

const common = { tags: ['Bookings'], ...signedIn };
const priced = json(
  z.object({ Financial: FinancialBreakdownSchema, Difference: z.number().meta({ description: 'The new renter total less the old one' }) }),
  'The breakdown with the add-ons and the change in the total',
);
const servicesRefusals = (extra: string) =>
  refusals({
    400: e.invalid,
    401: e.signInFirst,
    403: `${e.role} (the renter chooses add-ons)`,
    404: `${e.notParty}; RV_NOT_FOUND`,
    409: `NOT_ALLOWED_IN_STATUS, NO_ADDONS${extra}`,
    422: 'A trip rule of the pricing; IDEMPOTENCY_KEY_REUSED',
  });
const previewRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/services/preview',
  operationId: 'previewServices',
  summary: 'Price other add-ons before the trip (nothing is stored)',
  ...common,
  request: { params: BookingParams, body: jsonBody(ServicesUpdateSchema) },
  responses: { 200: priced, ...servicesRefusals('') },
});
const updateRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/services',
  operationId: 'updateServices',
  summary: 'Change the add-ons before the trip',
  ...common,
  request: { params: BookingParams, body: jsonBody(ServicesUpdateSchema) },
  responses: { 200: priced, ...servicesRefusals(`, PRICE_CHANGED; ${e.inProgress}`) },
});

export function registerServicesRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  async function allowed(ctx: BookingContext, booking: BookingRow, userId: number) {
    const facts = (await loadBookingFacts(deps.db, [booking], { userId, now: deps.now() })).get(booking.id)?.facts;
    if (!facts || facts.role !== 'renter') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    if (!bookingAbilities(facts).UpdateServices) throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
  }

  // The new breakdown and the difference, for the review step (nothing changes).
  app.openapi(previewRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    await allowed(ctx, booking, user.id);
    const { quote } = await quoteWithAddOns(ctx, booking, body.AddOns);
    const before = booking.quote as TripQuote;
    const ledger = await ledgerOf(deps.db, booking);
    return c.json(
      {
        Financial: financialBreakdown(quote, { ...ledger, status: booking.status }),
        Difference: (quote.renterDiscountedTotal - before.renterDiscountedTotal) / 100,
      },
      200,
    );
  });

  app.openapi(updateRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    return idempotentCall(c, deps, { userId: user.id, scope: `services:${booking.id}`, request: body, locale: ctx.locale }, async () => {
      await allowed(ctx, booking, user.id);
      const { params, quote } = await quoteWithAddOns(ctx, booking, body.AddOns);
      if (body.ExpectedTotal !== null && body.ExpectedTotal !== undefined && toCents(body.ExpectedTotal) !== quote.renterDiscountedTotal)
        throw bookingError(409, 'PRICE_CHANGED', ctx.locale, { RenterTotal: quote.renterDiscountedTotal / 100 });
      const before = booking.quote as TripQuote;
      // The new add-ons, the timeline entry and the host's mail: one transaction.
      const { updated, result: notice } = await applyChange(ctx, booking, params, quote, (trx, changed) =>
        noteBookingEventIn(trx, ctx, changed, {
          event: 'services-updated',
          actor: 'renter',
          data: {
            Amount: quote.renterDiscountedTotal / 100,
            Difference: (quote.renterDiscountedTotal - before.renterDiscountedTotal) / 100,
          },
        }),
      );
      ctx.announcer?.publish(notice);
      const ledger = await ledgerOf(deps.db, updated);
      return {
        status: 200,
        body: {
          Financial: financialBreakdown(quote, ledger),
          Difference: (quote.renterDiscountedTotal - before.renterDiscountedTotal) / 100,
        },
      };
    });
  });
}
