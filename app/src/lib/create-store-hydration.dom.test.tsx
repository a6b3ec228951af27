// A store read by a part of a server-rendered page (React's error #418, issue 38): the part hydrates with the value
// the page began hydrating with, whatever the store says by then, and shows the current value right after. The tests
// run in order: the first one is before the page begins to hydrate (holdHydrationSnapshots is once per page).
import '@testing-library/jest-dom/vitest';
import { act } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Store } from './create-store.ts';

// The dom project's files share their modules (vitest.config.ts, isolate: false): a file run before this one in the
// same worker may have begun its page's hydration already (flags-hydration.dom.test.tsx), and the first test would
// then see a value held. This file takes a module of its own, as a page that has not begun.
vi.resetModules();
const { createLazyStore, createStore, holdHydrationSnapshots, useStore } = await import('./create-store.ts');

function Count({ store }: { store: Store<number> }) {
  return <output>{`${useStore(store)} RVs`}</output>;
}

/** The server's HTML of `element`, in a container of the document. */
function served(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, element: React.ReactElement) {
  const errors = vi.fn<(error: unknown) => void>();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: errors });
  });
  return { errors, root: root as ReturnType<typeof hydrateRoot> };
}

describe('useStore on a page the server rendered', () => {
  it('works a lazy store’s first value out at its first read, once', () => {
    const first = vi.fn<() => number>(() => 9);
    const store = createLazyStore(first);
    expect(first).not.toHaveBeenCalled();
    expect(store.get()).toBe(9);
    store.set((count) => count + 1);
    expect(store.get()).toBe(10);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('renders the current value before the page begins to hydrate (the server render is unchanged)', () => {
    const store = createStore(1);
    store.set(2);
    expect(store.getServerSnapshot()).toBe(2);
    expect(renderToString(<Count store={store} />)).toBe('<output>2 RVs</output>');
  });

  it('hydrates with the value the page began hydrating with when the store changed meanwhile, then shows the new one', async () => {
    const store = createStore(3);
    const container = served(<Count store={store} />);
    const serverOutput = container.querySelector('output');
    holdHydrationSnapshots();
    // A session resolved, a count loaded, a currency chosen: before this part hydrates.
    store.set(4);
    const { errors, root } = await hydrate(container, <Count store={store} />);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('output')).toBe(serverOutput);
    expect(serverOutput).toHaveTextContent('4 RVs');
    root.unmount();
    container.remove();
  });

  it('hydrates a lazy part whose code arrives after the store changed with the value the page began with', async () => {
    const store = createStore(5);
    const container = served(
      <main>
        <h1>Search</h1>
        <Suspense fallback={null}>
          <Count store={store} />
        </Suspense>
      </main>,
    );
    const serverOutput = container.querySelector('output');
    let arrive: () => void = () => {};
    const LazyCount = lazy(() => new Promise<{ default: typeof Count }>((resolve) => (arrive = () => resolve({ default: Count }))));
    const { errors, root } = await hydrate(
      container,
      <main>
        <h1>Search</h1>
        <Suspense fallback={null}>
          <LazyCount store={store} />
        </Suspense>
      </main>,
    );
    // The page has hydrated around the part still waiting for its code; the store changes, then the code arrives.
    store.set(6);
    await act(async () => {
      arrive();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('output')).toBe(serverOutput);
    expect(serverOutput).toHaveTextContent('6 RVs');
    root.unmount();
    container.remove();
  });

  it('holds the first value of a lazy store made after the page began to hydrate, as its first read works it out', () => {
    const first = vi.fn<() => number>(() => 11);
    const store = createLazyStore(first);
    // The page began to hydrate in a test before: the store holds what its first read works out (here, as it is
    // set), not what it is set to before its part hydrates.
    expect(first).not.toHaveBeenCalled();
    store.set(12);
    expect(first).toHaveBeenCalledTimes(1);
    expect(store.getServerSnapshot()).toBe(11);
    expect(store.get()).toBe(12);
  });

  it('hydrates with the first value of a store made after the page began to hydrate (a lazy module’s)', async () => {
    const store = createStore(7);
    // The module sets it as it loads (favourites loading for a session already open), before its part hydrates.
    store.set(8);
    expect(store.get()).toBe(8);
    const container = document.createElement('div');
    container.innerHTML = '<output>7 RVs</output>';
    document.body.append(container);
    const { errors, root } = await hydrate(container, <Count store={store} />);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('output')).toHaveTextContent('8 RVs');
    root.unmount();
    container.remove();
  });
});
