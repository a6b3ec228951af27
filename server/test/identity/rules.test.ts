import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../../src/identity/permissions.ts';
import { pageLocale } from '../../src/identity/oidc/provider.ts';
import { decideGrowingDelay, decideRateLimit, growingDelaySeconds, RateLimiter, rateLimitPolicies } from '../../src/identity/rate-limit.ts';
import { authUserFromRow, isOwnerAccount, rolesFor } from '../../src/identity/roles.ts';

describe('roles (spec 000 section 6)', () => {
  it.each([
    // "A user with the IsOwner flag or UserType Owner" is an owner; "a user may be both renter and owner".
    [{ isOwner: false, userType: 'Renter', isAdministrator: false }, ['renter']],
    [{ isOwner: true, userType: 'Renter', isAdministrator: false }, ['renter', 'owner']],
    [{ isOwner: false, userType: 'Owner', isAdministrator: false }, ['renter', 'owner']],
    [{ isOwner: false, userType: 'Administrator', isAdministrator: true }, ['renter', 'administrator']],
    [{ isOwner: true, userType: 'Administrator', isAdministrator: true }, ['renter', 'owner', 'administrator']],
  ])('%o has roles %o', (facts, expected) => {
    expect(rolesFor(facts)).toEqual(expected);
  });

  it('reads the owner flag from IsOwner or UserType Owner', () => {
    expect(isOwnerAccount({ isOwner: false, userType: 'Owner' })).toBe(true);
    expect(isOwnerAccount({ isOwner: false, userType: 'Renter' })).toBe(false);
    expect(authUserFromRow({ id: 7, email: 'a@b.test', is_owner: false, user_type: 'Owner' })).toEqual({
      id: 7,
      email: 'a@b.test',
      isOwner: true,
      roles: ['renter', 'owner'],
    });
  });
});

describe('permissions', () => {
  it('gives owners more than renters and administrators the admin permissions', () => {
    const renter = permissionsFor(['renter']);
    const owner = permissionsFor(['renter', 'owner']);
    expect(renter).toContain('bookings:request');
    expect(renter).not.toContain('bookings:approve');
    expect(owner).toEqual(expect.arrayContaining([...renter, 'bookings:approve', 'rvs:manage-own']));
    expect(owner).not.toContain('admin:access');
    expect(permissionsFor(['renter', 'administrator'])).toContain('admin:access');
  });

  it('lists each permission once, sorted', () => {
    const list = permissionsFor(['renter', 'owner', 'administrator', 'renter']);
    expect(new Set(list).size).toBe(list.length);
    expect([...list].sort()).toEqual(list);
  });
});

