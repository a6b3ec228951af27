// Build-update rules of spec 001 sections 4 and 7, as pure functions.

/** Page reload guard: never reload twice within 10 seconds (stops a reload loop after a broken deploy). */
export const reloadGuardMs = 10_000;
/** Payload prefetch waits 1 second after navigation and is skipped on slow-2g. */
export const prefetchDelayMs = 1_000;
/** How often the app asks for the latest build id. Ours: the spec says "periodically". */
export const buildCheckIntervalMs = 5 * 60_000;

/** The build-id file with a cache-busting timestamp. */
export function buildCheckUrl(file: string, now: number): string {
  return `${file}?t=${now}`;
}

/** A fetched id that differs from the running one means a new build is out. */
export function isNewBuild(current: string, fetched: string | null | undefined): boolean {
  return Boolean(fetched) && fetched !== current;
}

/** 404 and 403 on the build-id (manifest) file are ignored; other failures are reported. */
export function isIgnoredBuildCheckStatus(status: number): boolean {
  return status === 404 || status === 403;
}

/** A reload is allowed when none happened in the last 10 seconds. */
export function mayReload(lastReloadAt: number | null, now: number, guardMs = reloadGuardMs): boolean {
  return lastReloadAt === null || now - lastReloadAt >= guardMs || now < lastReloadAt;
}

/** After a new build, the next navigation is a full page load of its target. */
export function shouldReloadOnNavigation(updateAvailable: boolean, lastReloadAt: number | null, now: number): boolean {
  return updateAvailable && mayReload(lastReloadAt, now);
}

/** Chunk failures after a deploy: Vite's preload error or a failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

export function shouldPrefetch(effectiveType: string | undefined, saveData: boolean | undefined): boolean {
  return effectiveType !== 'slow-2g' && !saveData;
}
