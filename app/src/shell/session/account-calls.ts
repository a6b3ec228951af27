// The account's calls that change who is signed in (sign in, sign up, password recovery, sign out on the server),
// apart from the session's start (session-client.ts) that every page runs: only the pages and dialogs that use them
// load them.
import type { SessionUser } from '../../api/session-store.ts';
import { apiFetch } from '../../api/api-fetch.ts';
import { adoptTokens, type TokenSet } from './session-client.ts';

export async function signInWithCredentials(email: string, password: string, language: string): Promise<SessionUser> {
  const tokens = await apiFetch<TokenSet>('/api/account/sign-in', {
    method: 'POST',
    body: { Email: email, Password: password },
    headers: { 'Accept-Language': language },
    quietStatuses: [400, 401, 429],
  });
  return adoptTokens(tokens);
}

export interface SignUpBody {
  Email: string;
  Password: string;
  FirstName: string;
  LastName: string;
  [context: string]: unknown;
}

/** 202 always (a code to a new address, a notice to a registered one): the answer never reveals an account. */
export async function requestSignUp(body: SignUpBody, language: string): Promise<void> {
  await apiFetch('/api/account/sign-up', { method: 'POST', body, headers: { 'Accept-Language': language }, quietStatuses: [400, 429] });
}

export async function confirmSignUp(email: string, code: string, language: string): Promise<SessionUser> {
  const tokens = await apiFetch<TokenSet>('/api/account/sign-up/confirm', {
    method: 'POST',
    body: { Email: email, Code: code },
    headers: { 'Accept-Language': language },
    quietStatuses: [400, 429],
  });
  return adoptTokens(tokens);
}

export async function requestPasswordRecovery(email: string, language: string): Promise<void> {
  await apiFetch('/api/account/recovery-password', {
    method: 'POST',
    body: { Email: email, lang: language },
    headers: { 'Accept-Language': language },
    quietStatuses: [400, 429],
  });
}

export async function checkRecoveryCode(code: string, language: string): Promise<void> {
  await apiFetch(`/api/account/recovery-password/${encodeURIComponent(code)}`, {
    headers: { 'Accept-Language': language },
    quietStatuses: [400, 404],
  });
}

export async function setRecoveredPassword(code: string, password: string, language: string): Promise<void> {
  await apiFetch(`/api/account/recovery-password/${encodeURIComponent(code)}`, {
    method: 'POST',
    body: { Password: password },
    headers: { 'Accept-Language': language },
    quietStatuses: [400, 404, 429],
  });
}

/** Revokes the session's refresh tokens on the server (the cookie is cleared by the answer). */
export async function signOutOnServer(): Promise<void> {
  await apiFetch('/api/account/sign-out', { method: 'POST', body: {}, quietStatuses: [401] });
}
