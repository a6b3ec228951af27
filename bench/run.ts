// `npm run bench`: builds the app and measures what users and budgets care about.
// 1. first-load JavaScript per page (gzip) from the Vite manifest, and of the key pages as Chromium loads them;
// 2. Lighthouse scores of key pages on the running product (when the server can start);
// 3. API latency under load: every bench/*.bench.ts prints one JSON object, merged here.
// Results: a table on stdout and bench/results/latest.json. Budgets live here, not in timed tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { checkFirstLoad, checkFirstLoadInBrowser, checkLighthouse, reportBudgets } from './budgets.ts';
import { firstLoadInBrowser } from './first-load-browser.ts';
import { fileSizer, firstLoadPerPage, readManifest, sharedBase } from './first-load.ts';
import { listingPage, runLighthouse, startProduct } from './lighthouse.ts';
import { apiOverBudget } from './api-budgets.ts';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
// BENCH_ONLY=api: the API benches alone (no build, bundle figures or Lighthouse); BENCH_API=search,search-load picks
// bench/<name>.bench.ts files.
const apiOnly = process.env.BENCH_ONLY === 'api';
if (apiOnly) for (const step of ['build', 'first-load', 'lighthouse']) skip.add(step);
const apiFiles = new Set((process.env.BENCH_API ?? '').split(',').filter(Boolean));
const results: Record<string, unknown> = { date: new Date().toISOString() };
const over: string[] = [];

if (!skip.has('build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dist = 'app/dist';
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
if (!skip.has('first-load')) {
  const pages = firstLoadPerPage(readManifest(dist), fileSizer(dist));
  results.firstLoadJs = pages;
  console.log('\nFirst-load JavaScript per page (gzip)');
  console.table(
    pages.map((p) => ({ page: p.page, files: p.files, 'gzip KiB': (p.gzip / 1024).toFixed(1), 'raw KiB': (p.bytes / 1024).toFixed(1) })),
  );
  const base = sharedBase(readManifest(dist), fileSizer(dist));
  results.sharedBaseGzip = base;
  over.push(...reportBudgets('First-load JavaScript against the budgets of issue 22', checkFirstLoad(pages, base)));
  const inBrowser = await measureInBrowser();
  if (inBrowser) {
    results.firstLoadInBrowser = inBrowser;
    console.log('\nFirst-load JavaScript in a browser (gzip): before the page hydrates, and what its first input loads');
    console.table(
      inBrowser.map((p) => ({
        page: p.page,
        path: p.path,
        files: p.files,
        'gzip KiB': kib(p.gzip),
        'at first input KiB': kib(p.afterInputGzip),
      })),
    );
    over.push(...reportBudgets('First-load JavaScript in a browser against the budgets of issue 22', checkFirstLoadInBrowser(inBrowser)));
  } else over.push('first-load JS in a browser: NOT MEASURED (see the error above)');
}

/** The key pages' first load in Chromium, on the running product (undefined when it cannot start). */
async function measureInBrowser() {
  const product = await startProduct().catch((error: Error) => {
    console.error(`first-load: product did not start: ${error.message}`);
    return undefined;
  });
  if (!product) return undefined;
  try {
    const listing = await listingPage(product.origin);
    const alias = listing?.split('/').pop();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'home (fr)', path: '/fr' },
      { name: 'search', path: '/rv-search' },
      { name: 'search (fr)', path: '/fr/recherche-vr' },
      // Without a listing (an empty search), its two pages cannot be measured: that fails the run (below).
      ...(listing && alias
        ? [
            { name: 'listing', path: listing },
            { name: 'request to book', path: `/rv-rental/request-to-book/${alias}?dateStart=${day(30)}&dateEnd=${day(34)}` },
          ]
        : []),
      { name: 'rentals landing', path: '/rv-rentals' },
    ];
    if (!listing) over.push('first-load JS in a browser of a listing and request to book: NOT MEASURED (the search found no listing)');
    return await firstLoadInBrowser(product.origin, pages, fileSizer(dist));
  } catch (error) {
    console.error(`first-load: the browser measurement failed: ${(error as Error).message}`);
    return undefined;
  } finally {
    product.stop();
  }
}

if (!skip.has('lighthouse')) {
  const lighthouse = await runLighthouse();
  results.lighthouse = lighthouse?.rows;
  if (lighthouse) {
    console.table(lighthouse.rows);
    over.push(...reportBudgets('Lighthouse (mobile) against the budgets of issue 22', checkLighthouse(lighthouse.rows, lighthouse.kinds)));
    if (!Object.values(lighthouse.kinds).includes('listing'))
      over.push('Lighthouse of a listing: NOT MEASURED (the search found no listing)');
  } else over.push('Lighthouse: NOT MEASURED (see the error above)');
}

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
results.overBudget = over;
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench/results/latest.json');
if (over.length) {
  console.error(`Over budget or not measured:\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
if (!apiOnly && !existsSync(dist)) process.exitCode = 1;
