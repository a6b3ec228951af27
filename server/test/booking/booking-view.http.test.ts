// The booking detail's View on real bookings (issue 38): what each party may do and the money lines that concern
// them, as the state changes (the rules themselves: booking-view-rules.test.ts).
import type { BookingView } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, payWithCard, renterDetails } from './fixtures.ts';

let t: TestContext;
const now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
});
afterAll(() => t.close());

type Detail = { Id: number; Status: string; View: BookingView; Financial: { RenterDiscountedTotal: number; OwnerPayoutTotal: number } };

let keys = 0;
const post = <T>(path: string, body: unknown, who: Party) =>
  t.json<T>(path, jsonInit('POST', body, { ...who.headers, 'Idempotency-Key': `view-${++keys}` }));
const view = async (id: number, who: Party) => (await t.json<Detail>(`/api/bookings/${id}`, { headers: who.headers })).body;
const kinds = (detail: Detail) => detail.View.Money.map((line) => line.Kind);

async function request(dates: { start: string; end: string } = { start: '2026-05-20', end: '2026-05-23' }) {
  const { host, listing } = await createHostWithRv(t.db);
  const renter = await createRenter(t.db);
  const created = await post<Detail>(
    '/api/bookings',
    { RvId: listing.id, Estimate: { dateStart: dates.start, dateEnd: dates.end }, Renter: renterDetails },
    renter,
  );
  return { host, renter, id: created.body.Id };
}

describe('the booking detail’s view, by state and role', () => {
  it('a request with a card: the renter’s card charged on acceptance, the host’s payout if they accept', async () => {
    const { host, renter, id } = await request();
    await payWithCard(t, renter, `/api/bookings/${id}/payment-intent`);
    const mine = await view(id, renter);
    expect(mine.View).toMatchObject({ Voice: 'renter', Actions: ['change', 'documents', 'moneyDetails', 'bookCall', 'cancel'] });
    expect(kinds(mine)).toEqual(['chargedOnAcceptance', 'depositHold']);
    expect(mine.View.Money[0].Amount).toBe(mine.Financial.RenterDiscountedTotal);
    const theirs = await view(id, host);
    expect(theirs.View).toMatchObject({
      Voice: 'owner',
      Actions: ['accept', 'decline', 'sendQuote', 'change', 'documents', 'moneyDetails', 'bookCall'],
      Money: [{ Kind: 'payoutIfAccepted', Amount: theirs.Financial.OwnerPayoutTotal, On: '2026-05-21' }],
    });
  });

  it('declined: nothing to change, nothing charged, no payout', async () => {
    const { host, renter, id } = await request();
    await post(`/api/bookings/${id}/renter-change-request`, { BookingId: id, EndDate: '2026-05-24' }, renter);
    await post(`/api/bookings/${id}/decline`, { ReasonCode: 'DatesUnavailable' }, host);
    expect((await view(id, renter)).View).toEqual({
      Voice: 'renter',
      Actions: ['bookCall'],
      Money: [{ Kind: 'nothingCharged', Amount: 0, On: null }],
    });
    expect((await view(id, host)).View).toEqual({
      Voice: 'owner',
      Actions: ['bookCall'],
      Money: [{ Kind: 'noPayout', Amount: 0, On: null }],
    });
  });

  it('accepted and paid in full, a change waiting for the host, then cancelled by the renter: the refund and when it arrives', async () => {
    const { host, renter, id } = await request();
    await post(`/api/bookings/${id}/accept`, {}, host);
    expect(kinds(await view(id, renter))).toEqual(['dueNow', 'depositHold']);
    expect(kinds(await view(id, host))).toEqual(['payoutOnPayment']);
    await payWithCard(t, renter, `/api/bookings/${id}/payment-intent`);
    await post(`/api/bookings/${id}/renter-change-request`, { BookingId: id, EndDate: '2026-05-24' }, renter);
    const paid = await view(id, renter);
    expect(paid.View.Actions).toEqual(['sign', 'seeChange', 'updateServices', 'documents', 'moneyDetails', 'bookCall', 'cancel']);
    expect(kinds(paid)).toEqual(['paid', 'depositHold']);
    const hosting = await view(id, host);
    expect(hosting.View.Actions).toEqual(['answerChange', 'documents', 'moneyDetails', 'bookCall', 'cancel']);
    expect(hosting.View.Money).toEqual([{ Kind: 'payoutScheduled', Amount: hosting.Financial.OwnerPayoutTotal, On: '2026-05-21' }]);

    const cancelled = await post<Detail>(`/api/bookings/${id}/cancel`, { ReasonCode: 'PlansChanged' }, renter);
    expect(cancelled.body.View.Actions).toEqual(['documents', 'moneyDetails', 'bookCall']);
    const refund = cancelled.body.View.Money.find((line) => line.Kind === 'refunded');
    expect(refund).toMatchObject({ On: '2026-05-01', ArrivesBy: '2026-05-15' });
    expect(refund?.Amount).toBeGreaterThan(0);
    expect((await view(id, host)).View.Actions).not.toContain('answerChange');
  });

  it('a trip far away paying later: 25 % due now once accepted, the balance on its day, never "due now" for it', async () => {
    const { host, renter, id } = await request({ start: '2026-08-10', end: '2026-08-14' });
    await post(`/api/bookings/${id}/accept`, {}, host);
    const accepted = await view(id, renter);
    expect(accepted.View.Money.map((line) => [line.Kind, line.On])).toEqual([
      ['dueNow', null],
      ['dueOn', '2026-07-04'],
      ['depositHold', '2026-08-07'],
    ]);
    await payWithCard(t, renter, `/api/bookings/${id}/payment-intent`);
    const confirmed = await view(id, renter);
    expect(confirmed.Status).toBe('Confirmed');
    expect(kinds(confirmed)).toEqual(['paid', 'dueOn', 'depositHold']);
  });
});
