/**
 * The booking lifecycle as data. A request waits for the host (AwaitingOwnerApproval) unless the RV is
 * instant-book, in which case it starts accepted and waits for payment; paying confirms it.
 */
import { type BookingStatus, bookingStatuses, bookingStatusGroups } from '@rove/contract';

export { type BookingStatus, bookingStatuses };

export const bookingEvents = ['accept', 'decline', 'expire', 'pay', 'cancel', 'complete', 'acceptQuote'] as const;
export type BookingEvent = (typeof bookingEvents)[number];

/** system = the server itself (timers, payment provider callbacks). */
export const bookingRoles = ['renter', 'owner', 'system'] as const;
export type BookingRole = (typeof bookingRoles)[number];

/** A request or an unpaid acceptance expires after this long without an answer or a payment. */
export const answerWindowHours = 48;

/** Statuses that hold the RV's dates (the database's exclusion constraint covers exactly these): the contract's groups. */
export const holdingStatuses: readonly BookingStatus[] = bookingStatusGroups.holding;
export const pendingStatuses: readonly BookingStatus[] = bookingStatusGroups.pending;
export const finalStatuses: readonly BookingStatus[] = bookingStatusGroups.final;

interface Rule {
  event: BookingEvent;
  role: BookingRole;
  from: BookingStatus;
  to: BookingStatus;
  /** Extra time condition: the event is only valid once the deadline has passed or the trip has ended. */
  when?: 'answerWindowPassed' | 'tripEnded';
}

/** Every allowed transition; anything not listed is forbidden. */
export const transitionRules: readonly Rule[] = [
  { event: 'accept', role: 'owner', from: 'AwaitingOwnerApproval', to: 'AwaitingPayment' },
  { event: 'decline', role: 'owner', from: 'AwaitingOwnerApproval', to: 'Declined' },
  // The renter accepts the host's custom quote: the request is accepted at the quoted price and waits for payment.
  { event: 'acceptQuote', role: 'renter', from: 'AwaitingOwnerApproval', to: 'AwaitingPayment' },
  { event: 'expire', role: 'system', from: 'AwaitingOwnerApproval', to: 'Expired', when: 'answerWindowPassed' },
  { event: 'expire', role: 'system', from: 'AwaitingPayment', to: 'Expired', when: 'answerWindowPassed' },
  { event: 'pay', role: 'system', from: 'AwaitingPayment', to: 'Confirmed' },
  { event: 'cancel', role: 'renter', from: 'AwaitingOwnerApproval', to: 'CancelledByRenter' },
  { event: 'cancel', role: 'renter', from: 'AwaitingPayment', to: 'CancelledByRenter' },
  { event: 'cancel', role: 'renter', from: 'Confirmed', to: 'CancelledByRenter' },
  { event: 'cancel', role: 'owner', from: 'AwaitingPayment', to: 'CancelledByOwner' },
  { event: 'cancel', role: 'owner', from: 'Confirmed', to: 'CancelledByOwner' },
  { event: 'complete', role: 'system', from: 'Confirmed', to: 'Completed', when: 'tripEnded' },
];

export interface BookingClockFacts {
  status: BookingStatus;
  /** When the current waiting period started (request time, or acceptance time for AwaitingPayment). */
  waitingSince: Date;
  /** Last calendar day of the trip (YYYY-MM-DD). */
  endDate: string;
}

export type TransitionResult =
  | { ok: true; to: BookingStatus }
  | { ok: false; reason: 'NOT_ALLOWED_FOR_ROLE' | 'NOT_ALLOWED_IN_STATUS' | 'TOO_EARLY' };

export function answerDeadline(waitingSince: Date): Date {
  return new Date(waitingSince.getTime() + answerWindowHours * 3_600_000);
}

/** Decide one transition: who may do what, from which status, and when. */
export function transition(booking: BookingClockFacts, event: BookingEvent, role: BookingRole, now: Date): TransitionResult {
  const forStatus = transitionRules.filter((rule) => rule.event === event && rule.from === booking.status);
  if (forStatus.length === 0) return { ok: false, reason: 'NOT_ALLOWED_IN_STATUS' };
  const rule = forStatus.find((candidate) => candidate.role === role);
  if (!rule) return { ok: false, reason: 'NOT_ALLOWED_FOR_ROLE' };
  if (rule.when === 'answerWindowPassed' && now.getTime() < answerDeadline(booking.waitingSince).getTime())
    return { ok: false, reason: 'TOO_EARLY' };
  if (rule.when === 'tripEnded' && now.toISOString().slice(0, 10) < booking.endDate) return { ok: false, reason: 'TOO_EARLY' };
  return { ok: true, to: rule.to };
}

/** The events a role may try now (for the booking detail's action buttons); answering a quote needs a quote, so it is left out. */
export function availableEvents(booking: BookingClockFacts, role: BookingRole, now: Date): BookingEvent[] {
  return bookingEvents.filter((event) => event !== 'acceptQuote' && transition(booking, event, role, now).ok);
}
