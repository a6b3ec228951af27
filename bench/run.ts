// `npm run bench`: builds the app and measures what users and budgets care about.
// 1. first-load JavaScript per page (gzip) from the Vite manifest, and of the key pages as Chromium loads them;
// 2. the same in a browser: before each page is shown (public and signed-in pages), in 10 s without input, at the
//    first input; the critical CSS inline in the public pages (inline-css.ts); total blocking time from a 10 s trace
//    at 4x CPU slowdown (blocking-time.ts);
// 3. Lighthouse scores of key pages and two signed-in pages on the running product;
// 4. API latency under load: every bench/*.bench.ts prints one JSON object, merged here.
// Results: a table on stdout and bench/results/latest.json, with the machine's speed at the start and the end of the
// run (bench/machine-speed.ts). Budgets live here, not in timed tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { blockingTimes, cpuSlowdown, traceWindowMs } from './blocking-time.ts';
import { checkFirstLoad, checkFirstLoadInBrowser, checkInlineCss, checkLighthouse, checkQuietWindow, reportBudgets } from './budgets.ts';
import { measureInlineCss } from './inline-css.ts';
import { type BrowserPage, firstLoadInBrowser, type SignInAs } from './first-load-browser.ts';
import { fileSizer, firstLoadPerPage, readManifest, sharedBase } from './first-load.ts';
import { listingPage, type Product, runLighthouse, startProduct } from './lighthouse.ts';
import { prepareSignedIn, sessionCookie, type SignedInPeople, signIn, signedInPages } from './signed-in.ts';
import { apiOverBudget } from './api-budgets.ts';
import { appSignedInPages } from './signed-in-pages.ts';
import { machineSpeed } from './machine-speed.ts';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
// BENCH_ONLY=api: the API benches alone (no build, bundle figures or Lighthouse); BENCH_API=search,search-load picks
// bench/<name>.bench.ts files.
const apiOnly = process.env.BENCH_ONLY === 'api';
if (apiOnly) for (const step of ['build', 'first-load', 'trace', 'lighthouse']) skip.add(step);
const apiFiles = new Set((process.env.BENCH_API ?? '').split(',').filter(Boolean));
const results: Record<string, unknown> = { date: new Date().toISOString() };
const over: string[] = [];
// The machine's speed at the start and the end of the run (bench/machine-speed.ts), printed beside the figures.
const speedAtStart = machineSpeed();

