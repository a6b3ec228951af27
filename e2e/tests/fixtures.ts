// The journeys' `test`: Playwright's, failing a test whose pages log an error (issue 38: a hydration mismatch,
// React's error #418, went unnoticed). Every page of the test's context, and of any context the test opens, is
// watched: an uncaught error, or a console error, fails the test when it ends. A refused call the page handles
// (a 4xx other than 404, which the browser logs as "Failed to load resource") is not an error; a test that expects
// some other message says so with `consoleErrors.allow(/pattern/)`. A hydration error comes with the texts that
// differed between the server's HTML and the page (hydration-witness.ts), which production React does not name.
// A failing test also prints each page's addresses, failed requests and last focus moves (focus-witness.ts).
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { claimedElsewhere } from './claims.ts';
import { focusReport, focusWitness } from './focus-witness.ts';
import { hydrationDiffPrefix, hydrationWitness } from './hydration-witness.ts';

export interface ConsoleErrors {
  /** Messages the test expects (a 404 page's own request, a refusal it provokes). */
  allow(pattern: RegExp): void;
  /** What was seen so far, allowed or not. */
  readonly seen: readonly string[];
}

const handledRefusal = /^Failed to load resource: the server responded with a status of 4(0[0-35-9]|[1-9]\d) /;

export const test = base.extend<{ fileClaim: void; consoleErrors: ConsoleErrors }>({
  // Before anything opens: a journey whose file the other runner claimed is skipped here (claims.ts, npm test's two
  // journey runners).
  fileClaim: [
    // Playwright reads a fixture's dependencies from this pattern: none.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const elsewhere = claimedElsewhere(testInfo.file);
      testInfo.skip(elsewhere !== undefined, elsewhere);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context, browser }, use, testInfo) => {
      const seen: string[] = [];
      // Each page's addresses in order (a reload, a history move) and its failed requests (an aborted one is no error):
      // printed with a failure, to tell a lost click from a navigation that went elsewhere or a page that reloaded.
      const moves: string[] = [];
      const started = Date.now();
      // What differed at each hydration error (hydration-witness.ts): said with the failure, never a failure alone.
      const hydrationDiffs: string[] = [];
      const allowed: RegExp[] = [handledRefusal];
      const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
      const pagesSeen: Page[] = [];
      const attach = (page: Page) => {
        pagesSeen.push(page);
        const name = `page ${pagesSeen.length}`;
        page.on('pageerror', (error) => seen.push(`${page.url()} uncaught: ${error.message}`));
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) moves.push(`${at()} ${name} at ${frame.url()}`);
        });
        page.on('requestfailed', (request) =>
          moves.push(`${at()} ${name} request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
        );
        page.on('console', (message) => {
          if (message.type() === 'error') seen.push(`${page.url()} console: ${message.text()}`);
          else if (message.type() === 'warning' && message.text().startsWith(hydrationDiffPrefix))
            hydrationDiffs.push(`${page.url()} ${message.text()}`);
        });
      };
      const watch = async (watched: BrowserContext) => {
        await watched.addInitScript(hydrationWitness);
        await watched.addInitScript(focusWitness);
        for (const page of watched.pages()) attach(page);
        watched.on('page', attach);
      };
      await watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const opened = await newContext(...args);
        await watch(opened);
        return opened;
      };
      try {
        await use({
          allow: (pattern) => {
            allowed.push(pattern);
          },
          get seen() {
            return seen;
          },
        });
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) {
        // Where each page still open had the focus (a lost focus reads as "typed, and nothing happened").
        const focus: string[] = [];
        for (const [index, page] of pagesSeen.entries())
          if (!page.isClosed())
            focus.push(
              `page ${index + 1}\n${await Promise.race([
                page.evaluate(focusReport).catch((error: Error) => `unreadable: ${error.message}`),
                // A page too busy to answer says so rather than holding the failure's report.
                new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 5 s'), 5000).unref()),
              ])}`,
            );
        console.log(
          `${testInfo.title}: the pages' addresses\n${moves.join('\n')}\nwhat the browser said\n${seen.join('\n')}\nthe focus\n${focus.join('\n')}`,
        );
      }
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line.replace(/^\S+ (uncaught|console): /, ''))));
      const said = hydrationDiffs.length ? `; what the hydration found different:\n${hydrationDiffs.join('\n')}` : '';
      // Printed even when the test allows the error (a known defect): the run's log says what differed.
      if (said) console.log(`${base.info().title}${said}`);
      expect(unexpected, `errors in the browser console${said}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
