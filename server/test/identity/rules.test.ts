import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../../src/identity/permissions.ts';
import { pageLocale } from '../../src/identity/oidc/provider.ts';
import { decideRateLimit, RateLimiter } from '../../src/identity/rate-limit.ts';
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
    now = 2 * 60 * 60 * 1000;
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
