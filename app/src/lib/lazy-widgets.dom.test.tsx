import '@testing-library/jest-dom/vitest';
import { act } from '@testing-library/react';
import { type ComponentType, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createModalQueueStore, ModalQueueProvider, UiProvider } from '@rove/ui';
import { deferUntilFirstIntent } from './first-intent.ts';
import { lazyWidget, loadWidgets, markWidgetsWaiting, renderedWidgetsLoaded, waitingWidgetRoots, widgetsSettled } from './lazy-widgets.tsx';

type EchoProps = { label: string; onPress: () => void };
function Echo({ label, onPress }: EchoProps) {
  return (
    <button type="button" data-slot="echo" onClick={onPress}>
      {label}
    </button>
  );
}

const registry = {};
const store = createModalQueueStore([]);

describe('a lazy widget on a page the server rendered', () => {
  it('keeps its server HTML through a re-render of the page, loads at an input inside it, then takes the page’s props', async () => {
    let arrive: (component: typeof Echo) => void = () => {};
    const load = vi.fn<() => Promise<typeof Echo>>(() => new Promise<typeof Echo>((resolve) => (arrive = resolve)));
    const Widget = lazyWidget<EchoProps>('echo-test', load, '[data-slot=echo]');
    const pressed = vi.fn<() => void>();
    const Page = ({ label }: { label: string }) => (
      <main>
        <p>{label}</p>
        <Widget label={label} onPress={pressed} />
      </main>
    );
    // What the server sent: the widget whole, in the boundary the browser hydrates.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <p>first</p>
        <Suspense fallback={null}>
          <Echo label="first" onPress={pressed} />
        </Suspense>
      </main>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');

    const release = deferUntilFirstIntent(window);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page label="first" />);
    });
    // Hydrated without the widget's code: none asked for yet, the server's button still there, a click on it would
    // be replayed, and the page is not ready.
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(waitingWidgetRoots()).toBe('[data-slot=echo]');
    let ready = false;
    void renderedWidgetsLoaded().then(() => {
      ready = true;
    });

    // The page re-renders (its data revalidated) before the reader acts: the waiting widget is left as it was (a
    // boundary given new props would drop its server HTML and show nothing until the code came).
    await act(async () => {
      root?.render(<Page label="second" />);
    });
    expect(container.querySelector('p')).toHaveTextContent('second');
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton).toHaveTextContent('first');

    // The reader's pointer moves over the page, not the widget: nothing loads; the page says which widgets wait.
    await act(async () => {
      container.querySelector('p')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      window.dispatchEvent(new Event('scroll'));
      await Promise.resolve();
    });
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.widgetsWaiting).toBe('[data-slot=echo]');
    // Then over the widget: its code loads, the widget hydrates and then follows the page.
    await act(async () => {
      serverButton?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(ready).toBe(false);
    await act(async () => {
      arrive(Echo);
    });
    // The code is here: React hydrates it on a click itself, so nothing is replayed any more.
    expect(waitingWidgetRoots()).toBeNull();
    // Settles once the widget has hydrated and follows the page (what <html data-app-ready> waits for).
    await renderedWidgetsLoaded();
    expect(ready).toBe(true);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton).toHaveTextContent('second');
    await act(async () => {
      serverButton?.click();
    });
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.widgetsWaiting).toBeUndefined();
    root?.unmount();
    container.remove();
    release();
  });

  it('keeps its server HTML when the shell above it re-renders (flags, currency) with the same providers', async () => {
    const load = vi.fn<() => Promise<typeof Echo>>(() => new Promise<typeof Echo>(() => {}));
    const Widget = lazyWidget<EchoProps>('echo-shell-test', load);
    const pressed = vi.fn<() => void>();
    // A shell that re-renders its providers for its own reasons: a new render of UiProvider and ModalQueueProvider
    // with the same inputs must change no context, or React renders the waiting boundary afresh (empty, until its
    // code comes) and the page jumps: the home page's header vanished when the experiments' answer landed.
    const Shell = ({ tick }: { tick: number }) => (
      <UiProvider locale="fr-CA">
        <ModalQueueProvider registry={registry} store={store}>
          <p>{tick}</p>
          <Widget label="menu" onPress={pressed} />
        </ModalQueueProvider>
      </UiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <UiProvider locale="fr-CA">
        <ModalQueueProvider registry={registry} store={store}>
          <p>0</p>
          <Suspense fallback={null}>
            <Echo label="menu" onPress={pressed} />
          </Suspense>
        </ModalQueueProvider>
      </UiProvider>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const release = deferUntilFirstIntent(window);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Shell tick={0} />);
    });
    await act(async () => {
      root?.render(<Shell tick={1} />);
    });
    expect(container.querySelector('p')).toHaveTextContent('1');
    expect(container.querySelector('button')).toBe(serverButton);
    expect(load).not.toHaveBeenCalled();
    root?.unmount();
    container.remove();
    release();
  });
});

