// External token lifecycle (spec 000 sections 4 and 9): the access token is flagged as expiring 60 s before expiry,
// then as expired; silent renew runs on the warning; a renew timeout retries in 5 s, other renew errors are raised.
export const expiringNotificationSeconds = 60;
export const renewRetrySeconds = 5;

export type TokenPhase = 'valid' | 'expiring' | 'expired';

/** The token's phase at `now` (seconds), for a token expiring at `expiresAt` (seconds). */
export function tokenPhase(expiresAt: number, now: number): TokenPhase {
  if (now >= expiresAt) return 'expired';
  if (now >= expiresAt - expiringNotificationSeconds) return 'expiring';
  return 'valid';
}

/** Seconds until the expiring warning fires (0 when already due). */
export function secondsUntilExpiring(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - expiringNotificationSeconds - now);
}

/** What to do after a silent renew failed: a timeout retries in 5 s, anything else is raised as an event. */
export function renewFailureAction(error: unknown): { kind: 'retry'; afterMs: number } | { kind: 'raise' } {
  const message = error instanceof Error ? error.message : String(error);
  return /timed out/i.test(message) ? { kind: 'retry', afterMs: renewRetrySeconds * 1000 } : { kind: 'raise' };
}

/** Refresh timer of the app's own session: tied to the refresh-token lifetime (renew before the access token ends). */
export function refreshDelayMs(accessExpiresIn: number, refreshExpiresIn: number): number {
  const seconds = Math.min(accessExpiresIn - expiringNotificationSeconds, refreshExpiresIn - expiringNotificationSeconds);
  return Math.max(5, seconds) * 1000;
}
