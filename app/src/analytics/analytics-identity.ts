// Registers the signed-in user with analytics (spec 000 section 4): on authenticated the user's id, on leaving
// authenticated none. Kept apart from analytics.ts so building events never pulls in the session stores.
import { onSessionAction } from '../session/session-effects.ts';
import { sessionStore } from '../session/session-store.ts';
import { identify } from './analytics.ts';

let stop: (() => void) | null = null;

/** Idempotent; start it before the session so a session known at start is registered too. */
export function startAnalyticsIdentity(): void {
  if (stop) return;
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
