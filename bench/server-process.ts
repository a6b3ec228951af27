// The API in a process of its own for the load benches (bench/load.ts `startServerProcess`): like a deployed server,
// its event loop is not shared with the load generator, whose own work would otherwise count in every latency.
// Argument: the seeded template ('small', 'full' or 'full-x10'); DATABASE_URL in the environment for PostgreSQL;
// BENCH_STATIC_DIR, the built app to serve its pages too (app/dist, with app/dist-ssr beside it), with the pages'
// settings of `npm start` (ROVE_PAGE_CACHE_MB, ROVE_RENDER_CONCURRENCY, ROVE_RENDER_MAX_WAIT_MS). Tells its parent
// { origin } once listening, answers 'cpu' with its CPU time (the whole process's, and by thread) and event-loop
// utilisation, and exits on 'stop'.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';

const server = (path: string) => import(new URL(`../server/src/${path}`, import.meta.url).href);
const { openTemplateClone } = await server('db/template.ts');
const { createDeps } = await server('deps.ts');
const { createApp } = await server('app.ts');
const { createLogger } = await server('http/logger.ts');
const { pageServingFromEnvironment } = await server('env.ts');
const { serve } = await import('@hono/node-server');

const seed = process.argv[2];
if (!/^(small|full)(-x\d+)?$/.test(seed ?? '')) throw new Error(`bench server: unknown seed '${seed}' (small, full or full-x10)`);
const maxInFlight = process.env.ROVE_MAX_IN_FLIGHT ? Number(process.env.ROVE_MAX_IN_FLIGHT) : undefined;
const handle = await openTemplateClone(seed, process.env.DATABASE_URL || undefined);
const deps = createDeps({
  db: handle.db,
  logger: createLogger({ level: 'error' }),
  config: {
    env: 'production',
    ...(maxInFlight ? { maxInFlight } : {}),
    ...(process.env.BENCH_STATIC_DIR ? { staticDir: process.env.BENCH_STATIC_DIR, ...pageServingFromEnvironment(process.env) } : {}),
  },
});
const { warmUp } = await server('http/warm-up.ts');
const { renderThreadsCpu } = await server('http/render-pool.ts');
const app = createApp(deps);
// As `npm start` does (server/src/main.ts): a search (and with the app, two pages) through the cold app before taking traffic.
await warmUp(app);
const httpServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve, reject) => {
  httpServer.once('listening', resolve);
  httpServer.once('error', reject);
});

let elu = performance.eventLoopUtilization();
// CPU profiles of chosen windows (bench/load.ts `profile`, BENCH_SERVER_PROFILE): the inspector's profiler.
const inspector = new Session();
process.on('message', async (message: unknown) => {
  const profile = (message as { profile?: string; file?: string } | null)?.profile;
  if (profile === 'start') {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    process.send?.({ profiling: true });
  } else if (profile === 'stop') {
    const file = (message as { file: string }).file;
    const { profile: taken } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(taken));
    process.send?.({ profiled: file });
  } else if (message === 'cpu') {
    const now = performance.eventLoopUtilization();
    const render = await renderThreadsCpu();
    process.send?.({
      cpu: process.cpuUsage(),
      // By thread: this one (the HTTP server, the API, the embedded database) and the page render threads; the
      // rest of the process's time is V8's helper threads (the garbage collector's) and libuv's.
      threads: { main: process.threadCpuUsage(), render },
      eventLoopUtilization: performance.eventLoopUtilization(now, elu).utilization,
    });
    elu = now;
  } else if (message === 'stop') {
    await new Promise((resolve) => httpServer.close(resolve));
    await handle.close();
    process.exit(0);
  }
});
process.send?.({ origin: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` });
