import { useSyncExternalStore } from 'react';

/** True while the media query matches; false where there is no window (server rendering). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint (48rem): popovers and two-month calendars above it, sheets and one month below. */
export const WIDE_SCREEN = '(min-width: 48rem)';
