import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, payWithCard, refundsOf, renterDetails } from './fixtures.ts';

let t: TestContext;
const now = new Date('2026-05-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
});
afterAll(() => t.close());

type Financial = {
  RenterTotal: number;
  RenterDiscountedTotal: number;
  TotalNights: number;
  InsuranceProtectionLevel: string;
  TotalRoadsides: number;
  TotalPaid: number;
  AmountDue: number;
  OwnerPayoutTotal: number;
};
type ChangeRequest = {
  Id: number;
  Status: string;
  UserId: number;
  StartDate: string;
  EndDate: string;
  NumberOfNights: number;
  RejectionReason: string | null;
  Financial: Financial;
};
type Detail = {
  Id: number;
  Status: string;
  StartDate: string;
  EndDate: string;
  Financial: Financial;
  PendingChangeRequestId: number | null;
};

let key = 0;
async function confirmedBooking(): Promise<{ host: Party; renter: Party; booking: Detail; rvId: number; addOnId: number }> {
  const { host, listing, addOnId } = await createHostWithRv(t.db, { instant_book: true });
  const renter = await createRenter(t.db);
  const created = await t.json<Detail>(
    '/api/bookings',
    jsonInit(
      'POST',
      { RvId: listing.id, Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-23' }, Renter: renterDetails },
      { ...renter.headers, 'Idempotency-Key': `cr-${++key}` },
    ),
  );
  await payWithCard(t, renter, `/api/bookings/${created.body.Id}/payment-intent`);
  const booking = await t.json<Detail>(`/api/bookings/${created.body.Id}`, { headers: renter.headers });
  expect(booking.body.Status).toBe('Confirmed');
  return { host, renter, booking: booking.body, rvId: listing.id, addOnId };
}

describe('change requests (spec 001 section 7)', () => {
  it('saves a priced draft that the next draft replaces', async () => {
    const { renter, booking } = await confirmedBooking();
    const first = await t.json<ChangeRequest>(
      `/api/bookings/${booking.Id}/change-request/draft`,
      jsonInit('PUT', { BookingId: booking.Id, EndDate: '2026-05-24' }, renter.headers),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Status: 'Draft', NumberOfNights: 4, Financial: { TotalNights: 4 } });
    const second = await t.json<ChangeRequest>(
      `/api/bookings/${booking.Id}/change-request/draft`,
      jsonInit('PUT', { BookingId: booking.Id, EndDate: '2026-05-25' }, renter.headers),
    );
    expect(second.body).toMatchObject({ Id: first.body.Id, NumberOfNights: 5 });
    const held = await t.json<{ Draft: ChangeRequest; Pending: null }>(`/api/bookings/${booking.Id}/change-request`, {
      headers: renter.headers,
    });
    expect(held.body).toMatchObject({ Draft: { Id: first.body.Id, EndDate: '2026-05-25' }, Pending: null });
  });

  it('renter submits, host approves: the booking takes the new dates and price, and the extra is payable', async () => {
    const { host, renter, booking } = await confirmedBooking();
    const wrongEndpoint = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.Id}/owner-change-request`,
      jsonInit('POST', { EndDate: '2026-05-25' }, renter.headers),
    );
    expect(wrongEndpoint.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
    const submitted = await t.json<ChangeRequest>(
      `/api/bookings/${booking.Id}/renter-change-request`,
      jsonInit('POST', { BookingId: booking.Id, EndDate: '2026-05-25', Adults: 3 }, renter.headers),
    );
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({ Status: 'Pending', UserId: renter.user.id, NumberOfNights: 5 });
    const creatorApproves = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.Id}/change-request/approve`,
      jsonInit('POST', undefined, renter.headers),
    );
    expect(creatorApproves.body.StatusMessage).toBe('OWN_CHANGE_REQUEST');
    const approved = await t.json<ChangeRequest>(
      `/api/bookings/${booking.Id}/change-request/approve`,
      jsonInit('POST', undefined, host.headers),
    );
    expect(approved.body.Status).toBe('Approved');
    const after = await t.json<Detail>(`/api/bookings/${booking.Id}`, { headers: renter.headers });
    expect(after.body).toMatchObject({ EndDate: '2026-05-25', Financial: { TotalNights: 5 } });
    expect(after.body.Financial.AmountDue).toBeCloseTo(
      after.body.Financial.RenterDiscountedTotal - booking.Financial.RenterDiscountedTotal,
      2,
    );
    const balance = await t.json<{ Amount: number; Purpose: string }>(
      `/api/bookings/${booking.Id}/payment-intent`,
      jsonInit('POST', {}, renter.headers),
    );
    expect(balance.body).toMatchObject({ Purpose: 'balance', Amount: after.body.Financial.AmountDue });
  });

  it('host submits, renter rejects with a JSON string reason', async () => {
    const { host, renter, booking } = await confirmedBooking();
    await t.json(`/api/bookings/${booking.Id}/owner-change-request`, jsonInit('POST', { StartDate: '2026-05-21' }, host.headers));
    const again = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.Id}/renter-change-request`,
      jsonInit('POST', { EndDate: '2026-05-24' }, renter.headers),
    );
    expect(again.body.StatusMessage).toBe('CHANGE_REQUEST_PENDING');
    const rejected = await t.json<ChangeRequest>(
      `/api/bookings/${booking.Id}/change-request/reject`,
      jsonInit('POST', JSON.stringify('We need the first night'), renter.headers),
    );
    expect(rejected.body).toMatchObject({ Status: 'Rejected', RejectionReason: 'We need the first night' });
    const unchanged = await t.json<Detail>(`/api/bookings/${booking.Id}`, { headers: host.headers });
    expect(unchanged.body.StartDate).toBe('2026-05-20');
    const nothing = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.Id}/change-request/approve`,
      jsonInit('POST', undefined, host.headers),
    );
    expect(nothing.body.StatusMessage).toBe('CHANGE_REQUEST_NOT_FOUND');
  });

  it('a shorter trip refunds the overpayment on approval', async () => {
    const { host, renter, booking } = await confirmedBooking();
    await t.json(`/api/bookings/${booking.Id}/renter-change-request`, jsonInit('POST', { EndDate: '2026-05-22' }, renter.headers));
    await t.json(`/api/bookings/${booking.Id}/change-request/approve`, jsonInit('POST', undefined, host.headers));
    const after = await t.json<Detail>(`/api/bookings/${booking.Id}`, { headers: renter.headers });
    expect(after.body.Financial.TotalNights).toBe(2);
    expect(after.body.Financial.TotalPaid).toBeCloseTo(after.body.Financial.RenterDiscountedTotal, 2);
    expect(after.body.Financial.AmountDue).toBe(0);
  });

  it('changes protection at once when the expected total matches', async () => {
    const { renter, booking, host } = await confirmedBooking();
    const stale = await t.json<{ StatusMessage: string; Data: { RenterTotal: number } }>(
      `/api/bookings/${booking.Id}/change-request/protection`,
      jsonInit(
        'POST',
        { BookingId: booking.Id, ExpectedTotal: 1, NotifyOwner: true, IncludeRoadside: false, Insurance: 'Premium' },
        renter.headers,
      ),
    );
    expect(stale.body.StatusMessage).toBe('PRICE_CHANGED');
    const changed = await t.json<{ Financial: Financial }>(
      `/api/bookings/${booking.Id}/change-request/protection`,
      jsonInit(
        'POST',
        {
          BookingId: booking.Id,
          ExpectedTotal: stale.body.Data.RenterTotal,
          NotifyOwner: true,
          IncludeRoadside: false,
          Insurance: 'Premium',
        },
        renter.headers,
      ),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.Financial).toMatchObject({ InsuranceProtectionLevel: 'Premium', TotalRoadsides: 0 });
    const byHost = await t.json<{ StatusMessage: string }>(
      `/api/bookings/${booking.Id}/change-request/protection`,
      jsonInit('POST', { IncludeRoadside: true }, host.headers),
    );
    expect(byHost.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
  });

  it('refuses a change onto dates another booking holds', async () => {
    const { renter, booking, rvId } = await confirmedBooking();
    const other = await createRenter(t.db);
    const taken = await t.json<Detail>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: rvId, Estimate: { dateStart: '2026-05-25', dateEnd: '2026-05-28' }, Renter: renterDetails },
        { ...other.headers, 'Idempotency-Key': 'cr-other' },
      ),
    );
    expect(taken.status).toBe(201);
    const res = await t.json<{ Status: number; StatusMessage: string }>(
      `/api/bookings/${booking.Id}/renter-change-request`,
      jsonInit('POST', { EndDate: '2026-05-26' }, renter.headers),
    );
    expect(res.body).toMatchObject({ Status: 409, StatusMessage: 'DATES_UNAVAILABLE' });
  });
});

