// Search latency under load (GET /api/rvs/search): the server on port 0 over the full seeded embedded database
// (PGlite), autocannon with 50 connections for 10 s on loopback; again on PostgreSQL when DATABASE_URL is set.
// Prints one JSON object: { "search": { rps, p50, p95, p99, requests, non2xx, sequentialP50, sequentialP95, cpuMsPerRequest },
// "searchPostgres"?: {...} } (ms). sequential*: one request at a time, before the load;
// cpuMsPerRequest: process CPU time per sequential request (client included), a load-independent figure.
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

// A typical search: a city, two guests, dates a month ahead, recommended order, first page.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const path = `/api/rvs/search?SearchAddress=${encodeURIComponent('Denver, CO')}&SearchLat=39.7392&SearchLng=-104.9903&Guest=2&StartDate=${day(30)}&EndDate=${day(34)}&SortOrder=Recommended`;

async function measure(databaseUrl: string | undefined) {
  const handle = await openTemplateClone('full', databaseUrl);
  const app = createApp(createDeps({ db: handle.db, logger: createLogger({ level: 'error' }), config: { env: 'production' } }));
  const httpServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('listening', resolve);
    httpServer.once('error', reject);
  });
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}${path}`;
  const check = await fetch(url);
  const body = (await check.json()) as { Total?: number };
  if (check.status !== 200 || !body.Total) throw new Error(`The bench search answered ${check.status} with ${body.Total} results.`);

  // One request at a time first: the latency of a typical query on an idle server (the p95 < 20 ms budget).
  const single: number[] = [];
  // CPU time per request too (PGlite runs in this process): what the latency is on an idle machine.
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    single.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerRequest = Math.round(((cpu.user + cpu.system) / 1000 / 200) * 100) / 100;
  single.sort((a, b) => a - b);
  const at = (list: number[], p: number) =>
    list.length ? Math.round(list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] * 100) / 100 : null;

  const latencies: number[] = [];
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon({ url, connections: 50, duration }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  await new Promise((resolve) => httpServer.close(resolve));
  await handle.close();
  return {
    rps: Math.round(result.requests.average),
    p50: at(latencies, 50),
    p95: at(latencies, 95),
    p99: at(latencies, 99),
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors,
    sequentialP50: at(single, 50),
    sequentialP95: at(single, 95),
    cpuMsPerRequest,
  };
}

const out: Record<string, unknown> = { search: await measure(undefined) };
if (process.env.DATABASE_URL) out.searchPostgres = await measure(process.env.DATABASE_URL);
console.log(JSON.stringify(out));
