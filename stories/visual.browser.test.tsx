// Local visual regression: every story tagged 'visual' is rendered in Chromium in the light and dark themes
// and compared with its committed reference screenshot (stories/__screenshots__/). After an intended visual
// change: `npx vitest run --project browser stories/visual --update`, look at the new images, commit them.
import { composeStories } from '@storybook/react-vite';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from '../.storybook/preview';

type StoryModule = Record<string, unknown> & { default: { title?: string } };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

const themes = ['light', 'dark'] as const;

for (const [file, mod] of Object.entries(modules)) {
  for (const theme of themes) {
    const stories = composeStories(mod, { ...projectAnnotations.default, initialGlobals: { locale: 'en', theme } });
    const visual = Object.entries(stories).filter(([, story]) => (story as { tags?: string[] }).tags?.includes('visual'));
    if (!visual.length) continue;
    describe(`${mod.default.title ?? file} (${theme})`, () => {
      for (const [name, Story] of visual) {
        test(String(name), async () => {
          host = document.createElement('div');
          host.dataset.testid = 'visual-root';
          host.style.display = 'inline-block';
          host.style.minWidth = '320px';
          document.body.append(host);
          // The story's loaders first (code a widget loads on demand, such as the toasts'), as Storybook runs them.
          await (Story as { load?: () => Promise<void> }).load?.();
          root = createRoot(host);
          root.render(createElement(Story as React.ComponentType));
          await document.fonts.ready;
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const slug = `${(mod.default.title ?? file).replaceAll('/', '-')}-${name}-${theme}`.toLowerCase();
          await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(slug);
        });
      }
    });
  }
}
