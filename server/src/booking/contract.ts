// The booking API's contract for the app: zod schemas of the request bodies (free of server code) and the
// types of the answers. Import types with `import type`; the schemas only need zod.
import { z } from 'zod';
import { estimateParamsSchema } from './estimate-request.ts';
import { RenterRequestSchema } from '@rove/contract';

export { type ChangeRequestBody, changeRequestSchema } from './change-request-schema.ts';
export { type EstimateParams, estimateParamsSchema } from './estimate-request.ts';
export { bookingStatuses, type BookingStatus, type BookingEvent } from './booking-state-machine.ts';
export { protectionLevels, rvUsages, type ProtectionLevel, type RvUsage } from '../pricing/protection-plans.ts';
export { tripErrorCatalogues, tripErrorCodes, type TripErrorCode } from '../pricing/trip-errors.ts';
export { testCards } from '../payments/test-cards.ts';
export type { FinancialBreakdown } from '../pricing/financial-breakdown.ts';

/** POST /api/bookings (with an Idempotency-Key header). */
export const bookingRequestSchema = RenterRequestSchema.extend({
  RvId: z.union([z.number().int().positive(), z.string().trim().min(1).max(200)]),
  Estimate: estimateParamsSchema,
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** GET /api/bookings/{id} and the answers of the booking actions. */
export type BookingDetail = Awaited<ReturnType<typeof import('./booking-views.ts').bookingDetail>>;
/** An item of GET /api/bookings. */
export type BookingSummary = ReturnType<typeof import('./booking-views.ts').bookingSummary>;
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
