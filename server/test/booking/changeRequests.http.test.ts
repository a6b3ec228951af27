import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '../../src/payments/testCards.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, renterDetails } from './fixtures.ts';

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
  const intent = await t.json<{ ClientSecret: string }>(
    `/api/bookings/${created.body.Id}/payment-intent`,
    jsonInit('POST', {}, renter.headers),
  );
  await t.json(
    '/api/payments/confirm',
    jsonInit(
      'POST',
      { ClientSecret: intent.body.ClientSecret, Card: { Number: testCards.succeeds, ExpMonth: 1, ExpYear: 2031, Cvc: '999' } },
      renter.headers,
    ),
  );
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
    expect(creatorApproves.body.StatusMessage).toBe('NOT_ALLOWED_FOR_ROLE');
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
