// The booking API's contract for the app: zod schemas of the request bodies (free of server code) and the
// types of the answers. Import types with `import type`; the schemas only need zod.
import { z } from 'zod';
import { estimateParamsSchema } from './estimateRequest.ts';
import { renterDetailsSchema } from './renterDetails.ts';

export { type ChangeRequestBody, changeRequestSchema } from './changeRequestSchema.ts';
export { type EstimateParams, estimateParamsSchema } from './estimateRequest.ts';
export { type RenterDetails, renterDetailsSchema } from './renterDetails.ts';
export { bookingStatuses, type BookingStatus, type BookingEvent } from './bookingStateMachine.ts';
export { protectionLevels, rvUsages, type ProtectionLevel, type RvUsage } from '../pricing/protectionPlans.ts';
export { tripErrorCatalogues, tripErrorCodes, type TripErrorCode } from '../pricing/tripErrors.ts';
export { testCards } from '../payments/testCards.ts';
export type { FinancialBreakdown } from '../pricing/financialBreakdown.ts';

/** POST /api/bookings (with an Idempotency-Key header). */
export const bookingRequestSchema = z.object({
  RvId: z.union([z.number().int().positive(), z.string().trim().min(1).max(200)]),
  Estimate: estimateParamsSchema,
  Renter: renterDetailsSchema,
  MessageToHost: z.string().trim().max(2000).default(''),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** GET /api/bookings/{id} and the answers of the booking actions. */
export type BookingDetail = Awaited<ReturnType<typeof import('./bookingViews.ts').bookingDetail>>;
/** An item of GET /api/bookings. */
export type BookingSummary = ReturnType<typeof import('./bookingViews.ts').bookingSummary>;
export type BookingListFilter = 'all' | 'pending' | 'completed' | 'confirmed';

/** Answers of payment-intent, payments/confirm and payment-callback. */
export interface BookingPayment {
  PaymentId: number;
  BookingId: number;
  ClientSecret: string | null;
  Amount: number;
  Currency: string;
  Purpose: 'full' | 'reservation' | 'balance' | 'security_deposit' | 'closeout';
  Status: 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'failed' | 'canceled';
  Message: string | null;
  NextActionUrl?: string | null;
  BookingStatus: string | null;
}
