import { createRoute, z } from '@hono/zod-openapi';
import { type BookingPayment, BookingPaymentSchema } from '@rove/contract';
import { bookingError } from '../booking/booking-errors.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e, bookingIdSchema, localeOf } from '../booking/booking-http.ts';
import { findBooking } from '../booking/booking-actions.ts';
import { roleOf } from '../booking/booking-views.ts';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { errorResponse } from '../http/errors.ts';
import { json, jsonBody, media, refusals } from '../http/openapi-routes.ts';
import { isPublic, maybeSignedIn, signedIn } from '../identity/route-security.ts';
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
export function paymentView(payment: PaymentRow): Omit<BookingPayment, 'BookingStatus'> {
  return {
    PaymentId: payment.id,
    BookingId: payment.booking_id,
    ClientSecret: payment.client_secret,
    Amount: payment.amount / 100,
    Currency: payment.currency as BookingPayment['Currency'],
    Purpose: payment.purpose as BookingPayment['Purpose'],
    Status: payment.status as BookingPayment['Status'],
    Message: payment.failure_message,
  };
}

const common = { tags: ['Payments'], ...signedIn };
const paymentAnswer = (description: string) => json(BookingPaymentSchema, description);
const intentRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/payment-intent',
  operationId: 'createPaymentIntent',
  summary: 'A payment intent for what is due now (Purpose trip), or the security deposit hold',
  ...common,
  request: { params: BookingParams, body: jsonBody(intentRequestSchema, { required: false }) },
  responses: {
    201: paymentAnswer('The intent and its client secret'),
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      403: `${e.role} (the renter pays)`,
      404: e.notParty,
      409: 'NOTHING_DUE, NOT_ALLOWED_IN_STATUS',
    }),
  },
});
const confirmRoute = createRoute({
  method: 'post',
  path: '/api/payments/confirm',
  operationId: 'confirmPayment',
  summary: 'Confirm a payment intent with a card (test cards in the README): succeeded, requires_capture, requires_action or failed',
  ...common,
  request: { body: jsonBody(confirmSchema) },
  responses: {
    200: paymentAnswer('The payment; NextActionUrl when the card asks for the authentication step'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: 'PAYMENT_NOT_FOUND', 409: 'NOTHING_DUE, NOT_ALLOWED_IN_STATUS' }),
  },
});
const callbackRoute = createRoute({
  method: 'get',
  path: '/api/payment-callback',
  operationId: 'settlePaymentCallback',
  summary: 'Settle a payment after the authentication step (what the app’s /payment-callback page calls; idempotent)',
  tags: ['Payments'],
  ...maybeSignedIn,
  request: { query: z.object({ payment_intent_client_secret: z.string().optional(), bookingId: z.string().optional() }) },
  responses: {
    200: paymentAnswer('The payment (no client secret)'),
    ...refusals({ 400: 'INVALID_PARAMETERS: Invalid parameters (spec 000 section 5)', 401: e.signInFirst, 404: 'PAYMENT_NOT_FOUND' }),
  },
});
const simulatorForm = {
  type: 'object' as const,
  properties: {
    payment_intent_client_secret: { type: 'string' as const },
    return_url: { type: 'string' as const, description: 'Our own /payment-callback only' },
    outcome: { type: 'string' as const, enum: ['approve', 'decline'] },
  },
};
const simulatorPageRoute = createRoute({
  method: 'get',
  path: simulatorAuthenticationPath,
  operationId: 'getSimulatorAuthentication',
  summary: 'The payment simulator’s authentication step (what a card issuer’s 3-D Secure page does)',
  tags: ['Payments'],
  ...isPublic,
  request: { query: z.object({ payment_intent_client_secret: z.string().optional(), return_url: z.string().optional() }) },
  responses: { 200: media('text/html', 'The page'), ...refusals({ 400: 'INVALID_PARAMETERS' }) },
});
const simulatorAnswerRoute = createRoute({
  method: 'post',
  path: simulatorAuthenticationPath,
  operationId: 'answerSimulatorAuthentication',
  summary: 'Approve or decline the authentication step, then back to /payment-callback',
  tags: ['Payments'],
  ...isPublic,
  // A form the handler reads itself (a body that is no form has no parameters): described, not validated.
  request: {
    body: { content: { 'application/x-www-form-urlencoded': { schema: simulatorForm }, 'multipart/form-data': { schema: simulatorForm } } },
  },
  responses: {
    303: { description: 'Back to the app’s /payment-callback', headers: { Location: { schema: { type: 'string' as const } } } },
    ...refusals({ 400: 'INVALID_PARAMETERS', 404: 'PAYMENT_NOT_FOUND' }),
  },
});

