import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { createLocalEventBus, type EventBus } from './events/event-bus.ts';
import { createLogger, type Logger } from './http/logger.ts';
import { createScheduler, type Scheduler } from './jobs/scheduler.ts';
import type { TestClock } from './dev/test-clock.ts';
import { type BlobStore, databaseBlobStore } from './uploads/blob-store.ts';

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  /** The origin the app and API are reached at (e.g. http://127.0.0.1:3000): links, issuer URLs. */
  publicUrl: string;
  /** Largest accepted request body, in bytes. Bigger bodies get a 413. */
  maxBodyBytes: number;
  /** Requests answered at once before new ones get 503 with Retry-After (ROVE_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Bytes of visitors' pages kept (http/page-cache.ts; ROVE_PAGE_CACHE_MB); 0 keeps none. */
  pageCacheBytes: number;
  /** Pages rendered at once (ROVE_RENDER_CONCURRENCY); others wait their turn (http/overload.ts createRenderAdmission). */
  renderConcurrency: number;
  /** The longest a page may expect to wait for its turn to render before it gets 503 (ROVE_RENDER_MAX_WAIT_MS). */
  renderMaxWaitMs: number;
  /**
   * Threads that render pages, the API and database staying in the main one (http/render-pool.ts;
   * ROVE_RENDER_WORKERS, one per core but the main thread's when the server starts); 0 renders in the main thread
   * (tests).
   */
  renderWorkers: number;
  /** Largest accepted multipart body (file uploads), in bytes. */
  maxUploadBodyBytes: number;
  /**
   * Limits per client address (sign-up, sign-in, recovery). Journeys switch them off (ROVE_ADDRESS_RATE_LIMITS=off,
   * refused in production): every journey signs people up from 127.0.0.1. Limits per account stay on.
   */
  addressRateLimits: boolean;
  /** The built app (app/dist) to serve with an SPA fallback; none in API-only tests. */
  staticDir?: string;
  /**
   * Addresses that URLs users give (iCal feeds) may reach although they are not public (http/guarded-fetch.ts):
   * loopback in tests by default, and outside production with ROVE_FETCH_ALLOW_LOOPBACK=1 (journeys). Ignored in
   * production, where only public addresses are ever fetched.
   */
  outboundAllow?: readonly string[];
}

/** Everything a module's routes may use. Modules get the same object; add fields here when a module needs one. */
export interface AppDeps {
  db: Kysely<Database>;
  logger: Logger;
  config: AppConfig;
  /** The clock (tests may freeze it). */
  now: () => Date;
  /** Which database: PGlite is one process and one connection; PostgreSQL may be shared by several processes. */
  dbKind: 'pglite' | 'postgres';
  /** Bytes of uploaded files (files under the data folder, or the database). */
  blobs: BlobStore;
  /** Live events for connected clients (server-sent events). */
  events: EventBus;
  /** Periodic jobs; modules add theirs in `register`, `npm start` starts them. */
  scheduler: Scheduler;
  /** Journeys only (ROVE_TEST_CLOCK=1, never in production): the movable clock behind `now`. */
  testClock?: TestClock;
}

export function createDeps(base: Pick<AppDeps, 'db'> & Partial<Omit<AppDeps, 'config'>> & { config?: Partial<AppConfig> }): AppDeps {
  const logger = base.logger ?? createLogger();
  const dbKind = base.dbKind ?? 'pglite';
  return {
    db: base.db,
    logger,
    now: base.now ?? (() => new Date()),
    dbKind,
    blobs: base.blobs ?? databaseBlobStore(base.db),
    events: base.events ?? createLocalEventBus(),
    scheduler: base.scheduler ?? createScheduler({ db: base.db, dbKind, logger }),
    testClock: base.testClock,
    config: {
      env: 'development',
      publicUrl: 'http://127.0.0.1:3000',
      maxBodyBytes: 1024 * 1024,
      maxUploadBodyBytes: 20 * 1024 * 1024,
      maxInFlight: 512,
      pageCacheBytes: 64 * 1024 * 1024,
      renderConcurrency: 4,
      renderMaxWaitMs: 1000,
      renderWorkers: 0,
      addressRateLimits: true,
      ...base.config,
    },
  };
}
