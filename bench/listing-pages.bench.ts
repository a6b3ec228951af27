// Listing pages under load (issue 35): the built app's pages served and rendered by the server in a process of its
// own (bench/server-process.ts with BENCH_STATIC_DIR) over the full seeded database, as `npm start` serves them.
// - listingPages: 50 connections for 20 s (BENCH_DISTINCT_DURATION), every request a page not asked for before
//   (bench/distinct-requests.ts: a listing in English or French, or with a stay), so every one is rendered: the
//   uncached figure, with the CPU each render cost (server process; on PostgreSQL the cluster's processes too).
// - listingPagesLoad: the same at 200 connections for 20 s (BENCH_LOAD_DURATION).
// - the cached figures beside them: 300 pages rendered once, then asked for in turn (kept pages, http/page-cache.ts).
// - listingPagesPostgres: the uncached figure on PostgreSQL (DATABASE_URL, else a throwaway cluster).
// A 503 with Retry-After (the server shedding load rather than queueing: http/overload.ts createRenderAdmission) is
// an answer, not an error: it is counted apart (shed503, shedShare, p99Shed); `failures` counts every other answer
// than 2xx, every connection error and every time-out (10 s), and must be 0. The page budgets (bench/api-budgets.ts)
// are the rendered pages': p99Ok and cpuMsPerOk (CPU over the run / 2xx answers), with at most 1 % shed at 50
// connections, so shedding cannot pass for speed.
// The run fails loudly when the app is not built or a page does not come rendered (a failed render sends the app's
// shell, which costs nothing and would make every figure a lie).
// Prints each figure beside its budget (bench/api-budgets.ts), then one JSON object:
// { listingPages, listingPagesCached, listingPagesLoad, listingPagesLoadCached, listingPagesPostgres, listingPagesPostgresCached }.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { zstdDecompressSync } from 'node:zlib';
import { printBesideBudgets } from './api-budgets.ts';
import { postgresCpu } from './database-cpu.ts';
import { distinctListingPages } from './distinct-requests.ts';
import { browserAcceptEncoding, load, loadWithCpu, type ServerProcess, startServerProcess } from './load.ts';
import { withPostgres } from './postgres.ts';

const distinctSeconds = Number(process.env.BENCH_DISTINCT_DURATION ?? 20);
const loadSeconds = Number(process.env.BENCH_LOAD_DURATION ?? 20);
const warmSeconds = Number(process.env.BENCH_WARM_DURATION ?? 15);
const staticDir = resolve('app/dist');
if (!existsSync(`${staticDir}/index.html`) || !existsSync(`${staticDir}-ssr/entry-server.js`))
  throw new Error('bench: the app is not built (app/dist and app/dist-ssr): run `npm run build` first');

/** The listings the sitemap names (every published one). */
async function listingAliases(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const aliases = [...sitemap.matchAll(/<loc>[^<]*\/rv-rental\/([^<?]+)<\/loc>/g)].map((m) => decodeURIComponent(m[1]));
  if (aliases.length < 100) throw new Error(`bench: the sitemap names ${aliases.length} listings, expected the full seed's`);
  return [...new Set(aliases)];
}

/** A page as a browser gets it, which must come rendered by the server (its body and state), never the shell. */
async function rendered(origin: string, path: string): Promise<void> {
  const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': browserAcceptEncoding } });
  const bytes = Buffer.from(await res.arrayBuffer());
  // fetch decodes what it can; a zstd body it left alone is decoded here.
  let html = bytes.toString();
  if (!html.includes('<html') && res.headers.get('content-encoding') === 'zstd') html = zstdDecompressSync(bytes).toString();
  if (res.status !== 200 || !html.includes('<div id="root"><') || !html.includes('id="rove-server-state"'))
    throw new Error(`bench: ${path} did not come rendered (status ${res.status}): the server render fails, see its log above`);
}

/** 300 pages rendered once, then asked for in turn: every request answered from the kept pages. */
async function cachedPages(bench: ServerProcess, aliases: readonly string[]) {
  const paths = aliases.slice(0, 300).map((alias) => `/rv-rental/${encodeURIComponent(alias)}`);
  for (const path of paths) await rendered(bench.origin, path);
  let turn = 0;
  return { origin: bench.origin, next: () => paths[turn++ % paths.length] };
}

async function measure(databaseUrl?: string, { withLoad = false } = {}) {
  const bench = await startServerProcess('full', databaseUrl, { BENCH_STATIC_DIR: staticDir }, { profileWindows: true });
  // BENCH_SERVER_PROFILE=dir: a CPU profile of the server during the distinct pages alone.
  const profile = `listing-pages-distinct-${databaseUrl ? 'postgres' : 'embedded'}`;
  try {
    const databaseCpu = databaseUrl ? await postgresCpu(databaseUrl) : undefined;
    const aliases = await listingAliases(bench.origin);
    const pages = distinctListingPages(aliases, 37);
    for (let i = 0; i < 3; i++) await rendered(bench.origin, pages());
    // Pages distinct from the measured ones warm the JIT and the database's caches, as on a server that has been up
    // a while: 50 connections for 15 s (BENCH_WARM_DURATION). After 5 s at 10 connections the first measured 15 s
    // still paid for warming up: V8's helper threads (its compilers and collector) took 2.1 ms a page, against 1.4 to
    // 1.6 ms in the next minute.
    await load({ origin: bench.origin, next: pages }, 50, warmSeconds);
    const distinct = await loadWithCpu(
      bench,
      { origin: bench.origin, next: pages },
      { seconds: distinctSeconds, databaseCpu, profile, shedding: true },
    );
    // Still rendered after the run (a render failing under load would have sent shells).
    for (let i = 0; i < 3; i++) await rendered(bench.origin, pages());
    const kept = await cachedPages(bench, aliases);
    const cached = await loadWithCpu(bench, kept, { databaseCpu, shedding: true });
    const out: Record<string, Record<string, unknown>> = {
      distinct: { ...distinct, combinations: pages.combinations },
      cached,
    };
    if (withLoad) {
      out.load = await loadWithCpu(
        bench,
        { origin: bench.origin, next: pages },
        { connections: 200, seconds: loadSeconds, databaseCpu, shedding: true },
      );
      out.loadCached = await loadWithCpu(bench, kept, { connections: 200, seconds: loadSeconds, databaseCpu, shedding: true });
    }
    return out;
  } finally {
    await bench.stop();
  }
}

const embedded = await measure(undefined, { withLoad: true });
const out: Record<string, Record<string, unknown>> = {
  listingPages: embedded.distinct,
  listingPagesCached: embedded.cached,
  listingPagesLoad: embedded.load,
  listingPagesLoadCached: embedded.loadCached,
};
await withPostgres(async (url) => {
  const onPostgres = await measure(url);
  out.listingPagesPostgres = onPostgres.distinct;
  out.listingPagesPostgresCached = onPostgres.cached;
});
const title = 'uncached: every page distinct, rendered | cached: kept pages asked for in turn';
printBesideBudgets('listingPages', out.listingPages, out.listingPagesCached, title);
printBesideBudgets('listingPagesLoad', out.listingPagesLoad, out.listingPagesLoadCached, title);
printBesideBudgets('listingPagesPostgres', out.listingPagesPostgres, out.listingPagesPostgresCached, title);
console.log(JSON.stringify(out));
