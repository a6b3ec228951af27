// The booking estimate (GET /api/rvs/{rvId}/estimate) under load, every request a distinct RV, dates and guests
// (bench/distinct-requests.ts), so none is answered by the read cache: the server in a process of its own
// (bench/server-process.ts) on port 0 over the full seeded database, embedded then PostgreSQL (bench/postgres.ts),
// 50 connections for 20 s (BENCH_DISTINCT_DURATION). CPU per request counts the server process and, on PostgreSQL,
// the cluster's processes (bench/database-cpu.ts). Beside each, the cached figures: one URL repeated (10 s).
// Prints each figure beside its budget (bench/api-budgets.ts), then one JSON object:
// { estimate, estimateCached, estimatePostgres, estimatePostgresCached } (latencies in ms).
import { printBesideBudgets } from './api-budgets.ts';
import { postgresCpu } from './database-cpu.ts';
import { distinctEstimates } from './distinct-requests.ts';
import { load, loadWithCpu, startServerProcess } from './load.ts';
import { withPostgres } from './postgres.ts';

const distinctSeconds = Number(process.env.BENCH_DISTINCT_DURATION ?? 20);

async function measure(databaseUrl?: string) {
  const bench = await startServerProcess('full', databaseUrl, {}, { profileWindows: true });
  // BENCH_SERVER_PROFILE=dir: a CPU profile of the server during the distinct estimates alone.
  const profile = `estimate-distinct-${databaseUrl ? 'postgres' : 'embedded'}`;
  try {
    const databaseCpu = databaseUrl ? await postgresCpu(databaseUrl) : undefined;
    // The published RVs search shows (five pages of a hundred, recommended first).
    const rvIds: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const found = await fetch(`${bench.origin}/api/rvs/search?PageSize=100&Page=${page}`);
      rvIds.push(...((await found.json()) as { Results: { Id: number }[] }).Results.map((r) => r.Id));
    }
    if (rvIds.length < 100) throw new Error(`bench: search found ${rvIds.length} RVs to estimate, expected 500`);
    const estimates = distinctEstimates(rvIds, 36);
    const first = await fetch(`${bench.origin}${estimates()}`);
    if (first.status !== 200) throw new Error(`bench: the first estimate answered ${first.status}: ${await first.text()}`);
    await load({ origin: bench.origin, next: estimates }, 10, 5);
    const distinct = await loadWithCpu(
      bench,
      { origin: bench.origin, next: estimates },
      {
        seconds: distinctSeconds,
        databaseCpu,
        profile,
      },
    );
    const cached = await loadWithCpu(bench, `${bench.origin}${estimates()}`, { databaseCpu });
    return { distinct: { ...distinct, combinations: estimates.combinations }, cached };
  } finally {
    await bench.stop();
  }
}

const embedded = await measure();
const out: Record<string, Record<string, unknown>> = { estimate: embedded.distinct, estimateCached: embedded.cached };
await withPostgres(async (url) => {
  const onPostgres = await measure(url);
  out.estimatePostgres = onPostgres.distinct;
  out.estimatePostgresCached = onPostgres.cached;
});
printBesideBudgets('estimate', out.estimate, out.estimateCached);
printBesideBudgets('estimatePostgres', out.estimatePostgres, out.estimatePostgresCached);
console.log(JSON.stringify(out));
