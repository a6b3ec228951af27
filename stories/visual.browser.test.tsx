// Local visual regression: every story tagged 'visual' is rendered in Chromium in the light and dark themes
// and compared with its committed reference screenshot (stories/__screenshots__/). Screens (stories/screens, titled
// Screens/...) are taken in the light theme only (the app has no dark theme) with the page at the story's viewport
// width (390 or 1366 px), as tall as the screen is. After an intended visual change:
// `npx vitest run --project visual --update`, look at the new images, commit them.
import { composeStories } from '@storybook/react-vite';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, inject, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from '../.storybook/preview';

type StoryModule = Record<string, unknown> & {
  default: { title?: string; parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } } };
};
type StoryGlobals = { globals?: { viewport?: { value?: string } } };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

let root: Root | undefined;
let host: HTMLElement | undefined;
let resized = false;
afterEach(async () => {
  root?.unmount();
  host?.remove();
  // Back to the project's viewport (vitest.config.ts) for the components' references.
  if (resized) await page.viewport(1024, 768);
  document.body.style.margin = '';
  resized = false;
});

/** The width and height of a screen story's viewport (its `viewport` global among the meta's options), else none. */
function viewportOf(mod: StoryModule, name: string): { width: number; height: number } | undefined {
  const value = (mod[name] as StoryGlobals | undefined)?.globals?.viewport?.value;
  const styles = value ? mod.default.parameters?.viewport?.options?.[value]?.styles : undefined;
  return styles ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) } : undefined;
}

for (const [file, mod] of Object.entries(modules)) {
  const screen = (mod.default.title ?? '').startsWith('Screens/');
  const themes = screen ? (['light'] as const) : (['light', 'dark'] as const);
  for (const theme of themes) {
    const stories = composeStories(mod, { ...projectAnnotations.default, initialGlobals: { locale: 'en', theme } });
    const visual = Object.entries(stories).filter(([, story]) => (story as { tags?: string[] }).tags?.includes('visual'));
    if (!visual.length) continue;
    describe(`${mod.default.title ?? file} (${theme})`, () => {
      for (const [name, Story] of visual) {
        const viewport = viewportOf(mod, name);
        // A screen is taken again once if its capture differs. On a loaded machine (two busy processes beside npm
        // test) about one screen in a run was captured as Chromium had drawn its frame before the last resize: the
        // screen cut at the frame's former height, white below (ci14, ci26, ci29, ci32, ci33). The page cannot see
        // it: the frame's size and a layout quiet for 300 ms are waited for below, and two more waits were tried in
        // vain (the tester page sized through an awaited command of our own; a mark at the screen's bottom seen in a
        // capture just before). A real difference fails twice.
        test(String(name), { retry: viewport ? 1 : 0 }, async () => {
          if (viewport) {
            await page.viewport(viewport.width, viewport.height);
            resized = true;
            // The frame takes its new size a little later: a screen measured before would keep the last one's height.
            await vi.waitFor(() => {
              if (window.innerWidth !== viewport.width || window.innerHeight !== viewport.height)
                throw new Error(`The frame is ${window.innerWidth}×${window.innerHeight}, not ${viewport.width}×${viewport.height} yet`);
            });
          }
          host = document.createElement('div');
          host.dataset.testid = 'visual-root';
          if (viewport) {
            host.style.width = `${viewport.width}px`;
            document.body.style.margin = '0';
          } else {
            host.style.display = 'inline-block';
            host.style.minWidth = '320px';
          }
          document.body.append(host);
          // The story's loaders first (code a widget loads on demand, such as the toasts'), as Storybook runs them.
          await (Story as { load?: () => Promise<void> }).load?.();
          root = createRoot(host);
          root.render(createElement(Story as React.ComponentType));
          await document.fonts.ready;
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          if (viewport) {
            // A screen settles over a few frames and a few loads (a calendar's weeks, the fields a lazy part brings):
            // its height is taken once it has not moved for a quiet spell (a few frames were not enough: the wizard's
            // bunk fields came after them, and the capture showed the page without them).
            const settle = async () => {
              let settled = 0;
              await vi.waitFor(
                async () => {
                  const before = (host as HTMLElement).getBoundingClientRect().height;
                  const quietUntil = performance.now() + 300;
                  while (performance.now() < quietUntil) await new Promise((r) => requestAnimationFrame(r));
                  settled = (host as HTMLElement).getBoundingClientRect().height;
                  if (settled !== before) throw new Error(`The screen is still moving (${before} px, then ${settled} px)`);
                },
                { timeout: inject('timeBudgets').find },
              );
              return Math.ceil(settled);
            };
            // The tests' frame is the viewport: a screen taller than it is drawn only once the frame holds it all; a
            // screen that grows in the taller frame gets a taller one again.
            let height = await settle();
            for (let round = 0; height > window.innerHeight && round < 4; round++) {
              const wanted = height;
              await page.viewport(viewport.width, wanted);
              await vi.waitFor(() => {
                if (window.innerHeight < wanted) throw new Error(`The frame is ${window.innerHeight} px tall, not ${wanted} px yet`);
              });
              height = await settle();
            }
          }
          const slug = `${(mod.default.title ?? file).replaceAll('/', '-')}-${name}-${theme}`.toLowerCase();
          await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(slug);
        });
      }
    });
  }
}
