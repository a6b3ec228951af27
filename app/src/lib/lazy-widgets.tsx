// The heavy interactive widgets of the public pages, each in its own chunk, out of the pages' first load: each area
// declares its own beside its pages (renter/trip-widgets.ts, renter/search/search-widgets.ts, renter/renter-widgets.tsx,
// messages/ask-host-widget.ts), the shell its own in shell/shell-widgets.ts (issue 35: declared here, the ui's pickers
// and their chunks' file names were in every page's first load); each registers as its module loads. The server renders them whole (it loads
// the registered ones before rendering: the page's module has declared its own by then). In the browser, a page the server rendered hydrates without their
// code: each keeps its server HTML in a boundary that waits, and its code loads at the reader's input inside it (its
// root; a widget without one at the first input anywhere: lib/first-intent.ts), then it hydrates. A page rendered in
// the browser loads them at once.
import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { firstIntent, intentWithin } from './first-intent.ts';
import { nextTask } from './next-task.ts';
import { serverSlot } from './server-render-scope.ts';

/** The widget instances on the page that have not run their code yet (each leaves as it settles), and how many came. */
const rendered = new Set<Promise<unknown>>();
let renderedCount = 0;
function countIn(settled: Promise<void>) {
  rendered.add(settled);
  renderedCount += 1;
  void settled.then(() => rendered.delete(settled));
}
const loaders = new Map<string, () => Promise<unknown>>();
/** Each widget's loader once its input allows it (at once when nothing defers). */
const loadersWhenAllowed = new Map<string, () => Promise<unknown>>();
/** Each widget's root selector, by name (a click there while its code is missing is replayed: lib/replay-click.ts). */
const roots = new Map<string, string>();
/** The widgets on the page whose code has not arrived: React cannot hydrate them, and drops a click on them. */
const codeMissing = new Set<string>();
/** By name: resolves once an instance of the widget runs its code (hydrated with it, or rendered). */
const running = new Map<string, Deferred>();
function runningGate(name: string) {
  let gate = running.get(name);
  if (!gate) {
    gate = deferred();
    running.set(name, gate);
  }
  return gate;
}
type Deferred = { promise: Promise<void>; resolve: () => void };
function deferred(): Deferred {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let noteScheduled = false;
/**
 * `<html data-widgets-waiting>`: the roots of the widgets on screen still waiting for an input to load their code
 * (what a journey or the bench points at to have them all load; absent when none waits).
 */
function noteWaiting() {
  if (typeof document === 'undefined' || noteScheduled) return;
  noteScheduled = true;
  queueMicrotask(() => {
    noteScheduled = false;
    const selector = waitingWidgetRoots();
    if (selector) document.documentElement.dataset.widgetsWaiting = selector;
    else delete document.documentElement.dataset.widgetsWaiting;
  });
}

/**
 * The moment the widget holding `element` runs its code, if that element is in a widget still waiting for it (a
 * click there is replayed then: lib/replay-click.ts).
 */
export function widgetRunningAt(element: Element): Promise<void> | undefined {
  for (const name of codeMissing) {
    const root = roots.get(name);
    if (root && element.closest(root)) return runningGate(name).promise;
  }
  return undefined;
}
/** The widgets a server render used, by name (shell/server/entry-server.tsx reads them after the render). */
export const serverRenderedWidgets = serverSlot(() => new Set<string>());

/** The server loads every widget registered so far before a render (the page's among them): it renders them whole, never suspending. */
export function loadAllWidgets(): Promise<unknown> {
  return Promise.all([...loaders.values()].map((load) => load()));
}

/**
 * Loads the code of the widgets a server-rendered page holds, before it is rendered afresh for a signed-in reader
 * (whose controls would otherwise appear a moment late and move the page under the pointer). Each widget's load starts
 * in a task of its own (`next`), all of them downloading at once: a load adds a modulepreload link for each module its
 * chunk imports (Vite's preload), and a signed-in reader's search page adding its three widgets' in one task spent
 * 229 ms of it in those links at 4x CPU slowdown (issue 35: total blocking time).
 */
export async function loadWidgets(names: readonly string[], next: () => Promise<void> = nextTask): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const [at, name] of names.entries()) {
    if (at) await next();
    loads.push(
      loaders
        .get(name)?.()
        .catch(() => undefined) ?? Promise.resolve(),
    );
  }
  return Promise.all(loads);
}

/**
 * Starts loading a widget's code ahead of its render (a page waiting for its data), once its input allows it: at once
 * on a page the browser renders, at the reader's input inside it on a hydrating one.
 */
export function prefetchWidget(name: string): void {
  void loadersWhenAllowed
    .get(name)?.()
    .catch(() => undefined);
}

/**
 * Marks the widgets a server-rendered page holds as waiting for their code, before it hydrates and before any of it
 * loads (a tap during the hydration is then replayed too). `hydrated`: the hydration's commit, which widgetsSettled
 * waits for.
 */
