// Every write that can race another (bookings, their changes and payments, money requests, calendar edits, messages,
// RV edits, sign-ups) runs its transaction through `inTransaction`: when PostgreSQL aborts it to break a deadlock
// (40P01) or because it could not be serialized (40001), the whole transaction runs again, a few times at most,
// after a random wait that grows with each attempt (so that two losers do not collide again at once). The work must
// therefore only read and write through `trx` (no payment provider call, no mail sent, no event published inside):
// what it sets outside is set again by the next attempt.
//
// Lock order, so that two transactions never wait on each other in a circle: the RV (listings row, lockListing)
// first, then the booking (bookings row), then its payments. A transaction that will insert or move held nights
// (a booking, a block, a change of dates, an import) takes the RV's lock before anything that references the RV.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Deadlock detected, or a serialization failure: the transaction lost a race and may simply run again. */
export const retryableCodes: ReadonlySet<string> = new Set(['40P01', '40001']);

export function isRetryableConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && retryableCodes.has(String((error as { code?: unknown }).code));
}

export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  attempts?: number;
  /** The wait before the second attempt is at most this (ms, default 20); it doubles each time, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** [0, 1): tests give their own. */
  random?: () => number;
  /** Told before each new attempt (logs). */
  onRetry?: (attempt: number, error: unknown) => void;
}

/** The wait before attempt `attempt + 1` (attempt counts from 1): "full jitter", anywhere in [0, min(max, base * 2^(attempt-1))). */
export function retryDelayMs(attempt: number, random: number, baseDelayMs = 20, maxDelayMs = 500): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(attempt - 1, 20));
  return Math.floor(random * ceiling);
}

/** Runs `work` again while it fails with a retryable conflict, at most `attempts` times; any other error at once. */
export async function retryConflicts<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? 5);
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      options.onRetry?.(attempt, error);
      await sleep(retryDelayMs(attempt, random(), options.baseDelayMs, options.maxDelayMs));
    }
  }
}

/** One transaction, run again (bounded, with jitter) when it meets a deadlock or a serialization failure. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  options?: RetryOptions,
): Promise<T> {
  return retryConflicts(() => db.transaction().execute(work), options);
}

/** The RV's lock: the first lock of any transaction that books, blocks or moves its nights (see the order above). */
export async function lockListing(trx: Transaction<Database>, listingId: number): Promise<void> {
  await sql`select id from listings where id = ${listingId} for update`.execute(trx);
}
