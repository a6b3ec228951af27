// What one viewer of a booking may do now and which money lines concern them (issue 38), as pure rules over the
// booking's facts: its status, the viewer's role, the state machine's events, the abilities (booking-abilities.ts), a
// change request waiting, and its money in cents. The booking page shows exactly this, in the viewer's voice; the
// table test (test/booking/booking-view-rules.test.ts) runs every status for both roles.
import { type BookingAction, type BookingMoneyLine, type BookingView, refundArrivalBusinessDays } from '@rove/contract';
import { addDays, weekday } from '../pricing/calendar.ts';
import { type BookingFacts, bookingAbilities } from './booking-abilities.ts';
import { type BookingEvent, holdingStatuses } from './booking-state-machine.ts';

/** The booking's money as the viewer's lines need it (cents; days as YYYY-MM-DD). */
export interface ViewMoney {
  /** What the renter paid for the trip so far: charges less refunds (money requests, closeouts and deposits apart). */
  paid: number;
  /** True once a first trip payment was made (a charge, or credits taken). */
  firstPaymentMade: boolean;
  /** What the next trip payment charges (the breakdown's AmountDue): the first payment, a top-up or the balance. */
  amountDue: number;
  /** What the renter still owes on the trip (the breakdown's RenterOutstandingBalance, without post-trip charges). */
  outstanding: number;
  /** The payment schedule's parts still owed: due now, and due on payLaterOn (pay-later trips). */
  scheduledNow: number;
  dueLater: number;
  payLaterOn: string | null;
  /** A card authorised with the request, charged when the host accepts. */
  authorised: boolean;
  /** Refunded to the renter's card (cancellation, lower total) and the day of the last refund. */
  refunded: number;
  refundedOn: string | null;
  /** The security deposit's hold and its day. */
  deposit: number;
  depositOn: string | null;
  /** The host's payout as quoted (what accepting earns). */
  ownerPayout: number;
  /** The trip's payout row, once there is one. */
  payout: { amount: number; status: string; scheduledFor: string; paidOn: string | null; held: boolean } | null;
}

export interface ViewFacts extends BookingFacts {
  /** The state machine's events this role may try now (availableEvents). */
  events: readonly BookingEvent[];
  /** A change request waiting for an answer: none, the viewer's own, or the other party's. */
  pendingChange: 'none' | 'own' | 'other';
  money: ViewMoney;
}

const ended = (status: string) => status === 'Declined' || status === 'Expired';

/** A booking can change (a change request, protection, services) while it holds its dates. */
export const mayChange = (status: string) => (holdingStatuses as readonly string[]).includes(status);

/** The actions of bookingActions this viewer may take now, in the booking page's order. */
export function viewerActions(f: ViewFacts): BookingAction[] {
  const a = bookingAbilities(f);
  const owner = f.role === 'owner';
  const changing = mayChange(f.status);
  const shown: Record<BookingAction, boolean> = {
    accept: owner && f.events.includes('accept'),
    decline: owner && f.events.includes('decline'),
    sendQuote: owner && a.CustomQuote,
    answerQuote: !owner && a.AnswerQuote,
    pay: a.Pay,
    sign: a.Sign,
    answerChange: changing && f.pendingChange === 'other',
    seeChange: changing && f.pendingChange === 'own',
    change: changing && f.pendingChange === 'none',
    closeout: owner && a.Closeout,
    payCloseout: !owner && a.PayCloseout,
    payMoneyRequest: f.moneyRequestToPay,
    review: a.Review,
    updateServices: a.UpdateServices,
    requestMoney: a.RequestMoney,
    fileClaim: a.FileClaim,
    documents: !ended(f.status),
    moneyDetails: false,
    bookCall: true,
    cancel: f.events.includes('cancel'),
  };
  // Payment or payout details when some money moved or is to move for this viewer.
  shown.moneyDetails = moneyLines(f).some((entry) => entry.Kind !== 'nothingCharged' && entry.Kind !== 'noPayout');
  return (Object.keys(shown) as BookingAction[]).filter((action) => shown[action]);
}

const decimal = (cents: number) => cents / 100;

/** The day `days` business days (Monday to Friday) after `day`. */
export function addBusinessDays(day: string, days: number): string {
  let current = day;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    const dow = weekday(current);
    if (dow !== 0 && dow !== 6) left -= 1;
  }
  return current;
}

