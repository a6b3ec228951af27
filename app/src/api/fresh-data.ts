// The first view's data comes with a server-rendered page (SWR's fallback): the hooks that read it do not fetch it
// again when they mount. Both renders use this middleware with the same keys, so SWR's state (isValidating,
// isLoading, written into the page as aria-busy) is the same on the server and in the hydrating browser.
import { useEffect } from 'react';
import { type Middleware, unstable_serialize } from 'swr';

/**
 * Mounts of the keys in `fresh` skip SWR's revalidation on mount. With `once` (the browser), a key is dropped once a
 * hook has mounted with it: a later mount (back to the page) revalidates as usual.
 */
export function freshData(fresh: Set<string>, { once }: { once: boolean }): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    // Read at each render: SWR decides on mount (or on a new key) only.
    const skip = fresh.has(serialized);
    useEffect(() => {
      if (once && skip) fresh.delete(serialized);
    }, [skip, serialized]);
    return useSWRNext(key, fetcher, skip ? { ...config, revalidateOnMount: false } : config);
  };
}
