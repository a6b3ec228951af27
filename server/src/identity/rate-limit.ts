import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { messageRateLimit } from '@rove/contract';
import { inTransaction } from '../db/transaction.ts';

/**
 * A limit on counted events under one key within `windowSeconds`. Without `delay`, a sliding window: at most `limit`
 * events. With `delay`, growing delays: `limit` events are free, then each further event must wait longer after the
 * last one (see decideGrowingDelay).
 */
export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
  delay?: GrowingDelay;
}

/** The wait after the first event past the free ones, doubled by each further one, never above `capSeconds`. */
export interface GrowingDelay {
  baseSeconds: number;
  capSeconds: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Pure rule: given the times (ms) of earlier counted events under one key, may one more happen now? */
export function decideRateLimit(eventTimes: readonly number[], now: number, policy: RateLimitPolicy): RateLimitDecision {
  if (policy.delay) return decideGrowingDelay(eventTimes, now, { ...policy, delay: policy.delay });
  const windowStart = now - policy.windowSeconds * 1000;
  const recent = eventTimes.filter((time) => time > windowStart).sort((a, b) => a - b);
  if (recent.length < policy.limit) return { allowed: true };
  // The oldest event that keeps the window full must leave it before another is allowed.
  const oldestBlocking = recent[recent.length - policy.limit];
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestBlocking + policy.windowSeconds * 1000 - now) / 1000)) };
}

/** The wait (seconds) required after the last of `count` remembered events (0 while they are free). */
export function growingDelaySeconds(count: number, policy: { limit: number; delay: GrowingDelay }): number {
  if (count < policy.limit) return 0;
  const doublings = count - policy.limit;
  // 2^doublings overflows nothing below the cap: stop doubling once the cap is reached.
  if (doublings >= 52) return policy.delay.capSeconds;
  return Math.min(policy.delay.capSeconds, policy.delay.baseSeconds * 2 ** doublings);
}

/**
 * Pure rule of growing delays (server/README.md "Throttling"): the events of the last `windowSeconds` are
 * remembered; the first `limit` of them cost nothing; once there are `limit` or more, the next one must wait
 * `baseSeconds` after the last, and each further one doubles that wait, up to `capSeconds`. Refused attempts are
 * not events, so asking again while waiting does not lengthen the wait.
 */
export function decideGrowingDelay(
  eventTimes: readonly number[],
  now: number,
  policy: { limit: number; windowSeconds: number; delay: GrowingDelay },
): RateLimitDecision {
  const windowStart = now - policy.windowSeconds * 1000;
  const recent = eventTimes.filter((time) => time > windowStart && time <= now);
  const wait = growingDelaySeconds(recent.length, policy);
  if (wait === 0) return { allowed: true };
  const last = Math.max(...recent);
  const remaining = last + wait * 1000 - now;
  if (remaining <= 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)) };
}

/** The growing delay of failed sign-ins: 5 s after the first failure past the free ones, doubling, at most 15 min. */
export const signInDelay: GrowingDelay = { baseSeconds: 5, capSeconds: 15 * 60 };

/**
 * Sign-in failures are counted per account (by normalised email, whether or not it is registered, so that the
 * limit reveals nothing) and per client address, with growing delays. Recovery, sign-up and e-mailed-code
 * requests are limited by a sliding window (each of those sends mail).
 */

