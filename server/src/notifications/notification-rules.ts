// Pure rules behind the notifications indicator and the host performance tier (spec 000 sections 3, 4 and 7).
// Inbox notifications are what waits for this user: requests to answer as a host, trips to pay as a renter, and
// change requests addressed to them, and unread messages (issue 20). The tier follows the host's own cancellations and unanswered requests.
import type { PerformanceTier } from '@rove/contract';

export interface PendingCounts {
  /** Booking requests waiting for this user's answer as a host (AwaitingOwnerApproval). */
  hostRequests: number;
  /** Accepted trips waiting for this user's payment as a renter (AwaitingPayment). */
  renterPayments: number;
  /** Open change requests this user has to answer. */
  changeRequests: number;
  /** Unread messages from the other party of their threads (issue 20); 0 when not given. */
  unreadMessages?: number;
}

export interface NotificationsIndicator {
  HasBookingNotifications: boolean;
  HasTripNotifications: boolean;
  HasChangeRequestNotifications: boolean;
  HasMessageNotifications: boolean;
  TotalInboxNotifications: number;
  UnreadMessages: number;
}

export function notificationsIndicator(counts: PendingCounts): NotificationsIndicator {
  return {
    HasBookingNotifications: counts.hostRequests > 0,
    HasTripNotifications: counts.renterPayments > 0,
    HasChangeRequestNotifications: counts.changeRequests > 0,
    HasMessageNotifications: (counts.unreadMessages ?? 0) > 0,
    TotalInboxNotifications: counts.hostRequests + counts.renterPayments + counts.changeRequests + (counts.unreadMessages ?? 0),
    UnreadMessages: counts.unreadMessages ?? 0,
  };
}

export interface HostRecord {
  /** Bookings that reached the host (every status but never-answered expiry counts as answered). */
  total: number;
  cancelledByOwner: number;
  /** Requests that expired without an answer. */
  expired: number;
}

/**
 * ActionRequired when the host cancelled or let expire at least 3 bookings and they are a quarter or more of
 * their record; NeedsImprovement from one in ten; Good otherwise (and with fewer than 3 bookings).
 */
export function performanceTier(record: HostRecord): PerformanceTier {
  const misses = record.cancelledByOwner + record.expired;
  if (record.total < 3 || misses === 0) return 'Good';
  const ratio = misses / record.total;
  if (misses >= 3 && ratio >= 0.25) return 'ActionRequired';
  if (ratio >= 0.1) return 'NeedsImprovement';
  return 'Good';
}

/**
 * The suspended banner's promise, made true by the server: a host whose tier is ActionRequired has their listings
 * hidden from search and cannot take new bookings; every other tier can (so it is undone when the tier changes).
 */
export function hostTakesNewBookings(tier: PerformanceTier): boolean {
  return tier !== 'ActionRequired';
}
