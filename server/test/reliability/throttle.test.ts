// The sign-in throttle protects without locking people out (server/README.md "Throttling": growing delays per
// account and address, per address, and per account but not at its usual addresses), and recovery answers
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

describe('growing delays', () => {
  it('hold a guesser back longer after each failure, while the usual address signs in at once', async () => {
    let clock = Date.parse('2026-03-01T12:00:00Z');
    const timed = await createTestContext({ seed: 'none', now: () => new Date(clock) });
    try {
      const user = await timed.db
        .insertInto('users')
        .values({ email, first_name: 'Ada', last_name: 'L' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await timed.db
        .insertInto('credentials')
        .values({ user_id: user.id, password_hash: await hashPassword(password) })
        .execute();
      const identity = await identityFor(timed.deps);
      const at = (address: string, pw: string) => verifyCredentials(identity, { email, password: pw, address });
      expect((await at('10.0.0.1', password)).ok).toBe(true); // the usual address
      for (let i = 0; i < 5; i++) expect(await at('10.6.6.6', `guess ${i}`)).toEqual({ ok: false, reason: 'invalid' });
      const waits: number[] = [];
      for (let i = 0; i < 4; i++) {
        const refused = await at('10.6.6.6', 'guess again');
        expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' });
        const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
        waits.push(wait);
        // Asking again while refused does not lengthen the wait.
        clock += (wait - 1) * 1000;
        expect(await at('10.6.6.6', 'impatient')).toMatchObject({ reason: 'rate-limited', retryAfterSeconds: 1 });
        clock += 1000;
        expect(await at('10.6.6.6', `guess after ${wait} s`)).toEqual({ ok: false, reason: 'invalid' });
        // Meanwhile the owner, at the usual address, is never refused.
        expect((await at('10.0.0.1', password)).ok).toBe(true);
      }
      expect(waits).toEqual([5, 10, 20, 40]);
      // A new address for the account waits as long as the account-wide count says, not forever.
      expect(await at('10.8.8.8', password)).toMatchObject({ reason: 'rate-limited', retryAfterSeconds: 80 });
      clock += 80_000;
      expect((await at('10.8.8.8', password)).ok).toBe(true);
      // A day later the guesses are forgotten.
      clock += 24 * 60 * 60 * 1000;
      expect(await at('10.6.6.6', 'new day')).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      await timed.close();
    }
  });
});

describe('a burst of guesses sent at once', () => {
  it('gets no more tries than the free ones: each attempt is counted before it is checked', async () => {
    const identity = await identityFor(ctx.deps);
    const who = `burst-${email}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verifyCredentials(identity, { email: who, password: `guess ${i}`, address: '10.5.5.5' })),
    );
    const tried = answers.filter((answer) => !answer.ok && answer.reason === 'invalid').length;
    // The first five counted go through, on PostgreSQL too (each attempt's count waits for the earlier ones).
    expect(tried).toBe(5);
    expect(answers.filter((answer) => !answer.ok && answer.reason === 'rate-limited')).toHaveLength(30 - tried);
    // Only the guesses that were tried count; the refused ones were taken back.
    const rows = await ctx.db
      .selectFrom('rate_limit_events')
      .select('key')
      .where('name', '=', 'signInPerAccount')
      .where('key', '=', who)
      .execute();
    expect(rows).toHaveLength(tried);
  });
});

describe('a burst of recovery requests sent at once', () => {
  it('sends no more mail than the limit allows', async () => {
    const identity = await identityFor(ctx.deps);
    const who = `burst-recovery-${email}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestRecovery(identity, { email: who, address: undefined })));
    const sent = answers.filter((answer) => answer.allowed).length;
    expect(sent).toBeGreaterThanOrEqual(3);
    expect(sent).toBeLessThanOrEqual(ctx.kind === 'pglite' ? 3 : 4);
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
    // Three tries each, alternated, compared by their medians: one slow turn of a loaded machine is not the address.
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[1] ?? Number.NaN;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time(email));
      unknown.push(await time(`nobody-${i}-${email}`));
    }
    for (const took of [...known, ...unknown]) expect(took).toBeGreaterThanOrEqual(recoveryAnswerMs - 1);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(recoveryAnswerMs / 4);
  });
});
