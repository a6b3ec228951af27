// Writes that race: the retry helper (db/transaction.ts) runs a transaction again after a deadlock or a serialization
// failure, bounded and with jitter, and never retries anything else. On PostgreSQL a real deadlock (two transactions
// locking two rows in opposite orders) is met and both transactions end committed; a race lost more times than the
// helper retries answers 503 BUSY with Retry-After, never 500.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, isRetryableConflict, retryConflicts, retryDelayMs } from '../../src/db/transaction.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

const conflict = (code: string) => Object.assign(new Error(`code ${code}`), { code });

describe('the retry rule', () => {
  it('retries deadlocks (40P01) and serialization failures (40001) only', () => {
    expect(isRetryableConflict(conflict('40P01'))).toBe(true);
    expect(isRetryableConflict(conflict('40001'))).toBe(true);
    expect(isRetryableConflict(conflict('23P01'))).toBe(false);
    expect(isRetryableConflict(new Error('deadlock detected'))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });

  it('waits a random time under a ceiling that doubles from 20 ms up to 500 ms', () => {
    expect(retryDelayMs(1, 0.999)).toBe(19);
    expect(retryDelayMs(2, 0.999)).toBe(39);
    expect(retryDelayMs(3, 0.5)).toBe(40);
    expect(retryDelayMs(10, 0.999)).toBe(499);
    expect(retryDelayMs(4, 0)).toBe(0);
  });

  it('runs the work again after a conflict, at most `attempts` times, and rethrows the last conflict', async () => {
    let runs = 0;
    const retried: number[] = [];
    const answer = await retryConflicts(
      async () => {
        runs += 1;
        if (runs < 3) throw conflict('40P01');
        return 'saved';
      },
      { random: () => 0, onRetry: (attempt) => retried.push(attempt) },
    );
    expect(answer).toBe('saved');
    expect(retried).toEqual([1, 2]);
    runs = 0;
    await expect(
      retryConflicts(
        async () => {
          runs += 1;
          throw conflict('40001');
        },
        { attempts: 4, random: () => 0 },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(4);
  });

  it('never retries another error (a refusal runs once)', async () => {
    let runs = 0;
    await expect(
      retryConflicts(async () => {
        runs += 1;
        throw conflict('23P01');
      }),
    ).rejects.toMatchObject({ code: '23P01' });
    expect(runs).toBe(1);
  });
});

describe('transactions that meet a deadlock', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ seed: 'none' });
  });
  afterAll(() => t?.close());

  it.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL: two transactions locking in opposite orders both commit', async () => {
    await sql`create table deadlock_probe (id int primary key, n int not null)`.execute(t.db);
    await sql`insert into deadlock_probe values (1, 0), (2, 0)`.execute(t.db);
    // Both hold their first row before either asks for its second: PostgreSQL must abort one of them (40P01).
    let holding = 0;
    let release: () => void = () => {};
    const bothHolding = new Promise<void>((resolve) => (release = resolve));
    const attempts = [0, 0];
    const run = (index: number, first: number, second: number) =>
      inTransaction(
        t.db,
        async (trx) => {
          attempts[index] += 1;
          await sql`update deadlock_probe set n = n + 1 where id = ${first}`.execute(trx);
          if (attempts[index] === 1) {
            holding += 1;
            if (holding === 2) release();
            await bothHolding;
          }
          await sql`update deadlock_probe set n = n + 1 where id = ${second}`.execute(trx);
        },
        { random: () => 0.5 },
      );
    await Promise.all([run(0, 1, 2), run(1, 2, 1)]);
    // One of them lost the deadlock once and ran again; both committed exactly once.
    expect(attempts.reduce((a, b) => a + b)).toBe(3);
    const rows = await sql<{ id: number; n: number }>`select id, n from deadlock_probe order by id`.execute(t.db);
    expect(rows.rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('a conflict that outlasts the retries answers 503 BUSY with Retry-After, in the request’s language', async () => {
    t.app.get('/test-conflict', () => {
      throw conflict('40P01');
    });
    const res = await t.json<{ StatusMessage: string; Message: string }>('/test-conflict', { headers: { 'Accept-Language': 'fr' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(res.body).toMatchObject({ StatusMessage: 'BUSY', Message: 'Trop de demandes à la fois\u00a0: réessayez dans un instant.' });
  });
});
