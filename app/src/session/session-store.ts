// The session as the app sees it (spec 000 section 3: email, id, isOwner, locale; plus hasRv and the tier).
// Placeholder until the identity issue fills it from the server: starts unauthenticated, `setSession` signs in.
import { createStore, useStore } from '../lib/create-store.ts';
import type { AuthStatus } from '../rules/auth-guard.ts';
import type { Locale } from '../routes/route-types.ts';

export interface SessionUser {
  id: number;
  email: string;
  firstName?: string;
  isOwner: boolean;
  hasRv: boolean;
  /** Host performance tier ActionRequired shows the account as suspended (spec 000 section 4). */
  isSuspended?: boolean;
  locale?: Locale;
}

export interface SessionState {
  status: AuthStatus;
  user: SessionUser | null;
  accessToken: string | null;
}

export const sessionStore = createStore<SessionState>({ status: 'unauthenticated', user: null, accessToken: null });

export function setSession(user: SessionUser, accessToken: string): void {
  sessionStore.set({ status: 'authenticated', user, accessToken });
}

export function clearSession(): void {
  sessionStore.set({ status: 'unauthenticated', user: null, accessToken: null });
}

/** Resolves once the session is known (never while loading). */
export function sessionReady(): Promise<SessionState> {
  const current = sessionStore.get();
  if (current.status !== 'loading') return Promise.resolve(current);
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe(() => {
      const next = sessionStore.get();
      if (next.status === 'loading') return;
      stop();
      resolve(next);
    });
  });
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}
