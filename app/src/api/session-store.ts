// The session as the app sees it (spec 000 section 3: email, id, isOwner, locale; plus hasRv and the tier).
// Status loading, then authenticated or unauthenticated (spec 000 section 4). It starts unauthenticated so pages that
// never start the session (tests, the booking helper's restore) are not left waiting; startSession() sets loading.
// The access token lives here, in memory: apiFetch reads it; the refresh token is the server's HttpOnly cookie.
import { createStore, useStore } from '../lib/create-store.ts';
import type { AuthStatus } from '../routes/auth-guard.ts';
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

/** Marks the session as being fetched (only from the unknown or signed-out state). */
export function setSessionLoading(): void {
  sessionStore.set((current) => (current.status === 'authenticated' ? current : { status: 'loading', user: null, accessToken: null }));
}

/** A new access token for the same user (silent refresh). */
export function setAccessToken(accessToken: string): void {
  sessionStore.set((current) => (current.status === 'authenticated' ? { ...current, accessToken } : current));
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
