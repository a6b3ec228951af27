// Public pages arrive rendered by the server: input typed or clicked before the JavaScript hydrates them is the
// browser's alone. Journeys that act at once on such a page wait for <html data-app-ready> (set by app/src/main.tsx).
import { expect, type Page } from '@playwright/test';
import { budgets } from '../../scripts/time-budgets.ts';

/** `within`: how long the page's code may take (the journeys' pageReady budget; more on a slowed CPU). */
export async function appReady(page: Page, within: number = budgets.e2e.pageReady): Promise<void> {
  // <html data-hydrated>: the page's own code runs. Each widget's code (the header's, the search form's) loads at an
  // input inside it (app/src/lib/first-intent.ts): the page names the roots of those still waiting in
  // <html data-widgets-waiting>, and the pointer enters each, as a reader's would on their way to it; then
  // <html data-app-ready>.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: within });
  // A widget inside another (the search form's dates) is noted as waiting once the outer one has hydrated: the pointer
  // goes over the waiting roots again until none is left, as a reader's moves on to the field they want.
  await expect(async () => {
    await page.evaluate(() => {
      const waiting = document.documentElement.dataset.widgetsWaiting;
      if (!waiting) return;
      for (const root of document.querySelectorAll(waiting)) root.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 1_000 });
  }).toPass({ timeout: within });
}
