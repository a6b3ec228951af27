// The search map beside (or instead of) the list: its chunk loads once the page has settled, or when asked for below
// lg.
import { type ComponentProps, type RefObject, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useWhenIdle } from '../../lib/use-when-idle.ts';
import { LazySearchMap as SearchMap } from '../renter-widgets.tsx';
import { mapStyleUrl } from './map-style-url.ts';

/** Tailwind's lg breakpoint: the map sits beside the list from here; below, a button switches list and map. */
const sideBySide = '(min-width: 64rem)';

function useSideBySide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(sideBySide);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(sideBySide).matches,
    () => false,
  );
}

/**
 * The map beside (or instead of) the list, with what only it depends on: the viewport's width, the page having
 * settled, and the card under the pointer or focus. Kept apart so that those changes re-render the map alone, not
 * the search form and filters (hydration's re-render for a wide screen, the idle start, every hover).
 */
export function SearchMapPanel({
  mapShown,
  listRef,
  mapKey,
  ...map
}: { mapShown: boolean; listRef: RefObject<HTMLUListElement | null>; mapKey: string } & Omit<
  ComponentProps<typeof SearchMap>,
  'highlightedId'
>) {
  const wide = useSideBySide();
  // Beside the list, the map starts once the page has settled after loading (its first frame is long work).
  const idle = useWhenIdle();
  // Beside the list, the map opens at the reader's first intent: its style is asked for already, so the server starts
  // preparing the map's tiles meanwhile (the browser keeps the style a day: the map's own request is answered by it).
  useEffect(() => {
    if (wide) fetch(mapStyleUrl(document.documentElement.lang)).catch(() => undefined);
  }, [wide]);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  useEffect(() => {
    if (mapShown && !wide) document.getElementById('search-map')?.scrollIntoView?.({ block: 'start' });
  }, [mapShown, wide]);
  // Hovering or focusing a card highlights its marker (listeners on the list: the cards stay plain list items).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const over = (event: Event) => {
      const id = (event.target as HTMLElement).closest<HTMLElement>('[data-rv-id]')?.dataset.rvId;
      setHighlightedId(id ? Number(id) : null);
    };
    const out = () => setHighlightedId(null);
    list.addEventListener('pointerover', over);
    list.addEventListener('focusin', over);
    list.addEventListener('pointerleave', out);
    list.addEventListener('focusout', out);
    return () => {
      list.removeEventListener('pointerover', over);
      list.removeEventListener('focusin', over);
      list.removeEventListener('pointerleave', out);
      list.removeEventListener('focusout', out);
    };
  });
  if (!mapShown && !(wide && idle)) return null;
  return (
    <Suspense fallback={null}>
      <SearchMap key={mapKey} {...map} highlightedId={highlightedId} />
    </Suspense>
  );
}
