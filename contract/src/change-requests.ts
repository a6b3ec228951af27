// Change requests (spec 001 sections 3, 4 and 7): a party asks to change a booking's dates, guests, usage,
// destination, add-ons or protection; the other party approves or rejects it. The bodies the server validates and
// the app builds, and the answers' shapes. Money is the server's: the app shows the Difference it is given.
import { z } from 'zod';
import { protectionLevels, rvUsages } from './constants.ts';
import { isCalendarDay } from './change-requests-vocabulary.ts';

const isoDate = z.string().refine(isCalendarDay, 'Use a date as YYYY-MM-DD.');
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

export const changeRequestStatuses = ['Draft', 'Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

/**
 * What the change does to the renter's money, in the booking's currency: the new total against the current one,
 * what was already paid, and what will be charged or refunded and when (on approval, or with the payment schedule
 * when nothing is paid yet).
 */
export interface ChangeDifference {
  CurrentTotal: number;
  NewTotal: number;
  /** NewTotal - CurrentTotal (negative when the trip costs less). */
  Difference: number;
  Paid: number;
  /** Charged once the change is approved (the renter pays it from the booking's payment page). */
  ToCharge: number;
  /** Refunded to the renter's card when the change is approved (or at once for a protection change). */
  ToRefund: number;
  When: 'on-approval' | 'with-schedule' | 'nothing';
}

/** A change request as the server answers it (draft, pending, or answered). */
export interface ChangeRequestView<F = unknown> {
  Id: number;
  BookingId: number;
  UserId: number;
  /** 'owner' or 'renter': who asked. */
  CreatedBy: 'owner' | 'renter';
  Status: ChangeRequestStatus;
  Adults: number;
  Children: number;
  Pets: boolean;
  Destination: string | null;
  DeliveryDistance: number | null;
  StartDate: string;
  EndDate: string;
  /** The day difference between EndDate and StartDate. */
  NumberOfNights: number;
  RvUsage: string;
  ChangeRequestItems: { AddAddOns: number[]; RemoveAddOns: number[] };
  RoadSideInsurance: boolean;
  InsuranceProtectionLevel: string | null;
  ExpectedTotal: number | null;
  RejectionReason: string | null;
  CreatedAt: string;
  Financial: F | null;
  Difference: ChangeDifference | null;
}

/** GET /api/bookings/{bookingId}/change-request: the user's held draft and the booking's pending request. */
export interface HeldChangeRequests<F = unknown> {
  Draft: ChangeRequestView<F> | null;
  Pending: ChangeRequestView<F> | null;
  /** Every answered request of the booking, newest first (the change history). */
  History: ChangeRequestView<F>[];
}

/** POST .../change-request/protection answers the booking's new breakdown and the money difference. */
export interface ProtectionChangeAnswer<F = unknown> {
  BookingId: number;
  NotifyOwner: true;
  Financial: F;
  Difference: ChangeDifference;
}

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
