// What the API benches share: the app on port 0 over a cloned seeded database, autocannon under load, percentiles.
// Server modules are loaded by URL: the bench project does not compile the server's sources.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface AutocannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (
  options: { url: string; connections: number; duration: number },
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

/** 50 connections on one URL for BENCH_DURATION seconds (default 10): throughput and latency percentiles in ms. */
export async function load(url: string) {
  const latencies: number[] = [];
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon({ url, connections: 50, duration }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors,
  };
}

/** A calendar day `offset` days from today, YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
