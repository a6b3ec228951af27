// A value only the browser knows (navigator, media queries): the server's stand-in during the server render and
// hydration, the browser's right after, so a server-rendered page hydrates without a mismatch.
//
// "Right after" is a transition, not an urgent update. React re-renders a useSyncExternalStore whose value differs
// from the one it hydrated with synchronously, in one task: on a listing page that task drew the availability months
// and swapped the stand-ins for the real date picker and guest picker (108-160 ms at 4x CPU slowdown, blocking input).
// So while the page hydrates every value reads as the server's (nothing differs, nothing is forced), and once the
// hydration has committed (releaseClientValues, main.tsx) the parts that hydrated render the browser's value in one
// transition, which React splits into short tasks. Where nothing hydrates (a page the browser renders), the browser's
// value is read from the start. A part hydrating later (a widget at the reader's first input) reads as before: the
// server's value while it hydrates, the browser's right after.
import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while the page's first hydration has not committed; the browser's values are read once it is true. */
let live = true;
/** The parts that hydrated with the server's value, each re-rendered once the values go live. */
const waiting = new Set<() => void>();

/** The page is about to hydrate (main.tsx): every value reads as the server's until releaseClientValues. */
export function holdClientValues(): void {
  live = false;
}

/** The page's hydration has committed: the parts that hydrated render the browser's values, in one transition. */
export function releaseClientValues(): void {
  if (live) return;
  live = true;
  const parts = [...waiting];
  waiting.clear();
  startTransition(() => {
    for (const rerender of parts) rerender();
  });
}

const bump = (count: number) => count + 1;

/** `read` must return a primitive (or the same object each time); `onServer` a value, or a function giving it. */
export function useClientValue<T>(read: () => T, onServer: T | (() => T)): T {
  const server = typeof onServer === 'function' ? (onServer as () => T) : () => onServer;
  const [, rerender] = useReducer(bump, 0);
  useEffect(() => {
    if (live) return;
    waiting.add(rerender);
    return () => void waiting.delete(rerender);
  }, []);
  return useSyncExternalStore(never, () => (live ? read() : server()), server);
}
