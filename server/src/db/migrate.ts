import { readdir, readFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);
const migrationName = /^\d{4}_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Every NNNN_name.sql file in migrations/, in filename order. */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((f) => migrationName.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 4),
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(new URL(file, migrationsDir), 'utf8'),
    })),
  );
}

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. Returns their names. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const migrations = await loadMigrations();
  // Two processes starting on one PostgreSQL must not both migrate: a session lock, so one pinned connection.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(7411001)`.execute(conn);
    try {
      const done = new Set((await conn.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version));
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await conn.transaction().execute(async (trx) => {
          await sql.raw(migration.sql).execute(trx);
          await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute();
        });
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(7411001)`.execute(conn);
    }
  });
}
