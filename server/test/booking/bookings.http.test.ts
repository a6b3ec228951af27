import { FinancialBreakdownSchema } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '../../src/payments/test-cards.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, type Payment, payWithCard, renterDetails, testCard } from './fixtures.ts';

let t: TestContext;
let clock = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => clock });
});
afterAll(() => t.close());

type Detail = {
  Id: number;
  Status: string;
  ViewerRole: string;
  AvailableActions: string[];
  Owner: Record<string, unknown>;
  Renter: Record<string, unknown>;
  RenterDetails: unknown;
  Payout: { Amount: number; Status: string; ScheduledFor: string } | null;
  Financial: Record<string, unknown> & { RenterTotal: number; RenterDiscountedTotal: number; AmountDue: number; TotalPaid: number };
};
let keyCounter = 0;
async function requestBooking(renter: Party, rvId: number, estimate: Record<string, unknown> = {}, key = `key-${++keyCounter}`) {
  return t.json<Detail & { StatusMessage?: string }>(
    '/api/bookings',
    jsonInit(
      'POST',
      {
        RvId: rvId,
        Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-23', ...estimate },
        Renter: renterDetails,
        MessageToHost: 'Hi! Two of us.',
      },
      { ...renter.headers, 'Idempotency-Key': key },
    ),
  );
}

async function pay(renter: Party, bookingId: number, number: string = testCards.succeeds) {
  const { intent, confirmed } = await payWithCard(t, renter, `/api/bookings/${bookingId}/payment-intent`, number);
  expect(intent.status).toBe(201);
  return { intent: intent.body, confirmed: confirmed.body, status: confirmed.status };
}

