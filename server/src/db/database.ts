import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';
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

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool(createPgConfig(pglite)) }) });
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
