// The bookings dashboard's vocabulary and rules, without zod (issue 35): cancellation policies, list filters, reasons,
// claim kinds, review categories, call windows, the name and cents rules. The app's pages read them without loading
// a schema; bookings.ts builds its schemas on them.
import type { CancellationPolicy } from './bookings.ts';
import { type BookingStatus, bookingStatusGroups } from './constants.ts';

export const cancellationPolicyNames = ['Flexible', 'Moderate', 'Strict'] as const;
export type CancellationPolicyName = (typeof cancellationPolicyNames)[number];

/** A listing without a policy of its own (and a booking made before policies existed) has this one. */
export const defaultCancellationPolicy: CancellationPolicyName = 'Moderate';

/**
 * The named policies (server/PRICING.md "Cancellation policies"). A renter who cancels gets back:
 * - 100%: everything paid;
 * - 50%: protection (insurance and roadside) and half of the rest of the trip, but not the service fee;
 * - 0%: protection only, when cancelled before the first day.
 * A host who cancels refunds everything paid, whatever the policy.
 */
export const cancellationPolicies: Record<CancellationPolicyName, CancellationPolicy> = {
  Flexible: {
    Name: 'Flexible',
    Rules: [
      { MinDaysBefore: 3, RefundPercent: 100 },
      { MinDaysBefore: 0, RefundPercent: 50 },
    ],
  },
  Moderate: {
    Name: 'Moderate',
    Rules: [
      { MinDaysBefore: 14, RefundPercent: 100 },
      { MinDaysBefore: 7, RefundPercent: 50 },
    ],
  },
  Strict: {
    Name: 'Strict',
    Rules: [
      { MinDaysBefore: 30, RefundPercent: 100 },
      { MinDaysBefore: 14, RefundPercent: 50 },
    ],
  },
};

export function isCancellationPolicyName(value: unknown): value is CancellationPolicyName {
  return typeof value === 'string' && (cancellationPolicyNames as readonly string[]).includes(value);
}

export const declineReasonCodes = ['DatesUnavailable', 'RvUnavailable', 'TripNotSuitable', 'NotComfortable', 'Other'] as const;
export type DeclineReasonCode = (typeof declineReasonCodes)[number];

export const cancelReasonCodes = ['PlansChanged', 'FoundAnother', 'RvProblem', 'Emergency', 'Other'] as const;
export type CancelReasonCode = (typeof cancelReasonCodes)[number];

export const bookingListFilters = ['all', 'pending', 'completed', 'confirmed'] as const;
export type BookingListFilterName = (typeof bookingListFilters)[number];
/** The statuses each list filter shows (all: every status). */
export const bookingListFilterStatuses = {
  all: null,
  pending: bookingStatusGroups.pending,
  confirmed: ['Confirmed'],
  completed: ['Completed'],
} as const satisfies Record<BookingListFilterName, readonly BookingStatus[] | null>;

/** trips: the renter's side; bookings: the host's side. */
export const tripListFilters = ['all', 'pending', 'completed'] as const satisfies readonly BookingListFilterName[];

/** Typed signatures match when they are the same name, whatever the case, accents or extra spaces. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const claimKinds = ['Collision', 'Theft', 'Vandalism', 'Weather', 'Mechanical', 'Injury', 'Other'] as const;
export type ClaimKind = (typeof claimKinds)[number];

export const maxClaimPhotos = 10;

/** Spec 001 section 9: the review rating categories. */
export const reviewCategories = ['ListingAccuracy', 'Value', 'Cleanliness', 'Communication'] as const;
export type ReviewCategory = (typeof reviewCategories)[number];

export const reviewReportReasons = ['Inappropriate', 'Inaccurate', 'PrivateInformation', 'Retaliation', 'Other'] as const;

/**
 * An amount a person typed is in whole cents: 19.99 is (its binary value is 1998.9999... cents), 0.001 is not and
 * would be stored as nothing. Client and server judge it with this one rule.
 */
export function isWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

export const callWindows = ['Morning', 'Afternoon', 'Evening'] as const;
