// API latency of the booking estimate (GET /api/rvs/{rvId}/estimate) under load: the server on port 0 over the
// small seeded database, autocannon with 50 connections for 10 s. Prints one JSON object:
// { "estimate": { rps, p50, p95, p99, requests, non2xx } } (latencies in ms).
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

// Server modules are loaded by URL: the bench project does not compile the server's sources.
const server = (path: string) => import(new URL(`../server/src/${path}`, import.meta.url).href);
const { openTemplateClone } = await server('db/template.ts');
const { createDeps } = await server('deps.ts');
const { createApp } = await server('app.ts');
const { createLogger } = await server('http/logger.ts');
const { serve } = await import('@hono/node-server');

const handle = await openTemplateClone('small');
const app = createApp(createDeps({ db: handle.db, logger: createLogger({ level: 'error' }), config: { env: 'production' } }));
const httpServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve, reject) => {
  httpServer.once('listening', resolve);
  httpServer.once('error', reject);
});
const origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

// Four months ahead, three nights, a delivery-free pickup with an add-on-free default estimate.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const query = `dateStart=${day(120)}&dateEnd=${day(123)}&adults=2`;
const candidates: { id: number }[] = await handle.db
  .selectFrom('listings')
  .select('id')
  .where('status', '=', 'published')
  .where('minimum_nights', '<=', 3)
  .where('sleeps', '>=', 2)
  .orderBy('id')
  .limit(50)
  .execute();
let path: string | undefined;
for (const { id } of candidates) {
  const res = await fetch(`${origin}/api/rvs/${id}/estimate?${query}`);
  await res.arrayBuffer();
  if (res.status === 200) {
    path = `/api/rvs/${id}/estimate?${query}`;
    break;
  }
}
if (!path) throw new Error('No seeded RV answers an estimate for the bench dates.');

const latencies: number[] = [];
const result = await new Promise<AutocannonResult>((resolve, reject) => {
  const instance = autocannon({ url: `${origin}${path}`, connections: 50, duration }, (error, done) =>
    error ? reject(error) : resolve(done),
  );
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
});
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] * 100) / 100 : null;

await new Promise((resolve) => httpServer.close(resolve));
await handle.close();
console.log(
  JSON.stringify({
    estimate: {
      rps: Math.round(result.requests.average),
      p50: percentile(50),
      p95: percentile(95),
      p99: percentile(99),
      requests: result.requests.total,
      non2xx: result.non2xx + result.errors,
    },
  }),
);
