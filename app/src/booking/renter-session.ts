// Signing the renter in for a booking, through the session store's current API (setSession). The identity issue
// owns the full sign-in flows; until its start-up session lands, `restoreSession` turns the refresh cookie back
// into a session on a full page load (payment pages and the payment callback are full loads).
import { ApiError, apiFetch } from '../api/api-fetch.ts';
import { type SessionUser, sessionStore, setSession } from '../session/session-store.ts';

interface TokenSet {
  AccessToken: string;
  ExpiresIn: number;
}

interface SessionAnswer {
  email: string;
  id: number;
  isOwner: boolean;
  locale?: 'en' | 'fr';
  User?: { FirstName?: string; HasRv?: boolean };
}

async function adoptToken(tokens: TokenSet): Promise<SessionUser> {
  const session = await apiFetch<SessionAnswer>('/api/account/session', {
    headers: { Authorization: `Bearer ${tokens.AccessToken}` },
  });
  const user: SessionUser = {
    id: session.id,
    email: session.email,
    firstName: session.User?.FirstName,
    isOwner: session.isOwner,
    hasRv: Boolean(session.User?.HasRv),
    locale: session.locale,
  };
  setSession(user, tokens.AccessToken);
  return user;
}

/** Email and password sign-in; a wrong pair throws the server's ApiError (401, its message in the page's language). */
export async function signInRenter(email: string, password: string, language: string): Promise<SessionUser> {
  const tokens = await apiFetch<TokenSet>('/api/account/sign-in', {
    method: 'POST',
    body: { Email: email, Password: password },
    headers: { 'Accept-Language': language },
    quietStatuses: [400, 401, 429],
  });
  return adoptToken(tokens);
}

let restoring: Promise<void> | null = null;

/** Once per page load, and only when no session is known: the refresh cookie, if any, becomes a session. */
export function restoreSession(): Promise<void> {
  if (sessionStore.get().status === 'authenticated') return Promise.resolve();
  restoring ??= apiFetch<TokenSet>('/api/account/refresh', { method: 'POST', body: {}, quietStatuses: [400, 401] })
    .then(adoptToken)
    .then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof ApiError)) console.warn('Session restore failed', error);
      },
    );
  return restoring;
}
