// Local visual regression: every story tagged 'visual' is rendered in Chromium in the light and dark themes
// and compared with its committed reference screenshot (stories/__screenshots__/). Screens (stories/screens, titled
// Screens/...) are taken in the light theme only (the app has no dark theme) with the page at the story's viewport
// width (390 or 1366 px), as tall as the screen is. After an intended visual change:
// `npx vitest run --project visual --update`, look at the new images, commit them.
/// <reference types="@vitest/browser-playwright" />
import { composeStories } from '@storybook/react-vite';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, inject, test, vi } from 'vitest';
import { cdp, page } from 'vitest/browser';
import * as projectAnnotations from '../.storybook/preview';

type StoryModule = Record<string, unknown> & {
  default: { title?: string; parameters?: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } } };
};
type StoryGlobals = { globals?: { viewport?: { value?: string } } };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// The requests the tests' page has in flight (Chromium's network events): a screen's lazy parts are modules the
// test server transforms on their first request, which on a loaded machine took longer than the quiet spell below
// (a screen captured at 768 px that grew to 899 px during its capture, its sticky footer drawn at 768). A screen
// settles only with none in flight. Events reach the test a little after they happen; the quiet spell covers that.
const inFlight = new Set<string>();
let requestsStarted = 0;
let networkWatched: Promise<void> | undefined;
const watchNetwork = () =>
  (networkWatched ??= (async () => {
    const session = cdp();
    session.on('Network.requestWillBeSent', ({ requestId }) => {
      inFlight.add(requestId);
      requestsStarted += 1;
    });
    for (const ended of ['Network.loadingFinished', 'Network.loadingFailed'] as const)
      session.on(ended, ({ requestId }) => inFlight.delete(requestId));
    await session.send('Network.enable');
  })());

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
        // A screen is taken again once if its capture differs: a guard, not the fix. Captures cut at the frame's
        // former height, white below, its sticky footer drawn there (ci14 to ci52, about one screen a run on a loaded
        // machine), were screens that grew after they had seemed settled: a lazy part's module still on its way from
        // the test server. Logged at the capture: the wizard's booking rules 768 px tall, then 899 px a second later;
        // the host calendar 1,100 px, then 1,750. The settle below now waits for no request in flight as well
        // (watchNetwork). A real difference fails twice.
        test(String(name), { retry: viewport ? 1 : 0 }, async () => {
          if (viewport) {
            await watchNetwork();
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
            // its height is taken once it has not moved, and no request was in flight or started, for a quiet spell
            // (a few frames were not enough: the wizard's bunk fields came after them, and the capture showed the page
            // without them; a quiet spell alone was not enough on a loaded machine, see watchNetwork).
            const busy = () => (host as HTMLElement).querySelector('[aria-busy="true"]') !== null;
            const settle = async () => {
              let settled = 0;
              await vi.waitFor(
                async () => {
                  if (inFlight.size) throw new Error(`${inFlight.size} requests still in flight`);
                  // A part still loading says so (aria-busy: the wizard's step before its fields, a list's
                  // skeletons). A module whose request has ended can take longer than the quiet spell to run and
                  // render on a loaded machine (ci57: the booking rules step, captured at 768 px with its skeleton
                  // replaced only after the settle).
                  if (busy()) throw new Error('The screen is still busy (aria-busy)');
                  const before = (host as HTMLElement).getBoundingClientRect().height;
                  const started = requestsStarted;
                  const quietUntil = performance.now() + 300;
                  while (performance.now() < quietUntil) await new Promise((r) => requestAnimationFrame(r));
                  settled = (host as HTMLElement).getBoundingClientRect().height;
                  if (busy()) throw new Error('The screen is still busy (aria-busy)');
                  if (settled !== before) throw new Error(`The screen is still moving (${before} px, then ${settled} px)`);
                  if (requestsStarted !== started || inFlight.size)
                    throw new Error(`The screen is still loading (${requestsStarted - started} requests started)`);
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
