// The session's calls to the identity side of the API (server/API.md, Identity) that every page needs: the start-up
// session, tokens adopted and the refresh timer tied to their lifetimes, the local end of a session. Sign-in,
// sign-up, recovery and the server's sign-out are in account-calls.ts.
// No periodic or on-focus refresh (spec 000 section 4): the only timer is the token refresh below.
import type { Locale } from '@rove/contract/vocabulary';
import { ApiError, apiFetch, readAnswer } from '../../api/api-fetch.ts';
import { ApiHeaders } from '@rove/contract';
import { cookies, sessionRefresh } from '@rove/contract/cookies';

import { readCookie } from '../../lib/cookies.ts';
import { refreshDelayMs } from '../auth/token-expiry.ts';
import { startSessionEffects } from './session-effects.ts';
import { clearSession, type SessionUser, sessionStore, setAccessToken, setSession, setSessionLoading } from '../../api/session-store.ts';

export interface TokenSet {
  AccessToken: string;
  TokenType?: string;
  ExpiresIn: number;
  RefreshTokenExpiresIn?: number;
  /** The session the tokens open, when their answer carries it (the refresh's: contract RefreshAnswer). */
  Session?: SessionAnswer;
}

export interface SessionAnswer {
  email: string;
  id: number;
  isOwner: boolean;
  locale?: Locale;
  roles?: string[];
  User?: { FirstName?: string; HasRv?: boolean; UserType?: string };
}

export function sessionUserFrom(session: SessionAnswer): SessionUser {
  return {
    id: session.id,
    email: session.email,
    firstName: session.User?.FirstName,
    isOwner: session.isOwner || session.User?.UserType === 'Owner',
    hasRv: Boolean(session.User?.HasRv),
    locale: session.locale,
  };
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRefresh(tokens: TokenSet): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshNow(), refreshDelayMs(tokens.ExpiresIn, tokens.RefreshTokenExpiresIn ?? tokens.ExpiresIn));
}

/**
 * Stores the token, then loads the session with it (spec 000 section 4: sign-in with a token); a refresh's answer
 * brings its session along, so a page restoring its session waits for one call, not two.
 */
export async function adoptTokens(tokens: TokenSet, options: { refreshTimer?: boolean } = {}): Promise<SessionUser> {
  startSessionEffects();
  const session =
    tokens.Session ??
    (await apiFetch<SessionAnswer>('/api/account/session', { headers: { Authorization: `Bearer ${tokens.AccessToken}` } }));
  const user = sessionUserFrom(session);
  setSession(user, tokens.AccessToken);
  // External sessions are renewed by the identity library instead (shell/auth/external-sign-in.ts).
  if (options.refreshTimer !== false) scheduleRefresh(tokens);
  return user;
}

/** A refresh the server refused for good: its token is missing, expired or revoked (the session ends). */
const refusedForGood = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 401);

/** Attempts at start before the page shows the visitor's view (the next page load tries again: the cookie stays). */
const startAttempts = 3;

/** Statuses of the refresh that end the session without a report (a missing, expired or revoked token). */
const refreshQuiet = [400, 401];

const refresh = () => apiFetch<TokenSet>(sessionRefresh.path, { method: 'POST', body: {}, quietStatuses: refreshQuiet });

/**
 * The refresh the start script made before the app's code ran (scripts/first-paint-html.ts), taken once: its answer
 * read as apiFetch reads one. A second refresh with the same cookie would be a reuse, which ends the session.
 */
export function takeEarlyRefresh(): Promise<TokenSet> | undefined {
  const holder = globalThis as unknown as Record<string, Promise<Response> | undefined>;
  const early = holder[sessionRefresh.early];
  if (!early) return undefined;
  holder[sessionRefresh.early] = undefined;
  return early.then((response) =>
    readAnswer<TokenSet>(response, {
      url: sessionRefresh.path,
      correlationId: response.headers.get(ApiHeaders.CorrelationId) ?? '',
      quietStatuses: refreshQuiet,
    }),
  );
}

async function refreshNow(): Promise<void> {
  try {
    const tokens = await refresh();
    if (sessionStore.get().status === 'authenticated') {
      setAccessToken(tokens.AccessToken);
      scheduleRefresh(tokens);
    } else await adoptTokens(tokens);
  } catch (error) {
    // The refresh token is gone or revoked: the session ends. A busy server or a lost connection does not end it:
    // the refresh is asked again a little later.
    if (refusedForGood(error)) stopSession();
    else {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => void refreshNow(), 10_000);
    }
  }
}

let starting: Promise<void> | null = null;

// An external session has no refresh cookie: its user is kept by the identity library (loaded only when used).
async function restoreExternal(): Promise<void> {
  const provider = readCookie(cookies.provider.name);
  if (!provider) return;
  try {
    const { restoreExternalSession } = await import('../auth/external-sign-in.ts');
    await restoreExternalSession(provider);
  } catch (error) {
    console.warn('External session restore failed', error);
  }
}

/** Fetches the session at start unless it is already known (the refresh cookie, if any, becomes a session). */
export function startSession(): Promise<void> {
  if (sessionStore.get().status === 'authenticated') return Promise.resolve();
  startSessionEffects();
  starting ??= (async () => {
    setSessionLoading();
    // Without the server's hint there is no refresh cookie to turn into a session: a visitor asks nothing (no 401).
    if (readCookie(cookies.sessionHint.name)) {
      // A busy server (503, 429, another 5xx) or a lost connection is asked again, a few times: a signed-in person
      // is not shown the visitor's page because the server was slow once.
      const early = takeEarlyRefresh();
      for (let attempt = 1; attempt <= startAttempts; attempt++) {
        try {
          await adoptTokens(await ((attempt === 1 && early) || refresh()));
          return;
        } catch (error) {
          if (refusedForGood(error)) break;
          if (attempt === startAttempts) {
            console.warn('Session start failed', error);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 1)));
        }
      }
    }
    await restoreExternal();
    if (sessionStore.get().status !== 'authenticated') clearSession();
  })();
  return starting;
}

/** Ends the session locally: the token goes, the timer stops. */
export function stopSession(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  starting = null;
  clearSession();
}
