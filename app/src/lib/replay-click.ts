// A click on a widget whose code is still loading (its server HTML waits in a boundary React has not hydrated) does
// nothing: React stops it there. The first intent (lib/first-intent.ts) starts the load a moment before the click,
// but on a slow phone the code can arrive after it. This remembers such a click and replays it on the same element
// once the code has arrived, so the reader's first tap opens the calendar or the guest counts as they meant.
import { twinOf } from './stand-in.tsx';

/** Elements that take focus rather than a click (a date's day segment, a text box). */
const focusTargets =
  'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=reset]), textarea, [role=spinbutton], [contenteditable]';

/**
 * What a replayed click acts on: the element clicked (an icon's drawing, SVG, has no click(): the element around it),
 * or the control a label names when the click was on the label's text. React Aria's labels (a switch's, a box's)
 * handle a pointer's press themselves and ignore a click without one, such as the replay's: the switch would stay off.
 * A click on the control itself is what a screen reader sends.
 */
function replayTarget(element: Element): HTMLElement | undefined {
  let clicked: Element | null = element;
  while (clicked && typeof (clicked as HTMLElement).click !== 'function') clicked = clicked.parentElement;
  if (!clicked) return undefined;
  const control = clicked.closest('label')?.control;
  return (control && !control.contains(clicked) ? control : clicked) as HTMLElement;
}

/** A click that follows a link in the same tab: the main button, no modifier key, no other target, no download. */
function followsInPlace(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

/**
 * Whether the router takes a link to `to` (a path of the site) from the page at `here`: a path of the route table
 * (`isAppPath`), not this same page (an anchor on it stays the browser's). A file or an API document is the browser's.
 */
export function routerTakes(to: string, here: { href: string }, isAppPath: (pathname: string) => boolean): boolean {
  const current = new URL(here.href);
  const url = new URL(to, current);
  if (url.origin !== current.origin) return false;
  if (url.pathname === current.pathname && url.search === current.search) return false;
  return isAppPath(url.pathname);
}

/**
 * From now until `ready` resolves, a click inside an element matching `waiting()` (the roots of the widgets whose
 * code has not arrived; null when none) has its default action held and is replayed once `ready` resolves: the last
 * such click only, and not when the reader clicked elsewhere since. A link goes where it points: through `navigate`
 * (the router, which answers whether it took it) for one of the site's own addresses followed in place, so the page
 * changes as if the link's code were there; by the browser otherwise. A language link (hreflang) is held and replayed
 * as a button is. `ready` is either one moment for every widget or, per clicked element, the moment its own widget
 * runs its code (a widget loads at an input inside it: lib/first-intent.ts); then the watch lasts until `until`.
 * Returns a function that stops watching.
 */
export function replayClicksUntil(
  ready: Promise<unknown> | ((element: Element) => Promise<unknown> | undefined),
  waiting: () => string | null,
  target: Window = window,
  navigate?: (to: string) => boolean,
  until?: Promise<unknown>,
): () => void {
  let last: Element | undefined;
  const replay = (clicked: Element | undefined) => {
    // After React commits the widget's hydration (the next frame).
    if (clicked)
      target.requestAnimationFrame(() => {
        // A stand-in's element gave its place to the real part's (lib/stand-in.tsx).
        const replaced = clicked.isConnected ? clicked : twinOf(clicked);
        if (!replaced?.isConnected) return;
        const element = replayTarget(replaced);
        if (element?.matches(focusTargets)) element.focus();
        else element?.click();
      });
  };
  const onClick = (event: MouseEvent) => {
    const selector = waiting();
    const element = event.target instanceof Element ? event.target : undefined;
    if (!selector || !element?.closest(selector)) {
      last = undefined;
      return;
    }
    const link = element.closest<HTMLAnchorElement>('a[href]');
    // A link to the page in the other language does more than go there (it writes the language cookie): like a
    // button, it waits for its code and is replayed.
    if (link && !link.hasAttribute('hreflang')) {
      last = undefined;
      const url = new URL(link.href, target.location.href);
      if (navigate && !event.defaultPrevented && url.origin === target.location.origin && followsInPlace(event, link)) {
        if (navigate(url.pathname + url.search + url.hash)) event.preventDefault();
      }
      return;
    }
    // Nothing happens now (a box would tick, a form would submit, without the widget knowing); the replay does it.
    const arrival = typeof ready === 'function' ? ready(element) : ready;
    if (!arrival) {
      last = undefined;
      return;
    }
    event.preventDefault();
    last = element;
    if (typeof ready === 'function')
      void arrival.then(() => {
        if (last !== element) return;
        last = undefined;
        replay(element);
      });
  };
  const stop = () => target.removeEventListener('click', onClick, { capture: true });
  target.addEventListener('click', onClick, { capture: true });
  if (typeof ready === 'function') void until?.then(stop);
  else
    void ready.then(() => {
      stop();
      const element = last;
      last = undefined;
      replay(element);
    });
  return stop;
}
