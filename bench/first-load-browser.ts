// First-load JavaScript as a browser downloads it: the product runs, Chromium opens each page as a phone, and three
// figures are weighed (gzip, from the build):
// - before the page is ready: every script requested before the page hydrated (performance mark `rove:hydrated`,
//   app/src/main.tsx), or, for a page the browser renders alone (signed-in pages), before it was shown whole (the
//   same mark: its route and its data rendered);
// - in 10 s without input: every script requested in the first 10 s while nobody touches the page (what a visitor
//   who only reads downloads: code deferred to an idle moment counts here);
// - at the first input: what a pointer move then brings.
// The manifest's figure (first-load.ts) counts the entry and the page's static imports only; these count what the
// page loads by dynamic import too, which the manifest cannot see.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { PageWeight } from './first-load.ts';
import type { Person } from './signed-in.ts';
import { benchDisabledFeatures, fullChromiumPath, mergeDisabledFeatures } from '../scripts/chromium.ts';
import { chromiumTrustsBenchCertificate } from './https.ts';

/** Lighthouse's phone (a Moto G Power on Android), so the app classifies the visit as a phone's. */
export const mobileUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
export const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: mobileUserAgent };

/** The window of "everything downloaded without input". */
export const quietWindowMs = 10_000;

export interface BrowserPage {
  /** A label for the table, and the key of its budget (budgets.ts). */
  name: string;
  path: string;
  /** Who is signed in (a signed-in page), else a visitor. */
  as?: Person;
}

export interface BrowserWeight extends PageWeight {
  path: string;
  /** Whether the server rendered the page (else the browser rendered it alone). */
  serverRendered: boolean;
  /** Scripts (gzip bytes) requested in the first 10 s without input, the first load among them; and their count. */
  quietGzip: number;
  quietFiles: number;
  /** Scripts (gzip bytes) a first input (a pointer move) brings beyond those of the quiet window. */
  afterInputGzip: number;
  /** The first load's files (under the build's folder), sorted: bench/results/latest.json keeps them, to see what a page loads. */
  firstFileList: string[];
}

/** The built file a request loads: a script of the product's own origin, under the build's assets. */
const builtScript = (origin: string, url: string) => {
  const { origin: from, pathname } = new URL(url);
  return from === origin && pathname.startsWith('/assets/') && pathname.endsWith('.js') ? pathname.slice(1) : undefined;
};

/**
 * Waits until no script has been requested for a second (at most 15 s). Not the network going idle: a signed-in page
 * keeps its live channel (server-sent events) open.
 */
async function scriptsQuiet(count: () => number, page: Page): Promise<void> {
  const end = Date.now() + 15_000;
  let seen = count();
  let since = Date.now();
  while (Date.now() < end && Date.now() - since < 1000) {
    await page.waitForTimeout(100);
    if (count() !== seen) {
      seen = count();
      since = Date.now();
    }
  }
}

/**
 * The performance mark that ends a page's first load (app/src/main.tsx): `rove:hydrated`, the page's own code running
 * on its server HTML, or for a page the browser renders alone, the page itself shown whole (its route, its data: no
 * `aria-busy` left in it). What loads after it (widgets at an input, a page's heavy controls once it has shown, work
 * at idle) is the quiet window's.
 */
export const firstLoadMark = 'rove:hydrated';

/** Signs a person in, in a browser context (bench/signed-in.ts). */
export type SignInAs = (context: BrowserContext, as: Person) => Promise<void>;

/**
 * The whole browser, as Playwright launches it, without Chromium's own parts that ran beside the page
 * (scripts/chromium.ts benchDisabledFeatures), merged into Playwright's own list of disabled features: its default
 * arguments are read from a launch of its server (the same defaults), as they change with its versions. It trusts the
 * bench's certificate (bench/https.ts), the product being served over HTTPS.
 */
