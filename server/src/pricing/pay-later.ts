import { addDays, daysBetween, type IsoDate } from './calendar.ts';
import { type Cents, percentOf } from './money.ts';

/** Trips more than this many days away may pay part now and the rest this many days before the start. */
export const payLaterDays = 37;
export const payLaterNowPercent = 25;

export interface PaymentSchedule {
  payLater: boolean;
  /** Date the second payment is due (start - 37 days), or null. */
  payLaterOn: IsoDate | null;
  /** Already paid towards the trip: charges less refunds, plus credits taken (0 for an estimate). */
  paid: Cents;
  dueNow: Cents;
  dueLater: Cents;
}

/** What was already paid on a booking; an estimate has none of it. */
export interface PaymentsMade {
  /** Succeeded charges. */
  charged: Cents;
  /** Succeeded refunds. */
  refunded: Cents;
  /** Credits already taken from the renter's account. */
  credits?: Cents;
}

export const nothingPaid: PaymentsMade = { charged: 0, refunded: 0, credits: 0 };

/** The pay-later rule: a trip that starts more than 37 days after today pays its balance on start - 37 days. */
export function payLaterDate(start: IsoDate, today: IsoDate): IsoDate | null {
  return daysBetween(today, start) > payLaterDays ? addDays(start, -payLaterDays) : null;
}

/**
 * The payment schedule of a trip or a booking, the one rule for estimates, bookings and changed bookings.
 * With a pay-later date, 25% of the total is due now and the rest on that date; otherwise all of it is due now.
 * What was already paid (charges less refunds, plus credits taken) counts first towards the part due now, then
 * towards the rest: due now + due later = what is still owed = total - paid, never below 0.
 */
export function bookingPaymentSchedule(total: Cents, payLaterOn: IsoDate | null, made: PaymentsMade = nothingPaid): PaymentSchedule {
  const paid = made.charged - made.refunded + (made.credits ?? 0);
  const owed = Math.max(0, total - paid);
  if (payLaterOn === null || total <= 0) return { payLater: false, payLaterOn: null, paid, dueNow: owed, dueLater: 0 };
  const dueNow = Math.min(owed, Math.max(0, percentOf(total, payLaterNowPercent) - paid));
  return { payLater: true, payLaterOn, paid, dueNow, dueLater: owed - dueNow };
}

/** The security deposit is authorised this many days before the trip (or at once when the trip is sooner). */
export const securityDepositLeadDays = 3;

export function securityDepositOn(start: IsoDate, today: IsoDate): IsoDate {
  const on = addDays(start, -securityDepositLeadDays);
  return daysBetween(today, on) > 0 ? on : today;
}
