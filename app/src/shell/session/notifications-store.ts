// App notifications (spec 000 section 3): hasNotifications, inboxNotificationsCount, isSuspended. Read from
// GET /api/Message/user-pending-notifications-indicator (Has{product}Notifications, TotalInboxNotifications) and,
// for users with hasRv only, GET /api/hosts/insights (PerformanceTier ActionRequired = suspended).
// A 401 is ignored silently; other failures are reported (apiFetch does) and count as none (spec 000 section 8).
import { apiFetch } from '../../api/api-fetch.ts';
import { createStore, useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';

export interface AppNotifications {
  hasNotifications: boolean;
  inboxNotificationsCount: number;
  isSuspended: boolean;
}

export const noNotifications: AppNotifications = { hasNotifications: false, inboxNotificationsCount: 0, isSuspended: false };
export const notificationsStore = createStore<AppNotifications>(noNotifications);

/** Any Has...Notifications flag set; the inbox count when it is a number. */
export function notificationsFrom(indicator: Record<string, unknown> | null | undefined): Omit<AppNotifications, 'isSuspended'> {
  if (!indicator || typeof indicator !== 'object') return { hasNotifications: false, inboxNotificationsCount: 0 };
  const hasNotifications = Object.entries(indicator).some(([key, value]) => /^Has\w*Notifications$/.test(key) && value === true);
  const total = Number(indicator.TotalInboxNotifications);
  return { hasNotifications, inboxNotificationsCount: Number.isFinite(total) && total > 0 ? Math.floor(total) : 0 };
}

export function isSuspendedTier(tier: unknown): boolean {
  return tier === 'ActionRequired';
}

// apiFetch has already reported anything but the 401; the result counts as none.
async function quietly<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

// The newest refresh asked for: an older one answered after it (a busy server, another connection) would put back
// the count from before the newest change (a message read, then a new one arriving: the count went back to 0).
let latestRefresh = 0;

/** Reads the indicator again; when refreshes overlap, the answer of the one asked last is the one kept. */
export async function refreshNotifications(user: { hasRv: boolean } | null): Promise<void> {
  const turn = ++latestRefresh;
  if (!user) {
    notificationsStore.set(noNotifications);
    return;
  }
  const [indicator, insights] = await Promise.all([
    quietly(() => apiFetch<Record<string, unknown>>('/api/Message/user-pending-notifications-indicator', { quietStatuses: [401] })),
    user.hasRv ? quietly(() => apiFetch<{ PerformanceTier?: string }>('/api/hosts/insights', { quietStatuses: [401] })) : null,
  ]);
  if (turn !== latestRefresh) return;
  const isSuspended = isSuspendedTier(insights?.PerformanceTier);
  const next: AppNotifications = { ...notificationsFrom(indicator), isSuspended };
  // An answer that changes nothing keeps each store's value, so nothing re-renders: the first refresh, as a signed-in
  // page has shown, re-rendered the whole header, its banners and host mode's parts (53 components) for the same counts.
  notificationsStore.set((current) => (sameNotifications(current, next) ? current : next));
  // The shell's suspended-account banner reads the flag from the session user (a user not yet refreshed is not suspended).
  sessionStore.set((current) =>
    current.user && (current.user.isSuspended ?? false) !== isSuspended ? { ...current, user: { ...current.user, isSuspended } } : current,
  );
}

const sameNotifications = (a: AppNotifications, b: AppNotifications) =>
  a.hasNotifications === b.hasNotifications && a.inboxNotificationsCount === b.inboxNotificationsCount && a.isSuspended === b.isSuspended;

export function resetNotifications(): void {
  // A refresh still on its way when the session ends must not bring its count back.
  latestRefresh++;
  notificationsStore.set(noNotifications);
}

export function useNotifications(): AppNotifications {
  return useStore(notificationsStore);
}
