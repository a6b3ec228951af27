// Issue 22: search and the anonymous estimate are cached by normalized request (listings/read-cache.ts), and a cached
// answer is never served once a change to what it read is committed (migration 1100's change rows).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@rove/contract';
import { createReadCache } from '../src/listings/read-cache.ts';
import { addDays, todayUtc } from '../src/pricing/calendar.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

const today = () => todayUtc(t.deps.now());
const searchPath = () =>
  `/api/rvs/search?${new URLSearchParams({ StartDate: addDays(today(), 40), EndDate: addDays(today(), 43), Guest: '1', SortOrder: 'PriceASC' })}`;
async function search(): Promise<SearchResponse> {
  const res = await t.json<SearchResponse>(searchPath());
  expect(res.status).toBe(200);
  return res.body;
}

describe('cached search answers follow the data', () => {
  it('a price change, a calendar price and a blocked range show at once', async () => {
    const first = (await search()).Results[0];
    expect((await search()).Results[0]).toEqual(first);

    await t.db.updateTable('listings').set({ cleaning_fee: sql`cleaning_fee + 10` }).where('id', '=', first.Id).execute();
    const dearer = (await search()).Results.find((r) => r.Id === first.Id);
    expect(dearer?.TripTotal?.Amount).toBeGreaterThan(first.TripTotal?.Amount ?? Number.POSITIVE_INFINITY);

    await t.db
      .insertInto('calendar_days')
      .values({ listing_id: first.Id, day: addDays(today(), 41), nightly_price: 9999 })
      .execute();
    const calendared = (await search()).Results.find((r) => r.Id === first.Id);
    expect(calendared?.TripTotal?.Amount).toBeGreaterThan(dearer?.TripTotal?.Amount ?? Number.POSITIVE_INFINITY);

    await t.db
      .insertInto('availability_blocks')
      .values({ listing_id: first.Id, during: `[${addDays(today(), 40)},${addDays(today(), 42)})`, kind: 'blocked' })
      .execute();
    expect((await search()).Results.some((r) => r.Id === first.Id)).toBe(false);
  });

  it('the anonymous estimate changes with the RV cleaning fee', async () => {
    const listing = await t.db
      .selectFrom('listings')
      .select('id')
      .where('status', '=', 'published')
      .where('minimum_nights', '<=', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Three nights the seeded calendar leaves free (its bookings and blocks move with the seed and the day).
    let path = '';
    let before: Awaited<ReturnType<typeof t.json<{ RenterTotal: number }>>> | undefined;
    for (let start = 90; start < 400 && before?.status !== 200; start += 7) {
      path = `/api/rvs/${listing.id}/estimate?dateStart=${addDays(today(), start)}&dateEnd=${addDays(today(), start + 3)}&adults=1`;
      before = await t.json<{ RenterTotal: number }>(path);
    }
    if (!before) throw new Error('no estimate asked');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect((await t.json<{ RenterTotal: number }>(path)).body).toEqual(before.body);
    await t.db.updateTable('listings').set({ cleaning_fee: sql`cleaning_fee + 25` }).where('id', '=', listing.id).execute();
    const after = await t.json<{ RenterTotal: number }>(path);
    expect(after.body.RenterTotal).toBeGreaterThan(before.body.RenterTotal);
  });
});

describe('the read cache', () => {
  it('serves a stored answer until a change is committed, and never an answer older than its version', async () => {
    const cache = createReadCache(t.db);
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('k', compute)).toBe('answer 1');
    expect(await cache.get('k', compute)).toBe('answer 1');
    await t.db.updateTable('users').set({ is_superhost: sql`is_superhost` }).where('id', '=', -1).execute();
    expect(await cache.get('k', compute)).toBe('answer 2');
    // A change committed while an answer is computed: that answer is stored under the older version, so the next
    // request (which sees the change) computes again.
    expect(
      await cache.get('k2', async () => {
        await t.db.updateTable('listings').set({ name: sql`name` }).where('id', '=', -1).execute();
        return compute();
      }),
    ).toBe('answer 3');
    expect(await cache.get('k2', compute)).toBe('answer 4');
    expect(await cache.get('k2', compute)).toBe('answer 4');
    // Null answers (errors) are not stored.
    expect(await cache.get('k3', async () => null)).toBeNull();
    expect(await cache.get('k3', compute)).toBe('answer 5');
  });

  it('folds the change rows into one number on a miss, without changing the version', async () => {
    await sql`insert into read_cache_changes select from generate_series(1, 1500)`.execute(t.db);
    const cache = createReadCache(t.db);
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('p', compute)).toBe('answer 1');
    const left = await sql<{ n: number }>`select count(*)::int as n from read_cache_changes`.execute(t.db);
    expect(left.rows[0].n).toBe(0);
    const base = await sql<{ n: number }>`select changes::int as n from read_cache_base`.execute(t.db);
    expect(base.rows[0].n).toBeGreaterThanOrEqual(1500);
    expect(await cache.get('p', compute)).toBe('answer 1');
    await t.db.updateTable('listings').set({ name: sql`name` }).where('id', '=', -1).execute();
    expect(await cache.get('p', compute)).toBe('answer 2');
  });

  it('keeps its answers through writes search does not read (a sign-in)', async () => {
    const cache = createReadCache(t.db);
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('s', compute)).toBe('answer 1');
    await t.db.updateTable('users').set({ last_login: new Date() }).where('id', '=', 1).execute();
    expect(await cache.get('s', compute)).toBe('answer 1');
    await t.db.updateTable('users').set({ is_superhost: sql`is_superhost` }).where('id', '=', 1).execute();
    expect(await cache.get('s', compute)).toBe('answer 2');
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = createReadCache(t.db, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a recomputed')).toBe('a');
    expect(await cache.get('b', async () => 'b recomputed')).toBe('b recomputed');
  });

  it('computes a missing answer once for requests that ask at the same time, and shares no failure', async () => {
    const cache = createReadCache(t.db);
    let computed = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => (release = done));
    const slow = async () => {
      computed++;
      await gate;
      return `answer ${computed}`;
    };
    const together = Promise.all(Array.from({ length: 20 }, () => cache.get('same', slow)));
    await new Promise((done) => setTimeout(done, 10));
    release();
    expect(new Set(await together)).toEqual(new Set(['answer 1']));
    expect(computed).toBe(1);

    // A failure (an error in the first requester's language) is its own: the others compute theirs.
    let attempts = 0;
    let fail: (error: Error) => void = () => {};
    const first = cache.get('fails', () => {
      attempts++;
      return new Promise<string>((_, reject) => (fail = reject));
    });
    const second = cache.get('fails', async () => {
      attempts++;
      return 'computed by the second';
    });
    await vi.waitFor(() => expect(attempts).toBe(1));
    fail(new Error('first requester only'));
    await expect(first).rejects.toThrow('first requester only');
    expect(await second).toBe('computed by the second');
    expect(attempts).toBe(2);
  });

  it('never serves an answer older than a change committed before the request, while other reads are in flight', async () => {
    const cache = createReadCache(t.db);
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache.get('v', compute)).toBe('answer 1');
    // Requests in flight (on PostgreSQL their version read started before the change below)...
    const earlier = Array.from({ length: 10 }, () => cache.get('v', compute));
    await t.db.updateTable('listings').set({ name: sql`name` }).where('id', '=', -1).execute();
    // ...are never what a request arriving after the commit is given.
    expect(await cache.get('v', compute)).not.toBe('answer 1');
    await Promise.all(earlier);
  });
});
