// Additional drivers: the age rules (21 minimum, young under 25), authorization, retries that never duplicate.
// Host insights: earnings from the payouts (per month, per RV, CSV) and opportunities, each host seeing only theirs.
import type { Driver, DriverList } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createHostWithRv, createRenter, jsonInit, type Party, renterDetails } from '../booking/fixtures.ts';

let t: TestContext;
let renter: Party;
let other: Party;
const now = new Date('2026-05-01T12:00:00Z');
const driver = {
  FirstName: 'Sam',
  LastName: 'Tremblay',
  DateOfBirth: '2003-01-15',
  LicenceNumber: 't6512-150103-05',
  LicenceCountry: 'CA',
  LicenceRegion: 'QC',
  LicenceExpiry: '2029-01-15',
};
type Err = { Message: string; StatusMessage: string; Errors?: Record<string, string[]> };

beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => now });
  renter = await createRenter(t.db);
  other = await createRenter(t.db);
});
afterAll(() => t.close());

const add = (body: unknown, who = renter, headers: Record<string, string> = {}) =>
  t.json<Driver & Err>('/api/user-profiles/me/drivers', jsonInit('POST', body, { ...who.headers, ...headers }));

describe('additional drivers', () => {
  it('adds a driver aged 23 as a young driver, with the licence masked; a retry adds nothing', async () => {
    const first = await add(driver, renter, { 'Idempotency-Key': 'driver-1' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      FirstName: 'Sam',
      Age: 23,
      YoungDriver: true,
      LicenceNumber: '•••••••••••3-05',
      LicenceRegion: 'QC',
    });
    const retry = await add(driver, renter, { 'Idempotency-Key': 'driver-1' });
    expect(retry.status).toBe(200);
    expect(retry.body.Id).toBe(first.body.Id);
    const list = await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers });
    expect(list.body.Items).toHaveLength(1);
    expect(list.body.CanAddDriver).toBe(true);
  });

  it('refuses a driver under 21 in the page’s language, saving nothing', async () => {
    const en = await add({ ...driver, DateOfBirth: '2006-01-01' });
    expect(en.status).toBe(400);
    expect(en.body.Errors).toEqual({ DateOfBirth: ['Drivers must be at least 21 years old.'] });
    const fr = await t.json<Err>(
      '/api/user-profiles/me/drivers',
      jsonInit('POST', { ...driver, DateOfBirth: '2006-01-01', LicenceRegion: 'ZZ' }, { ...renter.headers, 'Accept-Language': 'fr' }),
    );
    expect(fr.body.Errors?.LicenceRegion).toEqual(['Choisissez l’État ou la province qui a délivré le permis.']);
    expect((await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers })).body.Items).toHaveLength(1);
  });

  it('shows and removes only one’s own drivers; at most five', async () => {
    const mine = (await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers })).body.Items[0];
    expect((await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: other.headers })).body.Items).toEqual([]);
    expect((await t.request(`/api/user-profiles/me/drivers/${mine.Id}`, { method: 'DELETE', headers: other.headers })).status).toBe(404);
    expect((await t.request('/api/user-profiles/me/drivers')).status).toBe(401);
    for (let i = 0; i < 4; i += 1) expect((await add({ ...driver, FirstName: `D${i}` })).status).toBe(201);
    const full = await t.json<DriverList>('/api/user-profiles/me/drivers', { headers: renter.headers });
    expect(full.body.CanAddDriver).toBe(false);
    const sixth = await add(driver);
    expect([sixth.status, sixth.body.StatusMessage]).toEqual([409, 'TOO_MANY_DRIVERS']);
    expect((await t.request(`/api/user-profiles/me/drivers/${mine.Id}`, { method: 'DELETE', headers: renter.headers })).status).toBe(204);
  });
});