describe('booking request', () => {
  it('creates one booking per Idempotency-Key: a retry answers the same booking', async () => {
    const { listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const first = await requestBooking(renter, listing.id, {}, 'same-key');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ Status: 'AwaitingOwnerApproval', ViewerRole: 'renter', AvailableActions: ['cancel'] });
    const retry = await requestBooking(renter, listing.id, {}, 'same-key');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.body.Id).toBe(first.body.Id);
    const count = await t.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listing_id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const reused = await requestBooking(renter, listing.id, { adults: 2 }, 'same-key');
    expect(reused.body).toMatchObject({ Status: 422, StatusMessage: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('needs an Idempotency-Key, valid renter details, an old enough driver and a signed-in user', async () => {
    const { listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const noKey = await t.json<{ StatusMessage: string }>('/api/bookings', jsonInit('POST', { RvId: listing.id }, renter.headers));
    expect(noKey.body.StatusMessage).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const bad = await t.json<{ Errors: Record<string, string[]> }>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: listing.id, Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-23' }, Renter: { ...renterDetails, PhoneNumber: '12' } },
        { ...renter.headers, 'Idempotency-Key': 'k-bad' },
      ),
    );
    expect(Object.keys(bad.body.Errors)).toEqual(['Renter.PhoneNumber']);
    const ancient = await t.json<{ Errors: Record<string, string[]> }>(
      '/api/bookings',
      jsonInit(
        'POST',
        {
          RvId: listing.id,
          Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-23' },
          Renter: { ...renterDetails, DateOfBirth: '1850-01-01' },
        },
        { ...renter.headers, 'Idempotency-Key': 'k-ancient' },
      ),
    );
    expect(ancient.body.Errors).toEqual({ 'Renter.DateOfBirth': ['Enter a real date of birth.'] });
    const young = await t.json<{ StatusMessage: string; Message: string }>(
      '/api/bookings',
      jsonInit(
        'POST',
        {
          RvId: listing.id,
          Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-23' },
          Renter: { ...renterDetails, DateOfBirth: '2003-01-01' },
        },
        { ...renter.headers, 'Idempotency-Key': 'k-young' },
      ),
    );
    expect(young.body).toMatchObject({
      StatusMessage: 'DRIVER_TOO_YOUNG',
      Message: 'Drivers must be at least 25 years old for this protection plan.',
    });
    // Premium allows drivers from 21.
    const premium = await t.json<Detail>(
      '/api/bookings',
      jsonInit(
        'POST',
        {
          RvId: listing.id,
          Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-23', protectionLevel: 'Premium' },
          Renter: { ...renterDetails, DateOfBirth: '2003-01-01' },
        },
        { ...renter.headers, 'Idempotency-Key': 'k-premium' },
      ),
    );
    expect(premium.status).toBe(201);
    expect((await t.request('/api/bookings', jsonInit('POST', {}))).status).toBe(401);
  });

  it('refuses a host booking their own RV', async () => {
    const { listing, host } = await createHostWithRv(t.db);
    const res = await requestBooking(host, listing.id);
    expect(res.body).toMatchObject({ Status: 403, StatusMessage: 'OWN_RV' });
  });

  it('gets exactly one booking out of 50 concurrent requests for overlapping dates', async () => {
    const { listing } = await createHostWithRv(t.db);
    const renters = await Promise.all(Array.from({ length: 5 }, () => createRenter(t.db)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        requestBooking(renters[index % 5], listing.id, {
          dateStart: `2026-06-${String(1 + (index % 5)).padStart(2, '0')}`,
          dateEnd: '2026-06-10',
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const rows = await t.db.selectFrom('bookings').select('id').where('listing_id', '=', listing.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('is impossible to double-book in the database itself (exclusion constraint)', async () => {
    const { listing, host } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const row = (start: string, end: string, status: 'Confirmed' | 'Declined') => ({
      listing_id: listing.id,
      renter_id: renter.user.id,
      owner_id: host.user.id,
      status,
      start_date: start,
      end_date: end,
      currency: 'CAD' as const,
      trip: '{}',
      quote: '{}',
      renter_total: 0,
      renter_details: '{}',
      decline_reason: null,
      cancel_reason: null,
      waiting_since: clock,
      created_at: clock,
      updated_at: clock,
    });
    await t.db
      .insertInto('bookings')
      .values(row('2026-07-01', '2026-07-05', 'Confirmed'))
      .execute();
    await expect(
      t.db
        .insertInto('bookings')
        .values(row('2026-07-04', '2026-07-08', 'Confirmed'))
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
    // A declined booking holds nothing; back-to-back trips are fine.
    await t.db
      .insertInto('bookings')
      .values(row('2026-07-04', '2026-07-08', 'Declined'))
      .execute();
    await t.db
      .insertInto('bookings')
      .values(row('2026-07-05', '2026-07-08', 'Confirmed'))
      .execute();
  });
});

describe('owner answers, lists and detail', () => {
  let host: Party;
  let renter: Party;
  let rvId: number;
  beforeAll(async () => {
    const created = await createHostWithRv(t.db);
    host = created.host;
    rvId = created.listing.id;
    renter = await createRenter(t.db);
  });

  it('shows both parties and the breakdown; the host sees the renter’s details only once confirmed', async () => {
    const booking = await requestBooking(renter, rvId, { dateStart: '2026-08-01', dateEnd: '2026-08-04' });
    const asHost = await t.json<Detail>(`/api/bookings/${booking.body.Id}`, { headers: host.headers });
    expect(asHost.body).toMatchObject({
      ViewerRole: 'owner',
      AvailableActions: ['accept', 'decline'],
      RenterDetails: null,
      MessageToHost: 'Hi! Two of us.',
    });
    for (const party of [asHost.body.Owner, asHost.body.Renter]) {
      expect(Object.keys(party).sort()).toEqual([
        'About',
        'Avatar',
        'CoverImage',
        'CreatedAt',
        'FirstName',
        'Id',
        'IsSuperHostActive',
        'IsVerified',
        'Language',
        'LastName',
        'Location',
        'Name',
      ]);
    }
    expect(asHost.body.Renter).toMatchObject({ FirstName: 'Rita', Name: 'Rita R', Language: 'Any', Location: 'Toronto, ON' });
    expect(asHost.body.Financial).toMatchObject({ BookingId: booking.body.Id, Status: 'AwaitingOwnerApproval', PayToReserve: false });
    // The breakdown is exactly the contract's: every field, no other (the app parses it with the same schema).
    expect(() => FinancialBreakdownSchema.strict().parse(asHost.body.Financial)).not.toThrow();
    const stranger = await createRenter(t.db);
    expect((await t.request(`/api/bookings/${booking.body.Id}`, { headers: stranger.headers })).status).toBe(404);
  });

  it('declines with a reason; the dates free up', async () => {
    const booking = await requestBooking(renter, rvId, { dateStart: '2026-09-01', dateEnd: '2026-09-04' });
    const renterTries = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.body.Id}/decline`,
      jsonInit('POST', {}, renter.headers),
    );
    expect(renterTries.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
    const declined = await t.json<Detail>(
      `/api/bookings/${booking.body.Id}/decline`,
      jsonInit('POST', { Reason: 'Away that week' }, host.headers),
    );
    expect(declined.body).toMatchObject({ Status: 'Declined', DeclineReason: 'Away that week', AvailableActions: [] });
    const again = await requestBooking(renter, rvId, { dateStart: '2026-09-01', dateEnd: '2026-09-04' });
    expect(again.status).toBe(201);
  });

  it('lists all, pending, confirmed and completed bookings for each side', async () => {
    const lists = async (who: Party, filter: string, role = '') =>
      (
        await t.json<{ Items: { Id: number; Status: string }[]; Total: number }>(`/api/bookings?filter=${filter}${role}`, {
          headers: who.headers,
        })
      ).body;
    const all = await lists(host, 'all', '&role=owner');
    expect(all.Total).toBeGreaterThanOrEqual(3);
    const pending = await lists(host, 'pending');
    expect(pending.Items.every((item) => ['AwaitingOwnerApproval', 'AwaitingPayment'].includes(item.Status))).toBe(true);
    expect((await lists(renter, 'confirmed')).Items).toEqual([]);
    expect((await lists(renter, 'all', '&role=owner')).Total).toBe(0);
    expect((await t.json(`/api/bookings?filter=nope`, { headers: host.headers })).status).toBe(400);
  });
});

describe('payments end to end', () => {
  it('instant book: pays with a card that succeeds and confirms; the payout is recorded', async () => {
    const { listing, host } = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id);
    expect(booking.body).toMatchObject({ Status: 'AwaitingPayment', Financial: { PayToReserve: true } });
    const { intent, confirmed } = await pay(renter, booking.body.Id);
    expect(intent.ClientSecret).toMatch(/^pi_sim_/);
    expect(intent.Amount).toBe(booking.body.Financial.AmountDue);
    expect(confirmed).toMatchObject({ Status: 'succeeded', BookingStatus: 'Confirmed' });
    const detail = await t.json<Detail>(`/api/bookings/${booking.body.Id}`, { headers: host.headers });
    expect(detail.body.Financial).toMatchObject({ TotalPaid: intent.Amount, AmountDue: 0, RenterOutstandingBalance: 0 });
    expect(detail.body.Payout).toMatchObject({
      Status: 'scheduled',
      ScheduledFor: '2026-05-21',
      Amount: detail.body.Financial.OwnerPayoutTotal,
    });
    expect(detail.body.RenterDetails).toMatchObject({ PhoneNumber: '4165550199', CountryPhoneCode: '+1' });
  });

  it('a declined card leaves the booking payable; another card then succeeds on the same intent', async () => {
    const { listing } = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id);
    const failed = await pay(renter, booking.body.Id, testCards.declined);
    expect(failed.confirmed).toMatchObject({ Status: 'failed', Message: 'Your card was declined.', BookingStatus: 'AwaitingPayment' });
    const retry = await pay(renter, booking.body.Id, testCards.succeeds);
    expect(retry.intent.ClientSecret).toBe(failed.intent.ClientSecret);
    expect(retry.confirmed).toMatchObject({ Status: 'succeeded', BookingStatus: 'Confirmed' });
    const nothing = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.body.Id}/payment-intent`,
      jsonInit('POST', {}, renter.headers),
    );
    expect(nothing.body.StatusMessage).toBe('NOTHING_DUE');
  });

  it('a card needing authentication returns through /payment-callback, which is idempotent', async () => {
    const { listing } = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id);
    const { intent, confirmed } = await pay(renter, booking.body.Id, testCards.requiresAuthentication);
    expect(confirmed.Status).toBe('requires_action');
    const page = await t.request(confirmed.NextActionUrl as string);
    expect(await page.text()).toContain('Complete authentication');
    const form = new URLSearchParams(new URL(confirmed.NextActionUrl as string, 'http://x').searchParams);
    const back = await t.request('/api/payments/simulator/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        payment_intent_client_secret: form.get('payment_intent_client_secret') ?? '',
        return_url: form.get('return_url') ?? '',
        outcome: 'approve',
      }),
    });
    expect(back.status).toBe(303);
    const location = back.headers.get('Location') as string;
    expect(location).toBe(
      `/payment-callback?payment_intent_client_secret=${encodeURIComponent(intent.ClientSecret)}&bookingId=${booking.body.Id}`,
    );
    const callback = `/api${location}`;
    const first = await t.json<Payment>(callback);
    const reload = await t.json<Payment>(callback);
    expect(first.body).toMatchObject({ Status: 'succeeded', BookingStatus: 'Confirmed' });
    expect(reload.body).toMatchObject({ Status: 'succeeded', BookingStatus: 'Confirmed' });
    const charges = await t.db.selectFrom('payments').select(['status', 'amount']).where('booking_id', '=', booking.body.Id).execute();
    expect(charges).toEqual([{ status: 'succeeded', amount: Math.round(intent.Amount * 100) }]);
    const missing = await t.json<{ Status: number; Message: string }>('/api/payment-callback?bookingId=1');
    expect(missing.body).toEqual({ Status: 400, Message: 'Invalid parameters', StatusMessage: 'INVALID_PARAMETERS' });
  });

  it('request to book: the card is authorised with the request and charged when the host accepts', async () => {
    const { listing, host } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id);
    const { confirmed } = await pay(renter, booking.body.Id);
    expect(confirmed).toMatchObject({ Status: 'requires_capture', BookingStatus: 'AwaitingOwnerApproval' });
    const accepted = await t.json<Detail>(`/api/bookings/${booking.body.Id}/accept`, jsonInit('POST', {}, host.headers));
    expect(accepted.body.Status).toBe('Confirmed');
    expect(accepted.body.Financial.TotalPaid).toBe(confirmed.Amount);
  });

  it('cancellations refund what the policy gives: in full by the host, protection only by the renter a few days before', async () => {
    const { listing, host } = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);
    const early = await requestBooking(renter, listing.id, { dateStart: '2026-05-05', dateEnd: '2026-05-08' });
    await pay(renter, early.body.Id);
    const byRenter = await t.json<Detail & { RefundAmount: number }>(
      `/api/bookings/${early.body.Id}/cancel`,
      jsonInit('POST', { Reason: 'Plans changed' }, renter.headers),
    );
    expect(byRenter.body).toMatchObject({ Status: 'CancelledByRenter', CancelReason: 'Plans changed' });
    // 4 days before: insurance 105 + roadside 24 come back.
    expect(byRenter.body.RefundAmount).toBe(129);
    expect(byRenter.body.Financial.TotalPaid).toBeCloseTo(byRenter.body.Financial.RenterTotal - 129, 2);

    const later = await requestBooking(renter, listing.id, { dateStart: '2026-05-10', dateEnd: '2026-05-13' });
    const paid = await pay(renter, later.body.Id);
    const byHost = await t.json<Detail & { RefundAmount: number }>(
      `/api/bookings/${later.body.Id}/cancel`,
      jsonInit('POST', {}, host.headers),
    );
    expect(byHost.body).toMatchObject({ Status: 'CancelledByOwner', RefundAmount: paid.intent.Amount, Payout: { Status: 'canceled' } });
    expect(byHost.body.Financial.TotalPaid).toBe(0);
  });

  it('pays 25% now and the balance later when the trip is more than 37 days away', async () => {
    const { listing } = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id, { dateStart: '2026-07-10', dateEnd: '2026-07-13' });
    const financial = booking.body.Financial;
    expect(() => FinancialBreakdownSchema.strict().parse(financial)).not.toThrow();
    expect(financial).toMatchObject({ PayLater: true, PayLaterOn: '2026-06-03' });
    const first = await pay(renter, booking.body.Id);
    expect(first.intent.Amount).toBeCloseTo(Math.round(financial.RenterDiscountedTotal * 25) / 100, 2);
    expect(first.confirmed.BookingStatus).toBe('Confirmed');
    const balance = await pay(renter, booking.body.Id);
    expect(balance.confirmed.Status).toBe('succeeded');
    const detail = await t.json<Detail>(`/api/bookings/${booking.body.Id}`, { headers: renter.headers });
    expect(detail.body.Financial).toMatchObject({ RenterOutstandingBalance: 0, AmountDue: 0 });
    expect(detail.body.Financial.TotalPaid).toBeCloseTo(financial.RenterDiscountedTotal, 2);
  });

  it('authorises the security deposit apart from the trip total', async () => {
    const { listing } = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id, { dateStart: '2026-05-15', dateEnd: '2026-05-18' });
    await pay(renter, booking.body.Id);
    const hold = await t.json<Payment>(
      `/api/bookings/${booking.body.Id}/payment-intent`,
      jsonInit('POST', { Purpose: 'security_deposit' }, renter.headers),
    );
    expect(hold.body).toMatchObject({ Amount: 500, Purpose: 'security_deposit' });
    const confirmed = await t.json<Payment>(
      '/api/payments/confirm',
      jsonInit('POST', { ClientSecret: hold.body.ClientSecret, Card: testCard() }, renter.headers),
    );
    expect(confirmed.body.Status).toBe('requires_capture');
    const detail = await t.json<Detail>(`/api/bookings/${booking.body.Id}`, { headers: renter.headers });
    expect(detail.body.Financial.TotalPaid).toBe(detail.body.Financial.RenterDiscountedTotal);
  });
});

