// A query the database refuses is one failed answer, not a dead database: on the embedded database a prepared
// statement that failed (db/database.ts queryPrepared) closed the pool's one shared connection, and every query after
// it, prepared or not, failed ("Connection terminated unexpectedly", then the protocol out of step) until a restart.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryPrepared } from '../../src/db/database.ts';

describe('a prepared query the embedded database refuses', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ inMemory: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("rejects with the database's own error, and the next queries are answered", async () => {
    const divide = (by: number) => sql<{ q: number }>`select 10 / ${by}::int as q`.compile(handle.db);
    expect(await queryPrepared(handle.db, divide(2))).toEqual([{ q: 5 }]);
    await expect(queryPrepared(handle.db, divide(0))).rejects.toThrow('division by zero');
    // The same statement, another prepared one and a plain query, in turn and at once.
    expect(await queryPrepared(handle.db, divide(5))).toEqual([{ q: 2 }]);
    expect(await queryPrepared(handle.db, sql<{ n: number }>`select ${3}::int + 1 as n`.compile(handle.db))).toEqual([{ n: 4 }]);
    expect((await sql<{ d: number }>`select 7 as d`.execute(handle.db)).rows).toEqual([{ d: 7 }]);
    const together = await Promise.allSettled([divide(0), divide(1), divide(0), divide(10)].map((q) => queryPrepared(handle.db, q)));
    expect(together.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual(['refused', [{ q: 10 }], 'refused', [{ q: 1 }]]);
  });
});
