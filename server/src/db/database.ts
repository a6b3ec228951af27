import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { createHash } from 'node:crypto';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { DatabaseError, Pool, types } from 'pg';
import { followEmbeddedChanges } from './change-version.ts';
import type { Database } from './schema.ts';

export interface DatabaseOptions {
  /** A real PostgreSQL (production, CI's second run). Wins over the embedded options. */
  databaseUrl?: string;
  /** PGlite data folder (default: in memory). */
  dataDir?: string;
  /** PGlite in memory, even when dataDir is given. */
  inMemory?: boolean;
  /** Start PGlite from a `dumpDataDir()` tarball (fast test start). */
  loadDataDir?: Blob | File;
  /** Pool size for a real PostgreSQL. */
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when kind is 'pglite' (dumps, direct queries). */
  pglite?: PGlite;
  /** The connection string, when kind is 'postgres' (tests that start server processes on it). */
  url?: string;
  close(): Promise<void>;
}

export const pgliteExtensions = { btree_gist, cube, earthdistance, pg_trgm };

// Same JS shapes on both backends: calendar days stay 'YYYY-MM-DD' strings (never a Date shifted by a
// time zone), bigint counts and numerics become numbers (our amounts and counts fit easily).
types.setTypeParser(1082, (value) => value);
types.setTypeParser(20, (value) => Number(value));
types.setTypeParser(1700, (value) => Number(value));

/** The pool behind each database handle's `db`, for queries run as prepared statements (`queryPrepared`). */
const pools = new WeakMap<Kysely<Database>, { pool: Pool; embedded: boolean }>();
/** Names of the statements prepared so far, by text: at most `maxPrepared` (each is one statement per connection). */
const statementNames = new Map<string, string>();
const maxPrepared = 500;

/**
 * Runs a compiled query as a named prepared statement, so the database parses and plans its text once per
 * connection and then reuses the plan (PostgreSQL switches to its generic plan after five executions when that plan
 * costs no more): for hot read queries whose text depends on the shape of a request, never on its values (search).
 * Past `maxPrepared` texts, and inside a transaction or on a handle opened elsewhere, it runs as an ordinary query:
 * the statements a connection holds stay bounded whatever the requests.
 */
export async function queryPrepared<Row>(db: Kysely<Database>, query: CompiledQuery<Row>): Promise<Row[]> {
  const held = pools.get(db);
  let name = statementNames.get(query.sql);
  if (!name && statementNames.size < maxPrepared) {
    name = `rove_${createHash('sha256').update(query.sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(query.sql, name);
  }
  if (!held || !name) return (await db.executeQuery(query)).rows;
  // A connection of the pool's, given back after a failure the database reported (the connection is as usable as
  // before, as kysely's queries leave it). pg's pool.query closed it instead: the embedded database's one connection,
  // which every client of its pool shares, then refused every query after it ("Connection terminated unexpectedly").
  // Any other failure closes a PostgreSQL connection; the embedded one has none to close.
  const client = await held.pool.connect();
  let broken: Error | undefined;
  try {
    return (await client.query({ name, text: query.sql, values: query.parameters as unknown[] })).rows as Row[];
  } catch (error) {
    if (!held.embedded && !(error instanceof DatabaseError)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * The planner's cost of a page read out of order, on every connection: 1.1 (PostgreSQL's default, 4, is a spinning
 * disk's; our hot tables live in memory). With 4, a search around a point reads the GiST index through a bitmap, so
 * every candidate of the 400 km circle, where the index's distance order can stop at the nearest matches
 * (listings/search.ts `nearestLimit`): the planner cannot tell how many the circle holds (a cube's selectivity is a
 * constant), and 4 made the bitmap look cheaper.
 */
const randomPageCost = 1.1;

/**
 * How long a PostgreSQL connection may stay idle in the pool: 5 minutes (pg's default, 10 s, closed the pool's
 * connections at every lull of traffic longer than that). A new connection starts without the statements prepared
 * on the old one (`queryPrepared`): each search shape is parsed and planned again, the first five times with
 * custom plans (about 0.5 ms each). After pauses of 10 s, the searches of the next 5 s cost 0.3 to 1 ms more CPU
 * each.
 */
const idleConnectionMs = 300_000;

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: idleConnectionMs,
      options: `-c random_page_cost=${randomPageCost}`,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, { pool, embedded: false });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.inMemory || !options.dataDir ? undefined : options.dataDir;
  // PGlite does not create missing parents: DATA_DIR may point anywhere.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  await pglite.exec(`set random_page_cost = ${randomPageCost}`);
  const pool = new Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, { pool, embedded: true });
  await followEmbeddedChanges(db, pglite);
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
