// What the API benches share: the app on port 0 over a cloned seeded database, autocannon under load, percentiles.
// Server modules are loaded by URL: the bench project does not compile the server's sources.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/** The Accept-Encoding Chromium sends with every request (its navigations, scripts and fetches alike). */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: {
      setupRequest?: (request: { path: string }) => { path: string };
      onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
    }[];
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const server = (path: string) => import(new URL(`../server/src/${path}`, import.meta.url).href);

export interface BenchServer {
  origin: string;
  // The cloned database handle (Kysely `db`, `close`), typed loosely: the server's types are not compiled here.
  // oxlint-disable-next-line typescript/no-explicit-any
  handle: { db: any; close(): Promise<void> };
  stop(): Promise<void>;
}

/** The API over a clone of the 'small' or 'full' seeded template (PGlite, or PostgreSQL with a URL), on a free port. */
export async function startBenchServer(seed: 'small' | 'full', databaseUrl?: string): Promise<BenchServer> {
  const { openTemplateClone } = await server('db/template.ts');
  const { createDeps } = await server('deps.ts');
  const { createApp } = await server('app.ts');
  const { createLogger } = await server('http/logger.ts');
  const { serve } = await import('@hono/node-server');
  const handle = await openTemplateClone(seed, databaseUrl);
  const app = createApp(createDeps({ db: handle.db, logger: createLogger({ level: 'error' }), config: { env: 'production' } }));
  const httpServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('listening', resolve);
    httpServer.once('error', reject);
  });
  return {
    origin: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    handle,
    async stop() {
      await new Promise((resolve) => httpServer.close(resolve));
      await handle.close();
    },
  };
}

/** The p-th percentile of sorted latencies, to 2 decimals. */
export function percentile(sorted: readonly number[], p: number): number | null {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100 : null;
}

/** A seeded template (server/src/db/template.ts): 'small', 'full', or 'full-x10' (ten times the full seed's listings). */
export type BenchSeed = 'small' | 'full' | `${'small' | 'full'}-x${number}`;

/** A server process's CPU time (µs) by thread: the main thread's and its page render threads' together. */
export interface ThreadsCpu {
  main: NodeJS.CpuUsage;
  render: NodeJS.CpuUsage;
}

