// `npm start`: one process, one port: the API and the built app (app/dist) with an SPA fallback.
// Database: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default .data/pglite), migrated at start
// and seeded on first start.
import { createApp } from './app.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type AppDeps, createDeps } from './deps.ts';
import { appDistDir, dataDirFromEnv, pageServingFromEnvironment, runModeFromEnv, type Tls, tlsFromEnv } from './env.ts';
import type { App } from './http/context.ts';
import { warmUp } from './http/warm-up.ts';
import { listen } from './http/listen.ts';
import { createLogger, type LogLevel } from './http/logger.ts';
import { isSeeded, seed } from './seed/seed.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import { testClockFromEnv } from './dev/test-clock.ts';
import { fileBlobStore } from './uploads/blob-store.ts';
import { closeLiveChannels } from './messages/live-channel.ts';
import { closeRenderPools } from './http/render-pool.ts';
import { type ClosableEventBus, createPgEventBus } from './events/pg-event-bus.ts';
import { resumeFeedParsers, stopFeedParsers } from './host/feed-parser.ts';

export interface StartOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  dataDir?: string;
  logLevel?: LogLevel;
  staticDir?: string;
  /**
   * HTTPS with HTTP/2 (HTTP/1.1 for clients without it): what a deployment serves browsers, whose pages' many small
   * files then share one connection (issue 35). Without it, plain HTTP/1.1.
   */
  tls?: Tls;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Listens first (a taken port fails at once with EADDRINUSE, and PORT=0 gives the real port to the app's
 * URLs), answering 503 until the database is opened, migrated and (on first start) seeded.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger({ level: options.logLevel ?? 'info' });
  const host = options.host ?? '127.0.0.1';
  let app: App | undefined;
  const starting = () =>
    new Response(JSON.stringify({ Status: 503, Message: 'Starting: the database is being prepared.', StatusMessage: 'STARTING' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
    });
  const { url, port, ...listening } = await listen({ port: options.port ?? 3000, host, tls: options.tls }, (request, env) =>
    app ? app.fetch(request, env as never) : starting(),
  );

  let handle: DatabaseHandle | undefined;
  let scheduler: Scheduler | undefined;
  let appDeps: AppDeps | undefined;
  let events: ClosableEventBus | undefined;
  try {
    handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    const applied = await migrate(handle.db);
    if (applied.length) logger.info('migrations applied', { migrations: applied });
    if (!(await isSeeded(handle.db))) {
      const started = Date.now();
      const summary = await seed(handle.db);
      logger.info('database seeded', { ...summary, ms: Date.now() - started });
    }
    // Journeys only: a movable clock (ROVE_TEST_CLOCK=1; refused in production).
    const mode = runModeFromEnv(process.env);
    const testClock = testClockFromEnv(process.env);
    if (testClock && mode === 'production') throw new Error('ROVE_TEST_CLOCK=1 needs development mode (ROVE_DEV=1).');
    const addressRateLimits = process.env.ROVE_ADDRESS_RATE_LIMITS !== 'off';
    if (!addressRateLimits && mode === 'production')
      throw new Error('ROVE_ADDRESS_RATE_LIMITS=off needs development mode (ROVE_DEV=1); it is refused in production.');
    // Several processes on one PostgreSQL: live events travel by LISTEN/NOTIFY so every process hears them.
    if (handle.kind === 'postgres' && options.databaseUrl) events = await createPgEventBus(options.databaseUrl, logger);
    const deps = createDeps({
      db: handle.db,
      events,
      now: testClock?.now,
      testClock,
      dbKind: handle.kind,
      // Uploaded photos: files under the data folder on the embedded database, rows when PostgreSQL is shared.
      blobs: handle.kind === 'pglite' && options.dataDir ? fileBlobStore(`${options.dataDir}-uploads`) : undefined,
      logger,
      config: {
        env: mode,
        publicUrl: process.env.PUBLIC_URL ?? url,
        staticDir: options.staticDir,
        addressRateLimits,
        ...(process.env.ROVE_MAX_IN_FLIGHT ? { maxInFlight: Math.max(1, Number(process.env.ROVE_MAX_IN_FLIGHT) || 512) } : {}),
        ...pageServingFromEnvironment(process.env),
      },
    });
    const ready = createApp(deps);
    // The first search through a cold app and database costs a second or two: paid here, not by the first clients.
    await warmUp(ready, deps.now());
    app = ready;
    appDeps = deps;
    scheduler = deps.scheduler;
    scheduler.start();
  } catch (error) {
    await listening.close();
    await events?.close();
    await handle?.close();
    throw error;
  }
  const db = handle;
  return {
    url,
    port,
    async close() {
      // Open live channels (server-sent events) would hold the server open: end them first; the tabs reconnect.
      if (appDeps) closeLiveChannels(appDeps);
      // A calendar being parsed would hold its request open for its whole budget: stopped, it answers 503 at once.
      await stopFeedParsers();
      await listening.close();
      await scheduler?.stop();
      // The render threads end once their renders are done (the server takes no more).
      await closeRenderPools();
      await events?.close();
      await db.close();
      // Nothing of this server parses any more: the next server in this process (a test's) may.
      resumeFeedParsers();
    },
  };
}

if (import.meta.main) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  try {
    const running = await startServer({
      port,
      host,
      databaseUrl: process.env.DATABASE_URL,
      dataDir: dataDirFromEnv(),
      staticDir: appDistDir,
      tls: tlsFromEnv(process.env),
      logLevel: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    });
    const mode = runModeFromEnv(process.env);
    console.log(
      `Rove is running at ${running.url} (API docs: ${running.url}/api/docs) in ${mode} mode` +
        (mode === 'development' ? ' (mail outbox at /dev/mail)' : ' (ROVE_DEV=1 for development conveniences)'),
    );
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      console.log(`${signal}: shutting down…`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      running.close().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      console.error(`Port ${port} on ${host} is already in use. Set PORT to another port (PORT=0 picks a free one).`);
    else console.error(error);
    process.exit(1);
  }
}