export function markWidgetsWaiting(names: readonly string[], hydrated: Promise<unknown>): void {
  // An area's widgets register when the page's module loads, after this: a name is marked before it is known.
  for (const name of names) codeMissing.add(name);
  noteWaiting();
  pageHydrated = hydrated;
}

/** A selector of the roots of the widgets whose code has not arrived, or null when none waits. */
export function waitingWidgetRoots(): string | null {
  const selectors = [...codeMissing].flatMap((name) => roots.get(name) ?? []);
  return selectors.length ? [...new Set(selectors)].join(', ') : null;
}

/** Resolves once every widget rendered so far runs its code (hydrated, or rendered, with the page's props), or has left. */
export function renderedWidgetsLoaded(): Promise<unknown> {
  return Promise.all([...rendered]);
}

/**
 * The hydration's commit of a page the server rendered (main.tsx): the widgets' instances are known from then on (each
 * counts itself in as it commits), those inside a Suspense boundary of a page's own excepted (they commit when it
 * hydrates, later: no page puts a widget in one, request-to-book-page.tsx says why).
 */
let pageHydrated: Promise<unknown> = Promise.resolve();

/**
 * Resolves once every widget on screen runs its code, those inside another too (they render once the outer one has
 * hydrated: the search form's dates), and a frame has passed. On a hydrating page, not before its hydration has
 * committed: a language switch clicked in the first moment found no widget counted yet, changed the language, and the
 * footer hydrated in French over its English HTML (React #418, 4 times in 10 at 4x CPU slowdown).
 */
export async function widgetsSettled(): Promise<void> {
  await pageHydrated;
  let count = -1;
  while (count !== renderedCount) {
    count = renderedCount;
    await renderedWidgetsLoaded();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** A widget whose code loads apart (exported for its test). */
export function lazyWidget<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  root?: string,
  /** Shown while the code loads on a page the browser renders (a hydrating page keeps the server's HTML instead). */
  fallback: ReactNode = null,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  let code: ComponentType<P> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      code = component;
      // From now on React can hydrate it on a click itself: nothing to replay.
      codeMissing.delete(name);
      noteWaiting();
      return component;
    });
    return loading;
  };
  if (root) roots.set(name, root);
  // The code, once an input allows it: inside the widget's root, or anywhere for a widget without one (at once when
  // nothing defers).
  let allowed: Promise<ComponentType<P>> | undefined;
  const loadWhenAllowed = () => (allowed ??= (root ? intentWithin(root) : firstIntent()).then(loadOnce));
  loaders.set(name, loadOnce);
  loadersWhenAllowed.set(name, loadWhenAllowed);

  const Lazy = lazy(() => loadWhenAllowed().then((component) => ({ default: component })));
  function Code({ props, ran }: { props: P; ran: () => void }) {
    // Code already here (always on the server): rendered at once. Chosen once per instance, so a widget never
    // switches component type (which would remount it).
    const [Loaded] = useState(() => code);
    // Inside the boundary: this runs once the widget has hydrated with its code, or rendered with it. The code's
    // arrival alone is not that moment: React hydrates the boundary in a render of its own, later, and a language
    // changed between the two hydrates the widget in the new language over its server HTML.
    useEffect(() => {
      ran();
      runningGate(name).resolve();
    }, [ran]);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  // Memoized on one object: while the code is missing, a re-render of the page passes the same (first) props and
  // never reaches the waiting boundary. A boundary given new props before it can hydrate throws its server HTML
  // away and shows nothing until the code lands, moving the page under the reader's pointer. (A change of a context
  // it reads would too: the providers above the widgets hold still while a page starts.)
  const Boundary = memo(function Boundary({ props, ran }: { props: P; ran: () => void }) {
    // The same Suspense boundary in both places: the server fills it, the browser hydrates it.
    return (
      <Suspense fallback={fallback}>
        <Code props={props} ran={ran} />
      </Suspense>
    );
  });

  return function Widget(props: P) {
    const [first] = useState(() => props);
    const [ready, setReady] = useState(() => code !== undefined);
    // This instance's boundary: resolves once it has hydrated, or rendered, with its code.
    const [ran] = useState(deferred);
    if (typeof document === 'undefined') serverRenderedWidgets.current()?.add(name);
    else if (!ready && !code && !codeMissing.has(name)) {
      codeMissing.add(name);
      noteWaiting();
    }
    useEffect(() => {
      // This instance, until it runs its code with the page's props (or leaves): what data-app-ready and a language
      // switch wait for.
      const settled = deferred();
      countIn(settled.promise);
      if (ready) {
        void ran.promise.then(settled.resolve);
        return settled.resolve;
      }
      let mounted = true;
      // Then the page's props reach the boundary (it hydrated with the first ones).
      loadWhenAllowed().then(
        () => mounted && setReady(true),
        () => settled.resolve(),
      );
      return () => {
        mounted = false;
        settled.resolve();
      };
    }, [ready, ran]);
    return <Boundary props={ready ? props : first} ran={ran.resolve} />;
  };
}