export const rateLimitPolicies = {
  // Sign-in (credentials and the provider's password grant, one rule, see server/README.md "Throttling"):
  // failures per account from one client address, per client address, and per account from addresses that are not
  // the account's usual ones (an address the account signed in from within 90 days). Failures are remembered for a
  // day; past the free ones each further failure doubles the wait, from 5 seconds up to 15 minutes.
  signInPerAccountAddress: { limit: 5, windowSeconds: 24 * 60 * 60, delay: signInDelay },
  signInPerAccount: { limit: 5, windowSeconds: 24 * 60 * 60, delay: signInDelay },
  signInUsualAddress: { limit: 1, windowSeconds: 90 * 24 * 60 * 60 },
  signInPerAddress: { limit: 20, windowSeconds: 24 * 60 * 60, delay: signInDelay },
  recoveryPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  recoveryPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  signUpPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  // The stand-in provider's e-mailed codes are also how returning people sign in: a looser limit per address.
  providerCodePerAccount: { limit: 5, windowSeconds: 60 * 60 },
  providerCodePerAddress: { limit: 30, windowSeconds: 60 * 60 },
  // What signed-in people do that reaches others or costs storage (identity/action-limits.ts), per user, shared by
  // every process: messages (enquiries included), new enquiries, uploaded images, support call requests.
  messagesPerUser: messageRateLimit,
  enquiriesPerUser: { limit: 10, windowSeconds: 60 * 60 },
  uploadsPerUser: { limit: 120, windowSeconds: 60 * 60 },
  callRequestsPerUser: { limit: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof rateLimitPolicies;

/** What identity needs of a limiter: in process memory (RateLimiter, tests) or in the database (DatabaseRateLimiter). */
export interface Limiter {
  check(name: RateLimitName, key: string | undefined): RateLimitDecision | Promise<RateLimitDecision>;
  checkAll(entries: ReadonlyArray<[RateLimitName, string | undefined]>): RateLimitDecision | Promise<RateLimitDecision>;
  record(name: RateLimitName, key: string | undefined): void | Promise<void>;
  reset(name: RateLimitName, key: string): void | Promise<void>;
  /**
   * An attempt counted before it is checked, so that attempts made at the same moment see each other (without
   * this, a burst of guesses sent at once would all pass a check made before any of them was recorded). Records
   * one event under each `record` entry, then checks the `check` entries against the other events; refused, the
   * attempt's events are taken back (asking while refused costs nothing). Allowed, the caller keeps the events
   * (a failure) or takes them back (a success).
   */
  begin(
    record: ReadonlyArray<[RateLimitName, string | undefined]>,
    check: ReadonlyArray<[RateLimitName, string | undefined]>,
  ): Promise<{ decision: RateLimitDecision; takeBack(): Promise<void> }>;
}

type Entries = ReadonlyArray<[RateLimitName, string | undefined]>;

/**
 * Counters in the database (table rate_limit_events), so that every process on one PostgreSQL sees the same counts.
 * Rows older than the longest window are pruned now and then.
 */
export class DatabaseRateLimiter implements Limiter {
  readonly #db: Kysely<Database>;
  readonly #policies: Record<RateLimitName, RateLimitPolicy>;
  readonly #clock: () => number;
  #recorded = 0;

  constructor(db: Kysely<Database>, options: { policies?: Partial<Record<RateLimitName, RateLimitPolicy>>; clock?: () => number } = {}) {
    this.#db = db;
    this.#policies = { ...rateLimitPolicies, ...options.policies };
    this.#clock = options.clock ?? Date.now;
  }

  async check(name: RateLimitName, key: string | undefined): Promise<RateLimitDecision> {
    if (key === undefined) return { allowed: true };
    const now = this.#clock();
    const policy = this.#policies[name];
    if (policy.limit >= Number.MAX_SAFE_INTEGER) return { allowed: true };
    const rows = await this.#db
      .selectFrom('rate_limit_events')
      .select('at')
      .where('name', '=', name)
      .where('key', '=', key)
      .where('at', '>', new Date(now - policy.windowSeconds * 1000))
      .execute();
    return decideRateLimit(
      rows.map((row) => new Date(row.at).getTime()),
      now,
      policy,
    );
  }

  async begin(record: Entries, check: Entries): Promise<{ decision: RateLimitDecision; takeBack(): Promise<void> }> {
    const own = record.filter((entry): entry is [RateLimitName, string] => entry[1] !== undefined);
    const { ids, wait, at } = await inTransaction(this.#db, async (trx) => {
      // Attempts under one key are counted one at a time, across processes too: each holds the key's lock from its
      // insert to its count, so none is judged before an earlier one is visible (on PostgreSQL, an insert not yet
      // committed is invisible to the others; a burst of 30 guesses got 7 tries without this).
      for (const lockName of [...new Set(own.map(([name, key]) => `${name}:${key}`))].sort())
        await sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${lockName}`}, 0))`.execute(trx);
      // The time is read once the locks are held: read before, an attempt that waited behind a later one would judge
      // itself at an earlier time and not see that one's event (later than its "now"): a burst got 6 tries, not 5.
      const now = this.#clock();
      const counted =
        own.length === 0
          ? []
          : (
              await trx
                .insertInto('rate_limit_events')
                .values(own.map(([name, key]) => ({ name, key, at: new Date(now) })))
                .returning(['id', 'name', 'key'])
                .execute()
            ).map((row) => ({ ...row, id: Number(row.id) }));
      let held = 0;
      for (const [name, key] of check) {
        const policy = this.#policies[name];
        if (key === undefined || policy.limit >= Number.MAX_SAFE_INTEGER) continue;
        const mine = counted.find((row) => row.name === name && row.key === key)?.id;
        let query = trx
          .selectFrom('rate_limit_events')
          .select('at')
          .where('name', '=', name)
          .where('key', '=', key)
          .where('at', '>', new Date(now - policy.windowSeconds * 1000));
        // Judged by the attempts counted before this one: of attempts sent at once, the first ones go through.
        if (mine !== undefined) query = query.where('id', '<', mine);
        const rows = await query.execute();
        const decision = decideRateLimit(
          rows.map((row) => new Date(row.at).getTime()),
          now,
          policy,
        );
        if (!decision.allowed) held = Math.max(held, decision.retryAfterSeconds);
      }
      // Refused, the attempt's events go with the answer (asking while refused costs nothing).
      if (held > 0 && counted.length > 0)
        await trx
          .deleteFrom('rate_limit_events')
          .where(
            'id',
            'in',
            counted.map((row) => row.id),
          )
          .execute();
      return { ids: held > 0 ? [] : counted, wait: held, at: now };
    });
    if (own.length > 0) await this.#prune(at, own.length);
    if (wait > 0) return { decision: { allowed: false, retryAfterSeconds: wait }, takeBack: async () => {} };
    const takeBack = async () => {
      if (ids.length > 0)
        await this.#db
          .deleteFrom('rate_limit_events')
          .where(
            'id',
            'in',
            ids.map((row) => row.id),
          )
          .execute();
    };
    return { decision: { allowed: true }, takeBack };
  }

  async checkAll(entries: ReadonlyArray<[RateLimitName, string | undefined]>): Promise<RateLimitDecision> {
    let wait = 0;
    for (const [name, key] of entries) {
      const decision = await this.check(name, key);
      if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
    }
    return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
  }

  async record(name: RateLimitName, key: string | undefined): Promise<void> {
    if (key === undefined) return;
    const now = this.#clock();
    await this.#db
      .insertInto('rate_limit_events')
      .values({ name, key, at: new Date(now) })
      .execute();
    await this.#prune(now, 1);
  }

  /** Now and then (every 500 events), rows older than the longest window go. */
  async #prune(now: number, added: number): Promise<void> {
    const before = this.#recorded;
    this.#recorded += added;
    if (Math.floor(before / 500) === Math.floor(this.#recorded / 500)) return;
    const longest = Math.max(...Object.values(this.#policies).map((policy) => policy.windowSeconds)) * 1000;
    await this.#db
      .deleteFrom('rate_limit_events')
      .where('at', '<', new Date(now - longest))
      .execute();
  }

  async reset(name: RateLimitName, key: string): Promise<void> {
    await this.#db.deleteFrom('rate_limit_events').where('name', '=', name).where('key', '=', key).execute();
  }
}

/** In-process store of event times by key (tests of the rule). Pruned as it is read. */
export class RateLimiter {
  readonly #events = new Map<string, number[]>();
  readonly #policies: Record<RateLimitName, RateLimitPolicy>;
  readonly #clock: () => number;

  constructor(options: { policies?: Partial<Record<RateLimitName, RateLimitPolicy>>; clock?: () => number } = {}) {
    this.#policies = { ...rateLimitPolicies, ...options.policies };
    this.#clock = options.clock ?? Date.now;
  }

  /** An undefined key (e.g. the client address is unknown) is not limited. */
  check(name: RateLimitName, key: string | undefined): RateLimitDecision {
    if (key === undefined) return { allowed: true };
    return decideRateLimit(this.#recent(name, key), this.#clock(), this.#policies[name]);
  }

  /** Checks every limit; the longest wait wins. */
  checkAll(entries: ReadonlyArray<[RateLimitName, string | undefined]>): RateLimitDecision {
    let wait = 0;
    for (const [name, key] of entries) {
      const decision = this.check(name, key);
      if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
    }
    return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
  }

  record(name: RateLimitName, key: string | undefined): void {
    if (key === undefined) return;
    const id = `${name}:${key}`;
    this.#events.set(id, [...this.#recent(name, key), this.#clock()]);
    // Keys are pruned when read again; many keys never are (sprayed addresses): sweep them all now and then.
    if (this.#events.size > this.#sweepAbove) this.#sweep();
  }

  /** How many keys are held (tests, metrics). */
  get size(): number {
    return this.#events.size;
  }

  #sweepAbove = 10_000;

  #sweep(): void {
    const now = this.#clock();
    for (const [id, times] of this.#events) {
      const name = id.slice(0, id.indexOf(':')) as RateLimitName;
      const window = (this.#policies[name]?.windowSeconds ?? 0) * 1000;
      if (times.every((time) => time <= now - window)) this.#events.delete(id);
    }
    this.#sweepAbove = Math.max(10_000, this.#events.size * 2);
  }

  reset(name: RateLimitName, key: string): void {
    this.#events.delete(`${name}:${key}`);
  }

  #recent(name: RateLimitName, key: string): number[] {
    const id = `${name}:${key}`;
    const windowStart = this.#clock() - this.#policies[name].windowSeconds * 1000;
    const recent = (this.#events.get(id) ?? []).filter((time) => time > windowStart);
    if (recent.length === 0) this.#events.delete(id);
    else this.#events.set(id, recent);
    return recent;
  }
}
