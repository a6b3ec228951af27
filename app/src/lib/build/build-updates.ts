// Runs the build-update rules in the browser once the page has hydrated (start-later.ts): periodic build check,
// reload on the next navigation after a new build, and page-chunk prefetch after 1 s (not on slow-2g). The guarded
// reload when a chunk fails to load runs from the start (chunk-load.ts).
import type { createBrowserRouter } from 'react-router';
import { reportError } from '../report-error.ts';
import { buildId, buildIdFile } from './build-id.ts';
import {
  buildCheckIntervalMs,
  buildCheckUrl,
  isIgnoredBuildCheckStatus,
  isNewBuild,
  prefetchDelayMs,
  shouldPrefetch,
  shouldReloadOnNavigation,
} from './build-update-rules.ts';
import { guardedReload, lastReloadAt } from './chunk-load.ts';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let updateAvailable = false;

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
    unsubscribe();
  };
}