describe('host insights: earnings and opportunities', () => {
  it('answers the host’s payouts per month and per RV with a CSV; another host sees none of them', async () => {
    const rv = await createHostWithRv(t.db);
    const booking = await t.json<{ Id: number }>(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: rv.listing.id, Estimate: { dateStart: '2026-06-10', dateEnd: '2026-06-13' }, Renter: renterDetails },
        { ...renter.headers, 'Idempotency-Key': 'earn-1' },
      ),
    );
    expect(booking.status).toBe(201);
    await t.db
      .insertInto('payouts')
      .values([
        {
          booking_id: booking.body.Id,
          owner_id: rv.host.user.id,
          amount: 30_000,
          currency: 'CAD',
          status: 'paid',
          scheduled_for: '2026-06-11',
          paid_at: now,
          kind: 'trip',
        },
        {
          booking_id: booking.body.Id,
          owner_id: rv.host.user.id,
          amount: 4_550,
          currency: 'CAD',
          status: 'scheduled',
          scheduled_for: '2026-06-20',
          paid_at: null,
          kind: 'closeout',
        },
      ])
      .execute();
    const earnings = await t.json<{
      TotalPaid: number;
      TotalUpcoming: number;
      Months: { Month: number; Paid: number; Upcoming: number }[];
    }>('/api/hosts/insights/earnings?Year=2026', { headers: rv.host.headers });
    expect(earnings.status).toBe(200);
    expect([earnings.body.TotalPaid, earnings.body.TotalUpcoming]).toEqual([300, 45.5]);
    expect(earnings.body.Months[5]).toEqual({ Month: 6, Paid: 300, Upcoming: 45.5 });
    const csv = await t.request('/api/hosts/insights/earnings.csv?Year=2026', { headers: rv.host.headers });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('rove-earnings-2026.csv');
    expect((await csv.text()).split('\r\n')).toEqual([
      'Date,BookingId,RvId,Rv,Kind,Status,Amount,Currency',
      `2026-06-11,${booking.body.Id},${rv.listing.id},Test Class C,trip,paid,300.00,CAD`,
      `2026-06-20,${booking.body.Id},${rv.listing.id},Test Class C,closeout,scheduled,45.50,CAD`,
      '',
    ]);
    const elsewhere = await t.json<{ TotalPaid: number }>('/api/hosts/insights/earnings?Year=2026', {
      headers: (await createHostWithRv(t.db)).host.headers,
    });
    expect(elsewhere.body.TotalPaid).toBe(0);
    expect((await t.json('/api/hosts/insights/earnings?Year=abc', { headers: rv.host.headers })).status).toBe(400);
    const opportunities = await t.json<{ Items: { Kind: string; RvId: number }[]; RvCount: number }>('/api/hosts/insights/opportunities', {
      headers: rv.host.headers,
    });
    expect(opportunities.body.RvCount).toBe(1);
    expect(opportunities.body.Items.map((item) => item.Kind)).toContain('AddPhotos');
  });

  it('shows ratings per quarter and the reviews; the host replies once, other hosts cannot', async () => {
    const rv = await createHostWithRv(t.db);
    const review = await t.db
      .insertInto('reviews')
      .values({
        listing_id: rv.listing.id,
        author_id: renter.user.id,
        listing_accuracy: 5,
        value: 4,
        cleanliness: 5,
        communication: 4,
        body: 'Lovely van.',
        created_at: new Date('2026-04-02T10:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const history = await t.json<{
      Periods: { Period: string; Overall: number; Value: number }[];
      Items: { Id: number; Response: string | null }[];
    }>('/api/hosts/insights/reviews/history', { headers: rv.host.headers });
    expect(history.body.Periods).toEqual([expect.objectContaining({ Period: '2026-Q2', Overall: 4.5, Value: 4 })]);
    expect(history.body.Items.map((item) => item.Id)).toEqual([review.id]);
    const path = `/api/hosts/insights/reviews/${review.id}/reply`;
    expect((await t.json(path, jsonInit('POST', { Body: 'Thanks!' }, (await createHostWithRv(t.db)).host.headers))).status).toBe(404);
    const short = await t.json<{ Errors: Record<string, string[]> }>(
      path,
      jsonInit('POST', { Body: 'x' }, { ...rv.host.headers, 'Accept-Language': 'fr' }),
    );
    expect(short.body.Errors).toEqual({ Body: ['Écrivez une réponse de 2 à 1000 caractères.'] });
    expect((await t.json(path, jsonInit('POST', { Body: 'Thanks, come back soon!' }, rv.host.headers))).status).toBe(200);
    expect((await t.json(path, jsonInit('POST', { Body: 'Again' }, rv.host.headers))).status).toBe(409);
  });
});

describe('OpenAPI', () => {
  it('documents the host operations paths with the contract’s schemas', async () => {
    const doc = await t.json<{ paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>('/api/openapi.json');
    expect(doc.status).toBe(200);
    for (const path of [
      '/api/hosts/calendar',
      '/api/hosts/calendar/{rvId}/blocks',
      '/api/hosts/insights/earnings',
      '/api/user-profiles/me/drivers',
    ])
      expect(Object.keys(doc.body.paths)).toContain(path);
    expect(Object.keys(doc.body.components.schemas)).toEqual(expect.arrayContaining(['HostCalendar', 'Driver', 'EarningsInsights']));
  });
});
