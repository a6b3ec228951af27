import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';

// waitFor and findBy* wait up to the dom project's `find` budget (scripts/time-budgets.ts: 10 s times
// TEST_TIME_SCALE; testing-library's 1 s is short on a loaded two-core machine, where a lazy page's module took
// seconds to load); what never happens still fails. A test waits with this default, never a figure of its own.
configure({ asyncUtilTimeout: inject('timeBudgets').find });

// DOM tests are hermetic: happy-dom's page URL is http://localhost:3000, a port other processes may be using, so
// a request the test did not stub must never reach the network. It fails at once, the way an offline browser
// does; a test that needs answers stubs `fetch` itself (vi.stubGlobal('fetch', ...)).
export const unstubbedRequests: string[] = [];
const offlineFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  unstubbedRequests.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`);
  return Promise.reject(new TypeError(`Failed to fetch (DOM tests have no network): ${url}`));
};

// The dom project runs a worker's files one after the other in one page (vitest.config.ts: isolate false), so each
// file starts on a clean one: no element, address, storage or cookie the file before left (a French page's locale
// cookie made the next file's host header French; a hydration test's container stayed in the body).
beforeAll(() => {
  document.body.replaceChildren();
  for (const name of [...document.documentElement.getAttributeNames()]) document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

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
