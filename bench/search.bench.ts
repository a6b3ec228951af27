// Search under load (GET /api/rvs/search), every request a distinct query: the server in a process of its own
// (bench/server-process.ts) on port 0, 50 connections for 20 s (BENCH_DISTINCT_DURATION) on loopback, each request a
// new search drawn from millions of combinations (bench/distinct-requests.ts: a gazetteer city, dates, guests, a
// filter, a sort, a page), so none is answered by the read cache. Run on the embedded database (PGlite, inside the
// server process), on PostgreSQL (DATABASE_URL, else a throwaway cluster: bench/postgres.ts) and on PostgreSQL with
// ten times the listings (the 'full-x10' seed). CPU per request counts the server process and, on PostgreSQL, every
// process of the cluster (bench/database-cpu.ts). Beside each, the cached figures: one URL repeated (10 s,
// BENCH_DURATION), answered from the read cache after the first request.
// Prints each figure beside its budget (bench/api-budgets.ts), then one JSON object:
// { search, searchCached, searchPostgres, searchPostgresCached, searchPostgres10x } (latencies in ms).
// BENCH_SEARCH_DATABASES=postgres measures PostgreSQL alone (1x and 10x).
import { printBesideBudgets } from './api-budgets.ts';
import { postgresCpu } from './database-cpu.ts';
import { type City, distinctSearches } from './distinct-requests.ts';
import { type BenchSeed, day, load, loadWithCpu, startServerProcess } from './load.ts';
import { withPostgres } from './postgres.ts';

const distinctSeconds = Number(process.env.BENCH_DISTINCT_DURATION ?? 20);
const { gazetteer } = await import(new URL('../server/src/geocoding/gazetteer.ts', import.meta.url).href);
// The 1,000 biggest places of the gazetteer: most have RVs within the search's 400 km, some have none.
const cities: City[] = (gazetteer() as (City & { kind: string })[])
  .filter((place) => place.kind === 'locality')
  .slice(0, 1000)
  .map(({ name, region, lat, lng }) => ({ name, region, lat, lng }));

// The cached figure's one search: a city, two guests, dates a month ahead, recommended order, first page.
const typical = `/api/rvs/search?SearchAddress=${encodeURIComponent('Denver, CO')}&SearchLat=39.7392&SearchLng=-104.9903&Guest=2&StartDate=${day(30)}&EndDate=${day(34)}&SortOrder=Recommended`;

async function measure(seed: BenchSeed, databaseUrl?: string) {
  const bench = await startServerProcess(seed, databaseUrl, {}, { profileWindows: true });
  // BENCH_SERVER_PROFILE=dir: a CPU profile of the server during the distinct searches alone.
  const profile = `search-distinct-${databaseUrl ? 'postgres' : 'embedded'}-${seed}`;
  try {
    const databaseCpu = databaseUrl ? await postgresCpu(databaseUrl) : undefined;
    const check = await fetch(`${bench.origin}${typical}`);
    const body = (await check.json()) as { Total?: number };
    if (check.status !== 200 || !body.Total)
      throw new Error(`bench: the typical search answered ${check.status} with ${body.Total} results`);
    // The same sequence of searches on every database (one seed), the first ones to warm the JIT and the
    // database's caches: they are distinct from the measured ones too (one generator).
    const searches = distinctSearches(cities, 35);
    await load({ origin: bench.origin, next: searches }, 10, 5);
    // How many cards an answer holds, on average (more listings fill more pages: part of what a denser market costs).
    let cards = 0;
    for (let i = 0; i < 100; i++)
      cards += ((await (await fetch(`${bench.origin}${searches()}`)).json()) as { Results: unknown[] }).Results.length;
    const distinct = await loadWithCpu(
      bench,
      { origin: bench.origin, next: searches },
      {
        seconds: distinctSeconds,
        databaseCpu,
        profile,
      },
    );
    const cached = await loadWithCpu(bench, `${bench.origin}${typical}`, { databaseCpu });
    return { distinct: { ...distinct, cardsPerAnswer: cards / 100, combinations: searches.combinations }, cached };
  } finally {
    await bench.stop();
  }
}

// BENCH_SEARCH_DATABASES=postgres: PostgreSQL alone (1x and 10x, for the 10x ratio); the embedded figures are then
// not measured (and reported so by bench/run.ts).
const embeddedToo = process.env.BENCH_SEARCH_DATABASES !== 'postgres';
const out: Record<string, Record<string, unknown>> = {};
if (embeddedToo) {
  const embedded = await measure('full');
  out.search = embedded.distinct;
  out.searchCached = embedded.cached;
}
await withPostgres(async (url) => {
  const once = await measure('full', url);
  out.searchPostgres = once.distinct;
  out.searchPostgresCached = once.cached;
  const tenfold = await measure('full-x10', url);
  const ratio = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' && b > 0 ? Math.round((a / b) * 100) / 100 : null;
  out.searchPostgres10x = { ...tenfold.distinct, cpuRatioTo1x: ratio(tenfold.distinct.cpuMsPerRequest, once.distinct.cpuMsPerRequest) };
  out.searchPostgres10xCached = tenfold.cached;
});
if (embeddedToo) printBesideBudgets('search', out.search, out.searchCached);
printBesideBudgets('searchPostgres', out.searchPostgres, out.searchPostgresCached);
printBesideBudgets('searchPostgres10x', out.searchPostgres10x, out.searchPostgres10xCached);
console.log(JSON.stringify(out));
