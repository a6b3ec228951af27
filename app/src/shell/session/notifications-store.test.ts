import { describe, expect, it } from 'vitest';
import { isSuspendedTier, notificationsFrom } from './notifications-store.ts';

describe('notifications indicator (spec 000 sections 3 and 4)', () => {
  it.each([
    [
      { HasBookingNotifications: true, TotalInboxNotifications: 3 },
      { hasNotifications: true, inboxNotificationsCount: 3 },
    ],
    [
      { HasMessageNotifications: false, HasBookingNotifications: false, TotalInboxNotifications: 0 },
      { hasNotifications: false, inboxNotificationsCount: 0 },
    ],
    [{ TotalInboxNotifications: 'x' }, { hasNotifications: false, inboxNotificationsCount: 0 }],
    [null, { hasNotifications: false, inboxNotificationsCount: 0 }],
  ])('%j reads as %j', (indicator, expected) => {
    expect(notificationsFrom(indicator)).toEqual(expected);
  });

  it('only the ActionRequired tier shows the account as suspended', () => {
    expect(isSuspendedTier('ActionRequired')).toBe(true);
    expect(isSuspendedTier('Good')).toBe(false);
    expect(isSuspendedTier(undefined)).toBe(false);
  });
});