describe('the clock', () => {
  it('expires an unanswered request after 48 hours, completes a trip after its end and pays the host', async () => {
    const { listing, host } = await createHostWithRv(t.db);
    // A host is paid to a payout method on file (without one the payout is held: test/host/payout-hold.http.test.ts).
    const account = { Country: 'US', AccountHolder: 'Hosta Owner', RoutingNumber: '011000015', AccountNumber: '12345678' };
    await t.request('/api/user-profiles/me/payout-method', jsonInit('PUT', { ...account, ConfirmAccountNumber: '12345678' }, host.headers));
    const renter = await createRenter(t.db);
    const unanswered = await requestBooking(renter, listing.id, { dateStart: '2026-10-01', dateEnd: '2026-10-04' });
    const confirmed = await requestBooking(renter, listing.id, { dateStart: '2026-05-04', dateEnd: '2026-05-06' });
    await pay(renter, confirmed.body.Id);
    await t.request(`/api/bookings/${confirmed.body.Id}/accept`, jsonInit('POST', {}, host.headers));
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 47 * 3_600_000);
      expect((await t.json<Detail>(`/api/bookings/${unanswered.body.Id}`, { headers: renter.headers })).body.Status).toBe(
        'AwaitingOwnerApproval',
      );
      clock = new Date(saved.getTime() + 48 * 3_600_000);
      expect((await t.json<Detail>(`/api/bookings/${unanswered.body.Id}`, { headers: renter.headers })).body.Status).toBe('Expired');
      clock = new Date('2026-05-06T10:00:00Z');
      const done = await t.json<Detail>(`/api/bookings/${confirmed.body.Id}`, { headers: host.headers });
      expect(done.body).toMatchObject({ Status: 'Completed', Payout: { Status: 'paid', ScheduledFor: '2026-05-05' } });
      const payouts = await t.json<{ Items: { BookingId: number; Status: string }[] }>('/api/payouts', { headers: host.headers });
      expect(payouts.body.Items).toEqual([expect.objectContaining({ BookingId: confirmed.body.Id, Status: 'paid' })]);
    } finally {
      clock = saved;
    }
  });
});

