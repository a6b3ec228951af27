// Issue 14: after a paid booking is changed, the payment schedule subtracts what was paid (less refunds): due now
// and due later add up to what is still owed, and what was paid is shown as paid, never as the new total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, payWithCard, renterDetails } from './fixtures.ts';

let t: TestContext;
const now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
});
afterAll(() => t.close());

type Scheduled = { Kind: 'Paid' | 'DueNow' | 'DueLater'; DueOn: string | null; Amount: number };
type Financial = {
  RenterDiscountedTotal: number;
  RenterOutstandingBalance: number;
  TotalPaid: number;
  AmountDue: number;
  PayLater: boolean;
  PayLaterOn: string | null;
  PaymentSchedule: Scheduled[];
};
type Detail = { Id: number; Status: string; Financial: Financial };

const cents = (amount: number) => Math.round(amount * 100);
const amountOf = (schedule: Scheduled[], kind: Scheduled['Kind']) => schedule.find((entry) => entry.Kind === kind)?.Amount ?? 0;

let key = 0;
async function pay(renter: Party, bookingId: number) {
  const { intent, confirmed } = await payWithCard(t, renter, `/api/bookings/${bookingId}/payment-intent`);
  expect(intent.status).toBeLessThan(300);
  expect(confirmed.status).toBeLessThan(300);
  return intent.body.Amount;
}

async function paidBooking(dateStart: string, dateEnd: string) {
  const { host, listing } = await createHostWithRv(t.db, { instant_book: true });
  const renter = await createRenter(t.db);
  const created = await t.json<Detail>(
    '/api/bookings',
    jsonInit(
      'POST',
      { RvId: listing.id, Estimate: { dateStart, dateEnd }, Renter: renterDetails },
      { ...renter.headers, 'Idempotency-Key': `ps-${++key}` },
    ),
  );
  expect(created.status).toBe(201);
  const paid = await pay(renter, created.body.Id);
  const booking = await t.json<Detail>(`/api/bookings/${created.body.Id}`, { headers: renter.headers });
  expect(booking.body.Status).toBe('Confirmed');
  return { host, renter, booking: booking.body, paid };
}

async function changeAndApprove(renter: Party, host: Party, bookingId: number, change: Record<string, unknown>) {
  const submitted = await t.json<{ Financial: Financial }>(
    `/api/bookings/${bookingId}/renter-change-request`,
    jsonInit('POST', { BookingId: bookingId, ...change }, renter.headers),
  );
  expect(submitted.status).toBe(201);
  const approved = await t.json(`/api/bookings/${bookingId}/change-request/approve`, jsonInit('POST', undefined, host.headers));
  expect(approved.status).toBe(200);
  const after = await t.json<Detail>(`/api/bookings/${bookingId}`, { headers: renter.headers });
  return { request: submitted.body.Financial, after: after.body.Financial };
}

/** Due now + due later = still owed = total - paid; paid is what was paid. */
function expectConsistent(financial: Financial) {
  const schedule = financial.PaymentSchedule;
  const owed = cents(financial.RenterDiscountedTotal) - cents(financial.TotalPaid);
  expect(cents(amountOf(schedule, 'Paid'))).toBe(cents(financial.TotalPaid));
  expect(cents(amountOf(schedule, 'DueNow')) + cents(amountOf(schedule, 'DueLater'))).toBe(Math.max(0, owed));
  expect(cents(financial.RenterOutstandingBalance)).toBe(Math.max(0, owed));
}

describe('the payment schedule after a change request on a paid booking', () => {
  it('a longer trip paid in full: paid stays what was paid, the difference is due now', async () => {
    const { host, renter, booking, paid } = await paidBooking('2026-05-20', '2026-05-23');
    expect(booking.Financial.PaymentSchedule).toEqual([{ Kind: 'Paid', DueOn: null, Amount: paid }]);
    const { request, after } = await changeAndApprove(renter, host, booking.Id, { EndDate: '2026-05-25' });
    // The request under review already counts the payment.
    expect(cents(amountOf(request.PaymentSchedule, 'Paid'))).toBe(cents(paid));
    expect(cents(amountOf(request.PaymentSchedule, 'DueNow'))).toBe(cents(request.RenterDiscountedTotal) - cents(paid));
    expect(after.TotalPaid).toBe(paid);
    expectConsistent(after);
    expect(after.PaymentSchedule).toEqual([
      { Kind: 'Paid', DueOn: null, Amount: paid },
      { Kind: 'DueNow', DueOn: null, Amount: (cents(after.RenterDiscountedTotal) - cents(paid)) / 100 },
    ]);
    // No entry claims the new total was paid.
    expect(after.PaymentSchedule.some((entry) => entry.Amount === after.RenterDiscountedTotal)).toBe(false);
    // Paying the balance leaves nothing owed.
    await pay(renter, booking.Id);
    const settled = (await t.json<Detail>(`/api/bookings/${booking.Id}`, { headers: renter.headers })).body.Financial;
    expect(settled.PaymentSchedule).toEqual([{ Kind: 'Paid', DueOn: null, Amount: settled.RenterDiscountedTotal }]);
    expectConsistent(settled);
  });

  it('a shorter trip: the refund is subtracted and nothing is owed', async () => {
    const { host, renter, booking } = await paidBooking('2026-05-20', '2026-05-24');
    const { after } = await changeAndApprove(renter, host, booking.Id, { EndDate: '2026-05-22' });
    expect(after.PaymentSchedule).toEqual([{ Kind: 'Paid', DueOn: null, Amount: after.RenterDiscountedTotal }]);
    expectConsistent(after);
  });

  it('a longer pay-later trip: the reservation counts, the first instalment is topped up, the rest is due later', async () => {
    const { host, renter, booking, paid } = await paidBooking('2026-07-01', '2026-07-04');
    expect(booking.Financial.PayLater).toBe(true);
    expect(booking.Financial.PaymentSchedule).toEqual([
      { Kind: 'Paid', DueOn: null, Amount: paid },
      { Kind: 'DueLater', DueOn: '2026-05-25', Amount: (cents(booking.Financial.RenterDiscountedTotal) - cents(paid)) / 100 },
    ]);
    const { after } = await changeAndApprove(renter, host, booking.Id, { EndDate: '2026-07-08' });
    expectConsistent(after);
    const total = cents(after.RenterDiscountedTotal);
    const firstInstalment = Math.round(total * 0.25);
    expect(cents(amountOf(after.PaymentSchedule, 'DueNow'))).toBe(firstInstalment - cents(paid));
    expect(after.PaymentSchedule.find((entry) => entry.Kind === 'DueLater')).toEqual({
      Kind: 'DueLater',
      DueOn: '2026-05-25',
      Amount: (total - firstInstalment) / 100,
    });
    // What is due now is the top-up, and paying now charges the top-up only, not the whole balance.
    expect(cents(after.AmountDue)).toBe(firstInstalment - cents(paid));
    const charged = await pay(renter, booking.Id);
    expect(cents(charged)).toBe(firstInstalment - cents(paid));
    const later = (await t.json<Detail>(`/api/bookings/${booking.Id}`, { headers: renter.headers })).body.Financial;
    expect(later.PaymentSchedule.map((entry) => entry.Kind)).toEqual(['Paid', 'DueLater']);
    expect(cents(amountOf(later.PaymentSchedule, 'DueLater'))).toBe(total - firstInstalment);
    expectConsistent(later);
    // Then the rest, when the renter pays it.
    expect(cents(await pay(renter, booking.Id))).toBe(total - firstInstalment);
  });
});