/** Only our own /payment-callback may be the return address of the authentication step (no open redirect). */
function safeReturnUrl(value: string | undefined, publicUrl: string): string | null {
  if (!value) return null;
  const url = new URL(value, publicUrl);
  if (url.origin !== new URL(publicUrl).origin || url.pathname !== '/payment-callback') return null;
  return `${url.pathname}${url.search}`;
}

export function registerPaymentRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  // A payment intent for what is due now (or the security deposit hold); answers its client secret.
  app.openapi(intentRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    if (roleOf(booking, user.id) !== 'renter') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
    const Purpose = c.req.valid('json').Purpose ?? 'trip';
    const payment = await createBookingPayment(ctx, booking, Purpose);
    const after = await findBooking(deps.db, booking.id);
    return c.json({ ...paymentView(payment), BookingStatus: after?.status ?? booking.status }, 201);
  });

  // Confirm with a card: Status succeeded, requires_capture (authorised until the host accepts), requires_action
  // (send the renter to NextActionUrl) or failed (Message says why; the booking stays payable).
  app.openapi(confirmRoute, async (c) => {
    const ctx = helpers.contextOf(c);
    const body = c.req.valid('json');
    const user = c.get('user');
    const card = { number: body.Card.Number, expMonth: body.Card.ExpMonth, expYear: body.Card.ExpYear, cvc: body.Card.Cvc };
    const { payment, authenticationUrl } = await confirmBookingPayment(ctx, user.id, body.ClientSecret, card);
    if (!payment) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
    const booking = await findBooking(deps.db, payment.booking_id);
    return c.json({ ...paymentView(payment), NextActionUrl: authenticationUrl, BookingStatus: booking?.status ?? null }, 200);
  });

  // What the app's /payment-callback page calls. Idempotent: reloading it never charges twice.
  app.openapi(callbackRoute, async (c) => {
    const clientSecret = c.req.valid('query').payment_intent_client_secret;
    const bookingIdText = c.req.valid('query').bookingId;
    const bookingId = bookingIdSchema.safeParse(bookingIdText);
    if (!clientSecret || !bookingIdText || !bookingId.success)
      return errorResponse(c, 400, 'Invalid parameters', { StatusMessage: 'INVALID_PARAMETERS' });
    const ctx = helpers.contextOf(c);
    const { payment } = await settlePaymentCallback(ctx, clientSecret, bookingId.data);
    if (!payment) throw bookingError(404, 'PAYMENT_NOT_FOUND', ctx.locale);
    const booking = await findBooking(deps.db, payment.booking_id);
    return c.json({ ...paymentView(payment), ClientSecret: undefined, BookingStatus: booking?.status ?? null }, 200);
  });

  // The simulator's authentication step (what a card issuer's 3-D Secure page does), then back to /payment-callback.
  app.openapi(simulatorPageRoute, (c) => {
    const query = c.req.valid('query');
    const clientSecret = query.payment_intent_client_secret;
    const returnUrl = safeReturnUrl(query.return_url, deps.config.publicUrl);
    if (!clientSecret || !returnUrl) return errorResponse(c, 400, 'Invalid parameters', { StatusMessage: 'INVALID_PARAMETERS' });
    return c.html(simulatorAuthenticationPage({ clientSecret, returnUrl, locale: localeOf(c) }), 200);
  });
  app.openapi(simulatorAnswerRoute, async (c) => {
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
