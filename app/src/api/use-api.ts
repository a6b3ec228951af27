// The app's SWR hook: `useApi(key, fetcher?, config?)` is `useSWR` with the app's settings in each call rather
// than in a provider above every page, so SWR's code loads with the pages that read data and no page that shows none
// (home) carries it. Keys are API paths; no periodic refresh or refresh on focus (spec 000 section 4), no retries on
// 4xx. In the browser, the first view's data the server sent is each hook's fallback (api/first-view.ts); on the
// server, its render's own SWRConfig gives both (shell/server/entry-server.tsx). `useDeferredApi` is the same for a
// read whose answer fills in much of a page, which it renders in a transition.
import { useDeferredValue, useMemo } from 'react';
import useSWR, { type Key, type Middleware, type SWRConfiguration, type SWRHook, type SWRResponse, useSWRConfig } from 'swr';
import { firstViewData } from './first-view.ts';
import { freshData } from './fresh-data.ts';
import { ApiError, apiFetch } from './api-fetch.ts';

export const swrConfig: SWRConfiguration = {
  fetcher: (key: string) => apiFetch(key),
  revalidateOnFocus: false,
  refreshInterval: 0,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 2,
};

let firstView: { data: Record<string, unknown>; use: Middleware[] } | undefined;

/** The call's settings over the app's, with the first view's data (and its mounts' freshness) in the browser. */
export function apiConfig(config: SWRConfiguration | undefined): SWRConfiguration {
  const data = firstViewData();
  if (!data) return config ? { ...swrConfig, ...config } : swrConfig;
  if (firstView?.data !== data) firstView = { data, use: [freshData(new Set(Object.keys(data)), { once: true })] };
  return { ...swrConfig, fallback: data, ...config, use: [...firstView.use, ...(config?.use ?? [])] };
}

/**
 * `useSWR` with the app's settings: the same arguments and answer (key, then a fetcher and/or a config). The fetcher
 * is the call's, else one an SWRConfig above gives (a test's), else apiFetch.
 */
export const useApi = ((key: Key, fetcherOrConfig?: unknown, config?: unknown) => {
  const [fetcher, options] =
    typeof fetcherOrConfig === 'function' || fetcherOrConfig === null ? [fetcherOrConfig, config] : [undefined, fetcherOrConfig];
  const given = useSWRConfig().fetcher;
  const settings = apiConfig(options as SWRConfiguration | undefined);
  return useSWR(key, (fetcher as SWRConfiguration['fetcher']) ?? given ?? settings.fetcher ?? null, settings);
}) as SWRHook;

/**
 * `useApi` for a read whose answer fills in much of a page (the search's results): an answer that lands after the page
 * rendered reaches it in a render React splits into tasks, not in one. SWR's store is an external store, whose changes
 * React renders at once and whole (useSyncExternalStore): a signed-in reader's search, rendered afresh, mounted its 20
 * cards in one 330 ms task at 4x CPU slowdown. The answer (data, error, loading and validating states) is deferred as
 * a whole, never new data beside an old state: the caller first renders as it was, then with the answer, yielding to
 * the browser every few milliseconds; a render that is already a transition (a navigation, a hydration) gets it at
 * once. The caller thus renders twice for each answer: its costly parts should be memoized on the answer (the search's
 * cards are), and a page whose one component draws everything (the host calendar) is better off with useApi.
 */
export const useDeferredApi = ((key: Key, fetcherOrConfig?: unknown, config?: unknown) => {
  const { data, error, isLoading, isValidating, mutate } = (useApi as (...args: unknown[]) => SWRResponse)(key, fetcherOrConfig, config);
  const shown = useDeferredValue(useMemo(() => ({ data, error, isLoading, isValidating }), [data, error, isLoading, isValidating]));
  return { ...shown, mutate };
}) as SWRHook;
