// Search under load (GET /api/rvs/search), every request a distinct query: the server in a process of its own
// (bench/server-process.ts) on port 0, 50 connections for 20 s (BENCH_DISTINCT_DURATION) on loopback, each request a
// new search drawn from millions of combinations (bench/distinct-requests.ts: a gazetteer city, dates, guests, a
// filter, a sort, a page), so none is answered by the read cache. Run on the embedded database (PGlite, inside the
// server process), on PostgreSQL (DATABASE_URL, else a throwaway cluster: bench/postgres.ts) and on PostgreSQL with
// ten times the listings (the 'full-x10' seed); the 10x ratio from both side by side in alternating windows
// (interleavedRatio). CPU per request counts the server process and, on PostgreSQL, every
// process of the cluster (bench/database-cpu.ts). Beside each, the cached figures: one URL repeated (10 s,
// BENCH_DURATION), answered from the read cache after the first request.
// Prints each figure beside its budget (bench/api-budgets.ts), then one JSON object:
// { search, searchCached, searchPostgres, searchPostgresCached, searchPostgres10x } (latencies in ms).
// BENCH_SEARCH_DATABASES=postgres measures PostgreSQL alone (1x and 10x).
import { printBesideBudgets } from './api-budgets.ts';
import { postgresCpu } from './database-cpu.ts';
import { type City, type DistinctPaths, distinctSearches } from './distinct-requests.ts';
import { type BenchSeed, day, load, loadWithCpu, type ServerProcess, startServerProcess } from './load.ts';
import { withPostgres } from './postgres.ts';

const distinctSeconds = Number(process.env.BENCH_DISTINCT_DURATION ?? 20);
// Searches distinct from the measured ones first, 50 connections for 20 s (BENCH_SEARCH_WARM_DURATION), as on a server
// that has been up a while: the JIT, the database's buffers and the prepared cards (listings/search-cards.ts, one
// per listing, made when a search first shows it) warm up. After 5 s at 10 connections, ten times the listings
// (23,000 cards to prepare) cost 2.42, 1.95 and 1.78 ms a search in three windows of 15 s that followed, the
// seeded market (2,300) 1.05, 0.96 and 1.00: the first windows measured the filling more than the search.
const warmSeconds = Number(process.env.BENCH_SEARCH_WARM_DURATION ?? 20);
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
    await load({ origin: bench.origin, next: searches }, 50, warmSeconds);
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

/**
 * The 10x ratio from the two databases side by side (issue 35): both servers up at once on the one cluster, the same
 * distinct searches (a generator each, one seed) sent in alternating windows (BENCH_RATIO_WINDOWS of 5 s each way,
 * 6 by default, the first way changing at each window), the CPU (server process plus cluster) summed per side.
 * Measured minutes apart, one after the other, the two figures moved with the machine's load: the same code's ratio
 * was 1.25, 1.65, 1.97 and 2.11 in four runs. Alternating windows share that drift between the sides.
 */
async function interleavedRatio(url: string) {
  const windows = Number(process.env.BENCH_RATIO_WINDOWS ?? 6);
  const sides = [] as { server: ServerProcess; searches: DistinctPaths; cpuMs: number; requests: number }[];
  try {
    for (const seed of ['full', 'full-x10'] as const) {
      const server = await startServerProcess(seed, url);
      sides.push({ server, searches: distinctSearches(cities, 53), cpuMs: 0, requests: 0 });
    }
    const databaseCpu = await postgresCpu(url);
    // Warm-up: each side's first searches (distinct from the measured ones: one generator), as in `measure`.
    for (const side of sides) await load({ origin: side.server.origin, next: side.searches }, 50, warmSeconds);
    for (let window = 0; window < windows; window++)
      for (const side of window % 2 ? [...sides].reverse() : sides) {
        const figures = await loadWithCpu(side.server, { origin: side.server.origin, next: side.searches }, { seconds: 5, databaseCpu });
        if (figures.non2xx || !figures.requests || figures.cpuMsPerRequest === null)
          throw new Error(`bench: the 10x ratio's window answered ${figures.non2xx} errors of ${figures.requests} requests`);
        side.cpuMs += figures.cpuMsPerRequest * figures.requests;
        side.requests += figures.requests;
      }
  } finally {
    for (const side of sides) await side.server.stop();
  }
  const [once, tenfold] = sides.map((side) => side.cpuMs / side.requests);
  return {
    cpuRatioTo1x: Math.round((tenfold / once) * 100) / 100,
    interleavedCpuMs1x: Math.round(once * 100) / 100,
    interleavedCpuMs10x: Math.round(tenfold * 100) / 100,
    interleavedWindows: windows,
  };
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
  // The ratio of the two runs above, printed beside the one that counts: the interleaved windows'.
  const ratio = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' && b > 0 ? Math.round((a / b) * 100) / 100 : null;
  out.searchPostgres10x = {
    ...tenfold.distinct,
    sequentialRatioTo1x: ratio(tenfold.distinct.cpuMsPerRequest, once.distinct.cpuMsPerRequest),
    ...(await interleavedRatio(url)),
  };
  out.searchPostgres10xCached = tenfold.cached;
});
if (embeddedToo) printBesideBudgets('search', out.search, out.searchCached);
printBesideBudgets('searchPostgres', out.searchPostgres, out.searchPostgresCached);
printBesideBudgets('searchPostgres10x', out.searchPostgres10x, out.searchPostgres10xCached);
console.log(JSON.stringify(out));