describe('late payments', () => {
  it('never charges a booking cancelled while the renter was on the authentication page', async () => {
    const { listing } = await createHostWithRv(t.db, { instant_book: true });
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id);
    const { intent, confirmed } = await pay(renter, booking.body.Id, testCards.requiresAuthentication);
    expect(confirmed.Status).toBe('requires_action');
    await t.request(`/api/bookings/${booking.body.Id}/cancel`, jsonInit('POST', {}, renter.headers));
    // The renter was on the bank's page; it approves and returns through the callback.
    await t.request('/api/payments/simulator/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        payment_intent_client_secret: intent.ClientSecret,
        return_url: `/payment-callback?payment_intent_client_secret=${intent.ClientSecret}&bookingId=${booking.body.Id}`,
        outcome: 'approve',
      }),
    });
    const callback = await t.json<Payment>(
      `/api/payment-callback?payment_intent_client_secret=${encodeURIComponent(intent.ClientSecret)}&bookingId=${booking.body.Id}`,
    );
    expect(callback.body.BookingStatus).toBe('CancelledByRenter');
    const detail = await t.json<Detail>(`/api/bookings/${booking.body.Id}`, { headers: renter.headers });
    expect(detail.body.Financial.TotalPaid).toBe(0);
  });
});

describe('closeout', () => {
  it('charges distance and generator hours beyond the allowances with the 5% fee; the renter pays; the host is paid the charges', async () => {
    const { listing, host } = await createHostWithRv(t.db, {
      instant_book: true,
      mileage_included_per_day: 100,
      mileage_overage_price: 0.5,
      generator_hours_included_per_day: 2,
      generator_overage_price: 3,
    });
    const renter = await createRenter(t.db);
    const booking = await requestBooking(renter, listing.id, { dateStart: '2026-05-02', dateEnd: '2026-05-04' });
    expect(booking.body.Financial).toMatchObject({ FreeDistance: 300, FreeGeneratorHours: 6, ChargePerDistanceOver: 0.5 });
    await pay(renter, booking.body.Id);
    const early = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.body.Id}/closeout`,
      jsonInit('POST', { DistanceDriven: 500 }, host.headers),
    );
    expect(early.body.StatusMessage).toBe('NOT_ALLOWED_IN_STATUS');
    const saved = clock;
    try {
      clock = new Date('2026-05-05T09:00:00Z');
      const byRenter = await t.json<{ StatusMessage: string }>(
        `/api/bookings/${booking.body.Id}/closeout`,
        jsonInit('POST', { DistanceDriven: 500 }, renter.headers),
      );
      expect(byRenter.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
      const closed = await t.json<Detail & { Closeout: Record<string, number> }>(
        `/api/bookings/${booking.body.Id}/closeout`,
        jsonInit('POST', { DistanceDriven: 500, GeneratorHours: 8 }, host.headers),
      );
      expect(closed.status).toBe(201);
      // 200 km x 0.50 = 100; 2 h x 3 = 6; fee 5% = 5.30
      expect(closed.body.Closeout).toMatchObject({
        DistanceDriven: 500,
        GeneratorHours: 8,
        DistanceCharge: 100,
        GeneratorCharge: 6,
        TransactionFee: 5.3,
        Total: 111.3,
      });
      expect(closed.body.Financial).toMatchObject({ TotalCloseouts: 111.3, AmountDue: 111.3 });
      const again = await t.json<{ StatusMessage: string }>(
        `/api/bookings/${booking.body.Id}/closeout`,
        jsonInit('POST', {}, host.headers),
      );
      expect(again.body.StatusMessage).toBe('CLOSEOUT_EXISTS');
      const { intent, confirmed } = await pay(renter, booking.body.Id);
      expect(intent).toMatchObject({ Amount: 111.3, Purpose: 'closeout' });
      expect(confirmed).toMatchObject({ Status: 'succeeded', BookingStatus: 'Completed' });
      const payouts = await t.json<{ Items: { BookingId: number; Kind: string; Amount: number }[] }>('/api/payouts', {
        headers: host.headers,
      });
      expect(
        payouts.body.Items.filter((item) => item.BookingId === booking.body.Id)
          .map((item) => [item.Kind, item.Amount])
          .sort(),
      ).toEqual([
        ['closeout', 106],
        ['trip', expect.any(Number)],
      ]);
      const after = await t.json<Detail>(`/api/bookings/${booking.body.Id}`, { headers: renter.headers });
      expect(after.body.Financial).toMatchObject({ AmountDue: 0, RenterOutstandingBalance: 0 });
    } finally {
      clock = saved;
    }
  });
});
