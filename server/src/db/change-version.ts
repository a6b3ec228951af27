// The version of the data the read cache follows (listings/read-cache.ts), without a query on the embedded database:
// migration 1100's triggers notify 'read_cache_changes' with every change, and PGlite delivers a notification while
// it reads the committing statement's answer, before that statement's caller resumes and before anything else runs
// on the database. So a counter bumped here is up to date whenever a request reads it. PostgreSQL has no such
// guarantee across connections and instances: there the version is read from the table.
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

const counters = new WeakMap<Kysely<Database>, { changes: number }>();

/** Counts committed changes of the embedded database behind `db`. */
export async function followEmbeddedChanges(db: Kysely<Database>, pglite: PGlite): Promise<void> {
  const counter = { changes: 0 };
  counters.set(db, counter);
  await pglite.listen('read_cache_changes', () => {
    counter.changes++;
  });
}

/** The embedded database's change count, or undefined on PostgreSQL (read the version from the table). */
export function embeddedChangeCount(db: Kysely<Database>): number | undefined {
  return counters.get(db)?.changes;
}
