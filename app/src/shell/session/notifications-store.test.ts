import { describe, expect, it, vi } from 'vitest';
import { sessionStore, setSession } from '../../api/session-store.ts';
import { isSuspendedTier, notificationsFrom, notificationsStore, refreshNotifications, resetNotifications } from './notifications-store.ts';

// The indicator's answers, given by the test in the order it chooses.
const answers: ((indicator: Record<string, unknown>) => void)[] = [];
vi.mock('../../api/api-fetch.ts', () => ({
  apiFetch: () => new Promise((resolve) => answers.push(resolve)),
}));

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

  it('keeps the answer of the refresh asked last, whatever order the answers come in', async () => {
    const renter = { hasRv: false };
    answers.length = 0;
    // One refresh asked when the thread was read (0 unread), a second when a new message arrived (1 unread): the
    // first one's answer comes last.
    const first = refreshNotifications(renter);
    const second = refreshNotifications(renter);
    answers[1]({ TotalInboxNotifications: 1 });
    await second;
    answers[0]({ TotalInboxNotifications: 0 });
    await first;
    expect(notificationsStore.get().inboxNotificationsCount).toBe(1);
  });

  it('keeps both stores as they are when an answer changes nothing (nothing re-renders), and changes them when it does', async () => {
    answers.length = 0;
    resetNotifications();
    setSession({ id: 7, email: 'host@example.com', isOwner: true, hasRv: true }, 'token');
    const [notifications, session] = [notificationsStore.get(), sessionStore.get()];
    const refresh = refreshNotifications({ hasRv: true });
    answers[0]({ TotalInboxNotifications: 0 });
    answers[1]({ PerformanceTier: 'Good' });
    await refresh;
    expect(notificationsStore.get()).toBe(notifications);
    expect(sessionStore.get()).toBe(session);

    const suspended = refreshNotifications({ hasRv: true });
    answers[2]({ TotalInboxNotifications: 2 });
    answers[3]({ PerformanceTier: 'ActionRequired' });
    await suspended;
    expect(notificationsStore.get()).toEqual({ hasNotifications: false, inboxNotificationsCount: 2, isSuspended: true });
    expect(sessionStore.get().user?.isSuspended).toBe(true);
  });

  it('brings no count back once the session has ended', async () => {
    answers.length = 0;
    const late = refreshNotifications({ hasRv: false });
    resetNotifications();
    answers[0]({ TotalInboxNotifications: 4 });
    await late;
    expect(notificationsStore.get().inboxNotificationsCount).toBe(0);
  });
});