describe('change requests: bad input leaves the booking and its payments as they were', () => {
  type Refusal = { Status: number; StatusMessage: string; Message: string };
  async function snapshot(bookingId: number) {
    const booking = await t.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirstOrThrow();
    const payments = await t.db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
    return { booking: { ...booking, updated_at: null }, payments };
  }

  it.each([
    ['end before start', { StartDate: '2026-05-22', EndDate: '2026-05-20' }],
    ['a past start date', { StartDate: '2026-04-20', EndDate: '2026-04-23' }],
    ['a request that changes nothing', { StartDate: '2026-05-20', EndDate: '2026-05-23' }],
    ['a date that is not a calendar day', { EndDate: '2026-02-30' }],
  ])('refuses %s in the page language', async (_case, change) => {
    const { renter, booking } = await confirmedBooking();
    const before = await snapshot(booking.Id);
    const res = await t.json<Refusal>(
      `/api/bookings/${booking.Id}/renter-change-request`,
      jsonInit('POST', change, { ...renter.headers, 'Accept-Language': 'fr-CA,fr' }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.Message === 'string' || typeof (res.body as { StatusMessage?: string }).StatusMessage === 'string').toBe(true);
    expect(await snapshot(booking.Id)).toEqual(before);
    const held = await t.json<{ Pending: null }>(`/api/bookings/${booking.Id}/change-request`, { headers: renter.headers });
    expect(held.body.Pending).toBeNull();
  });

  it('refuses a change on a cancelled booking', async () => {
    const { renter, booking } = await confirmedBooking();
    await t.json(`/api/bookings/${booking.Id}/cancel`, jsonInit('POST', { Reason: 'Plans changed' }, renter.headers));
    const before = await snapshot(booking.Id);
    const res = await t.json<Refusal>(
      `/api/bookings/${booking.Id}/renter-change-request`,
      jsonInit('POST', { EndDate: '2026-05-25' }, renter.headers),
    );
    expect(res.body).toMatchObject({ Status: 409, StatusMessage: 'NOT_ALLOWED_IN_STATUS' });
    expect(await snapshot(booking.Id)).toEqual(before);
  });

  it('refuses approving or rejecting one’s own request, in French for a French page', async () => {
    const { renter, booking } = await confirmedBooking();
    await t.json(`/api/bookings/${booking.Id}/renter-change-request`, jsonInit('POST', { EndDate: '2026-05-25' }, renter.headers));
    const before = await snapshot(booking.Id);
    for (const action of ['approve', 'reject']) {
      const res = await t.json<Refusal>(
        `/api/bookings/${booking.Id}/change-request/${action}`,
        jsonInit('POST', action === 'reject' ? JSON.stringify('no') : undefined, { ...renter.headers, 'Accept-Language': 'fr' }),
      );
      expect(res.body).toMatchObject({ Status: 403, StatusMessage: 'OWN_CHANGE_REQUEST' });
      expect(res.body.Message).toMatch(/demande de modification/);
    }
    expect(await snapshot(booking.Id)).toEqual(before);
  });

  it('a second approval (a retry, another tab) finds nothing pending and charges nothing twice', async () => {
    const { host, renter, booking } = await confirmedBooking();
    await t.json(`/api/bookings/${booking.Id}/renter-change-request`, jsonInit('POST', { EndDate: '2026-05-22' }, renter.headers));
    const [first, second] = await Promise.all([
      t.json<{ Status: string }>(`/api/bookings/${booking.Id}/change-request/approve`, jsonInit('POST', undefined, host.headers)),
      t.json<{ Status: string }>(`/api/bookings/${booking.Id}/change-request/approve`, jsonInit('POST', undefined, host.headers)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const refunds = await refundsOf(t.db, booking.Id);
    expect(refunds).toHaveLength(1);
  });

  it('a retried submit or approval (same Idempotency-Key, answer lost) answers the first answer; nothing runs twice', async () => {
    const { host, renter, booking } = await confirmedBooking();
    const submit = () =>
      t.json<ChangeRequest>(
        `/api/bookings/${booking.Id}/renter-change-request`,
        jsonInit('POST', { EndDate: '2026-05-22' }, { ...renter.headers, 'Idempotency-Key': `submit-${booking.Id}` }),
      );
    const first = await submit();
    const retry = await submit();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.Id).toBe(first.body.Id);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const approve = () =>
      t.json<ChangeRequest>(
        `/api/bookings/${booking.Id}/change-request/approve`,
        jsonInit('POST', undefined, { ...host.headers, 'Idempotency-Key': `approve-${booking.Id}` }),
      );
    const approved = await approve();
    const again = await approve();
    expect([approved.status, again.status]).toEqual([200, 200]);
    expect(again.body).toMatchObject({ Id: approved.body.Id, Status: 'Approved' });
    const refunds = await refundsOf(t.db, booking.Id);
    expect(refunds).toHaveLength(1);
  });

  it('an approval whose dates were taken meanwhile is refused and the request waits again', async () => {
    const { host, renter, booking, rvId } = await confirmedBooking();
    await t.json(`/api/bookings/${booking.Id}/renter-change-request`, jsonInit('POST', { EndDate: '2026-05-26' }, renter.headers));
    // The host blocks the requested nights in the calendar after the request was sent.
    await t.db
      .insertInto('availability_blocks')
      .values({ listing_id: rvId, during: '[2026-05-24,2026-05-27)', booking_id: null, kind: 'blocked', note: null })
      .execute();
    const before = await snapshot(booking.Id);
    const res = await t.json<Refusal>(`/api/bookings/${booking.Id}/change-request/approve`, jsonInit('POST', undefined, host.headers));
    expect(res.body).toMatchObject({ Status: 409, StatusMessage: 'DATES_UNAVAILABLE' });
    expect(await snapshot(booking.Id)).toEqual(before);
    const held = await t.json<{ Pending: { Status: string } }>(`/api/bookings/${booking.Id}/change-request`, { headers: host.headers });
    expect(held.body.Pending.Status).toBe('Pending');
  });
});

describe('change requests: the money difference, the history and the other party told', () => {
  it('answers the difference before approval and keeps it in the history; the host is mailed in French', async () => {
    const { host, renter, booking } = await confirmedBooking();
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', host.user.id).execute();
    const submitted = await t.json<ChangeRequest & { Difference: Record<string, unknown>; CreatedBy: string }>(
      `/api/bookings/${booking.Id}/renter-change-request`,
      jsonInit('POST', { EndDate: '2026-05-25' }, renter.headers),
    );
    const extra = submitted.body.Financial.RenterDiscountedTotal - booking.Financial.RenterDiscountedTotal;
    expect(submitted.body.CreatedBy).toBe('renter');
    expect(submitted.body.Difference).toMatchObject({ When: 'on-approval', ToRefund: 0 });
    expect(submitted.body.Difference.ToCharge as number).toBeCloseTo(extra, 2);
    // The new breakdown counts what was paid: what it leaves due is the difference.
    expect(submitted.body.Financial.AmountDue).toBeCloseTo(extra, 2);
    expect(submitted.body.Financial.TotalPaid).toBeCloseTo(booking.Financial.RenterDiscountedTotal, 2);
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', host.user.email).execute();
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/demande de modifier le voyage/));
    const hostView = await t.json<{ Pending: ChangeRequest & { Payout: { Current: number; Proposed: number } } }>(
      `/api/bookings/${booking.Id}/change-request`,
      { headers: host.headers },
    );
    expect(hostView.body.Pending.Id).toBe(submitted.body.Id);
    // The host reviews their payout now and with the change (a longer trip earns more), not what the renter pays.
    expect(hostView.body.Pending.Payout.Current).toBeCloseTo(booking.Financial.OwnerPayoutTotal, 2);
    expect(hostView.body.Pending.Payout.Proposed).toBeCloseTo(submitted.body.Financial.OwnerPayoutTotal, 2);
    expect(hostView.body.Pending.Payout.Proposed).toBeGreaterThan(hostView.body.Pending.Payout.Current);
    await t.json(`/api/bookings/${booking.Id}/change-request/approve`, jsonInit('POST', undefined, host.headers));
    const history = await t.json<{ History: (ChangeRequest & { Difference: { ToCharge: number } })[] }>(
      `/api/bookings/${booking.Id}/change-request`,
      { headers: renter.headers },
    );
    expect(history.body.History).toHaveLength(1);
    expect(history.body.History[0]).toMatchObject({ Status: 'Approved' });
    expect(history.body.History[0]).toMatchObject({ Payout: null });
    expect(history.body.History[0].Difference.ToCharge).toBeCloseTo(extra, 2);
    const detail = await t.json<Detail & { Timeline: { Event: string }[] }>(`/api/bookings/${booking.Id}`, { headers: renter.headers });
    expect(detail.body.Timeline.map((entry) => entry.Event)).toEqual(expect.arrayContaining(['change-requested', 'change-approved']));
    const invoice = await t.json<{ Sections: { Heading: string; Lines: { Label: string; Amount: number }[] }[] }>(
      `/api/bookings/${booking.Id}/invoice?lang=fr`,
      { headers: renter.headers },
    );
    const changes = invoice.body.Sections.find((section) => section.Heading === 'Modifications du voyage');
    expect(changes?.Lines).toHaveLength(1);
    expect(changes?.Lines[0].Label).toMatch(/^Modification acceptée le /);
    expect(changes?.Lines[0].Amount).toBeCloseTo(extra, 2);
    const renterMails = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', renter.user.email).execute();
    expect(renterMails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/accepted your change/));
  });

  it('a lower protection level refunds the difference at once and clears the draft', async () => {
    const { renter, booking } = await confirmedBooking();
    await t.json(
      `/api/bookings/${booking.Id}/change-request/draft`,
      jsonInit('PUT', { BookingId: booking.Id, EndDate: '2026-05-24' }, renter.headers),
    );
    const level = booking.Financial.InsuranceProtectionLevel === 'Basic' ? 'Standard' : 'Basic';
    const changed = await t.json<{ Difference: { ToRefund: number; ToCharge: number }; Financial: Financial }>(
      `/api/bookings/${booking.Id}/change-request/protection`,
      jsonInit('POST', { BookingId: booking.Id, NotifyOwner: true, IncludeRoadside: false, Insurance: level }, renter.headers),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.Difference.ToRefund).toBeGreaterThan(0);
    const after = await t.json<Detail>(`/api/bookings/${booking.Id}`, { headers: renter.headers });
    expect(after.body.Financial.TotalPaid).toBeCloseTo(after.body.Financial.RenterDiscountedTotal, 2);
    const held = await t.json<{ Draft: null }>(`/api/bookings/${booking.Id}/change-request`, { headers: renter.headers });
    expect(held.body.Draft).toBeNull();
  });
});

