import {
  RenterDetailsSchema,
  BookCallSchema,
  ClaimRequestSchema,
  CloseoutRequestSchema,
  CustomQuoteRequestSchema,
  FinancialBreakdownSchema,
  MoneyRequestDisputeSchema,
  MoneyRequestSchema,
  ReviewReportSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
  ServicesUpdateSchema,
  SignAgreementSchema,
  protectionLevels,
  rvUsages,
} from '@rove/contract';
import { z } from 'zod';
import type { App } from '../http/context.ts';
import { routeDocumenter } from '../http/openapi-routes.ts';
import { changeRequestSchema } from './change-request-schema.ts';

const breakdown = FinancialBreakdownSchema.meta({ id: 'FinancialBreakdown', description: 'Spec 001 section 3; see server/PRICING.md' });
const bookingDetail = z
  .record(z.string(), z.unknown())
  .meta({ id: 'BookingDetail', description: 'Both parties, the trip, Financial and AvailableActions' });
const payment = z
  .object({
    PaymentId: z.number(),
    BookingId: z.number(),
    ClientSecret: z.string().nullable(),
    Amount: z.number(),
    Currency: z.string(),
    Purpose: z.string(),
    Status: z.enum(['requires_payment_method', 'requires_action', 'requires_capture', 'succeeded', 'failed', 'canceled']),
    Message: z.string().nullable(),
    NextActionUrl: z.string().nullable().optional(),
    BookingStatus: z.string().nullable(),
  })
  .meta({ id: 'BookingPayment' });
const idParam = z.object({ id: z.string() });
const reason = z.object({ ReasonCode: z.string().optional(), Reason: z.string().max(1000).optional() });