export interface ServerProcess {
  origin: string;
  /**
   * The server process's CPU time (µs) so far, the main thread's and the render threads' within it, and its event
   * loop's utilisation since the last call (0 to 1).
   */
  usage(): Promise<{ cpu: NodeJS.CpuUsage; threads: ThreadsCpu; eventLoopUtilization: number }>;
  /** With BENCH_SERVER_PROFILE and `profileWindows`: starts a CPU profile; the function returned writes it as <name>.cpuprofile. */
  profile(name: string): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

/**
 * The API over a clone of a seeded template in a process of its own (bench/server-process.ts), as deployed: the
 * load generator's work does not share the server's event loop. `env` adds variables (e.g. ROVE_MAX_IN_FLIGHT).
 */
export async function startServerProcess(
  seed: BenchSeed,
  databaseUrl?: string,
  env: Record<string, string> = {},
  options: { profileWindows?: boolean } = {},
): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  const child = fork(new URL('./server-process.ts', import.meta.url).pathname, [seed], {
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // BENCH_SERVER_PROFILE=dir: a CPU profile of the server process, written there when it stops; with
    // `profileWindows`, profiles of chosen windows instead (`ServerProcess.profile`: the distinct searches alone).
    // As `npm start` runs it (a 32 MB young generation: fewer scavenges of the many short-lived request objects;
    // measured 1,974 and 2,312 req/s against 1,665 and 1,371 at 200 connections). BENCH_SERVER_ARGS: more options.
    execArgv: [
      '--max-semi-space-size=32',
      ...(profileDir && !options.profileWindows ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean),
    ],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as T);
      };
      const onExit = (code: number | null) => reject(new Error(`The bench server exited (${code}) before answering.`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { origin } = await next<{ origin: string }>('origin');
  return {
    origin,
    usage() {
      const answer = next<{ cpu: NodeJS.CpuUsage; threads: ThreadsCpu; eventLoopUtilization: number }>('cpu');
      child.send('cpu');
      return answer;
    },
    async profile(name) {
      if (!profileDir || !options.profileWindows) return async () => {};
      const started = next<{ profiling: boolean }>('profiling');
      child.send({ profile: 'start' });
      await started;
      return async () => {
        const written = next<{ profiled: string }>('profiled');
        child.send({ profile: 'stop', file: join(profileDir, `${name}.cpuprofile`) });
        console.error(`bench: CPU profile of the server written to ${(await written).profiled}`);
      };
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

/** The machine's 1-minute load average, to 1 decimal: the API figures depend on what else runs. */
export const machineLoad = () => Math.round(loadavg()[0] * 10) / 10;

/** Distinct requests: `next()` gives each request's path on `origin`. */
export interface LoadTarget {
  origin: string;
  next: () => string;
}

/**
 * `connections` connections (default 50) on one URL (or a new path for each request: a LoadTarget) for `seconds` (default BENCH_DURATION, 10): throughput,
 * latency percentiles in ms, answers other than 2xx, and errors (refused or reset connections, and client
 * time-outs after 10 s, which autocannon counts apart from answers). With `shedding`, the answers that tell the
 * client to come back (503 with Retry-After, a server shedding load) are counted apart (`shed503`, their p99), the
 * 2xx answers' own rate and p99 given (`okRps`, `p99Ok`), and `failures` counts every other answer than 2xx, every
 * error and every time-out.
 */
export async function load(target: string | LoadTarget, connections = 50, seconds = duration, { shedding = false } = {}) {
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  const shedLatencies: number[] = [];
  let shedWithoutRetryAfter = 0;
  const { origin, next } = typeof target === 'string' ? { origin: target, next: undefined } : target;
  const url = next ? `${origin}${next()}` : origin;
  const onResponse = (status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
    if (status === 503 && !headers['retry-after']) shedWithoutRetryAfter++;
  };
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        // As a browser asks: answers compressed (the server's compression is part of the cost measured).
        headers: { 'accept-encoding': browserAcceptEncoding },
        // Every request a new path (a distinct search or estimate), never the read cache's answer.
        ...(next || shedding
          ? {
              requests: [
                {
                  ...(next ? { setupRequest: (request: { path: string }) => ({ ...request, path: next() }) } : {}),
                  ...(shedding ? { onResponse } : {}),
                },
              ],
            }
          : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status >= 200 && status < 300) okLatencies.push(ms);
      else if (status === 503) shedLatencies.push(ms);
    });
  });
  latencies.sort((a, b) => a - b);
  const overloaded = result.statusCodeStats['503']?.count ?? 0;
  const shed = shedding
    ? (() => {
        okLatencies.sort((a, b) => a - b);
        shedLatencies.sort((a, b) => a - b);
        const shed503 = overloaded - shedWithoutRetryAfter;
        return {
          okRequests: okLatencies.length,
          okRps: Math.round(okLatencies.length / seconds),
          p99Ok: percentile(okLatencies, 99),
          shed503,
          shedShare: result.requests.total ? Math.round((shed503 / result.requests.total) * 1000) / 1000 : 0,
          p99Shed: percentile(shedLatencies, 99),
          // autocannon counts a time-out among its errors too.
          failures: result.non2xx - shed503 + result.errors,
        };
      })()
    : {};
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors,
    ...(overloaded ? { overloaded503: overloaded } : {}),
    errors: result.errors,
    timeouts: result.timeouts,
    ...shed,
    loadAverage: machineLoad(),
  };
}

/** A calendar day `offset` days from today, YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * `load` with the CPU each answer cost: the server process's CPU time plus, on PostgreSQL, the cluster's
 * (`databaseCpu`, bench/database-cpu.ts; the embedded database runs inside the server process), over the run,
 * divided by the requests answered. Milliseconds per request, to 2 decimals. With `shedding`, also `cpuMsPerOk`: the
 * same CPU divided by the 2xx answers alone (a 503 costs next to nothing, so per request would hide what a page costs;
 * the sheds' own CPU stays in it, so it is an upper bound).
 */
export async function loadWithCpu(
  bench: ServerProcess,
  target: string | LoadTarget,
  options: { connections?: number; seconds?: number; databaseCpu?: () => number; profile?: string; shedding?: boolean } = {},
) {
  const cpuNow = async () => {
    const { cpu } = await bench.usage();
    return { server: (cpu.user + cpu.system) / 1000, database: options.databaseCpu?.() ?? 0 };
  };
  const stopProfile = options.profile ? await bench.profile(options.profile) : undefined;
  const before = await cpuNow();
  const figures = await load(target, options.connections, options.seconds, { shedding: options.shedding });
  const after = await cpuNow();
  await stopProfile?.();
  const perRequest = (ms: number) => (figures.requests ? Math.round((ms / figures.requests) * 100) / 100 : null);
  const serverMs = after.server - before.server;
  const database = after.database - before.database;
  const okRequests = (figures as { okRequests?: number }).okRequests;
  return {
    ...figures,
    cpuMsPerRequest: perRequest(serverMs + database),
    ...(options.shedding ? { cpuMsPerOk: okRequests ? Math.round(((serverMs + database) / okRequests) * 100) / 100 : null } : {}),
    serverCpuMs: perRequest(serverMs),
    ...(options.databaseCpu ? { databaseCpuMs: perRequest(database) } : {}),
  };
}
