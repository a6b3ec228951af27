// A page's module preloads go in a few per task, in their order, none twice, none left out.
import { afterEach, expect, it } from 'vitest';
import { preloadModules, preloadsPerTask } from './preload-modules.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

it(`adds ${preloadsPerTask} preloads in this task and as many in each next one`, async () => {
  const hrefs = Array.from({ length: 2 * preloadsPerTask + 1 }, (_, i) => `/assets/page-${i}.js`);
  const seen: (string | null)[][] = [];
  let release: () => void = () => {};
  const next = () => {
    seen.push(preloaded());
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  const done = preloadModules(hrefs, next);
  expect(preloaded()).toEqual(hrefs.slice(0, preloadsPerTask));
  release();
  await Promise.resolve();
  await Promise.resolve();
  expect(preloaded()).toEqual(hrefs.slice(0, 2 * preloadsPerTask));
  release();
  await done;
  expect(preloaded()).toEqual(hrefs);
  expect(seen).toEqual([hrefs.slice(0, preloadsPerTask), hrefs.slice(0, 2 * preloadsPerTask)]);
});

it('adds nothing and waits for no task when there is nothing to preload', async () => {
  let waited = false;
  await preloadModules([], async () => {
    waited = true;
  });
  expect(preloaded()).toEqual([]);
  expect(waited).toBe(false);
});
