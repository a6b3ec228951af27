// Heavy widgets that load once the first page has shown (lib/app-ready.tsx afterFirstPage), drawn meanwhile by a
// placeholder: a module of its own, so the pages' shared code does not carry it.
import { type ComponentType, lazy, type ReactNode, type RefObject, Suspense, useLayoutEffect, useRef } from 'react';
import { afterFirstPage } from './app-ready.tsx';
import { stopsIn } from './stand-in.tsx';

/**
 * A heavy widget of a page (a react-aria select, a number field, a date picker) that loads once the first page has
 * shown, drawn meanwhile by `Placeholder` (given the same props: the same label, text and size, so nothing moves).
 * A placeholder with keyboard stops (the RV type's native radios) hands the reader's focus to the widget's element at
 * the same stop when it arrives: a reader who tabbed in before the code came stays where they were.
 */
export function afterFirstPageWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  const Widget = lazy(() =>
    afterFirstPage()
      .then(load)
      .then((component) => ({ default: component })),
  );
  return function AfterFirstPage(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const focused = useRef(-1);
    // `contents`: the wrapper makes no box.
    return (
      <div ref={box} className="contents">
        <Suspense
          fallback={
            <Leaving boxRef={box} focusedRef={focused}>
              <Placeholder {...props} />
            </Leaving>
          }
        >
          <Arriving boxRef={box} focusedRef={focused}>
            <Widget {...props} />
          </Arriving>
        </Suspense>
      </div>
    );
  };
}

interface Handover {
  boxRef: RefObject<HTMLDivElement | null>;
  /** The placeholder's keyboard stop that had the focus as it left (-1: none). */
  focusedRef: RefObject<number>;
  children: ReactNode;
}

/** Notes which of the placeholder's stops has the focus as it leaves (before its elements leave the page). */
function Leaving({ boxRef, focusedRef, children }: Handover) {
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      focusedRef.current = active ? stopsIn(boxRef.current).indexOf(active) : -1;
    },
    [boxRef, focusedRef],
  );
  return children;
}

/** Gives the widget's stop at the same place the focus the placeholder's had. */
function Arriving({ boxRef, focusedRef, children }: Handover) {
  useLayoutEffect(() => {
    if (focusedRef.current < 0) return;
    (stopsIn(boxRef.current)[focusedRef.current] as HTMLElement | undefined)?.focus();
    focusedRef.current = -1;
  }, [boxRef, focusedRef]);
  return children;
}