describe('what a language switch waits for on a page the server rendered', () => {
  it('the hydration’s commit first, then each waiting widget’s boundary hydrated with its code, not its code’s arrival alone', async () => {
    // The widget's code needs its words before it can render: React hydrates its boundary only once they are here, a
    // render after the code arrived (a language changed between the two hydrated the footer in French over English).
    let wordsHere: (value: string) => void = () => {};
    const words = new Promise<string>((resolve) => (wordsHere = resolve));
    function Worded({ label }: { label: string }) {
      return <button type="button">{`${use(words)} ${label}`}</button>;
    }
    let arrive: (component: typeof Worded) => void = () => {};
    const load = vi.fn<() => Promise<typeof Worded>>(() => new Promise<typeof Worded>((resolve) => (arrive = resolve)));
    const Widget = lazyWidget<{ label: string }>('worded-test', load, '[data-slot=worded]');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div data-slot="worded">
        <Suspense fallback={null}>
          <button type="button">Hello menu</button>
        </Suspense>
      </div>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');
    // Frames pass at once here (happy-dom's wait for the next one can outlast these steps).
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
    const release = deferUntilFirstIntent(window);
    let committed: () => void = () => {};
    markWidgetsWaiting(['worded-test'], new Promise<void>((resolve) => (committed = resolve)));
    // A switch clicked before the page has hydrated (its loader runs while the hydration still renders): no widget has
    // counted itself in yet, and frames pass.
    let settled = false;
    const settling = widgetsSettled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <div data-slot="worded">
          <Widget label="menu" />
        </div>,
      );
    });
    committed();
    // The code arrives (the first navigation releases every widget), the boundary still waits for its words.
    await act(async () => {
      serverButton?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      arrive(Worded);
    });
    // React has rendered what the code's arrival changed (act flushes it as it ends), and frames have passed.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(settled).toBe(false);
    // Hydrated: the server's button kept, and now the switch may go on.
    await act(async () => {
      wordsHere('Hello');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await act(async () => {
      await settling;
    });
    expect(settled).toBe(true);
    expect(container.querySelector('button')).toBe(serverButton);
    root?.unmount();
    container.remove();
    release();
    markWidgetsWaiting([], Promise.resolve());
    vi.unstubAllGlobals();
  });
});

describe('the widgets of a page rendered afresh', () => {
  it('start loading one per task, all downloading at once, and resolve when all have come', async () => {
    const started: string[] = [];
    const arrivals: Record<string, () => void> = {};
    for (const name of ['test-dates', 'test-guests', 'test-place'])
      lazyWidget(name, () => {
        started.push(name);
        return new Promise<ComponentType<object>>((resolve) => {
          arrivals[name] = () => resolve(() => null);
        });
      });
    const tasks: (() => void)[] = [];
    const next = () => new Promise<void>((resolve) => tasks.push(resolve));
    let done = false;
    const loading = loadWidgets(['test-dates', 'test-guests', 'test-place', 'test-unknown'], next).then(() => {
      done = true;
    });
    // The first at once, each next one a task later (a load adds its modules' preload links, a few ms each on a phone).
    expect(started).toEqual(['test-dates']);
    tasks.shift()?.();
    await vi.waitFor(() => expect(started).toEqual(['test-dates', 'test-guests']));
    tasks.shift()?.();
    await vi.waitFor(() => expect(started).toEqual(['test-dates', 'test-guests', 'test-place']));
    tasks.shift()?.();
    // None waits for another to arrive before it starts; the whole waits for every one (an unknown name for none).
    arrivals['test-place']();
    arrivals['test-dates']();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    arrivals['test-guests']();
    await loading;
    expect(done).toBe(true);
  });
});
