// A host without a payout method (issue 38): accepting a booking stays possible, but once the payout falls due the
// booking clock holds it (no payout run, however often it runs); saving a payout method releases it, paid at once.
// A host with a method is paid on the day. GET payout-method says what is held.
import type { PayoutMethodAnswer } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsDue } from '../../src/booking/booking-clock.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, payWithCard, renterDetails } from '../booking/fixtures.ts';

let t: TestContext;
let clock = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => clock });
});
afterAll(() => t.close());

const usAccount = {
  Country: 'US',
  AccountHolder: 'Hosta Owner',
  RoutingNumber: '011000015',
  AccountNumber: '12345678',
  ConfirmAccountNumber: '12345678',
};

type Detail = { Id: number; Status: string; Payout: { Amount: number; Status: string; ScheduledFor: string } | null };

/** A trip from May 4 to May 6 requested, paid and accepted: its payout falls due on May 5. */
async function acceptedTrip(host: Party, listingId: number) {
  const renter = await createRenter(t.db);
  const booking = await t.json<Detail>(
    '/api/bookings',
    jsonInit(
      'POST',
      { RvId: listingId, Estimate: { dateStart: '2026-05-04', dateEnd: '2026-05-06' }, Renter: renterDetails },
      { ...renter.headers, 'Idempotency-Key': crypto.randomUUID() },
    ),
  );
  expect(booking.status).toBe(201);
  await payWithCard(t, renter, `/api/bookings/${booking.body.Id}/payment-intent`);
  const accepted = await t.json<Detail>(`/api/bookings/${booking.body.Id}/accept`, jsonInit('POST', {}, host.headers));
  expect(accepted.body.Status).toBe('Confirmed');
  return booking.body.Id;
}

const payoutMethod = (host: Party) => t.json<PayoutMethodAnswer>('/api/user-profiles/me/payout-method', { headers: host.headers });
const payoutRow = (bookingId: number) =>
  t.db.selectFrom('payouts').select(['status', 'held_at', 'paid_at']).where('booking_id', '=', bookingId).executeTakeFirstOrThrow();

describe('payouts of a host without a payout method', () => {
  it('holds the payout when it falls due, leaves it out of the clock’s runs, and pays it once a method is saved', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    expect((await payoutMethod(host)).body).toEqual({ Method: null, Held: { Count: 0, Totals: [] } });
    const bookingId = await acceptedTrip(host, listing.id);
    expect(await payoutRow(bookingId)).toMatchObject({ status: 'scheduled', held_at: null });
    const saved = clock;
    try {
      // The day after the start: the booking is read (settled), the payout is due, there is no method: held.
      clock = new Date('2026-05-05T10:00:00Z');
      const read = await t.json<Detail>(`/api/bookings/${bookingId}`, { headers: host.headers });
      expect(read.body.Payout).toMatchObject({ Status: 'scheduled', ScheduledFor: '2026-05-05' });
      const held = await payoutRow(bookingId);
      expect(held).toMatchObject({ status: 'scheduled', paid_at: null });
      expect(held.held_at).toEqual(clock);
      // The clock no longer picks the booking for its payout (nothing else is due on it yet).
      expect(await bookingsDue(t, clock)).not.toContain(bookingId);
      clock = new Date('2026-05-07T10:00:00Z');
      await t.json<Detail>(`/api/bookings/${bookingId}`, { headers: host.headers });
      expect(await payoutRow(bookingId)).toMatchObject({ status: 'scheduled', held_at: new Date('2026-05-05T10:00:00Z') });
      const answer = (await payoutMethod(host)).body;
      expect(answer.Method).toBeNull();
      expect(answer.Held.Count).toBe(1);
      expect(answer.Held.Totals).toEqual([{ Currency: 'CAD', Amount: read.body.Payout?.Amount }]);

      // A refused account releases nothing.
      const refused = await t.json(
        '/api/user-profiles/me/payout-method',
        jsonInit('PUT', { ...usAccount, RoutingNumber: '123456789' }, host.headers),
      );
      expect(refused.status).toBe(400);
      expect(await payoutRow(bookingId)).toMatchObject({ status: 'scheduled' });

      // A payout method is saved: the held payout is paid at once, and nothing is held any more.
      clock = new Date('2026-05-08T09:00:00Z');
      const put = await t.json<PayoutMethodAnswer>('/api/user-profiles/me/payout-method', jsonInit('PUT', usAccount, host.headers));
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ Method: { AccountLast4: '5678' }, Held: { Count: 0, Totals: [] } });
      expect(await payoutRow(bookingId)).toMatchObject({ status: 'paid', held_at: null, paid_at: clock });
      const detail = await t.json<Detail>(`/api/bookings/${bookingId}`, { headers: host.headers });
      expect(detail.body.Payout).toMatchObject({ Status: 'paid' });
    } finally {
      clock = saved;
    }
  });

  it('pays a host with a payout method on the day, and never holds another host’s payouts for want of theirs', async () => {
    const withMethod = await createHostWithRv(t.db);
    const without = await createHostWithRv(t.db);
    expect((await t.json('/api/user-profiles/me/payout-method', jsonInit('PUT', usAccount, withMethod.host.headers))).status).toBe(200);
    const paidId = await acceptedTrip(withMethod.host, withMethod.listing.id);
    const heldId = await acceptedTrip(without.host, without.listing.id);
    const saved = clock;
    try {
      clock = new Date('2026-05-05T10:00:00Z');
      await t.json(`/api/bookings/${paidId}`, { headers: withMethod.host.headers });
      await t.json(`/api/bookings/${heldId}`, { headers: without.host.headers });
      expect(await payoutRow(paidId)).toMatchObject({ status: 'paid', held_at: null });
      expect(await payoutRow(heldId)).toMatchObject({ status: 'scheduled' });
      expect((await payoutRow(heldId)).held_at).not.toBeNull();
      // Saving a method again (the first host) releases only that host's payouts.
      await t.json('/api/user-profiles/me/payout-method', jsonInit('PUT', usAccount, withMethod.host.headers));
      expect(await payoutRow(heldId)).toMatchObject({ status: 'scheduled' });
    } finally {
      clock = saved;
    }
  });
});
