// Registers the signed-in user with analytics (spec 000 section 4): on authenticated the user's id, on leaving
// authenticated none. Kept apart from analytics.ts so building events never pulls in the session stores.
import { onSessionAction } from '../session/session-effects.ts';
import { sessionStore } from '../session/session-store.ts';
import { identify } from './analytics.ts';

let stop: (() => void) | null = null;

/** Idempotent. Started after the page has hydrated: a reader already signed in by then is registered at once. */
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
