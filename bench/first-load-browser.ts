// First-load JavaScript as a browser downloads it: the product runs, Chromium opens each key page, and every script
// requested until the page has hydrated (<html data-hydrated>, app/src/main.tsx), or for a page rendered in the browser
// alone until it is whole (<html data-app-ready>), is weighed (gzip, from the build).
// The manifest's figure (first-load.ts) counts the entry and the page's static imports only; this one also counts
// what the page loads by dynamic import before it answers (its route's code, widgets, messages' helpers), which the
// manifest cannot see. What loads at the reader's first input (a pointer move) is measured too, without a budget.
import { chromium } from 'playwright-core';
import type { PageWeight } from './first-load.ts';

/** Lighthouse's phone (a Moto G Power on Android), so the app classifies the visit as a phone's. */
const mobileUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

export interface BrowserPage {
  /** A label for the table, and the key of its budget (budgets.ts). */
  name: string;
  path: string;
}

export interface BrowserWeight extends PageWeight {
  path: string;
  /**
   * Scripts (gzip bytes) loaded after the page hydrated, once a first input was made and the network went quiet:
   * the widgets' code, the pages fetched ahead, the experiments' schema, the titles' code.
   */
  afterInputGzip: number;
}

/** The built file a request loads: a script of the product's own origin, under the build's assets. */
const builtScript = (origin: string, url: string) => {
  const { origin: from, pathname } = new URL(url);
  return from === origin && pathname.startsWith('/assets/') && pathname.endsWith('.js') ? pathname.slice(1) : undefined;
};

/** The performance mark that ends a page's first load: hydrated for a server-rendered page, whole (app-ready) for one the browser renders alone. */
export const markOf = (serverRendered: boolean) => (serverRendered ? 'rove:hydrated' : 'rove:app-ready');

/** Opens each page in a fresh context (cold cache) and weighs what it loaded before and after the first input. */
export async function firstLoadInBrowser(
  origin: string,
  pages: BrowserPage[],
  sizeOf: (file: string) => { bytes: number; gzip: number },
): Promise<BrowserWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows: BrowserWeight[] = [];
  try {
    for (const { name, path } of pages) {
      // A phone: the figures are mobile ones.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        userAgent: mobileUserAgent,
      });
      const page = await context.newPage();
      const before: string[] = [];
      const after: string[] = [];
      let hydrated = false;
      page.on('request', (request) => {
        const file = builtScript(origin, request.url());
        if (file) (hydrated ? after : before).push(file);
      });
      await page.goto(origin + path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      // A page the browser renders alone (no server HTML, as request to book) shows its widgets in the same first
      // render: everything until it is whole is its first load.
      const serverRendered = await page.evaluate(() => document.getElementById('rove-server-state') !== null);
      if (!serverRendered) await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      hydrated = true;
      // What the page fetches on its own in the next moments (nothing, when nothing waits for input) is not first
      // load either way; the first input then brings the widgets.
      await page.mouse.move(1, 1);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      // The scripts whose request started before the page marked the moment (main.tsx: performance marks): what the
      // test saw of the attribute came a polling interval later, and what the page asked for meanwhile (at idle after
      // hydrating) is not its first load. A build without the marks falls back to what was requested before the test saw it.
      const requestedBefore = await page.evaluate((mark) => {
        const at = performance.getEntriesByName(mark, 'mark')[0]?.startTime;
        if (at === undefined) return undefined;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= at)
          .map((entry) => entry.name);
      }, markOf(serverRendered));
      await context.close();
      const first = new Set(requestedBefore ? requestedBefore.flatMap((url) => builtScript(origin, url) ?? []) : before);
      const later = new Set([...before, ...after].filter((file) => !first.has(file)));
      const weigh = (files: Set<string>, key: 'bytes' | 'gzip') => [...files].reduce((sum, file) => sum + sizeOf(file)[key], 0);
      rows.push({
        page: name,
        path,
        files: first.size,
        bytes: weigh(first, 'bytes'),
        gzip: weigh(first, 'gzip'),
        afterInputGzip: weigh(later, 'gzip'),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
