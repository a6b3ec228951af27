// The stored sign-in values in cookies (spec 000 sections 4 and 9): unauthorized-redirect, intent (1 hour),
// redirect (60 days), provider. Read once, then cleared.
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { cookies } from '@rove/contract/cookies';
import { type StoredValues, takeStored } from './auth-rules.ts';

export const cookieJar: StoredValues = {
  read: (name) => readCookie(name) || undefined,
  clear: (name) => writeCookie(name, '', 0),
};

export function storeUnauthorizedRedirect(path: string): void {
  writeCookie(cookies.unauthorizedRedirect.name, path, cookies.unauthorizedRedirect.maxAge);
}

/** Closing the auth modal clears the stored unauthorized-redirect (spec 000 section 4). */
export function clearUnauthorizedRedirect(): void {
  cookieJar.clear(cookies.unauthorizedRedirect.name);
}

/** Before leaving for an external provider: the intent for 1 hour, the redirect path for 60 days. */
export function storeBeforeExternal(intent: string | null, redirectPath: string | null): void {
  if (intent) writeCookie(cookies.intent.name, intent, cookies.intent.maxAge);
  if (redirectPath) writeCookie(cookies.redirect.name, redirectPath, cookies.redirect.maxAge);
}

/** The provider used for this session (step 2 of logout signs out of it). */
export function storeProvider(provider: string): void {
  writeCookie(cookies.provider.name, provider, cookies.provider.maxAge);
}
export function readProvider(): string | null {
  return readCookie(cookies.provider.name) || null;
}
export function clearProvider(): void {
  cookieJar.clear(cookies.provider.name);
}

export interface TakenValues {
  unauthorizedRedirect: string | null;
  intent: string | null;
  redirectPath: string | null;
}

export function takeAuthValues(): TakenValues {
  return {
    unauthorizedRedirect: takeStored(cookieJar, cookies.unauthorizedRedirect.name),
    intent: takeStored(cookieJar, cookies.intent.name),
    redirectPath: takeStored(cookieJar, cookies.redirect.name),
  };
}
