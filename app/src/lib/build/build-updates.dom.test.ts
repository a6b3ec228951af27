import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ErrorReport, setErrorReporter } from '../report-error.ts';
import { checkForNewBuild, isUpdateAvailable } from './build-updates.ts';
import { guardedReload, loadChunk, reloadOnPreloadError, setPendingTarget } from './chunk-load.ts';

const reports: ErrorReport[] = [];
setErrorReporter((report) => reports.push(report));

afterEach(() => {
  vi.restoreAllMocks();
  reports.length = 0;
  sessionStorage.clear();
});

function answer(status: number, body: unknown = {}) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('the build check', () => {
  it('does nothing under the dev server', async () => {
    const fetch = answer(200, { buildId: 'b2' });
    expect(await checkForNewBuild('dev')).toBe('skipped');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the build file with a cache-busting timestamp and notices a new build', async () => {
    const fetch = answer(200, { buildId: 'b1' });
    expect(await checkForNewBuild('b1')).toBe('same');
    expect(String(fetch.mock.calls[0][0])).toMatch(/^\/build-id\.json\?t=\d+$/);
    expect(isUpdateAvailable()).toBe(false);
    answer(200, { buildId: 'b2' });
    expect(await checkForNewBuild('b1')).toBe('new');
    expect(isUpdateAvailable()).toBe(true);
  });

  it('ignores 404 and 403, reports other failures', async () => {
    answer(404);
    expect(await checkForNewBuild('b1')).toBe('ignored');
    answer(403);
    expect(await checkForNewBuild('b1')).toBe('ignored');
    expect(reports).toHaveLength(0);
    answer(500);
    expect(await checkForNewBuild('b1')).toBe('failed');
    expect(reports).toHaveLength(1);
  });
});

describe('chunk load failures', () => {
  it('reload the page once within the 10-second guard, then let the error through', async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://rove.test/about', assign } as Location);
    const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/about.js'));

    void loadChunk(broken);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await expect(loadChunk(broken)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(guardedReload('/x')).toBe(false);
  });

  it('reload where the reader was going when a navigation is on its way, else the page itself', async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://rove.test/host/bookings/2',
      assign,
    } as Location);
    const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/change.js'));
    setPendingTarget(() => '/host/bookings/2/change-request');
    try {
      void loadChunk(broken);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/host/bookings/2/change-request'));
    } finally {
      setPendingTarget(() => undefined);
    }
    sessionStorage.clear();
    void loadChunk(broken);
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith('http://rove.test/host/bookings/2'));
  });

  it('let other errors through at once', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  /** Vite's event for a rejection of the code it wrapped; answers whether the page took it over (no rethrow). */
  function preloadError(payload: unknown): boolean {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('reload the page for a chunk Vite could not load, not for an error of the code it wrapped (an aborted request)', () => {
    const assign = vi.fn<(url: string) => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://rove.test/', assign } as Location);
    const stop = reloadOnPreloadError();
    try {
      // `import('./place-suggestions.ts').then((m) => m.loadPlaceSuggestions(query, signal))`, the next letter typed.
      expect(preloadError(new DOMException('signal is aborted without reason', 'AbortError'))).toBe(false);
      expect(preloadError(new Error('Request failed with status 503'))).toBe(false);
      expect(assign).not.toHaveBeenCalled();
      expect(preloadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
