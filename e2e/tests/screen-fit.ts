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

/**
 * Text spaced as a reader may set it (WCAG 2.2 1.4.12, Text Spacing: line height 1.5, paragraphs 2 em apart, letters
 * 0.12 em and words 0.16 em): the page must lose nothing to it, nor grow wider than the screen.
 */
export async function spaceText(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  });
}
