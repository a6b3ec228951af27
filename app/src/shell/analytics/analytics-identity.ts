// Registers the signed-in user with analytics (spec 000 section 4): on authenticated the user's id, on leaving
// authenticated none. Kept apart from analytics.ts so building events never pulls in the session stores, and it
// writes to analytics-user.ts, so it starts with the session (main.tsx) without loading the analytics module.
import { onSessionAction } from '../session/session-effects.ts';
import { sessionStore } from '../../api/session-store.ts';
import { analyticsUser } from './analytics-user.ts';

const identify = analyticsUser.set;

let stop: (() => void) | null = null;

/** Idempotent; start it before the session (main.tsx). A reader already signed in when it starts is registered at once. */
export function startAnalyticsIdentity(): void {
  if (stop) return;
  const { status, user } = sessionStore.get();
  if (status === 'authenticated' && user) identify(user.id);
  const stops = [
    onSessionAction('register-analytics-user', () => identify(sessionStore.get().user?.id ?? null)),
    onSessionAction('end-messaging-session', () => identify(null)),
  ];
  stop = () => {
    for (const each of stops) each();
    stop = null;
  };
}

export function stopAnalyticsIdentity(): void {
  stop?.();
}
