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

export async function refreshNotifications(user: { hasRv: boolean } | null): Promise<void> {
  if (!user) {
    notificationsStore.set(noNotifications);
    return;
  }
  const [indicator, insights] = await Promise.all([
    quietly(() => apiFetch<Record<string, unknown>>('/api/Message/user-pending-notifications-indicator', { quietStatuses: [401] })),
    user.hasRv ? quietly(() => apiFetch<{ PerformanceTier?: string }>('/api/hosts/insights', { quietStatuses: [401] })) : null,
  ]);
  const isSuspended = isSuspendedTier(insights?.PerformanceTier);
  notificationsStore.set({ ...notificationsFrom(indicator), isSuspended });
  // The shell's suspended-account banner reads the flag from the session user.
  sessionStore.set((current) =>
    current.user && current.user.isSuspended !== isSuspended ? { ...current, user: { ...current.user, isSuspended } } : current,
  );
}

export function resetNotifications(): void {
  notificationsStore.set(noNotifications);
}

export function useNotifications(): AppNotifications {
  return useStore(notificationsStore);
}
