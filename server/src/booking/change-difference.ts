// What a change does to the renter's money (spec 001 section 3, change request Financial): a pure rule, in cents.
import type { ChangeDifference } from '@rove/contract';
import { type Cents, toDecimal } from '../pricing/money.ts';

export interface ChangeMoney {
  /** The booking's renter total now. */
  currentTotal: Cents;
  /** The renter total with the change applied. */
  newTotal: Cents;
  /** What the renter has paid so far (charges less refunds, plus credits taken for the booking). */
  paid: Cents;
}

export interface ChangeDifferenceCents {
  difference: Cents;
  toCharge: Cents;
  toRefund: Cents;
  when: ChangeDifference['When'];
}

/**
 * A fully paid booking is charged the extra, or refunded what was paid beyond the new total, when the change is
 * approved. A booking not (fully) paid yet pays the new total with its payment schedule, less everything already
 * paid; only a payment beyond the new total is refunded on approval.
 */
export function changeDifferenceCents({ currentTotal, newTotal, paid }: ChangeMoney): ChangeDifferenceCents {
  const difference = newTotal - currentTotal;
  const toRefund = Math.max(0, paid - newTotal);
  const fullyPaid = paid > 0 && paid >= currentTotal;
  const toCharge = fullyPaid ? Math.max(0, newTotal - paid) : 0;
  const when = toCharge > 0 || toRefund > 0 ? 'on-approval' : difference !== 0 ? 'with-schedule' : 'nothing';
  return { difference, toCharge, toRefund, when };
}

/** The same, as the API answers it (decimal amounts). */
export function changeDifference(money: ChangeMoney): ChangeDifference {
  const cents = changeDifferenceCents(money);
  return {
    CurrentTotal: toDecimal(money.currentTotal),
    NewTotal: toDecimal(money.newTotal),
    Difference: toDecimal(cents.difference),
    Paid: toDecimal(money.paid),
    ToCharge: toDecimal(cents.toCharge),
    ToRefund: toDecimal(cents.toRefund),
    When: cents.when,
  };
}

/** What the renter has paid for the trip: succeeded charges less succeeded refunds, plus credits taken. */
export function paidSoFar(payments: readonly { kind: string; status: string; amount: Cents }[], creditsApplied: Cents): Cents {
  let paid = creditsApplied;
  for (const payment of payments) {
    if (payment.status !== 'succeeded') continue;
    if (payment.kind === 'charge') paid += payment.amount;
    else if (payment.kind === 'refund') paid -= payment.amount;
  }
  return paid;
}
