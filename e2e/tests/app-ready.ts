// Public pages arrive rendered by the server: input typed or clicked before the JavaScript hydrates them is the
// browser's alone. Journeys that act at once on such a page wait for <html data-app-ready> (set by app/src/main.tsx).
import { expect, type Page } from '@playwright/test';
import { budgets } from '../../scripts/time-budgets.ts';

export async function appReady(page: Page): Promise<void> {
  // <html data-hydrated>: the page's own code runs. Its widgets' code (the search form's) loads at the reader's first
  // input, as a reader's pointer moving over the page (app/src/lib/first-intent.ts); then <html data-app-ready>.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: budgets.e2e.pageReady });
  // Two moves: a pointer already at the first spot would not move (a second call on the same page).
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: budgets.e2e.pageReady });
}
