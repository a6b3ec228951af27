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
  return storeOf(() => initial);
}

/**
 * A store whose first value is `first()`, worked out at its first read (a render, a hold as hydration begins) rather
 * than as its module is evaluated: a cookie read while the base chunk is evaluated made a traced page (Lighthouse)
 * parse that chunk a second time, to place the read in its trace (issue 35).
 */
export function createLazyStore<T>(first: () => T): Store<T> {
  return storeOf(first);
}

function storeOf<T>(first: () => T): Store<T> {
  let state: { value: T } | undefined;
  let held: { value: T } | undefined;
  // Made once the page began to hydrate, a store holds its first value, as it is first worked out.
  const holdFirst = hydrationBegun;
  const current = () => {
    if (!state) {
      state = { value: first() };
      if (holdFirst) held = state;
    }
    return state.value;
  };
  const listeners = new Set<() => void>();
  if (!holdFirst && typeof document !== 'undefined')
    waitingToHold.add(() => {
      held = { value: current() };
    });
  return {
    get: current,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(current()) : next;
      if (Object.is(value, current())) return;
      state = { value };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getServerSnapshot: () => (held ? held.value : current()),
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}
