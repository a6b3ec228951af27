// Answers of public, read-only endpoints (search, the anonymous estimate) cached by normalized request, correct
// across writers and server instances: each answer is stored under the data's version, the number of rows of
// read_cache_changes (migration 1100: one row per statement that changes a table those endpoints read, in the
// writer's transaction; insert-only, so the count only grows and changes with every such commit). A request reads
// the version first (one cheap query; none on the embedded database, db/change-version.ts), then serves the answer stored under that version or computes it. The
// computation starts after the version was read, so what it sees is at least as new as that version: an answer is
// never older than the version it is stored under, and a commit after it moves every reader to a new version.
import { type Kysely, sql } from 'kysely';
import { embeddedChangeCount } from '../db/change-version.ts';
import type { Database } from '../db/schema.ts';

export interface ReadCache {
  /** The cached body for `key` at the data's current version, else `compute()`'s (stored unless null). */
  get(key: string, compute: () => Promise<string | null>): Promise<string | null>;
  /** Entries held now (tests). */
  readonly size: number;
}

/** A bounded cache (least recently used out) over one database. */
export function createReadCache(db: Kysely<Database>, maxEntries = 2000): ReadCache {
  const entries = new Map<string, { version: number; body: string }>();
  // Embedded: the count of change notifications, kept in step at each commit (db/change-version.ts). PostgreSQL:
  // the rows of read_cache_changes (one query). Either only grows, so a different number means newer data.
  const version = async () =>
    embeddedChangeCount(db) ?? Number((await sql<{ n: number }>`select count(*)::int as n from read_cache_changes`.execute(db)).rows[0].n);
  return {
    get size() {
      return entries.size;
    },
    async get(key, compute) {
      const current = await version();
      const hit = entries.get(key);
      if (hit && hit.version === current) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const body = await compute();
      if (body === null) return null;
      entries.delete(key);
      entries.set(key, { version: current, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return body;
    },
  };
}

const caches = new WeakMap<Kysely<Database>, ReadCache>();

/** The read cache of one database handle (one per app's `db`). */
export function readCacheOf(db: Kysely<Database>): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createReadCache(db);
    caches.set(db, cache);
  }
  return cache;
}