describe('withdrawing a waiting change request (ours)', () => {
  it('the creator withdraws it; the other party is told; the booking is unchanged and another may be sent', async () => {
    const { host, renter, booking } = await confirmedBooking();
    await t.json(`/api/bookings/${booking.Id}/renter-change-request`, jsonInit('POST', { EndDate: '2026-05-25' }, renter.headers));
    const byOther = await t.json<{ StatusMessage: string }>(`/api/bookings/${booking.Id}/change-request`, {
      method: 'DELETE',
      headers: host.headers,
    });
    expect(byOther.body.StatusMessage).toBe('CHANGE_REQUEST_NOT_FOUND');
    const withdrawn = await t.json<ChangeRequest>(`/api/bookings/${booking.Id}/change-request`, {
      method: 'DELETE',
      headers: renter.headers,
    });
    expect(withdrawn.body.Status).toBe('Withdrawn');
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', host.user.email).execute();
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/withdrew their change request/));
    const held = await t.json<{ Pending: null; History: ChangeRequest[] }>(`/api/bookings/${booking.Id}/change-request`, {
      headers: renter.headers,
    });
    expect(held.body.Pending).toBeNull();
    expect(held.body.History[0].Status).toBe('Withdrawn');
    const after = await t.json<Detail>(`/api/bookings/${booking.Id}`, { headers: renter.headers });
    expect(after.body.EndDate).toBe('2026-05-23');
    const again = await t.json<ChangeRequest>(
      `/api/bookings/${booking.Id}/renter-change-request`,
      jsonInit('POST', { EndDate: '2026-05-24' }, renter.headers),
    );
    expect(again.status).toBe(201);
  });
});

