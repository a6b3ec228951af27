import { z } from 'zod';
import { bookingError } from '../booking/booking-errors.ts';
import { type BookingRouteHelpers, bookingIdSchema, localeOf, parseOr400, readJson } from '../booking/booking-http.ts';
import { findBooking } from '../booking/booking-actions.ts';
import { roleOf } from '../booking/booking-views.ts';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { errorResponse } from '../http/errors.ts';
import { optionalUser, requireUser } from '../identity/middleware.ts';
import { confirmBookingPayment, createBookingPayment, settlePaymentCallback } from './booking-payments.ts';
import { simulatorAuthenticationPath } from './simulated-provider.ts';
import { simulatorAuthenticationPage } from './simulator-page.ts';

const intentRequestSchema = z.object({ Purpose: z.enum(['trip', 'security_deposit']).default('trip') });
const confirmSchema = z.object({
  ClientSecret: z.string().min(10).max(200),
  Card: z.object({
    Number: z.string().trim().min(12).max(23),
    ExpMonth: z.coerce.number().int().min(1).max(12),
    ExpYear: z.coerce.number().int().min(2000).max(2100),
    Cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card.'),
  }),
});

type PaymentRow = {
  id: number;
  booking_id: number;
  amount: number;
  currency: string;
  purpose: string;
  status: string;
  client_secret: string | null;
  failure_message: string | null;
};

/** A payment as the API answers it (trip payments, change differences, money requests). */
export function paymentView(payment: PaymentRow) {
  return {
    PaymentId: payment.id,
    BookingId: payment.booking_id,
    ClientSecret: payment.client_secret,
    Amount: payment.amount / 100,
    Currency: payment.currency,
    Purpose: payment.purpose,
    Status: payment.status,
    Message: payment.failure_message,
  };
}

/** Only our own /payment-callback may be the return address of the authentication step (no open redirect). */
function safeReturnUrl(value: string | undefined, publicUrl: string): string | null {
  if (!value) return null;
  const url = new URL(value, publicUrl);
  if (url.origin !== new URL(publicUrl).origin || url.pathname !== '/payment-callback') return null;
  return `${url.pathname}${url.search}`;
}

export function registerPaymentRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  // A payment intent for what is due now (or the security deposit hold); answers its client secret.
  app.post('/api/bookings/:id/payment-intent', requireUser, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    if (roleOf(booking, user.id) !== 'renter') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    const { Purpose } = parseOr400(intentRequestSchema, await readJson(c));
    const payment = await createBookingPayment(ctx, booking, Purpose);
    const after = await findBooking(deps.db, booking.id);
    return c.json({ ...paymentView(payment), BookingStatus: after?.status ?? booking.status }, 201);
  });

  // Confirm with a card: Status succeeded, requires_capture (authorised until the host accepts), requires_action
  // (send the renter to NextActionUrl) or failed (Message says why; the booking stays payable).
  app.post('/api/payments/confirm', requireUser, async (c) => {
    const ctx = helpers.contextOf(c);
    const body = parseOr400(confirmSchema, await readJson(c));
    const user = c.get('user');
    const card = { number: body.Card.Number, expMonth: body.Card.ExpMonth, expYear: body.Card.ExpYear, cvc: body.Card.Cvc };
    const { payment, authenticationUrl } = await confirmBookingPayment(ctx, user.id, body.ClientSecret, card);
    if (!payment) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
    const booking = await findBooking(deps.db, payment.booking_id);
    return c.json({ ...paymentView(payment), NextActionUrl: authenticationUrl, BookingStatus: booking?.status ?? null });
  });

  // What the app's /payment-callback page calls. Idempotent: reloading it never charges twice.
  app.get('/api/payment-callback', optionalUser, async (c) => {
    const clientSecret = c.req.query('payment_intent_client_secret');
    const bookingIdText = c.req.query('bookingId');
    const bookingId = bookingIdSchema.safeParse(bookingIdText);
    if (!clientSecret || !bookingIdText || !bookingId.success)
      return errorResponse(c, 400, 'Invalid parameters', { StatusMessage: 'INVALID_PARAMETERS' });
    const ctx = helpers.contextOf(c);
    const { payment } = await settlePaymentCallback(ctx, clientSecret, bookingId.data);
    if (!payment) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
    const booking = await findBooking(deps.db, payment.booking_id);
    return c.json({ ...paymentView(payment), ClientSecret: undefined, BookingStatus: booking?.status ?? null });
  });

  // The simulator's authentication step (what a card issuer's 3-D Secure page does), then back to /payment-callback.
  app.get(simulatorAuthenticationPath, (c) => {
    const clientSecret = c.req.query('payment_intent_client_secret');
    const returnUrl = safeReturnUrl(c.req.query('return_url'), deps.config.publicUrl);
    if (!clientSecret || !returnUrl) return errorResponse(c, 400, 'Invalid parameters', { StatusMessage: 'INVALID_PARAMETERS' });
    return c.html(simulatorAuthenticationPage({ clientSecret, returnUrl, locale: localeOf(c) }));
  });
  app.post(simulatorAuthenticationPath, async (c) => {
    // A body that is no form (a broken multipart) has no parameters.
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const clientSecret = typeof form.payment_intent_client_secret === 'string' ? form.payment_intent_client_secret : '';
    const returnUrl = safeReturnUrl(typeof form.return_url === 'string' ? form.return_url : undefined, deps.config.publicUrl);
    if (!clientSecret || !returnUrl) return errorResponse(c, 400, 'Invalid parameters', { StatusMessage: 'INVALID_PARAMETERS' });
    const ctx = helpers.contextOf(c);
    const intent = await ctx.provider.retrieveByClientSecret(clientSecret);
    if (!intent) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
    await ctx.provider.completeAuthentication(clientSecret, form.outcome === 'approve');
    return c.redirect(returnUrl, 303);
  });
}
