// When host mode flags a missing payout method (issue 38).
import { describe, expect, it } from 'vitest';
import { showsPayoutBanner } from './banners.ts';

describe('showsPayoutBanner', () => {
  it.each([
    ['a host with a listed RV and no payout method', { hasRv: true, hasMethod: false, routeName: 'dashboard-bookings' }, true],
    ['on a booking’s accept page too', { hasRv: true, hasMethod: false, routeName: 'dashboard-bookings-id-accept' }, true],
    ['once a method is on file, never', { hasRv: true, hasMethod: true, routeName: 'dashboard-bookings' }, false],
    ['before the answer has come (nothing flashes)', { hasRv: true, hasMethod: undefined, routeName: 'dashboard' }, false],
    ['before the first RV is listed (no payout can come yet)', { hasRv: false, hasMethod: false, routeName: 'dashboard' }, false],
    ['on the payout page itself, which asks for it', { hasRv: true, hasMethod: false, routeName: 'dashboard-profile-payout' }, false],
  ] as const)('%s: %s', (_, input, shown) => {
    expect(showsPayoutBanner(input)).toBe(shown);
  });
});
