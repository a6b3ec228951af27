import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from '../../test/booking/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'none' });
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
});
