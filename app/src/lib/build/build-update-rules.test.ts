import { describe, expect, it } from 'vitest';
import {
  buildCheckUrl,
  isChunkLoadError,
  isIgnoredBuildCheckStatus,
  isNewBuild,
  mayReload,
  prefetchDelayMs,
  reloadGuardMs,
  shouldPrefetch,
  shouldReloadOnNavigation,
} from './build-update-rules.ts';

describe('build updates', () => {
  it('fetches the build file with a cache-busting timestamp', () => {
    expect(buildCheckUrl('/build-id.json', 1_700_000_000_000)).toBe('/build-id.json?t=1700000000000');
  });
  it('compares build ids', () => {
    expect(isNewBuild('a1', 'b2')).toBe(true);
    expect(isNewBuild('a1', 'a1')).toBe(false);
    expect(isNewBuild('a1', undefined)).toBe(false);
    expect(isNewBuild('a1', '')).toBe(false);
  });
  it('ignores 404 and 403 on the build file, not other failures', () => {
    expect(isIgnoredBuildCheckStatus(404)).toBe(true);
    expect(isIgnoredBuildCheckStatus(403)).toBe(true);
    expect(isIgnoredBuildCheckStatus(500)).toBe(false);
  });
  it('guards page reloads for 10 seconds', () => {
    expect(reloadGuardMs).toBe(10_000);
    expect(mayReload(null, 5_000)).toBe(true);
    expect(mayReload(1_000, 10_999)).toBe(false);
    expect(mayReload(1_000, 11_000)).toBe(true);
    expect(mayReload(20_000, 1_000), 'a clock that went back never blocks').toBe(true);
  });
  it('reloads on the next navigation after a new build, within the guard', () => {
    expect(shouldReloadOnNavigation(true, null, 1)).toBe(true);
    expect(shouldReloadOnNavigation(false, null, 1)).toBe(false);
    expect(shouldReloadOnNavigation(true, 0, 5_000)).toBe(false);
  });
  it('recognises chunk load failures after a deploy', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/about-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
  it('prefetches payloads after 1 second, not on slow-2g or with data saving', () => {
    expect(prefetchDelayMs).toBe(1_000);
    expect(shouldPrefetch('4g', false)).toBe(true);
    expect(shouldPrefetch(undefined, undefined)).toBe(true);
    expect(shouldPrefetch('slow-2g', false)).toBe(false);
    expect(shouldPrefetch('3g', true)).toBe(false);
  });
});
