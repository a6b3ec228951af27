// The goals of issue 22 for the front end, and the check of measured figures against them: `npm run bench` prints
// each figure beside its budget and exits non-zero over budget. (The API budgets live beside the API benches.)
import type { BrowserWeight } from './first-load-browser.ts';
import type { PageWeight } from './first-load.ts';

const KiB = 1024;

/**
 * First-load JavaScript (gzip) of the key pages as a browser loads them before they hydrate (first-load-browser.ts),
 * by the page's name there.
 */
export const firstLoadBudgetsKiB: Record<string, number> = {
  home: 150,
  'home (fr)': 150,
  search: 180,
  'search (fr)': 180,
  listing: 180,
  'request to book': 180,
  'rentals landing': 180,
  // Signed-in pages (issue 35), rendered by the browser alone: before they are shown whole with their data.
  dashboard: 200,
  'booking page': 200,
  'change request': 200,
  'host calendar': 200,
  messages: 200,
  'wizard step': 200,
};

/**
 * All the JavaScript a visitor downloads in 10 s without input (gzip, issue 35): what loads at idle or on a timer
 * counts. Pages without one here are reported without a budget.
 */
export const quietWindowBudgetsKiB: Record<string, number> = {
  home: 200,
  'home (fr)': 200,
  search: 240,
  'search (fr)': 240,
  listing: 240,
};
/** Any other page (its manifest figure: the entry and the page's static imports). */
export const otherPageBudgetKiB = 180;
/** A page shown only to a signed-in reader (its manifest figure), as the signed-in pages measured in a browser (issue 35). */
export const signedInPageBudgetKiB = 200;
// Issue 35: React, React Router and i18next are the product's named packages and stay.
export const sharedBaseBudgetKiB = 145;

/**
 * Lighthouse (mobile) goals: performance on the key pages, a listing and two signed-in pages, LCP, TBT on search, SEO
 * on content pages.
 */
export const lighthouseBudgets = {
  performance: 95,
  lcpMs: 2000,
  searchTbtMs: 150,
  contentSeo: 95,
};

export interface BudgetRow {
  figure: string;
  measured: string;
  budget: string;
  ok: boolean;
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/**
 * The shared base and, from the manifest, any page over its budget (the key pages are measured in a browser): 200 KiB
 * for a page only a signed-in reader sees (`signedIn`: their paths under src/, bench/signed-in-pages.ts), else 180.
 */
export function checkFirstLoad(pages: PageWeight[], sharedBaseGzip: number, signedIn: ReadonlySet<string> = new Set()): BudgetRow[] {
  const rows: BudgetRow[] = [
    {
      figure: 'first-load JS, shared base (gzip)',
      measured: kib(sharedBaseGzip),
      budget: `${sharedBaseBudgetKiB} KiB`,
      ok: sharedBaseGzip <= sharedBaseBudgetKiB * KiB,
    },
  ];
  for (const page of pages) {
    const budget = signedIn.has(page.page) ? signedInPageBudgetKiB : otherPageBudgetKiB;
    if (page.gzip > budget * KiB)
      rows.push({
        figure: `first-load JS, ${page.page} (gzip, manifest)`,
        measured: kib(page.gzip),
        budget: `${budget} KiB`,
        ok: false,
      });
  }
  return rows;
}

/** The key pages' first load in a browser, each against its budget (a page without one: the single budget). */
export function checkFirstLoadInBrowser(pages: PageWeight[]): BudgetRow[] {
  return pages.map((page) => {
    const budget = firstLoadBudgetsKiB[page.page] ?? otherPageBudgetKiB;
    return {
      figure: `first-load JS, ${page.page} (gzip, browser)`,
      measured: kib(page.gzip),
      budget: `${budget} KiB`,
      ok: page.gzip <= budget * KiB,
    };
  });
}

/** Everything each page downloaded in 10 s without input, against its budget (a page without one: reported). */
export function checkQuietWindow(pages: BrowserWeight[]): BudgetRow[] {
  return pages.map((page) => {
    const budget = quietWindowBudgetsKiB[page.page];
    return {
      figure: `JS in 10 s without input, ${page.page} (gzip, browser)`,
      measured: `${kib(page.quietGzip)} in ${page.quietFiles} scripts`,
      budget: budget === undefined ? 'reported' : `${budget} KiB`,
      ok: budget === undefined || page.quietGzip <= budget * KiB,
    };
  });
}

/**
 * The critical CSS a server-rendered page carries inline (issue 35: at most 14 KB), counted as the page is sent:
 * compressed as the server compresses pages, zstd or brotli, whichever is larger (the first round trip carries bytes on
 * the wire, not the text before compression).
 */
export const inlineCssBudgetKiB = 14;

/** A page's inline `<style>` text: its size as written and as sent (bench/inline-css.ts). */
export interface InlineCssWeight {
  page: string;
  raw: number;
  sent: number;
}

/** Each server-rendered page's inline critical CSS against the 14 KB budget. */
export function checkInlineCss(pages: InlineCssWeight[]): BudgetRow[] {
  return pages.map((page) => ({
    figure: `inline critical CSS, ${page.page} (as sent; ${kib(page.raw)} as written)`,
    measured: kib(page.sent),
    budget: `${inlineCssBudgetKiB} KiB`,
    ok: page.sent <= inlineCssBudgetKiB * KiB,
  }));
}

export type LighthouseRow = Record<string, number>;

/** The kind of page a Lighthouse run measured: its goals depend on it. */
export type PageKind = 'key' | 'listing' | 'content' | 'signed-in';

export function checkLighthouse(rows: Record<string, LighthouseRow>, kinds: Record<string, PageKind>): BudgetRow[] {
  const out: BudgetRow[] = [];
  for (const [page, row] of Object.entries(rows)) {
    const kind = kinds[page] ?? 'key';
    if (kind === 'content') {
      out.push({
        figure: `Lighthouse SEO ${page}`,
        measured: String(row.seo),
        budget: `>= ${lighthouseBudgets.contentSeo}`,
        ok: row.seo >= lighthouseBudgets.contentSeo,
      });
      continue;
    }
    out.push({
      figure: `Lighthouse performance ${page}`,
      measured: String(row.performance),
      budget: `>= ${lighthouseBudgets.performance}`,
      ok: row.performance >= lighthouseBudgets.performance,
    });
    // A page the browser renders alone paints once its code and data are in: its score is the budget (issue 35).
    if (kind === 'signed-in') continue;
    out.push({
      figure: `LCP ${page}`,
      measured: `${row.lcpMs} ms`,
      budget: `<= ${lighthouseBudgets.lcpMs} ms`,
      ok: row.lcpMs <= lighthouseBudgets.lcpMs,
    });
    if (/rv-search|recherche-vr/.test(page))
      out.push({
        figure: `TBT ${page}`,
        measured: `${row.tbtMs} ms`,
        budget: `<= ${lighthouseBudgets.searchTbtMs} ms`,
        ok: row.tbtMs <= lighthouseBudgets.searchTbtMs,
      });
  }
  return out;
}

/** Prints the rows as a table and returns the lines over budget. */
export function reportBudgets(title: string, rows: BudgetRow[]): string[] {
  console.log(`\n${title}`);
  console.table(rows.map((r) => ({ figure: r.figure, measured: r.measured, budget: r.budget, '': r.ok ? 'ok' : 'OVER' })));
  return rows.filter((r) => !r.ok).map((r) => `${r.figure}: ${r.measured} (budget ${r.budget})`);
}
