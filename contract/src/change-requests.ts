// Change requests (spec 001 sections 3, 4 and 7): a party asks to change a booking's dates, guests, usage,
// destination, add-ons or protection; the other party approves or rejects it. The bodies the server validates and
// the app builds, and the answers' shapes. Money is the server's: the app shows the Difference it is given.
import { z } from 'zod';
import { ChangePayoutSchema } from './booking-view.ts';
import { protectionLevels, rvUsages } from './constants.ts';
import { type FinancialBreakdown, FinancialBreakdownSchema } from './finance.ts';

import { CalendarDateSchema } from './dates.ts';

export { isCalendarDay } from './dates.ts';

const isoDate = CalendarDateSchema;
const idList = z.array(z.coerce.number().int().positive()).max(50).default([]);

/** The change request of spec 001 section 3 (UserId and Financial are the server's to set). */
export const changeRequestSchema = z.object({
  BookingId: z.coerce.number().int().positive().optional(),
  Adults: z.coerce.number().int().min(1).max(50).optional(),
  Children: z.coerce.number().int().min(0).max(50).optional(),
  Pets: z.boolean().optional(),
  Destination: z.string().trim().max(200).nullish(),
  DeliveryDistance: z.coerce.number().min(0).max(5000).nullish(),
  StartDate: isoDate.optional(),
  EndDate: isoDate.optional(),
  RvUsage: z.enum(rvUsages).optional(),
  ChangeRequestItems: z.object({ AddAddOns: idList, RemoveAddOns: idList }).partial().optional(),
  RoadSideInsurance: z.boolean().optional(),
  InsuranceProtectionLevel: z.enum(protectionLevels).optional(),
  ExpectedTotal: z.coerce.number().min(0).nullish(),
  UserId: z.unknown().optional(),
  Financial: z.unknown().optional(),
});
export type ChangeRequestBody = z.infer<typeof changeRequestSchema>;
export type ChangeRequestInput = z.input<typeof changeRequestSchema>;

/** POST /api/bookings/{bookingId}/change-request/protection: NotifyOwner is always true; Insurance a level or omitted. */
export const protectionChangeSchema = z.object({
  BookingId: z.coerce.number().int().positive().optional(),
  ExpectedTotal: z.coerce.number().min(0).nullish(),
  NotifyOwner: z.boolean().default(true),
  IncludeRoadside: z.boolean(),
  Insurance: z.enum(protectionLevels).optional(),
});
export type ProtectionChange = z.input<typeof protectionChangeSchema>;

/** The rejection reason, sent as a JSON string body. */
export const changeRejectionReasonSchema = z.string().trim().max(1000);
export const changeRejectionReasonMax = 1000;

/** Closed: the booking was cancelled or declined while the request waited (closed in the same transaction). */
export const changeRequestStatuses = ['Draft', 'Pending', 'Approved', 'Rejected', 'Withdrawn', 'Closed'] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

/**
 * What the change does to the renter's money, in the booking's currency: the new total against the current one,
 * what was already paid, and what will be charged or refunded and when (on approval, or with the payment schedule
 * when nothing is paid yet).
 */
export const ChangeDifferenceSchema = z
  .object({
    CurrentTotal: z.number(),
    NewTotal: z.number(),
    /** NewTotal - CurrentTotal (negative when the trip costs less). */
    Difference: z.number(),
    Paid: z.number(),
    /** Charged once the change is approved (the renter pays it from the booking's payment page). */
    ToCharge: z.number(),
    /** Refunded to the renter's card when the change is approved (or at once for a protection change). */
    ToRefund: z.number(),
    When: z.enum(['on-approval', 'with-schedule', 'nothing']),
  })
  .meta({ id: 'ChangeDifference' });
export type ChangeDifference = z.infer<typeof ChangeDifferenceSchema>;

/** A change request as the server answers it (draft, pending, or answered). */
export const ChangeRequestViewSchema = z
  .object({
    Id: z.number().int(),
    BookingId: z.number().int(),
    UserId: z.number().int(),
    /** 'owner' or 'renter': who asked. */
    CreatedBy: z.enum(['owner', 'renter']),
    Status: z.enum(changeRequestStatuses),
    Adults: z.number().int(),
    Children: z.number().int(),
    Pets: z.boolean(),
    Destination: z.string().nullable(),
    DeliveryDistance: z.number().nullable(),
    StartDate: z.string(),
    EndDate: z.string(),
    /** The day difference between EndDate and StartDate. */
    NumberOfNights: z.number().int(),
    RvUsage: z.string(),
    ChangeRequestItems: z.object({ AddAddOns: z.array(z.number().int()), RemoveAddOns: z.array(z.number().int()) }),
    RoadSideInsurance: z.boolean(),
    InsuranceProtectionLevel: z.string().nullable(),
    ExpectedTotal: z.number().nullable(),
    RejectionReason: z.string().nullable(),
    CreatedAt: z.string(),
    Financial: FinancialBreakdownSchema.nullable(),
    Difference: ChangeDifferenceSchema.nullable(),
    /**
     * The host's payout now and with the change (about: the change is priced again when it is approved), for the
     * host's review; null once the request is answered.
     */
    Payout: ChangePayoutSchema.nullable(),
  })
  .meta({ id: 'ChangeRequest' });
/** The view's type; F narrows Financial where a caller knows more of it. */
export type ChangeRequestView<F = FinancialBreakdown> = Omit<z.infer<typeof ChangeRequestViewSchema>, 'Financial'> & {
  Financial: F | null;
};

/** GET /api/bookings/{bookingId}/change-request: the user's held draft and the booking's pending request. */
export const HeldChangeRequestsSchema = z
  .object({
    Draft: ChangeRequestViewSchema.nullable(),
    Pending: ChangeRequestViewSchema.nullable(),
    /** Every answered request of the booking, newest first (the change history). */
    History: z.array(ChangeRequestViewSchema),
  })
  .meta({ id: 'HeldChangeRequests' });
export interface HeldChangeRequests<F = FinancialBreakdown> {
  Draft: ChangeRequestView<F> | null;
  Pending: ChangeRequestView<F> | null;
  History: ChangeRequestView<F>[];
}

/** POST .../change-request/protection answers the booking's new breakdown and the money difference. */
export const ProtectionChangeAnswerSchema = z
  .object({
    BookingId: z.number().int(),
    NotifyOwner: z.literal(true),
    Financial: FinancialBreakdownSchema,
    Difference: ChangeDifferenceSchema,
  })
  .meta({ id: 'ProtectionChangeAnswer' });
export type ProtectionChangeAnswer<F = FinancialBreakdown> = Omit<z.infer<typeof ProtectionChangeAnswerSchema>, 'Financial'> & {
  Financial: F;
};

/** The server's codes for change-request refusals (StatusMessage). */
export const changeRequestErrorCodes = [
  'CHANGE_REQUEST_PENDING',
  'CHANGE_REQUEST_NOT_FOUND',
  'OWN_CHANGE_REQUEST',
  'NOT_ALLOWED_IN_STATUS',
  'NOT_ALLOWED_FOR_ROLE',
  'PRICE_CHANGED',
  'DATES_UNAVAILABLE',
  'NO_CHANGE',
] as const;
