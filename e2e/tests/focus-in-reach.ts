// Keyboard focus never lands under the bars that stay on screen (WCAG 2.2 2.4.11, Focus Not Obscured): every link,
// button and field of the page, focused in document order as Tab reaches it and then backwards as Shift+Tab does (the
// browser scrolls each into view, at the bottom of the screen going down, at its top going up), is not covered by a
// bar fixed at the bottom of the screen (host mode's tab bar, a listing's booking bar), a wizard's actions or the
// sticky header. On a 390 px screen the tab bar hid the footer's last links, and the booking bar a listing's review
// pages and trip dates, wherever focus went past the bottom of the screen.
import { expect, type Page } from '@playwright/test';

export async function expectFocusInReach(page: Page, what: string): Promise<void> {
  const hidden = await page.evaluate(() => {
    const staysOnScreen = (element: Element) => {
      const { position } = getComputedStyle(element);
      return position === 'fixed' || position === 'sticky';
    };
    const bars = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        staysOnScreen(element) && (element as HTMLElement).offsetHeight > 0 && element.getBoundingClientRect().width > innerWidth / 2,
    );
    const inBar = (element: Element) => bars.find((bar) => bar.contains(element));
    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ];
    const covered = new Set<string>();
    for (const element of [...focusable, ...focusable.slice().reverse()]) {
      if (inBar(element) || element.closest('[inert], [aria-hidden=true]')) continue;
      element.focus();
      if (document.activeElement !== element) continue;
      const box = element.getBoundingClientRect();
      // Shown only to screen readers, or placed above everything when focused (the skip link).
      if (box.width < 2 || box.height < 2 || staysOnScreen(element)) continue;
      const x = box.left + box.width / 2;
      // Its top, middle and bottom: whichever is on screen must be the element's, not a bar's.
      for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
        const hit = document.elementFromPoint(x, y);
        const bar = hit && !element.contains(hit) ? inBar(hit) : undefined;
        if (!bar) continue;
        const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
        const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim().slice(0, 40);
        covered.add(
          `${element.tagName.toLowerCase()} "${name}" under ${bar.getAttribute('data-slot') ?? bar.getAttribute('data-testid') ?? bar.tagName.toLowerCase()}`,
        );
        break;
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return [...covered];
  });
  expect(hidden, `${what}: focused elements hidden under a bar`).toEqual([]);
}
