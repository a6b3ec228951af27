// The booking steps' rules and the money requests' rules, by tables of cases.
import { describe, expect, it } from 'vitest';
import { claimDateAllowed } from '../../src/booking/document-routes.ts';
import { closeoutDistance, statusRefusal } from '../../src/booking/booking-rules.ts';
import { canRequestMoney, moneyRequestAnswerRefusal, moneyRequestRefusal } from '../../src/booking/money-request-rules.ts';

describe('answering and cancelling a booking', () => {
  it.each([
    ['AwaitingOwnerApproval', 'answer', null],
    ['AwaitingPayment', 'answer', 'ALREADY_ANSWERED'],
    ['Declined', 'answer', 'ALREADY_ANSWERED'],
    ['Expired', 'answer', 'REQUEST_EXPIRED'],
    ['Confirmed', 'cancel', null],
    ['AwaitingOwnerApproval', 'cancel', null],
    ['CancelledByRenter', 'cancel', 'ALREADY_CANCELLED'],
    ['CancelledByOwner', 'cancel', 'ALREADY_CANCELLED'],
    ['Expired', 'cancel', 'REQUEST_EXPIRED'],
  ] as const)('%s: to %s is %s', (status, action, refusal) => {
    expect(statusRefusal(status, action)).toBe(refusal);
  });
});

describe('the distance a closeout charges for', () => {
  it.each([
    [
      { StartOdometer: 1000, EndOdometer: 1250.44 },
      { distance: 250.4, fromReadings: true },
    ],
    [
      { StartOdometer: 1000, EndOdometer: 1000 },
      { distance: 0, fromReadings: true },
    ],
    [{ StartOdometer: 1000, EndOdometer: 999 }, 'backwards'],
    [
      { StartOdometer: 1000, DistanceDriven: 80 },
      { distance: 80, fromReadings: false },
    ],
    [{ DistanceDriven: 80 }, { distance: 80, fromReadings: false }],
    [{}, { distance: null, fromReadings: false }],
  ])('%j -> %j', (readings, expected) => {
    expect(closeoutDistance(readings)).toEqual(expected);
  });
});

describe('claims', () => {
  const trip = { start_date: '2026-06-10', end_date: '2026-06-13' };
  it.each([
    ['2026-06-09', '2026-06-20', false],
    ['2026-06-10', '2026-06-20', true],
    ['2026-06-13', '2026-06-20', true],
    ['2026-06-14', '2026-06-20', false],
    ['2026-06-12', '2026-06-11', false],
  ])('an incident on %s, claimed on %s: %s (within the trip, not in the future)', (date, today, allowed) => {
    expect(claimDateAllowed(date, trip, today)).toBe(allowed);
  });
});

describe('money requests (after the trip, within 30 days, up to 5,000)', () => {
  const completed = { status: 'Completed', end_date: '2026-06-13' };
  it.each([
    [completed, 20, '2026-06-14', null],
    [completed, 20, '2026-07-13', null],
    [completed, 20, '2026-07-14', 'MONEY_REQUEST_WINDOW_CLOSED'],
    [{ status: 'Confirmed', end_date: '2026-06-13' }, 20, '2026-06-13', 'NOT_ALLOWED_IN_STATUS'],
    [completed, 5000, '2026-06-14', null],
    [completed, 5000.01, '2026-06-14', 'MONEY_REQUEST_TOO_HIGH'],
    [completed, 19.99, '2026-06-14', null],
    [completed, 0.001, '2026-06-14', 'MONEY_REQUEST_CENTS'],
  ])('%j asking %d on %s: %s', (booking, amount, today, refusal) => {
    expect(moneyRequestRefusal(booking, amount, today)).toBe(refusal);
    expect(canRequestMoney(booking, today)).toBe(
      refusal === null || refusal === 'MONEY_REQUEST_TOO_HIGH' || refusal === 'MONEY_REQUEST_CENTS',
    );
  });
  const pending = { payer_id: 1, requester_id: 2, status: 'Pending' };
  it.each([
    [pending, 1, 'pay', null],
    [pending, 1, 'dispute', null],
    [pending, 2, 'pay', 'NOT_ALLOWED_FOR_ROLE'],
    [pending, 2, 'withdraw', null],
    [pending, 1, 'withdraw', 'NOT_ALLOWED_FOR_ROLE'],
    [{ ...pending, status: 'Paid' }, 1, 'pay', 'ALREADY_ANSWERED'],
    [{ ...pending, status: 'Disputed' }, 2, 'withdraw', 'ALREADY_ANSWERED'],
  ] as const)('%j: user %d may %s? %s', (request, userId, answer, refusal) => {
    expect(moneyRequestAnswerRefusal(request, userId, answer)).toBe(refusal);
  });
});
