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

/** An answer's body: text, or its UTF-8 bytes (encoded once, not at every response). */
export type CachedBody = string | Uint8Array;

export interface ReadCache {
  /**
   * The cached body for `key` at the data's current version, else `compute(version)`'s (stored unless null). The
   * computation is given the version it is stored under: what it derives from the data alone may be kept under it.
   */
  get(key: string, compute: (version: number) => Promise<CachedBody | null>): Promise<CachedBody | null>;
  /** The data's version now: what else is kept for visitors (pages' HTML, http/page-cache.ts) is kept under it too. */
  version(): Promise<number>;
  /** Entries held now (tests). */
  readonly size: number;
}

/** Change rows kept before a reader folds them into read_cache_base. */
const pruneAbove = 1000;

/** A bounded cache (least recently used out) over one database. */
export function createReadCache(db: Kysely<Database>, maxEntries = 2000): ReadCache {
  const entries = new Map<string, { version: number; body: CachedBody }>();
  const computing = new Map<string, { version: number; body: Promise<CachedBody | null> }>();
  // Embedded: the count of change notifications, kept in step at each commit (db/change-version.ts). PostgreSQL:
  // the change rows plus those pruned (one query, one snapshot). Either only grows: a different number, newer data.
  let prunedAt: number | undefined;
  type Version = { version: number; pending: number };
  const readVersion = async (): Promise<Version> => {
    const { base, rows } = (
      await sql<{ base: number; rows: number }>`select b.changes::int8 as base, (select count(*) from read_cache_changes)::int8 as rows
        from read_cache_base b where b.id = 1`.execute(db)
    ).rows[0];
    return { version: Number(base) + Number(rows), pending: Number(rows) };
  };
  // PostgreSQL: requests share version reads, but only one that starts after they arrived.
  const sharedVersion = sharedFreshReads(readVersion);
  const version = async (): Promise<Version> => {
    const embedded = embeddedChangeCount(db);
    if (embedded !== undefined) return { version: embedded, pending: prunedAt === undefined ? pruneAbove : embedded - prunedAt };
    return sharedVersion();
  };
  // The change rows folded into read_cache_base in one statement: the version stays the same, the table small.
  // Concurrent pruners take disjoint rows (skip locked); readers see the statement whole or not at all.
  const prune = async () => {
    await sql`with gone as (
        delete from read_cache_changes where id in (select id from read_cache_changes order by id limit 10000 for update skip locked)
        returning 1)
      update read_cache_base set changes = changes + (select count(*) from gone) where id = 1`.execute(db);
    prunedAt = embeddedChangeCount(db);
  };
  return {
    get size() {
      return entries.size;
    },
    async version() {
      return (await version()).version;
    },
    async get(key, compute) {
      const { version: current, pending } = await version();
      const hit = entries.get(key);
      if (hit && hit.version === current) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      // One computation per key and version: requests that miss while it runs wait for it (200 clients asking the
      // same search at once compute it once, not 200 times in the embedded database's one queue).
      // A failed computation is not shared: its error speaks the first requester's language; each computes its own.
      const running = computing.get(key);
      if (running && running.version === current) {
        const shared = await running.body.catch(() => undefined);
        if (shared !== undefined) return shared;
      }
      const body = (async () => {
        // Housekeeping on a miss, never on the hot path.
        if (pending >= pruneAbove) await prune();
        const computed = await compute(current);
        if (computed !== null) {
          entries.delete(key);
          entries.set(key, { version: current, body: computed });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return computed;
      })();
      computing.set(key, { version: current, body });
      try {
        return await body;
      } finally {
        if (computing.get(key)?.body === body) computing.delete(key);
      }
    },
  };
}

/**
 * Reads shared by callers, but only a read that starts after a caller arrived is given to it (its snapshot then holds
 * every commit the caller could have seen). While a read runs, newcomers wait for the next one, which then serves
 * them all: at most one read in flight, instead of one per caller.
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = undefined;
    };
    current.then(done, done);
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    queued = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
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
