// Seeded databases for tests and benchmarks, built once and cloned: a PGlite `dumpDataDir()` tarball cached
// on disk, or a PostgreSQL template database. The cache key covers the migrations, the seed code and the day
// (seeded dates count from today).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Client, Pool } from 'pg';
import { type SeedSize, seed } from '../seed/seed.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import type { Database } from './schema.ts';

/** A seed size, 'none', or a size times a scale ('full-x10': ten times the full seed's listings, for the 10x bench). */
export type TemplateSeed = SeedSize | 'none' | `${SeedSize}-x${number}`;

const srcDir = new URL('../', import.meta.url).pathname;
const cacheDir = new URL('../../../node_modules/.cache/rove-server/', import.meta.url).pathname;

function sourceHash(kind: TemplateSeed): string {
  const hash = createHash('sha256');
  for (const dir of ['db/migrations', 'seed', 'db', 'geocoding', 'photos', '../../contract/src']) {
    const full = join(srcDir, dir);
    for (const file of readdirSync(full).sort()) {
      if (/\.(sql|ts)$/.test(file)) hash.update(file).update(readFileSync(join(full, file)));
    }
  }
  hash.update(kind).update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

async function prepare(db: Kysely<Database>, kind: TemplateSeed) {
  await migrate(db);
  if (kind === 'none') return;
  const [size, scale] = kind.split('-x') as [SeedSize, string | undefined];
  await seed(db, { size, scale: scale === undefined ? 1 : Number(scale) });
  // A seeded database at rest: vacuumed (hint bits and visibility set once here, not by the first reads of every
  // clone; nothing left for autovacuum to do while a test or bench measures).
  await sql`vacuum analyze`.execute(db);
}

/** A fresh, migrated (and seeded) database of its own: in-memory PGlite, or a new database on DATABASE_URL. */
export async function openTemplateClone(kind: TemplateSeed, databaseUrl = process.env.DATABASE_URL): Promise<DatabaseHandle> {
  return databaseUrl ? clonePostgres(kind, databaseUrl) : clonePglite(kind);
}

async function clonePglite(kind: TemplateSeed): Promise<DatabaseHandle> {
  const file = join(cacheDir, `pglite-${kind}-${sourceHash(kind)}.tar`);
  // Read, not check-then-read: another process may replace the cache at any time.
  const cached = existsSync(file) ? tryRead(file) : undefined;
  if (cached) return openDatabase({ inMemory: true, loadDataDir: new Blob([cached]) });
  const handle = await openDatabase({ inMemory: true });
  await prepare(handle.db, kind);
  const dump = await handle.pglite!.dumpDataDir('none');
  mkdirSync(cacheDir, { recursive: true });
  // Write then rename: parallel test files may build the same template at the same time.
  const tmp = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  // Drop tarballs of older code or earlier days (a process with the same code computes the same name).
  for (const old of readdirSync(cacheDir)) {
    if (new RegExp(`^pglite-${kind}-[0-9a-f]{16}\\.tar$`).test(old) && join(cacheDir, old) !== file)
      rmSync(join(cacheDir, old), { force: true });
  }
  return handle;
}

function tryRead(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function clonePostgres(kind: TemplateSeed, databaseUrl: string): Promise<DatabaseHandle> {
  const template = `rove_tpl_${kind}_${sourceHash(kind)}`;
  const name = `rove_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    // One builder at a time; clones wait for the template to be complete.
    await admin.query('select pg_advisory_lock(7411002)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${template}"`);
      const db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new Pool({ connectionString: withDatabase(databaseUrl, template), max: 1 }) }),
      });
      try {
        await prepare(db, kind);
        // Its writes on disk now rather than by the checkpointer while a clone is measured (needs the privilege).
        await sql`checkpoint`.execute(db).catch(() => undefined);
      } catch (error) {
        await db.destroy();
        await admin.query(`drop database if exists "${template}"`);
        throw error;
      }
      await db.destroy();
    }
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.query('select pg_advisory_unlock(7411002)');
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), poolSize: 4 });
  return {
    ...handle,
    url: withDatabase(databaseUrl, name),
    async close() {
      await handle.close();
      // pool.end() resolves before every socket has closed: drop without force first, so no live client is
      // terminated by the server (its FATAL error would surface as an unhandled 'error' event), and force only
      // if something still holds the database after a few tries.
      const drop = new Client({ connectionString: databaseUrl });
      await drop.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await drop.query(`drop database if exists "${name}"${attempt >= 20 ? ' with (force)' : ''}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      } finally {
        await drop.end();
      }
    },
  };
}