if (!skip.has('build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dist = 'app/dist';
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

// The product for the browser steps (first load, the 10 s trace, Lighthouse): started once on a data folder of the
// bench's, where its signed-in people were prepared first in development mode (bench/signed-in.ts), and served as a
// deployment serves it, over HTTPS with HTTP/2 (bench/https.ts). A step that cannot run says so and fails the run.
const browserSteps = ['first-load', 'trace', 'lighthouse'].filter((step) => !skip.has(step));
const bench = browserSteps.length ? await startBench() : undefined;

async function startBench(): Promise<{ product?: Product; people?: SignedInPeople; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rove-bench-'));
  let people: SignedInPeople | undefined;
  const development = await startProduct({ dataDir, development: true }).catch((error: Error) => {
    console.error(`bench: the product did not start in development mode: ${error.message}`);
    return undefined;
  });
  if (development) {
    try {
      people = await prepareSignedIn(development.origin);
    } catch (error) {
      console.error(`bench: the signed-in people could not be prepared: ${(error as Error).message}`);
    }
    development.stop();
    await development.ended;
  }
  if (!people) over.push('signed-in pages (first load, trace, Lighthouse): NOT MEASURED (see the error above)');
  const product = await startProduct({ dataDir, https: true }).catch((error: Error) => {
    console.error(`bench: the product did not start: ${error.message}`);
    return undefined;
  });
  if (!product) for (const step of browserSteps) over.push(`${step}: NOT MEASURED (the product did not start, see above)`);
  return {
    product,
    people,
    stop: async () => {
      product?.stop();
      await product?.ended;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the page's person in, in a browser context (the bench's people, prepared above). */
const signInAs =
  (origin: string, people: SignedInPeople): SignInAs =>
  (context, as) =>
    signIn(context, origin, people[as].email);

/** The pages measured in a browser: the key public pages, a listing and request to book, the signed-in pages. */
async function browserPages(origin: string, people: SignedInPeople | undefined): Promise<BrowserPage[]> {
  const listing = await listingPage(origin);
  const alias = listing?.split('/').pop();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  if (!listing) over.push('first-load JS in a browser of a listing and request to book: NOT MEASURED (the search found no listing)');
  return [
    { name: 'home', path: '/' },
    { name: 'home (fr)', path: '/fr' },
    { name: 'search', path: '/rv-search' },
    { name: 'search (fr)', path: '/fr/recherche-vr' },
    // Without a listing (an empty search), its two pages cannot be measured: that fails the run (above).
    ...(listing && alias
      ? [
          { name: 'listing', path: listing },
          { name: 'request to book', path: `/rv-rental/request-to-book/${alias}?dateStart=${day(30)}&dateEnd=${day(34)}` },
        ]
      : []),
    { name: 'rentals landing', path: '/rv-rentals' },
    ...(people ? signedInPages(people) : []),
  ];
}

if (!skip.has('first-load')) {
  const pages = firstLoadPerPage(readManifest(dist), fileSizer(dist));
  results.firstLoadJs = pages;
  console.log('\nFirst-load JavaScript per page (gzip)');
  console.table(
    pages.map((p) => ({ page: p.page, files: p.files, 'gzip KiB': (p.gzip / 1024).toFixed(1), 'raw KiB': (p.bytes / 1024).toFixed(1) })),
  );
  // No page module found (pages moved, renamed): the per-page figures were not measured, said as such.
  if (!pages.some((p) => p.page !== '(entry only)'))
    over.push('first-load JS per page from the manifest: NOT MEASURED (no *-page.tsx module in it)');
  const base = sharedBase(readManifest(dist), fileSizer(dist));
  results.sharedBaseGzip = base;
  over.push(
    ...reportBudgets('First-load JavaScript against the budgets of issues 22 and 35', checkFirstLoad(pages, base, appSignedInPages())),
  );
  const inBrowser = await measureInBrowser();
  if (inBrowser) {
    results.firstLoadInBrowser = inBrowser;
    console.log(
      '\nJavaScript in a browser (gzip): before the page is shown (hydrated, or shown whole), in 10 s without input, and what its first input loads',
    );
    console.table(
      inBrowser.map((p) => ({
        page: p.page,
        path: p.path,
        files: p.files,
        'gzip KiB': kib(p.gzip),
        '10 s files': p.quietFiles,
        '10 s KiB': kib(p.quietGzip),
        'at first input KiB': kib(p.afterInputGzip),
      })),
    );
    over.push(
      ...reportBudgets('First-load JavaScript in a browser against the budgets of issues 22 and 35', checkFirstLoadInBrowser(inBrowser)),
    );
    over.push(...reportBudgets('JavaScript downloaded in 10 s without input (issue 35)', checkQuietWindow(inBrowser)));
  } else over.push('first-load JS in a browser: NOT MEASURED (see the error above)');
  const css = await measureServerCss();
  if (css) {
    results.inlineCss = css;
    over.push(...reportBudgets('Critical CSS inline in each server-rendered page (issue 35)', checkInlineCss(css)));
  } else over.push('inline critical CSS: NOT MEASURED (see the error above)');
}

/** The inline critical CSS of the public pages (rendered by the server), on the running product. */
async function measureServerCss() {
  if (!bench?.product) return undefined;
  const { origin } = bench.product;
  try {
    return await measureInlineCss(origin, await browserPages(origin, undefined));
  } catch (error) {
    console.error(`inline CSS: the measurement failed: ${(error as Error).message}`);
    return undefined;
  }
}

/** The pages' first load in Chromium, on the running product (undefined when it cannot run). */
async function measureInBrowser() {
  if (!bench?.product) return undefined;
  const { origin } = bench.product;
  try {
    const people = bench.people;
    return await firstLoadInBrowser(origin, await browserPages(origin, people), fileSizer(dist), people && signInAs(origin, people));
  } catch (error) {
    console.error(`first-load: the browser measurement failed: ${(error as Error).message}`);
    return undefined;
  }
}

if (!skip.has('trace') && bench?.product) {
  const { origin } = bench.product;
  const people = bench.people;
  try {
    const all = await browserPages(origin, people);
    const traced = all.filter((p) => ['home', 'search', 'listing', 'dashboard', 'host calendar'].includes(p.name));
    const rows = await blockingTimes(origin, traced, people && signInAs(origin, people));
    results.blockingTime = rows;
    console.log(
      `\nTotal blocking time in a ${traceWindowMs / 1000} s trace at ${cpuSlowdown}x CPU slowdown (long tasks over 50 ms, no input)`,
    );
    console.table(rows);
  } catch (error) {
    console.error(`trace: ${(error as Error).message}`);
    over.push('total blocking time from a 10 s trace: NOT MEASURED (see the error above)');
  }
}

if (!skip.has('lighthouse') && bench?.product) {
  const { origin } = bench.product;
  const people = bench.people;
  const signedIn = people
    ? signedInPages(people)
        .filter((p) => p.name === 'dashboard' || p.name === 'host calendar')
        .map((p) => ({ path: p.path, cookies: () => sessionCookie(origin, people[p.as].email) }))
    : [];
  const lighthouse = await runLighthouse(bench.product, signedIn).catch((error: Error) => {
    console.error(`lighthouse: ${error.message}`);
    return undefined;
  });
  results.lighthouse = lighthouse?.rows;
  if (lighthouse) {
    console.table(lighthouse.rows);
    over.push(
      ...reportBudgets('Lighthouse (mobile) against the budgets of issues 22 and 35', checkLighthouse(lighthouse.rows, lighthouse.kinds)),
    );
    if (!Object.values(lighthouse.kinds).includes('listing'))
      over.push('Lighthouse of a listing: NOT MEASURED (the search found no listing)');
  } else over.push('Lighthouse: NOT MEASURED (see the error above)');
  // Beside them, not budgeted: the signed-in pages over HTTP/1.1 (Chromium without HTTP/2), whose six connections to
  // the origin make each of a page's small files wait its turn and a round trip.
  if (signedIn.length) {
    const http1 = await runLighthouse(bench.product, signedIn, [], [], { http1: true, listing: false }).catch((error: Error) => {
      console.error(`lighthouse over HTTP/1.1: ${error.message}`);
      return undefined;
    });
    results.lighthouseHttp1 = http1?.rows;
    if (http1) {
      console.log('Lighthouse of the signed-in pages over HTTP/1.1 (a reference, not budgeted):');
      console.table(http1.rows);
    } else over.push('Lighthouse over HTTP/1.1 (reference): NOT MEASURED (see the error above)');
  }
}
await bench?.stop();

if (!skip.has('api')) {
  const api: Record<string, unknown> = {};
  const benchFiles = readdirSync('bench').filter((f) => f.endsWith('.bench.ts'));
  const benchName = (file: string) => file.slice(0, -'.bench.ts'.length);
  // A name in BENCH_API that is no bench file measures nothing: said, and the run fails.
  for (const name of apiFiles)
    if (!benchFiles.some((file) => benchName(file) === name)) over.push(`BENCH_API=${name}: NOT MEASURED (no bench/${name}.bench.ts)`);
  const ran: string[] = [];
  for (const file of benchFiles.filter((f) => !apiFiles.size || apiFiles.has(benchName(f))).sort()) {
    ran.push(benchName(file));
    console.log(`\n== ${file}`);
    const run = spawnSync(process.execPath, [`bench/${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    const line = run.stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop();
    if (run.status !== 0 || !line) {
      console.error(`${file} failed (exit ${run.status})`);
      api[file] = { error: `exit ${run.status}` };
      over.push(`bench/${file}: DID NOT RUN to the end (exit ${run.status}${line ? '' : ', no figures'}; its error is above)`);
      continue;
    }
    Object.assign(api, JSON.parse(line));
  }
  results.api = api;
  if (Object.keys(api).length) console.table(api);
  over.push(...apiOverBudget(api, ran));
}

results.loadAverage = loadavg().map((l) => Math.round(l * 10) / 10);
const speedAtEnd = machineSpeed();
results.machineSpeedMs = { start: speedAtStart, end: speedAtEnd };
console.log(
  `\nMachine speed (bench/machine-speed.ts: ms of CPU for a fixed workload, lower is faster): ${speedAtStart} at the start, ${speedAtEnd} at the end`,
);
results.overBudget = over;
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench/results/latest.json');
if (over.length) {
  console.error(`Over budget or not measured:\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
if (!apiOnly && !existsSync(dist)) process.exitCode = 1;
