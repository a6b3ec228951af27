// The flags a page hydrates with (lib/create-store.ts holdHydrationSnapshots): a widget whose code arrives after an experiments answer changed
// them hydrates with the page's first flags, then shows the new ones.
import '@testing-library/jest-dom/vitest';
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferUntilFirstIntent } from '../../lib/first-intent.ts';
import { lazyWidget, renderedWidgetsLoaded } from '../../lib/lazy-widgets.tsx';
import { holdHydrationSnapshots } from '../../lib/create-store.ts';
import { defaultFlags, flagsStore, useFlags } from './flags-store.ts';

describe('a lazy widget on a page the server rendered', () => {
  it('hydrates with the flags the page started with when an experiments answer changed them meanwhile, then shows the new ones', async () => {
    function FlagEcho() {
      const flags = useFlags();
      return <button type="button">{flags.notificationCards ? 'cards' : 'no cards'}</button>;
    }
    let arrive: (component: typeof FlagEcho) => void = () => {};
    const Widget = lazyWidget<object>('flag-echo-test', () => new Promise<typeof FlagEcho>((resolve) => (arrive = resolve)));
    flagsStore.set(defaultFlags);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <FlagEcho />
      </Suspense>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');
    holdHydrationSnapshots();
    const release = deferUntilFirstIntent(window);
    const errors = vi.fn<(error: unknown) => void>();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Widget />, { onRecoverableError: errors });
    });
    // The answer lands before the reader acts; then the widget's code arrives.
    flagsStore.set({ ...defaultFlags, notificationCards: true });
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
      await Promise.resolve();
    });
    await act(async () => {
      arrive(FlagEcho);
    });
    await renderedWidgetsLoaded();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton).toHaveTextContent('cards');
    expect(serverButton).not.toHaveTextContent('no cards');
    root?.unmount();
    container.remove();
    flagsStore.set(defaultFlags);
    release();
  });
});
