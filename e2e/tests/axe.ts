// The accessibility check of the journeys: axe-core run in the page as the user sees it.
//
// Run here rather than through @axe-core/playwright, which took 1.5-2.1 s a check in the headless shell (about 1 s
// with a single trivial rule): it evaluates axe's 560 KB source in the page twice a check, and then opens a new page
// to merge the frames' results. Here the source is evaluated once a document (a frame that has it keeps it), and axe
// runs in the page, where it checks the same-origin frames itself, as @axe-core/playwright's legacy mode does, once
// the page's animations have ended (or after 5 s); the answer holds the violations only (resultTypes). Measured on
// /terms-service and home: 0.65-0.77 s a check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { appReady } from './app-ready.ts';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** How long a check waits for the page's animations to end, and for axe to finish (ms). */
const axeSettleMs = 5_000;
const axeRunMs = 60_000;

/** The WCAG levels the content pages and home are held to (axe's tags), A and AA up to 2.2. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds on the page as it is now: one line per violation, `rule: the elements' selectors`. `tags` limits
 * the rules to these WCAG levels (axe's tags); without it, every rule axe runs by default.
 */
export async function axeViolations(page: Page, options: { tags?: string[] } = {}): Promise<string[]> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => typeof window.axe === 'object'))) await frame.evaluate(source);
    } catch (error) {
      // A frame that went away meanwhile is not checked; the page's own document always is.
      if (frame === page.mainFrame()) throw error;
    }
  }
  return page.evaluate(
    async ({ tags, settleMs, runMs }) => {
      // As the reader sees it once it has settled: a dialog fading in has text of too little contrast for a moment.
      // Animations that never end (a spinner, a skeleton's pulse) are not waited for, nor one that has not ended after
      // `settleMs` (a paused one, or one in a page the browser is not drawing): the check then runs as things are. A
      // journey in CI waited on this check until its 5-minute limit.
      const settled = Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, settleMs))]);
      // axe itself within `runMs`, or the check fails saying so (not at the test's limit, minutes later).
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`axe did not finish within ${runMs} ms on ${location.pathname}`)), runMs);
      });
      try {
        const results = await Promise.race([
          (window.axe as NonNullable<Window['axe']>).run(document, {
            resultTypes: ['violations'],
            ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
          }),
          limit,
        ]);
        return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      } finally {
        clearTimeout(timer);
      }
    },
    { tags: options.tags, settleMs: axeSettleMs, runMs: axeRunMs },
  );
}

/** No axe violation on the page once the app is running (a signed-in page the server rendered for a visitor is
 * rendered again in the browser; checking in between would judge a page nobody sees). */
export async function axe(page: Page, where: string): Promise<void> {
  await appReady(page);
  expect((await axeViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}
