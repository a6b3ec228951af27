// The page fits the screen's width: nothing wider than it, so nothing scrolls sideways (WCAG 2.2 1.4.10, Reflow: down
// to 320 CSS px, a phone's narrowest or a 1280 px window zoomed to 400 %).
import { expect, type Page } from '@playwright/test';

export async function expectFits(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('load');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}
