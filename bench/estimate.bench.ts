// API latency of the booking estimate (GET /api/rvs/{rvId}/estimate) under load: the server on port 0 over the
// small seeded database (embedded, then PostgreSQL when available: bench/postgres.ts), autocannon with 50 connections
// for 10 s. Prints each figure beside its budget (bench/api-budgets.ts), then one JSON object:
// { "estimate": { rps, p50, p95, p99, requests, non2xx }, "estimatePostgres"?: {...} } (latencies in ms).
import { printBesideBudgets } from './api-budgets.ts';
import { day, load, startBenchServer } from './load.ts';
import { withPostgres } from './postgres.ts';

async function measure(databaseUrl: string | undefined) {
  const bench = await startBenchServer('small', databaseUrl);

  // Four months ahead, three nights, a delivery-free pickup with an add-on-free default estimate.
  const query = `dateStart=${day(120)}&dateEnd=${day(123)}&adults=2`;
  const candidates: { id: number }[] = await bench.handle.db
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