/** The renter's trip payments still owed, split into now and on the pay-later day (which, once passed, is now). */
export function renterDues(m: ViewMoney, today: string): { now: number; later: number } {
  const laterIsNow = m.payLaterOn !== null && today >= m.payLaterOn;
  // Before the first payment: the first payment now (all of it, or the pay-later part), the rest on its day.
  if (!m.firstPaymentMade) return laterIsNow ? { now: m.amountDue + m.dueLater, later: 0 } : { now: m.amountDue, later: m.dueLater };
  // After it: the schedule's part due now (a top-up after a change), the rest of what is owed on its day.
  const now = laterIsNow ? m.outstanding : Math.min(m.scheduledNow, m.outstanding);
  return { now: Math.max(0, now), later: Math.max(0, m.outstanding - now) };
}

function line(Kind: BookingMoneyLine['Kind'], cents: number, On: string | null = null, ArrivesBy?: string): BookingMoneyLine {
  return { Kind, Amount: decimal(cents), On, ...(ArrivesBy ? { ArrivesBy } : {}) };
}

function renterLines(f: ViewFacts): BookingMoneyLine[] {
  const m = f.money;
  const lines: BookingMoneyLine[] = [];
  if (m.paid > 0) lines.push(line('paid', m.paid));
  const { now, later } = renterDues(m, f.today);
  const dueOnLater = () => {
    if (later > 0 && m.payLaterOn) lines.push(line('dueOn', later, m.payLaterOn));
  };
  switch (f.status) {
    case 'AwaitingOwnerApproval':
      if (now > 0) lines.push(line(m.authorised ? 'chargedOnAcceptance' : 'dueOnAcceptance', now));
      dueOnLater();
      break;
    case 'AwaitingPayment':
    case 'Confirmed':
      if (now > 0) lines.push(line('dueNow', now));
      dueOnLater();
      break;
    case 'Completed':
      if (f.closeoutDue > 0) lines.push(line('closeoutDue', f.closeoutDue));
      break;
    default:
      break;
  }
  if (m.refunded > 0 && m.refundedOn)
    lines.push(line('refunded', m.refunded, m.refundedOn, addBusinessDays(m.refundedOn, refundArrivalBusinessDays.max)));
  if ((ended(f.status) || f.status === 'CancelledByRenter' || f.status === 'CancelledByOwner') && m.paid <= 0 && m.refunded <= 0)
    lines.push(line('nothingCharged', 0));
  if (mayChange(f.status) && m.deposit > 0 && f.today <= f.endDate) lines.push(line('depositHold', m.deposit, m.depositOn));
  return lines;
}

function ownerLines(f: ViewFacts): BookingMoneyLine[] {
  const m = f.money;
  const start = addDays(f.startDate, 1);
  switch (f.status) {
    case 'AwaitingOwnerApproval':
      return [line('payoutIfAccepted', m.ownerPayout, start)];
    case 'AwaitingPayment':
      return [line('payoutOnPayment', m.ownerPayout, start)];
    case 'Confirmed':
    case 'Completed':
    case 'CancelledByRenter': {
      const p = m.payout;
      if (!p || p.status === 'canceled' || p.amount <= 0) return [line('noPayout', 0)];
      const payout =
        p.status === 'paid'
          ? line('payoutPaid', p.amount, p.paidOn ?? p.scheduledFor)
          : line(p.held ? 'payoutHeld' : 'payoutScheduled', p.amount, p.scheduledFor);
      if (f.status !== 'Confirmed') return [payout];
      // What the renter still owes on a confirmed trip (a pay-later balance, a change's top-up).
      const { now, later } = renterDues(m, f.today);
      return [
        payout,
        ...(now > 0 ? [line('balanceDue', now)] : []),
        ...(later > 0 && m.payLaterOn ? [line('balanceDue', later, m.payLaterOn)] : []),
      ];
    }
    default:
      return [line('noPayout', 0)];
  }
}

/** The money lines that apply to this viewer: the renter's payments, or the host's payout. */
export function moneyLines(f: ViewFacts): BookingMoneyLine[] {
  return f.role === 'owner' ? ownerLines(f) : renterLines(f);
}

/** The viewer's view of the booking: their voice, their actions, their money lines. */
export function bookingView(f: ViewFacts): BookingView {
  return { Voice: f.role, Actions: viewerActions(f), Money: moneyLines(f) };
}
