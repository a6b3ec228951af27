// Public pages arrive rendered by the server: input typed or clicked before the JavaScript hydrates them is the
// browser's alone. Journeys that act at once on such a page wait for <html data-app-ready> (set by app/src/main.tsx).
import { expect, type Page } from '@playwright/test';

export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 20_000 });
}
