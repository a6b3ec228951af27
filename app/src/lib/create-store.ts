// A tiny external store for client state (session, flags, toasts' inputs...): get, set, subscribe, and a hook.
//
// Hydration (React's contract for useSyncExternalStore: the server snapshot is the value the server rendered with).
// A page the server rendered hydrates in parts: the page at start, each lazy widget when its code arrives (at the
// reader's first input there, lib/lazy-widgets.tsx), long after the stores may have changed (the experiments' flags,
// the currency chosen, a session or a count loaded). Each store keeps the value it had when the page began to hydrate
// (holdHydrationSnapshots, main.tsx, just before hydrateRoot; a store created later keeps its first value): useStore
// hydrates every part with it, as the server rendered, and React renders the current value right after.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** The value a part of the page hydrates with: the one held as hydration began, else the current one. */
  getServerSnapshot(): T;
}

/** The stores made before hydration began, each with its hold; none once it has begun (they hold as they are made). */
const waitingToHold = new Set<() => void>();
let hydrationBegun = false;

/**
 * The page begins to hydrate (main.tsx, on a page the server rendered): every store keeps its value now as the one the
 * page's parts hydrate with, and a store made later (a lazy module's) keeps its first value. Never on the server.
 */
export function holdHydrationSnapshots(): void {
  hydrationBegun = true;
  for (const hold of waitingToHold) hold();
  waitingToHold.clear();
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  let held: { value: T } | undefined;
  const listeners = new Set<() => void>();
  const hold = () => {
    held = { value: state };
  };
  if (hydrationBegun) hold();
  else if (typeof document !== 'undefined') waitingToHold.add(hold);
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getServerSnapshot: () => (held ? held.value : state),
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}
