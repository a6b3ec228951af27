import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// waitFor and findBy* wait up to 5 s (the default 1 s is short on a loaded two-core machine: a lazy page's module
// took 1.07 s to load in one run); what never happens still fails.
configure({ asyncUtilTimeout: 5000 });

// DOM tests are hermetic: happy-dom's page URL is http://localhost:3000, a port other processes may be using, so
// a request the test did not stub must never reach the network. It fails at once, the way an offline browser
// does; a test that needs answers stubs `fetch` itself (vi.stubGlobal('fetch', ...)).
export const unstubbedRequests: string[] = [];
const offlineFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  unstubbedRequests.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`);
  return Promise.reject(new TypeError(`Failed to fetch (DOM tests have no network): ${url}`));
};

beforeEach(() => {
  unstubbedRequests.length = 0;
  vi.stubGlobal('fetch', offlineFetch);
  // happy-dom's own window.fetch too, and its XMLHttpRequest (uploads), which would open real sockets.
  Object.defineProperty(window, 'fetch', { value: offlineFetch, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
