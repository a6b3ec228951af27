// Lighthouse scores of key pages on the built product, in Debian's Chromium (no network beyond loopback).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { benchDisabledFeatures, fullChromiumPath } from '../scripts/chromium.ts';
import { benchCertificateFile, benchKeyFile, chromiumTrustsBenchCertificate, trustBenchCertificate } from './https.ts';

export const KEY_PAGES = ['/', '/fr', '/rv-search', '/fr/recherche-vr'];
/** Content pages: measured for SEO (issue 22: >= 95). */
export const CONTENT_PAGES = ['/how-it-works', '/fr/a-propos', '/terms-service', '/blog'];

/** A listing page of the running product: the first search result's. */
export async function listingPage(origin: string): Promise<string | undefined> {
  const res = await fetch(`${origin}/api/rvs/search?PageSize=1`).catch(() => undefined);
  if (!res?.ok) return undefined;
  const { Results } = (await res.json()) as { Results: { Alias: string }[] };
  return Results[0] ? `/rv-rental/${Results[0].Alias}` : undefined;
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * How long the product may take to start (seconds, BENCH_START_TIMEOUT): a fresh data folder is seeded first, which
 * takes minutes on a loaded 2-core machine. Past it, the steps that need the product fail (never a silent skip).
 */
const startSeconds = Number(process.env.BENCH_START_TIMEOUT ?? 600);

export interface Product {
  origin: string;
  stop: () => void;
  /** Resolves when its process has ended (its database closed: another may open the same folder). */
  ended: Promise<void>;
}

/**
 * Starts the built product (server/src/main.ts) on a free port; throws when it cannot. Its data folder is a throwaway
 * one, or `dataDir` (kept at stop: the bench prepares its signed-in people in development mode, with the mail
 * outbox, then measures in production mode on the same data). With `https`, served as a deployment serves it: HTTPS
 * with HTTP/2 (bench/https.ts), its certificate trusted by this process.
 */
export async function startProduct(options: { dataDir?: string; development?: boolean; https?: boolean } = {}): Promise<Product> {
  if (!existsSync('server/src/main.ts')) throw new Error('server/src/main.ts is missing: run the bench from the repository root');
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rove-bench-'));
  const mode = options.development ? { ROVE_DEV: '1', NODE_ENV: 'development' } : { NODE_ENV: 'production' };
  if (options.https) trustBenchCertificate();
  const tls = options.https
    ? { TLS_CERT_FILE: benchCertificateFile, TLS_KEY_FILE: benchKeyFile }
    : { TLS_CERT_FILE: undefined, TLS_KEY_FILE: undefined };
  const child: ChildProcess = spawn(process.execPath, ['server/src/main.ts'], {
    env: { ...process.env, ROVE_DEV: undefined, ...mode, ...tls, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `${options.https ? 'https' : 'http'}://127.0.0.1:${port}`;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => {
    child.kill('SIGTERM');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // A product that exits while starting fails at once, not after the whole wait.
  let exited: (code: number | null) => void = () => {};
  const exit = new Promise<never>((_, reject) => {
    exited = (code) => reject(new Error(`the product exited (code ${code}) before answering ${origin}/`));
    child.once('exit', exited);
  });
  try {
    await Promise.race([waitFor(`${origin}/`, startSeconds * 1000), exit]);
    child.off('exit', exited);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop, ended };
}

/** Where each run's whole report is written, when set (BENCH_LIGHTHOUSE_DIR). */
const reportsDir = process.env.BENCH_LIGHTHOUSE_DIR;

/**
 * Lighthouse runs per page with a performance budget (LIGHTHOUSE_RUNS, 5 by default): one run's score moved by 10 to
 * 20 points between two bench runs on the 2-core machine (/rv-search 87 then 74), so the page's figures are those of
 * its median run, the spread of its scores beside them (Lighthouse's own advice: the median of five runs). Three runs
 * of the dashboard gave 85, 91 and 89 in one bench and 91, 88 and 93 minutes later.
 */
export const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);

/**
 * The median run by performance score (the lower middle one for an even count), whole: its LCP and TBT are that
 * run's, not medians of other runs. The rows carry the runs' lowest and highest scores. Pure, for the test.
 */
export function medianRun(runs: Record<string, number>[]): Record<string, number> {
  if (!runs.length) throw new Error('no Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return runs.length === 1
    ? median
    : { ...median, runs: runs.length, lowest: sorted[0].performance, highest: sorted[sorted.length - 1].performance };
}

/** What a Lighthouse report says of its network requests and metrics (the parts `beforeLargestPaint` reads). */
export interface LighthouseReport {
  audits: Record<string, { details?: { items?: Record<string, unknown>[] } } | undefined>;
}

/**
 * The requests that ended before the page's largest paint as the run observed it (unthrottled) and their bytes on the
 * wire (KiB): what Lighthouse's simulated phone must download before that paint (its LCP simulation takes every one of
 * them, at 1.6 Mbit/s shared between the requests in flight, six at a time to an origin, each waiting a 150 ms round
 * trip for its first byte while holding its share). On a signed-in page rendered in the browser, 45 requests and about
 * 290 KiB made a simulated LCP of 3.2 s. A request still open at the end of the run (its end is -1) is not counted.
 * Pure, for the test.
 */
export function beforeLargestPaint(report: LighthouseReport): { requestsBeforeLcp: number; kibBeforeLcp: number } {
  const observedLcp = Number(report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint);
  const requests = (report.audits['network-requests']?.details?.items ?? []).filter(
    (request) => Number(request.networkEndTime) >= 0 && Number(request.networkEndTime) <= observedLcp,
  );
  const bytes = requests.reduce((sum, request) => sum + (Number(request.transferSize) || 0), 0);
  return { requestsBeforeLcp: requests.length, kibBeforeLcp: Math.round(bytes / 102.4) / 10 };
}

export interface LighthouseRun {
  rows: Record<string, Record<string, number>>;
  kinds: Record<string, 'key' | 'listing' | 'content' | 'signed-in'>;
}

/** A signed-in page Lighthouse measures: its path and the refresh cookie of its person's session (signed-in.ts). */
export interface SignedInLighthousePage {
  path: string;
  cookies: () => Promise<{ name: string; value: string; path: string }[]>;
}

export interface LighthouseOptions {
  /** Chromium without HTTP/2 (--disable-http2): HTTP/1.1's six connections to the origin, for a reference row. */
  http1?: boolean;
  /** Whether a listing page (the first search result's) is measured beside `pages`. */
  listing?: boolean;
}

/**
 * Lighthouse (its default: mobile, throttled) on the running product's key pages, a listing, the content pages and
 * the signed-in pages given (their session cookie set in the browser first, and kept: no storage reset).
 */
export async function runLighthouse(
  product: { origin: string },
  signedIn: SignedInLighthousePage[] = [],
  pages = KEY_PAGES,
  contentPages = CONTENT_PAGES,
  { http1 = false, listing: withListing = true }: LighthouseOptions = {},
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'rove-lh-'));
  const chrome = spawn(
    fullChromiumPath,
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${benchDisabledFeatures.join(',')}`,
      chromiumTrustsBenchCertificate(),
      ...(http1 ? ['--disable-http2'] : []),
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const rows: Record<string, Record<string, number>> = {};
  const kinds: LighthouseRun['kinds'] = {};
  for (const page of pages) kinds[page] = 'key';
  const listing = withListing ? await listingPage(product.origin) : undefined;
  if (listing) kinds[listing] = 'listing';
  for (const page of contentPages) kinds[page] = 'content';
  for (const page of signedIn) kinds[page.path] = 'signed-in';
  const host = new URL(product.origin).hostname;
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, 20_000);
    const runOnce = async (page: string): Promise<Record<string, number>> => {
      const session = signedIn.find((p) => p.path === page);
      if (session) {
        // The session's cookie in the browser Lighthouse drives (its default context), a fresh session per page.
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
        const context = cdp.contexts()[0];
        await context.addCookies((await session.cookies()).map((c) => ({ ...c, domain: host })));
        // Without the storage reset the cache would stay warm from the pages before: emptied, as a reset does.
        const tab = context.pages()[0] ?? (await context.newPage());
        await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
        await cdp.close();
      }
      const result = await lighthouse(`${product.origin}${page}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // A signed-in page keeps its session cookie (Lighthouse clears the origin's storage otherwise).
        disableStorageReset: Boolean(session),
      });
      if (!result) throw new Error(`lighthouse gave no result for ${page}`);
      // BENCH_LIGHTHOUSE_DIR=dir keeps each run's whole report (its LCP element, its network and main-thread audits).
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(join(reportsDir, `${page.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`), JSON.stringify(result.lhr));
      }
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      return {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        ...beforeLargestPaint(result.lhr as unknown as LighthouseReport),
      };
    };
    for (const page of Object.keys(kinds)) {
      // Content pages are measured for their SEO score, which does not move between runs: one run.
      const count = kinds[page] === 'content' ? 1 : lighthouseRuns;
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < count; run += 1) runs.push(await runOnce(page));
      rows[page] = medianRun(runs);
    }
  } finally {
    // Chromium writes its profile until it has exited: removed sooner, the folder filled again as it was emptied and the
    // removal failed (ENOTEMPTY), which lost every score the runs had measured.
    const exited = chrome.exitCode === null ? new Promise<void>((resolve) => chrome.once('exit', () => resolve())) : Promise.resolve();
    chrome.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  return { rows, kinds };
}
