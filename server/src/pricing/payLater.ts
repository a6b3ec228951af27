import { addDays, daysBetween, type IsoDate } from './calendar.ts';
import { type Cents, percentOf } from './money.ts';

/** Trips more than this many days away may pay part now and the rest this many days before the start. */
export const payLaterDays = 37;
export const payLaterNowPercent = 25;

export interface PaymentSchedule {
  payLater: boolean;
  /** Date the second payment is due (start - 37 days), or null. */
  payLaterOn: IsoDate | null;
  dueNow: Cents;
  dueLater: Cents;
}

export function paymentSchedule(total: Cents, start: IsoDate, today: IsoDate): PaymentSchedule {
  if (daysBetween(today, start) <= payLaterDays || total <= 0) {
    return { payLater: false, payLaterOn: null, dueNow: Math.max(0, total), dueLater: 0 };
  }
  const dueNow = percentOf(total, payLaterNowPercent);
  return { payLater: true, payLaterOn: addDays(start, -payLaterDays), dueNow, dueLater: total - dueNow };
}

/** The security deposit is authorised this many days before the trip (or at once when the trip is sooner). */
export const securityDepositLeadDays = 3;

export function securityDepositOn(start: IsoDate, today: IsoDate): IsoDate {
  const on = addDays(start, -securityDepositLeadDays);
  return daysBetween(today, on) > 0 ? on : today;
}
