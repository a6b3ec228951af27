// The sign-in throttle protects without locking people out (server/README.md "Throttling"), and recovery answers
// take the same time for known and unknown addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryAnswerMs, requestRecovery, verifyCredentials } from '../../src/identity/accounts.ts';
import { createDeps } from '../../src/deps.ts';
import { identityFor } from '../../src/identity/identity.ts';
import { hashPassword } from '../../src/identity/password.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
const email = `throttle-${Date.now()}@example.test`;
const password = 'correct horse battery staple';
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
  const user = await ctx.db
    .insertInto('users')
    .values({ email, first_name: 'Ada', last_name: 'L' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('credentials')
    .values({ user_id: user.id, password_hash: await hashPassword(password) })
    .execute();
});
afterAll(() => ctx?.close());

describe('sign-in throttle', () => {
  it('refuses a guesser, but not the owner at their usual address', async () => {
    const identity = await identityFor(ctx.deps);
    const at = (address: string, pw: string) => verifyCredentials(identity, { email, password: pw, address });
    expect((await at('10.0.0.1', password)).ok).toBe(true); // the usual address
    for (let i = 0; i < 5; i++) expect(await at('10.6.6.6', `guess ${i}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await at('10.6.6.6', 'guess 6')).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(await at('10.6.6.6', password)).toMatchObject({ ok: false, reason: 'rate-limited' });
    // A guesser from a second address is held back by the account-wide count.
    expect(await at('10.7.7.7', password)).toMatchObject({ ok: false, reason: 'rate-limited' });
    // The account's usual address still signs in with the right password.
    expect((await at('10.0.0.1', password)).ok).toBe(true);
  });
});

describe('counters in the database', () => {
  it('are shared by two processes on one database (two apps here)', async () => {
    const one = await identityFor(ctx.deps);
    const other = await identityFor(createDeps({ db: ctx.db, config: { env: 'test' } }));
    const who = `shared-${email}`;
    for (let i = 0; i < 5; i++) await verifyCredentials(one, { email: who, password: 'x', address: '10.9.9.9' });
    expect(await verifyCredentials(other, { email: who, password: 'x', address: '10.9.9.9' })).toMatchObject({ reason: 'rate-limited' });
    const rows = await ctx.db.selectFrom('rate_limit_events').select('key').where('key', 'like', `shared-%`).execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });
});

describe('recovery timing', () => {
  it('takes at least the same floor for a known and an unknown address', async () => {
    const identity = await identityFor(ctx.deps);
    const time = async (address: string) => {
      const started = performance.now();
      await requestRecovery(identity, { email: address, address: undefined });
      return performance.now() - started;
    };
    const known = await time(email);
    const unknown = await time(`nobody-${email}`);
    expect(known).toBeGreaterThanOrEqual(recoveryAnswerMs - 1);
    expect(unknown).toBeGreaterThanOrEqual(recoveryAnswerMs - 1);
    expect(Math.abs(known - unknown)).toBeLessThan(recoveryAnswerMs / 2);
  });
});