/** Documents the booking routes in the served OpenAPI document (the handlers validate with the same schemas). */
export function documentBookingRoutes(app: App) {
  const add = routeDocumenter(app, 'Bookings and payments', {
    400: 'Invalid parameters (field errors in Errors)',
    401: 'Sign in to continue',
    403: 'Not allowed for this party (StatusMessage NOT_ALLOWED_FOR_ROLE, OWN_RV)',
    404: 'No such RV, booking or payment',
    409: 'DATES_UNAVAILABLE, NOT_ALLOWED_IN_STATUS, NOTHING_DUE, CHANGE_REQUEST_PENDING, PRICE_CHANGED',
    422: 'The trip cannot be booked: StatusMessage is the reason (MINIMUM_NIGHTS, TOO_MANY_GUESTS, ...)',
  });
  const estimateQuery = z.object({
    dateStart: z.string(),
    dateEnd: z.string(),
    protectionLevel: z.enum(protectionLevels).optional(),
    roadsideAssistance: z.enum(['true', 'false']).optional(),
    adults: z.string().optional(),
    children: z.string().optional(),
    pets: z.enum(['true', 'false']).optional(),
    rvUsage: z.enum(rvUsages).optional(),
    addons: z.string().optional().describe('12,13:2 (id, optional quantity)'),
    destination: z.string().optional(),
    deliveryDistance: z.string().optional().describe('one way, km in Canada, miles in the US'),
    deliveryLatitude: z.string().optional(),
    deliveryLongitude: z.string().optional(),
    deliveryAddress: z.string().optional(),
    promoCode: z.string().optional(),
  });
  const rvParam = z.object({ rvId: z.string().describe('RV id or alias') });
  add('get', '/api/rvs/{rvId}/estimate', 'Estimate a trip: the financial breakdown', {
    params: rvParam,
    query: estimateQuery,
    ok: [200, breakdown],
  });
  add('post', '/api/rvs/{rvId}/estimate', 'Estimate a trip (parameters as JSON)', {
    params: rvParam,
    body: estimateQuery,
    ok: [200, breakdown],
  });
  add('post', '/api/bookings', 'Request to book (header Idempotency-Key)', {
    body: z.object({
      RvId: z.union([z.number(), z.string()]),
      Estimate: estimateQuery,
      Renter: RenterDetailsSchema,
      MessageToHost: z.string().optional(),
    }),
    ok: [201, bookingDetail],
  });
  add('get', '/api/bookings', 'Bookings of the signed-in user (trips: role=renter; bookings: role=owner)', {
    query: z.object({
      filter: z.enum(['all', 'pending', 'completed', 'confirmed']).optional(),
      role: z.enum(['renter', 'owner']).optional(),
      page: z.string().optional(),
      pageSize: z.string().optional(),
      limit: z.string().optional(),
      offset: z.string().optional(),
    }),
    ok: [
      200,
      z.object({
        Filter: z.string(),
        Total: z.number(),
        Page: z.number(),
        PageSize: z.number(),
        TotalPages: z.number(),
        Counts: z.record(z.string(), z.number()),
        Items: z.array(z.record(z.string(), z.unknown())),
      }),
    ],
  });
  add('get', '/api/bookings/{id}', 'Booking detail', { params: idParam, ok: [200, bookingDetail] });
  add('post', '/api/bookings/{id}/accept', 'Owner accepts', { params: idParam, ok: [200, bookingDetail] });
  add('post', '/api/bookings/{id}/decline', 'Owner declines', { params: idParam, body: reason, ok: [200, bookingDetail] });
  add('post', '/api/bookings/{id}/cancel', 'Renter or owner cancels (refund by policy)', {
    params: idParam,
    body: reason,
    ok: [200, bookingDetail],
  });
  add('post', '/api/bookings/{id}/payment-intent', 'A payment intent for what is due (or the security deposit hold)', {
    params: idParam,
    body: z.object({ Purpose: z.enum(['trip', 'security_deposit']).optional() }),
    ok: [201, payment],
  });
  add('post', '/api/payments/confirm', 'Confirm a payment intent with a card', {
    body: z.object({
      ClientSecret: z.string(),
      Card: z.object({ Number: z.string(), ExpMonth: z.number(), ExpYear: z.number(), Cvc: z.string() }),
    }),
    ok: [200, payment],
  });
  add('get', '/api/payment-callback', 'Settle a payment after the authentication step (idempotent)', {
    query: z.object({ payment_intent_client_secret: z.string(), bookingId: z.string() }),
    ok: [200, payment],
  });
  add(
    'post',
    '/api/bookings/{id}/closeout',
    'Owner closes out a completed trip (distance and generator hours beyond the allowances, damages, + 5% fee)',
    { params: idParam, body: CloseoutRequestSchema, ok: [201, bookingDetail] },
  );
  // The bookings dashboard (issue 17); see API.md "Bookings dashboard".
  const any = z.record(z.string(), z.unknown());
  const request = z.object({ requestId: z.string(), id: z.string() });
  add('get', '/api/dashboard', 'Dashboard home (mode=renter or host)', {
    query: z.object({ mode: z.enum(['renter', 'host']).optional() }),
    ok: [200, any],
  });
  add('get', '/api/bookings/{id}/cancellation', 'What cancelling now gives back (by the booking policy)', {
    params: idParam,
    query: z.object({ by: z.enum(['renter']).optional() }),
    ok: [200, any],
  });
  add('get', '/api/bookings/{id}/money', 'The renter’s payments or the host’s payouts of a booking', { params: idParam, ok: [200, any] });
  add('get', '/api/hosts/insights/reviews', 'Reviews of the host’s RVs', { ok: [200, any] });
  add('post', '/api/bookings/{id}/custom-quote', 'Owner proposes another nightly price', {
    params: idParam,
    body: CustomQuoteRequestSchema,
    ok: [201, bookingDetail],
  });
  add('post', '/api/bookings/{id}/custom-quote/preview', 'Price a custom quote (nothing stored)', {
    params: idParam,
    body: CustomQuoteRequestSchema,
    ok: [200, any],
  });
  add('post', '/api/bookings/{id}/custom-quote/accept', 'Renter accepts the quote (the request is accepted at it)', {
    params: idParam,
    ok: [200, bookingDetail],
  });
  add('post', '/api/bookings/{id}/custom-quote/decline', 'Renter declines the quote', { params: idParam, ok: [200, bookingDetail] });
  add('post', '/api/bookings/{id}/services/preview', 'Price other add-ons', {
    params: idParam,
    body: ServicesUpdateSchema,
    ok: [200, any],
  });
  add('post', '/api/bookings/{id}/services', 'Change the add-ons before the trip', {
    params: idParam,
    body: ServicesUpdateSchema,
    ok: [200, any],
  });
  add('get', '/api/bookings/{id}/invoice', 'The invoice (renter) or payout statement (host), ?lang=en|fr', {
    params: idParam,
    ok: [200, any],
  });
  add('get', '/api/bookings/{id}/invoice.pdf', 'The same as a PDF', { params: idParam, ok: [200, z.string()] });
  add('get', '/api/bookings/{id}/agreement', 'The rental agreement, ?lang=en|fr', { params: idParam, ok: [200, any] });
  add('post', '/api/bookings/{id}/agreement/signature', 'Renter signs by typing their name', {
    params: idParam,
    body: SignAgreementSchema,
    ok: [201, any],
  });
  add('get', '/api/bookings/{id}/claims', 'Insurance claims of a booking', { params: idParam, ok: [200, any] });
  add('post', '/api/bookings/{id}/claims', 'First notice of loss, with photos from /api/uploads', {
    params: idParam,
    body: ClaimRequestSchema,
    ok: [201, any],
  });
  add('get', '/api/bookings/{id}/reviews', 'Both reviews of a trip', { params: idParam, ok: [200, any] });
  add('post', '/api/bookings/{id}/reviews', 'Review the trip (the four categories)', {
    params: idParam,
    body: ReviewRequestSchema,
    ok: [201, any],
  });
  add('post', '/api/bookings/{id}/reviews/response', 'Respond to the review about you', {
    params: idParam,
    body: ReviewResponseSchema,
    ok: [200, any],
  });
  add('post', '/api/bookings/{id}/reviews/report', 'Report the other party’s review', {
    params: idParam,
    body: ReviewReportSchema,
    ok: [201, any],
  });
  add('get', '/api/bookings/{id}/money-requests', 'Money requests of a booking', { params: idParam, ok: [200, any] });
  add('post', '/api/bookings/{id}/money-requests', 'Ask the other party for money (30 days, 5,000)', {
    params: idParam,
    body: MoneyRequestSchema,
    ok: [201, any],
  });
  add('post', '/api/bookings/{id}/money-requests/{requestId}/payment-intent', 'The payer’s card payment', {
    params: request,
    ok: [201, payment],
  });
  add('post', '/api/bookings/{id}/money-requests/{requestId}/dispute', 'The payer disputes', {
    params: request,
    body: MoneyRequestDisputeSchema,
    ok: [200, any],
  });
  add('post', '/api/bookings/{id}/money-requests/{requestId}/withdraw', 'The requester withdraws', { params: request, ok: [200, any] });
  add('post', '/api/support/call-requests', 'Book a call with support', { body: BookCallSchema, ok: [201, any] });
  add('get', '/api/payouts', 'Host payouts', { ok: [200, z.object({ Items: z.array(z.record(z.string(), z.unknown())) })] });
  const crParam = z.object({ bookingId: z.string() });
  const cr = z.record(z.string(), z.unknown()).meta({ id: 'ChangeRequest' });
  add('get', '/api/bookings/{bookingId}/change-request', 'The held draft, the pending change request and the answered ones', {
    params: crParam,
    ok: [200, z.object({ Draft: cr.nullable(), Pending: cr.nullable(), History: z.array(cr) })],
  });
  add('put', '/api/bookings/{bookingId}/change-request/draft', 'Save the change-request draft', {
    params: crParam,
    body: changeRequestSchema,
    ok: [200, cr],
  });
  add('post', '/api/bookings/{bookingId}/change-request/protection', 'Change protection now', {
    params: crParam,
    body: z.object({
      BookingId: z.number().optional(),
      ExpectedTotal: z.number().optional(),
      NotifyOwner: z.boolean().optional(),
      IncludeRoadside: z.boolean(),
      Insurance: z.string().optional(),
    }),
    ok: [
      200,
      z.object({ BookingId: z.number(), NotifyOwner: z.boolean(), Financial: breakdown, Difference: z.record(z.string(), z.unknown()) }),
    ],
  });
  add('post', '/api/bookings/{id}/owner-change-request', 'Submit a change request (the booking owner)', {
    params: idParam,
    body: changeRequestSchema,
    ok: [201, cr],
  });
  add('post', '/api/bookings/{id}/renter-change-request', 'Submit a change request (the renter)', {
    params: idParam,
    body: changeRequestSchema,
    ok: [201, cr],
  });
  add('post', '/api/bookings/{bookingId}/change-request/approve', 'Approve the pending change request (the other party)', {
    params: crParam,
    ok: [200, cr],
  });
  add('post', '/api/bookings/{bookingId}/change-request/reject', 'Reject it; the body is the reason as a JSON string', {
    params: crParam,
    body: z.string(),
    ok: [200, cr],
  });
}
