// What every page needs from the build-update rules from its first moment: one guarded reload when a chunk fails to
// load (an old chunk removed by a new deploy). The periodic build check and the reload on the next navigation start
// after the page has hydrated (build-updates.ts).
import { isChunkLoadError, mayReload } from './build-update-rules.ts';

const reloadKey = 'rove:last-reload-at';

export function lastReloadAt(): number | null {
  const raw = sessionStorage.getItem(reloadKey);
  return raw ? Number(raw) : null;
}

let pendingTarget: () => string | undefined = () => undefined;

/**
 * Where the page is going: the router's navigation on its way (main.tsx), else nothing. A chunk fails while a
 * navigation loads its page; the reload then goes where the reader was going, not back to the page they left (their
 * click would be lost).
 */
export function setPendingTarget(target: () => string | undefined): void {
  pendingTarget = target;
}

/** The address a reload for a missing chunk loads: the navigation's target, else this page's. */
function reloadTarget(): string {
  return pendingTarget() ?? window.location.href;
}

/** A full page load of `href`, unless one already happened within the reload guard. Returns whether it reloads. */
export function guardedReload(href: string = reloadTarget()): boolean {
  const now = Date.now();
  if (!mayReload(lastReloadAt(), now)) return false;
  sessionStorage.setItem(reloadKey, String(now));
  window.location.assign(href);
  return true;
}

/**
 * Vite's chunk preload failed (an old chunk removed by a new deploy): load the page again, once. Vite reports any
 * rejection of the code it wraps, not only a chunk's: `import('./x.ts').then((m) => m.load(query, signal))` is wrapped
 * whole, so a request of `load` that failed or was aborted came here too. Those go back to their caller unchanged: the
 * home page reloaded under a renter typing a place on a slow phone, when the next letter aborted the suggestions'
 * request for the one before (issue 40, the slowed-CPU journey).
 */
export function reloadOnPreloadError(): () => void {
  const onPreloadError = (event: Event) => {
    if (isChunkLoadError((event as Event & { payload?: unknown }).payload) && guardedReload()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
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
