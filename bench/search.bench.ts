// Search latency under load (GET /api/rvs/search): the server on port 0 over the full seeded embedded database
// (PGlite), autocannon with 50 connections for 10 s on loopback; again on PostgreSQL (DATABASE_URL, else a throwaway
// cluster when PostgreSQL is installed: bench/postgres.ts). Each figure is printed beside its budget (bench/api-budgets.ts).
// Prints one JSON object: { "search": { rps, p50, p95, p99, requests, non2xx, sequentialP50, sequentialP95, cpuMsPerRequest },
// "searchPostgres"?: {...} } (ms). sequential*: one request at a time, before the load;
// cpuMsPerRequest: process CPU time per sequential request (client included), a load-independent figure.
import { printBesideBudgets } from './api-budgets.ts';
import { day, load, percentile, startBenchServer } from './load.ts';
import { withPostgres } from './postgres.ts';

// A typical search: a city, two guests, dates a month ahead, recommended order, first page.
const path = `/api/rvs/search?SearchAddress=${encodeURIComponent('Denver, CO')}&SearchLat=39.7392&SearchLng=-104.9903&Guest=2&StartDate=${day(30)}&EndDate=${day(34)}&SortOrder=Recommended`;

async function measure(databaseUrl: string | undefined) {
  const bench = await startBenchServer('full', databaseUrl);
  const url = `${bench.origin}${path}`;
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

  const underLoad = await load(url);
  await bench.stop();
  return { ...underLoad, sequentialP50: percentile(single, 50), sequentialP95: percentile(single, 95), cpuMsPerRequest };
}

const out: Record<string, Record<string, unknown>> = { search: await measure(undefined) };
const onPostgres = await withPostgres(measure);
if (onPostgres) out.searchPostgres = onPostgres;
for (const [name, figures] of Object.entries(out)) printBesideBudgets(name, figures);
console.log(JSON.stringify(out));
