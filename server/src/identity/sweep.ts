import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';

/**
 * Deletes identity rows past their expiry: provider models, refresh tokens (kept until expiry even when used or
 * revoked, so that reuse is still detected), e-mailed codes and recovery codes. Expired rows are ignored by every
 * reader anyway; this only keeps the tables small.
 */
export async function sweepExpired(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('oidc_models').where('expires_at', '<', now).execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
  await db.deleteFrom('email_challenges').where('expires_at', '<', now).execute();
  await db.deleteFrom('recovery_codes').where('expires_at', '<', now).execute();
}

const sweepEveryMs = 6 * 60 * 60 * 1000;

/** Sweeps now and every six hours (the timer does not keep the process alive). */
export function scheduleSweeps(db: Kysely<Database>, logger: Logger): void {
  const run = () => sweepExpired(db).catch((error: unknown) => logger.warn('identity sweep failed', { error }));
  void run();
  setInterval(run, sweepEveryMs).unref();
}
