/** A sliding-window limit: at most `limit` counted events per `windowSeconds`. */
export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Pure rule: given the times (ms) of earlier counted events under one key, may one more happen now? */
export function decideRateLimit(eventTimes: readonly number[], now: number, policy: RateLimitPolicy): RateLimitDecision {
  const windowStart = now - policy.windowSeconds * 1000;
  const recent = eventTimes.filter((time) => time > windowStart).sort((a, b) => a - b);
  if (recent.length < policy.limit) return { allowed: true };
  // The oldest event that keeps the window full must leave it before another is allowed.
  const oldestBlocking = recent[recent.length - policy.limit];
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestBlocking + policy.windowSeconds * 1000 - now) / 1000)) };
}

/**
 * Sign-in failures are counted per account (by normalised email, whether or not it is registered, so that the
 * limit reveals nothing) and per client address. Recovery, sign-up and e-mailed-code requests are limited the
 * same way (each of those sends mail).
 */
export const rateLimitPolicies = {
  // Sign-in (credentials and the provider's password grant, one rule, see server/README.md "Throttling"):
  // failures per account from one client address, per client address, and per account from addresses that are not
  // the account's usual ones (an address the account signed in from within 90 days).
  signInPerAccountAddress: { limit: 5, windowSeconds: 15 * 60 },
  signInPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  signInUsualAddress: { limit: 1, windowSeconds: 90 * 24 * 60 * 60 },
  signInPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  recoveryPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  recoveryPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  signUpPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  // The stand-in provider's e-mailed codes are also how returning people sign in: a looser limit per address.
  providerCodePerAccount: { limit: 5, windowSeconds: 60 * 60 },
  providerCodePerAddress: { limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof rateLimitPolicies;

/** In-process store of event times by key. One per identity instance; pruned as it is read. */
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
    const longest = Math.max(...Object.values(this.#policies).map((policy) => policy.windowSeconds)) * 1000;
    for (const [id, times] of this.#events) {
      if (times.every((time) => time <= now - longest)) this.#events.delete(id);
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
