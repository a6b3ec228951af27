// The stored sign-in values in cookies (spec 000 sections 4 and 9): unauthorized-redirect, intent (1 hour),
// redirect (60 days), provider. Read once, then cleared.
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { authCookieNames, intentCookieMaxAge, redirectCookieMaxAge, type StoredValues, takeStored } from './auth-rules.ts';

export const cookieJar: StoredValues = {
  read: (name) => readCookie(name) || undefined,
  clear: (name) => writeCookie(name, '', 0),
};

export function storeUnauthorizedRedirect(path: string): void {
  writeCookie(authCookieNames.unauthorizedRedirect, path, redirectCookieMaxAge);
}

/** Closing the auth modal clears the stored unauthorized-redirect (spec 000 section 4). */
export function clearUnauthorizedRedirect(): void {
  cookieJar.clear(authCookieNames.unauthorizedRedirect);
}

/** Before leaving for an external provider: the intent for 1 hour, the redirect path for 60 days. */
export function storeBeforeExternal(intent: string | null, redirectPath: string | null): void {
  if (intent) writeCookie(authCookieNames.intent, intent, intentCookieMaxAge);
  if (redirectPath) writeCookie(authCookieNames.redirect, redirectPath, redirectCookieMaxAge);
}

/** The provider used for this session (step 2 of logout signs out of it). */
export function storeProvider(provider: string): void {
  writeCookie(authCookieNames.provider, provider, redirectCookieMaxAge);
}
export function readProvider(): string | null {
  return readCookie(authCookieNames.provider) || null;
}
export function clearProvider(): void {
  cookieJar.clear(authCookieNames.provider);
}

export interface TakenValues {
  unauthorizedRedirect: string | null;
  intent: string | null;
  redirectPath: string | null;
}

export function takeAuthValues(): TakenValues {
  return {
    unauthorizedRedirect: takeStored(cookieJar, authCookieNames.unauthorizedRedirect),
    intent: takeStored(cookieJar, authCookieNames.intent),
    redirectPath: takeStored(cookieJar, authCookieNames.redirect),
  };
}
