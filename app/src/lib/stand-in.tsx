// A part the server draws as a stand-in (plain markup, no code of its own: the date picker's preview) and the browser
// swaps for the real part right after hydrating; a page the browser renders draws the real part at once. The stand-in
// has the part's box, words and keyboard stops, so nothing moves; a reader's focus in it moves to the real part's
// element at the same stop, and a click held back on it (lib/replay-click.ts) is replayed there (`twinOf`).
// Server renders pay for the stand-in only (issue 35: the date picker was 40 % of a listing page's render).
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { useClientValue } from './use-client-value.ts';

/** The elements that are keyboard stops, in document order. */
const stopsSelector =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
export const stopsIn = (box: Element | null) => (box ? [...box.querySelectorAll(stopsSelector)] : []);

/** A stand-in's elements (its keyboard stops) to the real part's at the same stop, once swapped. */
const twins = new WeakMap<Element, Element>();

/** The real part's element that took the place of `element` (or of the stand-in's stop holding it), if any. */
export function twinOf(element: Element): Element | undefined {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const twin = twins.get(at);
    if (twin) return twin;
  }
  return undefined;
}

type Left = { stops: Element[]; focused: number };

/** `standIn` in the server's render and while the page hydrates, `children` right after. */
export function StandIn({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const live = useClientValue(
    () => true,
    () => false,
  );
  const box = useRef<HTMLDivElement>(null);
  const left = useRef<Left | null>(null);
  useLayoutEffect(() => {
    const gone = left.current;
    if (!live || !gone) return;
    left.current = null;
    const stops = stopsIn(box.current);
    gone.stops.forEach((stop, i) => {
      if (stops[i]) twins.set(stop, stops[i]);
    });
    if (gone.focused >= 0) (stops[gone.focused] as HTMLElement | undefined)?.focus();
  }, [live]);
  // `contents`: the wrapper makes no box; its content lays out in the parent as if it were not there.
  return (
    <div ref={box} className="contents">
      {live ? (
        children
      ) : (
        <Leaving box={box} left={left}>
          {standIn}
        </Leaving>
      )}
    </div>
  );
}

/** Notes the stand-in's stops and the focus among them as it leaves, before its elements leave the page. */
function Leaving({ box, left, children }: { box: RefObject<HTMLDivElement | null>; left: RefObject<Left | null>; children: ReactNode }) {
  useLayoutEffect(
    () => () => {
      const stops = stopsIn(box.current);
      left.current = { stops, focused: document.activeElement ? stops.indexOf(document.activeElement) : -1 };
    },
    [box, left],
  );
  return children;
}
