import { describe, expect, it } from 'vitest';
import { hostTakesNewBookings, notificationsIndicator, performanceTier } from './notification-rules.ts';

describe('notifications indicator', () => {
  it('sets a Has...Notifications flag per kind and totals the inbox', () => {
    expect(notificationsIndicator({ hostRequests: 2, renterPayments: 0, changeRequests: 1 })).toEqual({
      HasBookingNotifications: true,
      HasTripNotifications: false,
      HasChangeRequestNotifications: true,
      HasMessageNotifications: false,
      TotalInboxNotifications: 3,
      UnreadMessages: 0,
    });
  });

  it('counts unread messages and pending actions together', () => {
    expect(notificationsIndicator({ hostRequests: 1, renterPayments: 0, changeRequests: 0, unreadMessages: 4 })).toMatchObject({
      HasMessageNotifications: true,
      TotalInboxNotifications: 5,
      UnreadMessages: 4,
    });
    expect(notificationsIndicator({ hostRequests: 0, renterPayments: 0, changeRequests: 0 }).TotalInboxNotifications).toBe(0);
  });
});

describe('host performance tier', () => {
  it.each([
    [{ total: 0, cancelledByOwner: 0, expired: 0 }, 'Good'],
    [{ total: 2, cancelledByOwner: 2, expired: 0 }, 'Good'],
    [{ total: 20, cancelledByOwner: 1, expired: 0 }, 'Good'],
    [{ total: 20, cancelledByOwner: 1, expired: 1 }, 'NeedsImprovement'],
    [{ total: 12, cancelledByOwner: 2, expired: 1 }, 'ActionRequired'],
    [{ total: 4, cancelledByOwner: 3, expired: 0 }, 'ActionRequired'],
    [{ total: 40, cancelledByOwner: 3, expired: 2 }, 'NeedsImprovement'],
  ] as const)('%j is %s', (record, tier) => {
    expect(performanceTier(record)).toBe(tier);
  });
});

describe('a host whose tier is ActionRequired has their listings hidden from search and cannot take new bookings', () => {
  it.each([
    ['Good', true],
    ['NeedsImprovement', true],
    ['ActionRequired', false],
  ] as const)('%s: takes new bookings %s', (tier, takes) => {
    expect(hostTakesNewBookings(tier)).toBe(takes);
  });
});
