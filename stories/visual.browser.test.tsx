// Local visual regression: every story tagged 'visual' is rendered in Chromium in the light and dark themes
// and compared with its committed reference screenshot (stories/__screenshots__/). Screens (stories/screens, titled
// Screens/...) are taken in the light theme only (the app has no dark theme) with the page at the story's viewport
// width (390 or 1366 px), as tall as the screen is. After an intended visual change:
// `npx vitest run --project visual --update`, look at the new images, commit them.
import { composeStories } from '@storybook/react-vite';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, inject, test, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import * as projectAnnotations from '../.storybook/preview';

type StoryModule = Record<string, unknown> & {
  default: { title?: string; parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } } };
};
type StoryGlobals = { globals?: { viewport?: { value?: string } } };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The frame and the tester page's viewport sized together (vitest.config.ts). */
    frameViewport(width: number, height: number): Promise<void>;
  }
}

let root: Root | undefined;
let host: HTMLElement | undefined;
let resized = false;
afterEach(async () => {
  root?.unmount();
  host?.remove();
  // Back to the project's viewport (vitest.config.ts) for the components' references.
  if (resized) await commands.frameViewport(1024, 768);
  document.body.style.margin = '';
  resized = false;
});

/** The width and height of a screen story's viewport (its `viewport` global among the meta's options), else none. */
function viewportOf(mod: StoryModule, name: string): { width: number; height: number } | undefined {
  const value = (mod[name] as StoryGlobals | undefined)?.globals?.viewport?.value;
  const styles = value ? mod.default.parameters?.viewport?.options?.[value]?.styles : undefined;
  return styles ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) } : undefined;
}

/**
 * Resolves once a capture shows a mark drawn a moment before at `screen`'s bottom-right corner: the frame the
 * captures come from is then the resized one, drawn to its new bottom. On a loaded machine, with the frame and the
 * tester page at their new size (frameViewport) and the layout quiet for 300 ms, captures still showed the frame drawn
 * at its former height, blank below it; two such captures matched each other and failed the reference (ci29, and ci32
 * after frameViewport). The mark is gone before the capture that is compared.
 */
async function drawnToTheBottom(screen: HTMLElement) {
  const box = screen.getBoundingClientRect();
  const left = Math.floor(box.right) - 2;
  const top = Math.floor(box.bottom + window.scrollY) - 2;
  const mark = document.createElement('div');
  mark.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:2px;height:2px;z-index:2147483647;pointer-events:none`;
  document.body.append(mark);
  const colours = [
    [255, 0, 255],
    [0, 255, 0],
  ];
  let attempt = 0;
  try {
    await vi.waitFor(
      async () => {
        // A new colour each attempt: a capture of an earlier frame cannot show it.
        const colour = colours[attempt++ % 2] as number[];
        mark.style.background = `rgb(${colour.join(',')})`;
        // A capture of the mark alone (a few pixels to encode, where a capture of the screen took 200 ms), taken once
        // Playwright has seen it stable over two animation frames.
        const png = await page.screenshot({ element: mark, save: false });
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        const [r, g, b] = context.getImageData(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2), 1, 1).data;
        const [R, G, B] = colour as [number, number, number];
        if (Math.abs((r as number) - R) < 8 && Math.abs((g as number) - G) < 8 && Math.abs((b as number) - B) < 8) return;
        throw new Error(`The capture shows rgb(${r}, ${g}, ${b}) at the frame's bottom, not the mark drawn there: not drawn yet`);
      },
      { timeout: inject('timeBudgets').find, interval: 100 },
    );
  } finally {
    mark.remove();
  }
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
        test(String(name), async () => {
          const viewport = viewportOf(mod, name);
          if (viewport) {
            await commands.frameViewport(viewport.width, viewport.height);
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
              await commands.frameViewport(viewport.width, wanted);
              await vi.waitFor(() => {
                if (window.innerHeight < wanted) throw new Error(`The frame is ${window.innerHeight} px tall, not ${wanted} px yet`);
              });
              height = await settle();
            }
          }
          if (viewport) await drawnToTheBottom(host);
          const slug = `${(mod.default.title ?? file).replaceAll('/', '-')}-${name}-${theme}`.toLowerCase();
          await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(slug);
        });
      }
    });
  }
}
