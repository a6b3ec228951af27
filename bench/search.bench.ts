// Search latency under load (GET /api/rvs/search): the server in a process of its own (bench/server-process.ts) on
// port 0 over the full seeded embedded database (PGlite), autocannon with 50 connections for 10 s on loopback; again on PostgreSQL (DATABASE_URL, else a throwaway
// cluster when PostgreSQL is installed: bench/postgres.ts). Each figure is printed beside its budget (bench/api-budgets.ts).
// Prints one JSON object: { "search": { rps, p50, p95, p99, requests, non2xx, sequentialP50, sequentialP95, cpuMsPerRequest },
// "searchPostgres"?: {...} } (ms). sequential*: one request at a time, before the load;
// cpuMsPerRequest: the server process's CPU time per sequential request, a load-independent figure;
// uncachedCpuMsPerRequest: the same for searches that all differ (none answered from the read cache).
import { printBesideBudgets } from './api-budgets.ts';
import { day, load, percentile, startServerProcess } from './load.ts';
import { withPostgres } from './postgres.ts';

// A typical search: a city, two guests, dates a month ahead, recommended order, first page.
const pathAt = (lat: number) =>
  `/api/rvs/search?SearchAddress=${encodeURIComponent('Denver, CO')}&SearchLat=${lat}&SearchLng=-104.9903&Guest=2&StartDate=${day(30)}&EndDate=${day(34)}&SortOrder=Recommended`;
const path = pathAt(39.7392);

/** The server process's CPU milliseconds per request over `count` sequential requests to `urlOf(i)`. */
async function cpuPerRequest(bench: Awaited<ReturnType<typeof startServerProcess>>, count: number, urlOf: (i: number) => string) {
  const latencies: number[] = [];
  const before = (await bench.usage()).cpu;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(urlOf(i));
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`The bench search answered ${res.status}.`);
    latencies.push(performance.now() - started);
  }
  const after = (await bench.usage()).cpu;
  latencies.sort((a, b) => a - b);
  const cpuMs = Math.round(((after.user - before.user + after.system - before.system) / 1000 / count) * 100) / 100;
  return { latencies, cpuMs };
}

async function measure(databaseUrl: string | undefined) {
  const bench = await startServerProcess('full', databaseUrl);
  const url = `${bench.origin}${path}`;
  const check = await fetch(url);
  const body = (await check.json()) as { Total?: number };
  if (check.status !== 200 || !body.Total) throw new Error(`The bench search answered ${check.status} with ${body.Total} results.`);

  // Searches that all differ (around Denver, each a little further north): the cost of the query itself. The first
  // hundred warm up the JIT and the embedded database's WebAssembly tiers (compiled on background threads whose CPU
  // time would count), the next hundred are measured.
  await cpuPerRequest(bench, 100, (i) => `${bench.origin}${pathAt(39.7392 - (i + 1) / 1000)}`);
  const uncached = await cpuPerRequest(bench, 100, (i) => `${bench.origin}${pathAt(39.7392 + (i + 1) / 1000)}`);
  // One request at a time: the latency of a typical (cached) search on an idle server, and its CPU time.
  const single = await cpuPerRequest(bench, 200, () => url);

  const underLoad = await load(url);
  const { eventLoopUtilization } = await bench.usage();
  await bench.stop();
  return {
    ...underLoad,
    serverEventLoop: Math.round(eventLoopUtilization * 100) / 100,
    sequentialP50: percentile(single.latencies, 50),
    sequentialP95: percentile(single.latencies, 95),
    cpuMsPerRequest: single.cpuMs,
    uncachedP50: percentile(uncached.latencies, 50),
    uncachedCpuMsPerRequest: uncached.cpuMs,
  };
}

const out: Record<string, Record<string, unknown>> = { search: await measure(undefined) };
const onPostgres = await withPostgres(measure);
if (onPostgres) out.searchPostgres = onPostgres;
for (const [name, figures] of Object.entries(out)) printBesideBudgets(name, figures);
console.log(JSON.stringify(out));