export async function launchBenchChromium(): Promise<Browser> {
  const server = await chromium.launchServer({ executablePath: fullChromiumPath });
  const defaults = server.process().spawnargs;
  await server.close();
  const { ignore, add } = mergeDisabledFeatures(defaults, benchDisabledFeatures);
  return chromium.launch({ executablePath: fullChromiumPath, ignoreDefaultArgs: ignore, args: [add, chromiumTrustsBenchCertificate()] });
}

/**
 * Opens each page in a fresh phone's context of one Chromium (cold cache, signed in when the page says who) and
 * gives it to `measure`, which closes the context; the browser closes at the end, or at the first failure.
 */
export async function eachPageAsPhone<T>(
  pages: BrowserPage[],
  signIn: SignInAs | undefined,
  measure: (page: Page, context: BrowserContext, entry: BrowserPage) => Promise<T>,
): Promise<T[]> {
  const browser = await launchBenchChromium();
  const rows: T[] = [];
  try {
    for (const entry of pages) {
      // A phone: the figures are mobile ones.
      const context = await browser.newContext(phone);
      if (entry.as) {
        if (!signIn) throw new Error(`${entry.name}: a signed-in page needs the bench's people (bench/signed-in.ts)`);
        await signIn(context, entry.as);
      }
      rows.push(await measure(await context.newPage(), context, entry));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Opens each page in a fresh context (cold cache, signed in when the page says who) and weighs what it loaded. */
export function firstLoadInBrowser(
  origin: string,
  pages: BrowserPage[],
  sizeOf: (file: string) => { bytes: number; gzip: number },
  signIn?: SignInAs,
): Promise<BrowserWeight[]> {
  return eachPageAsPhone(pages, signIn, async (page, context, { name, path }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const file = builtScript(origin, request.url());
      if (file) requested.push(file);
    });
    await page.goto(origin + path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    const serverRendered = await page.evaluate(() => document.getElementById('rove-server-state') !== null);
    // Nobody touches the page for the rest of the window: what loads on its own (at idle, on a timer) counts.
    const sinceStart = await page.evaluate(() => performance.now());
    if (sinceStart < quietWindowMs) await page.waitForTimeout(quietWindowMs - sinceStart);
    // The scripts whose request started before the page marked the moment (main.tsx: performance marks), and
    // those of the quiet window (the resource entries' start times are relative to the navigation's start).
    const seen = await page.evaluate(
      ({ mark, windowMs }) => {
        const at = performance.getEntriesByName(mark, 'mark')[0]?.startTime;
        const entries = performance.getEntriesByType('resource');
        return {
          first: at === undefined ? undefined : entries.filter((entry) => entry.startTime <= at).map((entry) => entry.name),
          quiet: entries.filter((entry) => entry.startTime <= windowMs).map((entry) => entry.name),
        };
      },
      { mark: firstLoadMark, windowMs: quietWindowMs },
    );
    if (!seen.first) throw new Error(`${name}: the page set no ${firstLoadMark} mark (a build without main.tsx's marks?)`);
    const quietCount = requested.length;
    // The first input: the pointer moves onto the page (over the header's corner), then whatever it brings once
    // the network is quiet.
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    await scriptsQuiet(() => requested.length, page);
    await context.close();
    const scripts = (urls: string[]) => new Set(urls.flatMap((url) => builtScript(origin, url) ?? []));
    const first = scripts(seen.first);
    const quiet = new Set([...scripts(seen.quiet), ...first]);
    const later = new Set(requested.slice(quietCount).filter((file) => !quiet.has(file)));
    const weigh = (files: Set<string>, key: 'bytes' | 'gzip') => [...files].reduce((sum, file) => sum + sizeOf(file)[key], 0);
    return {
      page: name,
      path,
      serverRendered,
      files: first.size,
      bytes: weigh(first, 'bytes'),
      gzip: weigh(first, 'gzip'),
      quietFiles: quiet.size,
      quietGzip: weigh(quiet, 'gzip'),
      afterInputGzip: weigh(later, 'gzip'),
      firstFileList: [...first].sort(),
    };
  });
}
