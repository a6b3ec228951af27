import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostWithRv, createRenter, createUserWithToken, jsonInit, renterDetails } from '../../test/booking/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'none', now: () => new Date('2026-05-01T12:00:00Z') });
});
afterAll(() => t.close());

describe('notifications indicator and host insights', () => {
  it('answer 401 without a bearer token (the app ignores it)', async () => {
    expect((await t.request('/api/Message/user-pending-notifications-indicator')).status).toBe(401);
    expect((await t.request('/api/hosts/insights')).status).toBe(401);
  });

  it('a new user has nothing waiting and a host without bookings is in good standing', async () => {
    const host = await createUserWithToken(t.db, { is_owner: true, user_type: 'Owner', has_rv: true });
    const indicator = await t.json('/api/Message/user-pending-notifications-indicator', { headers: host.headers });
    expect(indicator).toMatchObject({
      status: 200,
      body: {
        HasBookingNotifications: false,
        HasTripNotifications: false,
        HasChangeRequestNotifications: false,
        TotalInboxNotifications: 0,
      },
    });
    const insights = await t.json('/api/hosts/insights', { headers: host.headers });
    expect(insights).toMatchObject({ status: 200, body: { PerformanceTier: 'Good', TotalBookings: 0 } });
  });

  it('a booking request waits for the host: their indicator counts it, the renter has nothing to do yet', async () => {
    const { host, listing } = await createHostWithRv(t.db);
    const renter = await createRenter(t.db);
    const requested = await t.json(
      '/api/bookings',
      jsonInit(
        'POST',
        { RvId: listing.id, Estimate: { dateStart: '2026-05-20', dateEnd: '2026-05-23' }, Renter: renterDetails, MessageToHost: 'Hello' },
        { ...renter.headers, 'Idempotency-Key': 'notifications-1' },
      ),
    );
    expect(requested.status).toBeLessThan(300);
    const hostView = await t.json('/api/Message/user-pending-notifications-indicator', { headers: host.headers });
    expect(hostView.body).toMatchObject({ HasBookingNotifications: true, TotalInboxNotifications: 1 });
    const renterView = await t.json('/api/Message/user-pending-notifications-indicator', { headers: renter.headers });
    expect(renterView.body).toMatchObject({ HasBookingNotifications: false, TotalInboxNotifications: 0 });
  });
});
