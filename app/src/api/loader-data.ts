// A route loader's reads, handed to the data hooks of the page it opens: the loader fetches a key and notes it here;
// the hook that first mounts with that key (useApi with the loader's answer as its fallbackData and freshFromLoader
// among its middlewares) does not fetch it again. Later mounts, and every mutate() after an action, read it afresh:
// SWR keeps the loader's data fresh.
import { type Key, unstable_serialize } from 'swr';
import { freshData } from './fresh-data.ts';

const justLoaded = new Set<string>();

/** Fetches a key's data for a page about to open, noting it fresh for the first hook that reads it. */
export async function loadForPage<T>(key: Key, fetch: () => Promise<T>): Promise<T> {
  const data = await fetch();
  justLoaded.add(unstable_serialize(key));
  return data;
}

/** The middleware of the hooks a loader fed: their first mount with a key just loaded skips SWR's fetch. */
export const freshFromLoader = freshData(justLoaded, { once: true });
