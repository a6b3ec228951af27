// API latency of the booking estimate (GET /api/rvs/{rvId}/estimate) under load: the server in a process of its own
// (bench/server-process.ts) on port 0 over the
// small seeded database (embedded, then PostgreSQL when available: bench/postgres.ts), autocannon with 50 connections
// for 10 s. Prints each figure beside its budget (bench/api-budgets.ts), then one JSON object:
// { "estimate": { rps, p50, p95, p99, requests, non2xx }, "estimatePostgres"?: {...} } (latencies in ms).
import { printBesideBudgets } from './api-budgets.ts';
import { day, load, startServerProcess } from './load.ts';
import { withPostgres } from './postgres.ts';

async function measure(databaseUrl: string | undefined) {
  const bench = await startServerProcess('small', databaseUrl);

  // Four months ahead, three nights, a delivery-free pickup with an add-on-free default estimate: the first RV that
  // search finds free for those nights and two guests, and whose estimate answers.
  const query = `dateStart=${day(120)}&dateEnd=${day(123)}&adults=2`;
  const found = await fetch(
    `${bench.origin}/api/rvs/search?Guest=2&StartDate=${day(120)}&EndDate=${day(123)}&PageSize=50&SortOrder=PriceASC`,
  );
  const candidates = ((await found.json()) as { Results: { Id: number }[] }).Results.map((r) => ({ id: r.Id }));
  let path: string | undefined;
  for (const { id } of candidates) {
    const res = await fetch(`${bench.origin}/api/rvs/${id}/estimate?${query}`);
    await res.arrayBuffer();
    if (res.status === 200) {
      path = `/api/rvs/${id}/estimate?${query}`;
      break;
    }
  }
  if (!path) throw new Error('No seeded RV answers an estimate for the bench dates.');

  const figures = await load(`${bench.origin}${path}`);
  await bench.stop();
  return figures;
}

const out: Record<string, Record<string, unknown>> = { estimate: await measure(undefined) };
const onPostgres = await withPostgres(measure);
if (onPostgres) out.estimatePostgres = onPostgres;
for (const [name, figures] of Object.entries(out)) printBesideBudgets(name, figures);
console.log(JSON.stringify(out));
