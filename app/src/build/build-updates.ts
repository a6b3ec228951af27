// Runs the build-update rules in the browser: periodic build check, reload on the next navigation after a new
// build, one guarded reload when a chunk fails to load, and page-chunk prefetch after 1 s (not on slow-2g).
import type { createBrowserRouter } from 'react-router';
import { reportError } from '../api/report-error.ts';
import { buildId, buildIdFile } from './build-id.ts';
import {
  buildCheckIntervalMs,
  buildCheckUrl,
  isChunkLoadError,
  isIgnoredBuildCheckStatus,
  isNewBuild,
  mayReload,
  prefetchDelayMs,
  shouldPrefetch,
  shouldReloadOnNavigation,
} from './build-update-rules.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const reloadKey = 'rove:last-reload-at';
let updateAvailable = false;

function lastReloadAt(): number | null {
  const raw = sessionStorage.getItem(reloadKey);
  return raw ? Number(raw) : null;
}

/** A full page load of `href`, unless one already happened within the reload guard. Returns whether it reloads. */
export function guardedReload(href: string = window.location.href): boolean {
  const now = Date.now();
  if (!mayReload(lastReloadAt(), now)) return false;
  sessionStorage.setItem(reloadKey, String(now));
  window.location.assign(href);
  return true;
}

export type BuildCheck = 'skipped' | 'same' | 'new' | 'ignored' | 'failed';

/** Asks for the latest build id; a different one makes the next navigation a full page load. */
export async function checkForNewBuild(current: string = buildId): Promise<BuildCheck> {
  if (current === 'dev') return 'skipped';
  try {
    const response = await fetch(buildCheckUrl(buildIdFile, Date.now()), { cache: 'no-store' });
    if (!response.ok) {
      if (isIgnoredBuildCheckStatus(response.status)) return 'ignored';
      reportError(new Error(`Build check failed with ${response.status}`));
      return 'failed';
    }
    const body = (await response.json()) as { buildId?: string };
    if (!isNewBuild(current, body.buildId)) return 'same';
    updateAvailable = true;
    return 'new';
  } catch (error) {
    reportError(error);
    return 'failed';
  }
}

export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

function connection(): { effectiveType?: string; saveData?: boolean } | undefined {
  return (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
}

export function startBuildUpdates(router: AppRouter, prefetch: () => void): () => void {
  const timer = window.setInterval(() => void checkForNewBuild(), buildCheckIntervalMs);
  const onPreloadError = (event: Event) => {
    // Vite's chunk preload failed (an old chunk removed by a new deploy): load the page again, once.
    if (guardedReload()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);

  let prefetchTimer: number | undefined;
  let lastPath = window.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    const next = state.navigation.location;
    if (next && state.navigation.state === 'loading' && next.pathname !== lastPath) {
      if (shouldReloadOnNavigation(updateAvailable, lastReloadAt(), Date.now())) {
        guardedReload(next.pathname + next.search + next.hash);
      }
    }
    if (state.navigation.state === 'idle') {
      lastPath = state.location.pathname;
      window.clearTimeout(prefetchTimer);
      const conn = connection();
      if (shouldPrefetch(conn?.effectiveType, conn?.saveData)) prefetchTimer = window.setTimeout(prefetch, prefetchDelayMs);
    }
  });
  const conn = connection();
  if (shouldPrefetch(conn?.effectiveType, conn?.saveData)) prefetchTimer = window.setTimeout(prefetch, prefetchDelayMs);
  return () => {
    window.clearInterval(timer);
    window.clearTimeout(prefetchTimer);
    window.removeEventListener('vite:preloadError', onPreloadError);
    unsubscribe();
  };
}

/** Used by lazy page loading: a chunk that fails after an update reloads once, else the error goes to the boundary. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && guardedReload()) return new Promise<T>(() => {});
    throw error;
  }
}
