// The moment a reader shows they are about to act on a hydrated page, and where. Code the first view does not need to
// show itself waits for an input that needs it: a widget's code (the search form's dates, the header's menu) for an
// input inside that widget (the pointer over it, a touch, a focus, a key, a click there); what has no place of its own
// (the search map) for the first input anywhere. A reader who only reads downloads none of it, and a first input
// brings only what it touches. Nothing waits unless main.tsx defers (a page it hydrates): a page rendered in the
// browser, a test, the server, load everything at once.

/**
 * The events that announce input on the page: each comes before the click, key or tap it leads to; a click too, as a
 * screen reader's activation can come without any pointer, key or focus event before it. The pointer entering an
 * element (pointerover) and the others say where the reader is about to act; a wheel or scroll says nothing about a
 * place, but that the reader is here.
 */
export const intentEvents = [
  'pointerover',
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

let reached = true;
let gate: Promise<void> = Promise.resolve();
let openGate: () => void = () => {};
/** The elements inputs reached so far (each once), and what waits for an input inside some element. */
const touched = new Set<Element>();
const waiting = new Set<{ selector: string; resolve: () => void }>();

/** Resolves at the first input anywhere on the page; already resolved when nothing defers. */
export function firstIntent(): Promise<void> {
  return gate;
}

/** True once an input came anywhere (or nothing defers). */
export function intentReached(): boolean {
  return reached;
}

/** Whether code waits for the reader's input (a page main.tsx hydrates). */
let deferring = false;

const within = (element: Element, selector: string) => {
  try {
    return element.closest(selector) !== null;
  } catch {
    return false;
  }
};

/**
 * Resolves at an input inside an element matching `selector` (the root of a widget): the pointer over it, a touch, a
 * focus, a key or a click there, now or before this was asked. At once when nothing defers.
 */
export function intentWithin(selector: string): Promise<void> {
  if (!deferring) return Promise.resolve();
  for (const element of touched) if (element.isConnected && within(element, selector)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    waiting.add({ selector, resolve });
  });
}

/**
 * Holds deferred code back until the reader's input on `target` (the window): each waiting part at an input inside
 * it, the rest at the first input anywhere. There is no fallback: a reader who does not act loads nothing more.
 * Returns a function that releases everything at once (a no-op when something already defers).
 */
export function deferUntilFirstIntent(target: Window = window): () => void {
  if (deferring) return () => {};
  deferring = true;
  reached = false;
  gate = new Promise<void>((done) => {
    openGate = done;
  });
  const options = { capture: true, passive: true } as const;
  const releaseAll = () => {
    if (!deferring) return;
    deferring = false;
    reached = true;
    for (const type of intentEvents) target.removeEventListener(type, onInput, options);
    openGate();
    for (const each of waiting) each.resolve();
    waiting.clear();
    touched.clear();
  };
  function onInput(event: Event) {
    if (!reached) {
      reached = true;
      openGate();
    }
    const element = event.target instanceof Element ? event.target : undefined;
    if (!element || touched.has(element)) return;
    touched.add(element);
    for (const each of [...waiting])
      if (within(element, each.selector)) {
        waiting.delete(each);
        each.resolve();
      }
  }
  for (const type of intentEvents) target.addEventListener(type, onInput, options);
  // An input before this ran left no event to hear: the page's code arrives after its first paint, and a reader may
  // have entered a box and typed already (its widget's code then never came). The element they focused is where they
  // acted.
  const { activeElement, body, documentElement } = target.document;
  if (activeElement && activeElement !== body && activeElement !== documentElement) onInput({ target: activeElement } as unknown as Event);
  return releaseAll;
}