describe('rate limiting', () => {
  const policy = { limit: 3, windowSeconds: 60 };

  it.each([
    [[], 0, { allowed: true }],
    [[1_000, 2_000], 3_000, { allowed: true }],
    [[1_000, 2_000, 3_000], 4_000, { allowed: false, retryAfterSeconds: 57 }],
    // Events older than the window no longer count.
    [[1_000, 2_000, 3_000], 61_001, { allowed: true }],
    [[0, 30_000, 40_000, 50_000], 55_000, { allowed: false, retryAfterSeconds: 35 }],
  ])('events %o at %i ms: %o', (events, now, expected) => {
    expect(decideRateLimit(events, now, policy)).toEqual(expected);
  });

  it('counts per key and name, resets, and takes the longest wait over several limits', () => {
    let now = 0;
    const limiter = new RateLimiter({
      clock: () => now,
      policies: { signInPerAccount: { limit: 2, windowSeconds: 60 }, signInPerAddress: { limit: 3, windowSeconds: 600 } },
    });
    for (const email of ['a', 'a', 'b']) {
      limiter.record('signInPerAccount', email);
      limiter.record('signInPerAddress', '10.0.0.1');
    }
    expect(limiter.check('signInPerAccount', 'a').allowed).toBe(false);
    expect(limiter.check('signInPerAccount', 'b').allowed).toBe(true);
    expect(
      limiter.checkAll([
        ['signInPerAccount', 'b'],
        ['signInPerAddress', '10.0.0.1'],
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 600 });
    now = 61_000;
    expect(limiter.check('signInPerAccount', 'a').allowed).toBe(true);
    limiter.reset('signInPerAddress', '10.0.0.1');
    expect(limiter.check('signInPerAddress', '10.0.0.1').allowed).toBe(true);
  });
});

describe('growing delays of failed sign-ins (server/README.md "Throttling")', () => {
  const policy = rateLimitPolicies.signInPerAccountAddress;
  const second = 1000;
  const day = 24 * 60 * 60 * second;
  // n failures one second apart, the last at `last`.
  const failures = (n: number, last = 100 * day) => Array.from({ length: n }, (_, i) => last - (n - 1 - i) * second);

  it('the first 5 failures per account and address cost nothing', () => {
    expect(policy.limit).toBe(5);
    for (let n = 0; n < 5; n++) expect(decideGrowingDelay(failures(n), 100 * day, policy)).toEqual({ allowed: true });
  });

  it('after the 5th failure the next attempt waits 5 seconds after it', () => {
    const last = 100 * day;
    expect(decideGrowingDelay(failures(5, last), last, policy)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(decideGrowingDelay(failures(5, last), last + 4 * second, policy)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decideGrowingDelay(failures(5, last), last + 5 * second, policy)).toEqual({ allowed: true });
  });

  it('each further failure doubles the wait', () => {
    expect([5, 6, 7, 8, 9].map((n) => growingDelaySeconds(n, policy))).toEqual([5, 10, 20, 40, 80]);
    expect(decideGrowingDelay(failures(7), 100 * day, policy)).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('the wait never exceeds 15 minutes, however many failures', () => {
    expect(growingDelaySeconds(13, policy)).toBe(15 * 60); // 5 × 2^8 = 1280 s, capped
    expect(growingDelaySeconds(10_000, policy)).toBe(15 * 60);
    expect(decideGrowingDelay(failures(200), 100 * day, policy)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
  });

  it('Retry-After states the remaining wait, rounded up to the second', () => {
    const last = 100 * day;
    expect(decideGrowingDelay(failures(7, last), last + 12_300, policy)).toEqual({ allowed: false, retryAfterSeconds: 8 });
  });

  it('failures are remembered for a day, then forgotten', () => {
    const last = 100 * day;
    expect(decideGrowingDelay(failures(9, last), last + day - second, policy).allowed).toBe(true); // 80 s long past
    // Nine failures a day ago no longer count: a tenth now is free, not a 160-second wait.
    const old = failures(9, last);
    expect(decideGrowingDelay([...old, last + day + 1], last + day + 2, policy)).toEqual({ allowed: true });
  });

  it('per client address, 20 failures are free, with the same growing delay after them', () => {
    const perAddress = rateLimitPolicies.signInPerAddress;
    expect(decideGrowingDelay(failures(19), 100 * day, perAddress)).toEqual({ allowed: true });
    expect(decideGrowingDelay(failures(20), 100 * day, perAddress)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(decideGrowingDelay(failures(21), 100 * day, perAddress)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('per account across addresses, the same rule as per account and address', () => {
    expect(rateLimitPolicies.signInPerAccount).toEqual(policy);
  });

  it('asking while refused is not a failure: the wait does not grow (the limiter only records failures)', () => {
    let now = 0;
    const limiter = new RateLimiter({ clock: () => now });
    for (let i = 0; i < 6; i++) limiter.record('signInPerAccountAddress', 'a|10.0.0.1');
    expect(limiter.check('signInPerAccountAddress', 'a|10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now = 9_000;
    for (let i = 0; i < 50; i++) limiter.check('signInPerAccountAddress', 'a|10.0.0.1');
    expect(limiter.check('signInPerAccountAddress', 'a|10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now = 10_000;
    expect(limiter.check('signInPerAccountAddress', 'a|10.0.0.1')).toEqual({ allowed: true });
  });

  it('decideRateLimit applies the growing delay of a policy that has one', () => {
    expect(decideRateLimit(failures(6), 100 * day, policy)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });
});

describe('rate limiter without a client address', () => {
  it('does not limit an unknown address (one shared key would block everyone)', () => {
    const limiter = new RateLimiter({ policies: { signInPerAddress: { limit: 1, windowSeconds: 60 } } });
    limiter.record('signInPerAddress', undefined);
    limiter.record('signInPerAddress', undefined);
    expect(limiter.check('signInPerAddress', undefined)).toEqual({ allowed: true });
    expect(limiter.size).toBe(0);
  });
});

describe('rate limiter memory', () => {
  it('forgets keys whose events have all left the window once many keys are held', () => {
    let now = 0;
    const limiter = new RateLimiter({ clock: () => now });
    for (let i = 0; i < 10_000; i++) limiter.record('signInPerAccount', `spray-${i}@example.test`);
    expect(limiter.size).toBe(10_000);
    now = 25 * 60 * 60 * 1000; // past the day sign-in failures are remembered
    limiter.record('signInPerAccount', 'fresh@example.test');
    expect(limiter.size).toBe(1);
  });
});

describe("the provider pages' language", () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA en', 'fr'],
    ['FR', 'fr'],
    ['en', 'en'],
    ['en-US fr', 'en'],
    ['french', 'en'],
    [undefined, 'en'],
    [['fr'], 'en'],
  ])('%o gives %s', (value, expected) => {
    expect(pageLocale(value)).toBe(expected);
  });
});