describe('change requests on a request the host has not answered yet (the card is only authorised)', () => {
  it('a shorter trip approved before acceptance charges the new total, not the authorised one', async () => {
    const { host, listing } = await createHostWithRv(t.db, { instant_book: false });
    const renter = await createRenter(t.db);
    const created = await t.json<Detail>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: listing.id, Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-24' }, Renter: renterDetails },
        { ...renter.headers, 'Idempotency-Key': `cr-auth-${listing.id}` },
      ),
    );
    expect(created.body.Status).toBe('AwaitingOwnerApproval');
    await payWithCard(t, renter, `/api/bookings/${created.body.Id}/payment-intent`);
    // The host proposes one night less; the renter approves; then the host accepts the request.
    const proposed = await t.json<ChangeRequest>(
      `/api/bookings/${created.body.Id}/owner-change-request`,
      jsonInit('POST', { EndDate: '2026-05-23' }, host.headers),
    );
    expect(proposed.status).toBe(201);
    const approved = await t.json<ChangeRequest>(
      `/api/bookings/${created.body.Id}/change-request/approve`,
      jsonInit('POST', undefined, renter.headers),
    );
    expect(approved.status).toBe(200);
    const accepted = await t.json<Detail>(`/api/bookings/${created.body.Id}/accept`, jsonInit('POST', {}, host.headers));
    expect(accepted.status).toBe(200);
    const after = await t.json<Detail>(`/api/bookings/${created.body.Id}`, { headers: renter.headers });
    expect(after.body.Status).toBe('Confirmed');
    expect(after.body.Financial.TotalNights).toBe(3);
    expect(after.body.Financial.TotalPaid).toBeCloseTo(after.body.Financial.RenterDiscountedTotal, 2);
    expect(after.body.Financial.AmountDue).toBe(0);
  });
});
