// User-facing texts of identity answers (the app may show Message as is): locales/{en,fr}/server.json, `identity`.
import type { Locale } from '@rove/contract';
import { serverWords } from '../i18n/server-words.ts';

export type IdentityMessage =
  | 'invalidCredentials'
  | 'signUpCodeSent'
  | 'invalidCode'
  | 'recoverySent'
  | 'invalidRecoveryCode'
  | 'invalidRefreshToken'
  | 'adminOnly'
  | 'invalidPassword';

/** An identity answer's sentence in a language. */
export function identityMessage(locale: Locale, name: IdentityMessage): string {
  return serverWords(locale, `identity.${name}`);
}

/** Too many sign-in attempts: try again after the wait. */
export function rateLimitedMessage(locale: Locale, seconds: number): string {
  return serverWords(locale, 'identity.rateLimited', { wait: waitWords(locale, seconds) });
}

/** A wait in the language: in seconds under a minute (growing delays start at a few seconds), else in whole minutes. */
export function waitWords(locale: Locale, seconds: number): string {
  const [count, unit] = seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'seconds'] : [Math.ceil(seconds / 60), 'minutes'];
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return serverWords(locale, `identity.wait.${unit}_${form}`, { count });
}
