// The booking page's actions and money lines for every status and both roles (issue 38): a cancelled booking offers
// no change, a declined request no payout, the host is never told about the renter's card, "due now" only when due.
import { type BookingAction, type BookingMoneyLine, bookingStatuses } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { type BookingStatus, availableEvents } from '../../src/booking/booking-state-machine.ts';
import { addBusinessDays, bookingView, renterDues, type ViewFacts, type ViewMoney } from '../../src/booking/booking-view-rules.ts';

const now = new Date('2026-06-01T12:00:00Z');
const today = '2026-06-01';
const trip = { startDate: '2026-06-20', endDate: '2026-06-25' };

/** A 900.00 trip, paid in full once paid; the host earns 795.00. */
const money = (overrides: Partial<ViewMoney> = {}): ViewMoney => ({
  paid: 0,
  firstPaymentMade: false,
  amountDue: 90_000,
  outstanding: 90_000,
  scheduledNow: 90_000,
  dueLater: 0,
  payLaterOn: null,
  authorised: false,
  refunded: 0,
  refundedOn: null,
  deposit: 50_000,
  depositOn: '2026-06-17',
  ownerPayout: 79_500,
  payout: null,
  ...overrides,
});
const paidInFull = { paid: 90_000, firstPaymentMade: true, amountDue: 0, outstanding: 0, scheduledNow: 0 };
const scheduled = { amount: 79_500, status: 'scheduled', scheduledFor: '2026-06-21', paidOn: null, held: false };

function facts(status: BookingStatus, role: 'renter' | 'owner', overrides: Partial<ViewFacts> = {}): ViewFacts {
  return {
    role,
    status,
    today,
    ...trip,
    hasCloseout: false,
    closeoutDue: 0,
    amountDue: 0,
    agreementSigned: true,
    reviewedByViewer: false,
    pendingQuote: false,
    rvHasAddOns: false,
    moneyRequestToPay: false,
    events: availableEvents({ status, waitingSince: now, endDate: trip.endDate }, role, now),
    pendingChange: 'none',
    money: money(),
    ...overrides,
  };
}

const line = (Kind: BookingMoneyLine['Kind'], Amount: number, On: string | null = null): BookingMoneyLine => ({ Kind, Amount, On });

type Case = [string, ViewFacts, BookingAction[], BookingMoneyLine[]];

