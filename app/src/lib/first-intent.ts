// The moment a reader first shows they are about to act on a hydrated page (a pointer moves or touches, a key, a
// focus, a wheel or scroll), or, failing that, a quiet moment some seconds later. Code the first view does not need
// to show itself (the search form's widgets, the experiments' schema) waits for it, so a page hydrates with only its
// own code and a reader who never acts downloads none of the rest. Nothing waits unless main.tsx defers (a page it
// hydrates): a page rendered in the browser, a test, the server, load everything at once.

/**
 * The events that announce input: each comes before the click, key or tap it leads to; a click too, as a screen
 * reader's activation can come without any pointer, key or focus event before it.
 */
export const intentEvents = [
  'pointermove',
  'pointerdown',
  'mousedown',
  'click',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** Without any input, the deferred code loads this long after the watch starts (when the browser is idle). */
export const intentFallbackMs = 6000;

let gate: Promise<void> = Promise.resolve();
let reached = true;

/** Resolves at the first intent (or the fallback); already resolved when nothing defers. */
export function firstIntent(): Promise<void> {
  return gate;
}

/** True once deferred code may load. */
export function intentReached(): boolean {
  return reached;
}

/**
 * Holds deferred code back until the first intent on `target` (the window), or an idle moment `fallbackMs` later.
 * Returns a function that releases it at once (a no-op when something already defers or was released).
 */
export function deferUntilFirstIntent(target: Window = window, fallbackMs = intentFallbackMs): () => void {
  if (!reached) return () => {};
  reached = false;
  let resolve: () => void = () => {};
  gate = new Promise<void>((done) => {
    resolve = done;
  });
  const options = { capture: true, passive: true } as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    if (reached) return;
    reached = true;
    for (const type of intentEvents) target.removeEventListener(type, release, options);
    clearTimeout(timer);
    resolve();
  };
  for (const type of intentEvents) target.addEventListener(type, release, options);
  timer = setTimeout(() => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(release, { timeout: 2000 });
    else release();
  }, fallbackMs);
  return release;
}
