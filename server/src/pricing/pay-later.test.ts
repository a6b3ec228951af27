import { describe, expect, it } from 'vitest';
import { bookingPaymentSchedule, payLaterDate } from './pay-later.ts';

describe('payments made are subtracted; due now and due later add up to what is still owed', () => {
  const later = '2026-06-01';
  it.each([
    // [case, total, payLaterOn, charged, refunded, credits, paid, dueNow, dueLater]
    ['an estimate paying in full', 37_995, null, 0, 0, 0, 0, 37_995, 0],
    ['an estimate paying later: 25% now, the rest later', 40_000, later, 0, 0, 0, 0, 10_000, 30_000],
    ['paid in full', 36_829, null, 36_829, 0, 0, 36_829, 0, 0],
    ['changed after paying in full: only the difference is due now (issue 14)', 37_995, null, 36_829, 0, 0, 36_829, 1_166, 0],
    ['changed to a shorter trip, the overpayment refunded', 30_000, null, 36_829, 6_829, 0, 30_000, 0, 0],
    ['shorter trip, refund not made yet: nothing owed', 30_000, null, 36_829, 0, 0, 36_829, 0, 0],
    ['pay later, first instalment paid: the rest is due later', 40_000, later, 10_000, 0, 0, 10_000, 0, 30_000],
    ['pay later, changed to a higher total: the first instalment is topped up', 48_000, later, 10_000, 0, 0, 10_000, 2_000, 36_000],
    ['pay later, changed to a lower total: more than 25% paid, the rest later', 20_000, later, 10_000, 0, 0, 10_000, 0, 10_000],
    ['pay later, paid in full early', 40_000, later, 40_000, 0, 0, 40_000, 0, 0],
    ['credits taken count as paid', 40_000, later, 5_000, 0, 5_000, 10_000, 0, 30_000],
    ['a refund of the reservation makes it due again', 40_000, later, 10_000, 10_000, 0, 0, 10_000, 30_000],
    ['a free trip', 0, later, 0, 0, 0, 0, 0, 0],
  ])('%s', (_case, total, payLaterOn, charged, refunded, credits, paid, dueNow, dueLater) => {
    const schedule = bookingPaymentSchedule(total, payLaterOn, { charged, refunded, credits });
    expect(schedule).toMatchObject({ paid, dueNow, dueLater });
    expect(schedule.dueNow + schedule.dueLater).toBe(Math.max(0, total - paid));
    expect(schedule.payLaterOn).toBe(schedule.payLater ? payLaterOn : null);
  });

  it('an estimate has nothing paid', () => {
    expect(bookingPaymentSchedule(40_000, later)).toEqual({ payLater: true, payLaterOn: later, paid: 0, dueNow: 10_000, dueLater: 30_000 });
  });
});

describe('a trip that starts more than 37 days after today pays the rest 37 days before the start', () => {
  it.each([
    ['38 days ahead', '2026-05-01', '2026-06-08', '2026-05-02'],
    ['37 days ahead: everything now', '2026-05-01', '2026-06-07', null],
    ['today', '2026-05-01', '2026-05-01', null],
  ])('%s', (_case, today, start, on) => {
    expect(payLaterDate(start, today)).toBe(on);
  });
});