const cases: Case[] = [
  // A request waiting for the host.
  [
    'renter, request with a card authorised',
    facts('AwaitingOwnerApproval', 'renter', { money: money({ authorised: true }) }),
    ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('chargedOnAcceptance', 900), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'renter, request without a card',
    facts('AwaitingOwnerApproval', 'renter'),
    ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('dueOnAcceptance', 900), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'renter, request paying later (25 % when accepted, the rest 37 days before)',
    facts('AwaitingOwnerApproval', 'renter', {
      money: money({ authorised: true, amountDue: 22_500, scheduledNow: 22_500, dueLater: 67_500, payLaterOn: '2026-07-01' }),
    }),
    ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('chargedOnAcceptance', 225), line('dueOn', 675, '2026-07-01'), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'renter, request with a quote to answer',
    facts('AwaitingOwnerApproval', 'renter', { pendingQuote: true }),
    ['answerQuote', 'change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('dueOnAcceptance', 900), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'host, request to answer: the payout if accepted, never the renter’s card',
    facts('AwaitingOwnerApproval', 'owner', { money: money({ authorised: true }) }),
    ['accept', 'decline', 'sendQuote', 'change', 'documents', 'moneyDetails', 'bookCall'],
    [line('payoutIfAccepted', 795, '2026-06-21')],
  ],
  [
    'host, request with the renter’s change waiting',
    facts('AwaitingOwnerApproval', 'owner', { pendingChange: 'other', pendingQuote: true }),
    ['accept', 'decline', 'answerChange', 'documents', 'moneyDetails', 'bookCall'],
    [line('payoutIfAccepted', 795, '2026-06-21')],
  ],
  // Accepted, waiting for the renter's payment.
  [
    'renter, accepted, to pay',
    facts('AwaitingPayment', 'renter', { amountDue: 90_000 }),
    ['pay', 'change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('dueNow', 900), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'host, accepted, waiting for the payment',
    facts('AwaitingPayment', 'owner'),
    ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('payoutOnPayment', 795, '2026-06-21')],
  ],
  // Confirmed.
  [
    'renter, confirmed and paid in full, their change waiting',
    facts('Confirmed', 'renter', { pendingChange: 'own', money: money(paidInFull) }),
    ['seeChange', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('paid', 900), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'renter, confirmed with the balance due later (pay later): no "due now"',
    facts('Confirmed', 'renter', {
      amountDue: 67_500,
      agreementSigned: false,
      money: money({
        paid: 22_500,
        firstPaymentMade: true,
        amountDue: 67_500,
        outstanding: 67_500,
        scheduledNow: 0,
        dueLater: 67_500,
        payLaterOn: '2026-07-01',
      }),
    }),
    ['pay', 'sign', 'change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('paid', 225), line('dueOn', 675, '2026-07-01'), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'renter, confirmed, the balance day has come: all of it due now',
    facts('Confirmed', 'renter', {
      today: '2026-07-02',
      startDate: '2026-08-08',
      endDate: '2026-08-12',
      amountDue: 67_500,
      money: money({
        paid: 22_500,
        firstPaymentMade: true,
        amountDue: 67_500,
        outstanding: 67_500,
        scheduledNow: 0,
        dueLater: 67_500,
        payLaterOn: '2026-07-01',
      }),
    }),
    ['pay', 'change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('paid', 225), line('dueNow', 675), line('depositHold', 500, '2026-06-17')],
  ],
  [
    'host, confirmed: the payout scheduled, the renter’s change to answer',
    facts('Confirmed', 'owner', { pendingChange: 'other', money: money({ ...paidInFull, payout: scheduled }) }),
    ['answerChange', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('payoutScheduled', 795, '2026-06-21')],
  ],
  [
    'host, confirmed, no payout method: the payout held',
    facts('Confirmed', 'owner', { money: money({ ...paidInFull, payout: { ...scheduled, held: true } }) }),
    ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('payoutHeld', 795, '2026-06-21')],
  ],
  [
    'host, confirmed paying later: not "paid" yet, the renter’s balance due on its day',
    facts('Confirmed', 'owner', {
      money: money({
        paid: 22_500,
        firstPaymentMade: true,
        amountDue: 67_500,
        outstanding: 67_500,
        scheduledNow: 0,
        dueLater: 67_500,
        payLaterOn: '2026-07-01',
        payout: scheduled,
      }),
    }),
    ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('payoutScheduled', 795, '2026-06-21'), line('balanceDue', 675, '2026-07-01')],
  ],
  [
    'renter, trip under way: a claim, no change once it ended',
    facts('Confirmed', 'renter', { today: '2026-06-22', money: money(paidInFull) }),
    ['change', 'fileClaim', 'documents', 'moneyDetails', 'bookCall', 'cancel'],
    [line('paid', 900), line('depositHold', 500, '2026-06-17')],
  ],
  // Completed.
  [
    'renter, completed with post-trip charges to pay',
    facts('Completed', 'renter', { today: '2026-06-26', hasCloseout: true, closeoutDue: 4_200, money: money(paidInFull) }),
    ['payCloseout', 'review', 'requestMoney', 'fileClaim', 'documents', 'moneyDetails', 'bookCall'],
    [line('paid', 900), line('closeoutDue', 42)],
  ],
  [
    'host, completed: close out, the payout paid',
    facts('Completed', 'owner', {
      today: '2026-06-26',
      money: money({ ...paidInFull, payout: { ...scheduled, status: 'paid', paidOn: '2026-06-21' } }),
    }),
    ['closeout', 'review', 'requestMoney', 'fileClaim', 'documents', 'moneyDetails', 'bookCall'],
    [line('payoutPaid', 795, '2026-06-21')],
  ],
  // Declined and expired: nothing to do but call, nothing charged, no payout.
  ['renter, declined', facts('Declined', 'renter', { money: money({ authorised: true }) }), ['bookCall'], [line('nothingCharged', 0)]],
  ['host, declined: no "payout once the renter pays"', facts('Declined', 'owner'), ['bookCall'], [line('noPayout', 0)]],
  ['renter, expired', facts('Expired', 'renter'), ['bookCall'], [line('nothingCharged', 0)]],
  ['host, expired', facts('Expired', 'owner'), ['bookCall'], [line('noPayout', 0)]],
  // Cancelled: no change, the refund and when it arrives; the host keeps what the policy gives.
  [
    'renter, cancelled by the renter with a partial refund',
    facts('CancelledByRenter', 'renter', {
      money: money({ paid: 45_000, firstPaymentMade: true, refunded: 45_000, refundedOn: '2026-06-01' }),
    }),
    ['documents', 'moneyDetails', 'bookCall'],
    [line('paid', 450), { ...line('refunded', 450, '2026-06-01'), ArrivesBy: '2026-06-15' }],
  ],
  [
    'host, cancelled by the renter: keeps part of the payout',
    facts('CancelledByRenter', 'owner', { money: money({ payout: { ...scheduled, amount: 39_750 } }) }),
    ['documents', 'moneyDetails', 'bookCall'],
    [line('payoutScheduled', 397.5, '2026-06-21')],
  ],
  [
    'renter, a request they withdrew: nothing charged',
    facts('CancelledByRenter', 'renter'),
    ['documents', 'bookCall'],
    [line('nothingCharged', 0)],
  ],
  [
    'renter, cancelled by the host: refunded in full',
    facts('CancelledByOwner', 'renter', { money: money({ refunded: 90_000, refundedOn: '2026-06-05' }) }),
    ['documents', 'moneyDetails', 'bookCall'],
    [{ ...line('refunded', 900, '2026-06-05'), ArrivesBy: '2026-06-19' }],
  ],
  ['host, cancelled by the host', facts('CancelledByOwner', 'owner'), ['documents', 'bookCall'], [line('noPayout', 0)]],
];

describe('the booking page as each viewer sees it', () => {
  it.each(cases)('%s', (_name, given, actions, lines) => {
    const view = bookingView(given);
    expect(view.Voice).toBe(given.role);
    expect(view.Actions).toEqual(actions);
    expect(view.Money).toEqual(lines);
  });

  it('covers every status for both roles', () => {
    const covered = new Set(cases.map(([, given]) => `${given.status}/${given.role}`));
    for (const status of bookingStatuses) for (const role of ['renter', 'owner']) expect(covered).toContain(`${status}/${role}`);
  });

  it('never offers a change once the booking no longer holds its dates', () => {
    for (const status of ['Declined', 'Expired', 'CancelledByRenter', 'CancelledByOwner', 'Completed'] as const)
      for (const role of ['renter', 'owner'] as const) {
        const actions = bookingView(facts(status, role, { pendingChange: 'other' })).Actions;
        expect(actions).not.toContain('change');
        expect(actions).not.toContain('answerChange');
      }
  });

  it('speaks of the renter’s card only to the renter', () => {
    for (const status of bookingStatuses) {
      const kinds = bookingView(facts(status, 'owner', { money: money({ authorised: true, refunded: 100, refundedOn: today }) })).Money.map(
        (entry) => entry.Kind,
      );
      expect(kinds.every((kind) => kind.startsWith('payout') || kind === 'noPayout' || kind === 'balanceDue')).toBe(true);
    }
  });
});

describe('what the renter owes now and later', () => {
  const pay = { amountDue: 22_500, outstanding: 90_000, scheduledNow: 22_500, dueLater: 67_500, payLaterOn: '2026-07-01' };
  it.each([
    ['nothing paid, pay later', money(pay), today, { now: 22_500, later: 67_500 }],
    [
      'first part paid',
      money({ ...pay, firstPaymentMade: true, paid: 22_500, amountDue: 67_500, outstanding: 67_500, scheduledNow: 0 }),
      today,
      { now: 0, later: 67_500 },
    ],
    [
      'first part paid, a change added 100.00 (a top-up now)',
      money({ ...pay, firstPaymentMade: true, paid: 22_500, amountDue: 2_500, outstanding: 77_500, scheduledNow: 2_500, dueLater: 75_000 }),
      today,
      { now: 2_500, later: 75_000 },
    ],
    [
      'the balance day passed',
      money({ ...pay, firstPaymentMade: true, paid: 22_500, amountDue: 67_500, outstanding: 67_500, scheduledNow: 0 }),
      '2026-07-01',
      { now: 67_500, later: 0 },
    ],
    ['paid in full', money(paidInFull), today, { now: 0, later: 0 }],
  ] as const)('%s', (_name, given, day, expected) => {
    expect(renterDues(given, day)).toEqual(expected);
  });

  it('counts business days for a refund to arrive', () => {
    expect(addBusinessDays('2026-06-05', 10)).toBe('2026-06-19'); // a Friday: two weekends skipped
    expect(addBusinessDays('2026-06-06', 1)).toBe('2026-06-08'); // a Saturday: Monday
  });
});
