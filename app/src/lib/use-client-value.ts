// A value only the browser knows (navigator, media queries): the server's stand-in during the server render and
// hydration, the browser's right after, so a server-rendered page hydrates without a mismatch.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** `read` must return a primitive (or the same object each time); `onServer` a value, or a function giving it. */
export function useClientValue<T>(read: () => T, onServer: T | (() => T)): T {
  return useSyncExternalStore(never, read, typeof onServer === 'function' ? (onServer as () => T) : () => onServer);
}
