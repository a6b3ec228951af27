import { describe, expect, it } from 'vitest';
import {
  availableEvents,
  type BookingEvent,
  type BookingRole,
  type BookingStatus,
  bookingEvents,
  bookingRoles,
  bookingStatuses,
  transition,
} from '../../src/booking/booking-state-machine.ts';

const requestedAt = new Date('2026-06-01T12:00:00Z');
const afterWindow = new Date('2026-06-03T12:00:00Z'); // exactly 48 h later
const beforeWindow = new Date('2026-06-03T11:59:59Z');
const afterTrip = new Date('2026-06-20T09:00:00Z');
const facts = (status: BookingStatus) => ({ status, waitingSince: requestedAt, endDate: '2026-06-15' });

/** The allowed transitions, written out from the lifecycle the issue describes; everything else is forbidden. */
const allowed: [BookingStatus, BookingEvent, BookingRole, BookingStatus][] = [
  ['AwaitingOwnerApproval', 'accept', 'owner', 'AwaitingPayment'],
  ['AwaitingOwnerApproval', 'decline', 'owner', 'Declined'],
  ['AwaitingOwnerApproval', 'acceptQuote', 'renter', 'AwaitingPayment'],
  ['AwaitingOwnerApproval', 'expire', 'system', 'Expired'],
  ['AwaitingOwnerApproval', 'cancel', 'renter', 'CancelledByRenter'],
  ['AwaitingPayment', 'pay', 'system', 'Confirmed'],
  ['AwaitingPayment', 'expire', 'system', 'Expired'],
  ['AwaitingPayment', 'cancel', 'renter', 'CancelledByRenter'],
  ['AwaitingPayment', 'cancel', 'owner', 'CancelledByOwner'],
  ['Confirmed', 'cancel', 'renter', 'CancelledByRenter'],
  ['Confirmed', 'cancel', 'owner', 'CancelledByOwner'],
  ['Confirmed', 'complete', 'system', 'Completed'],
];

const everyCase = bookingStatuses.flatMap((status) =>
  bookingEvents.flatMap((event) => bookingRoles.map((role) => [status, event, role] as const)),
);
const allowedKey = new Map(allowed.map(([from, event, role, to]) => [`${from}/${event}/${role}`, to]));

describe('booking state machine', () => {
  it.each(allowed)('%s --%s by %s--> %s', (from, event, role, to) => {
    expect(transition(facts(from), event, role, afterTrip)).toEqual({ ok: true, to });
  });

  const forbidden = everyCase.filter(([status, event, role]) => !allowedKey.has(`${status}/${event}/${role}`));
  it(`forbids the other ${forbidden.length} (status, event, role) combinations`, () => {
    expect(forbidden.length).toBe(bookingStatuses.length * bookingEvents.length * bookingRoles.length - allowed.length);
  });
  it.each(forbidden)('%s: %s by %s is forbidden', (status, event, role) => {
    const result = transition(facts(status), event, role, afterTrip);
    expect(result.ok).toBe(false);
    const someoneElseMay = allowed.some(([from, e]) => from === status && e === event);
    expect(result).toEqual({ ok: false, reason: someoneElseMay ? 'NOT_ALLOWED_FOR_ROLE' : 'NOT_ALLOWED_IN_STATUS' });
  });

  it('expires a request only 48 hours after it was made', () => {
    expect(transition(facts('AwaitingOwnerApproval'), 'expire', 'system', beforeWindow)).toEqual({ ok: false, reason: 'TOO_EARLY' });
    expect(transition(facts('AwaitingOwnerApproval'), 'expire', 'system', afterWindow)).toEqual({ ok: true, to: 'Expired' });
    expect(transition(facts('AwaitingPayment'), 'expire', 'system', beforeWindow)).toEqual({ ok: false, reason: 'TOO_EARLY' });
  });

  it('completes a trip only from its last day', () => {
    expect(transition(facts('Confirmed'), 'complete', 'system', new Date('2026-06-14T23:00:00Z'))).toEqual({
      ok: false,
      reason: 'TOO_EARLY',
    });
    expect(transition(facts('Confirmed'), 'complete', 'system', new Date('2026-06-15T00:00:00Z'))).toEqual({ ok: true, to: 'Completed' });
  });

  it('lists what each role may do now', () => {
    expect(availableEvents(facts('AwaitingOwnerApproval'), 'owner', beforeWindow)).toEqual(['accept', 'decline']);
    expect(availableEvents(facts('AwaitingOwnerApproval'), 'renter', beforeWindow)).toEqual(['cancel']);
    expect(availableEvents(facts('Confirmed'), 'owner', beforeWindow)).toEqual(['cancel']);
    expect(availableEvents(facts('Completed'), 'renter', afterTrip)).toEqual([]);
  });
});
