import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, setSession } from './session-store.ts';
import { visitorStore } from './visitor-store.ts';
import { ApiError, apiFetch } from './api-fetch.ts';
import { apiHeaders } from './api-headers.ts';
import { type ErrorReport, setErrorReporter } from '../lib/report-error.ts';

describe('apiHeaders', () => {
  const base = { accessToken: null, ip: null, correlationId: 'c-1', platform: 'web' as const, anonymousId: 'anon-1' };
  it('carries the API version, correlation id, platform and anonymous id on every call', () => {
    expect(apiHeaders(base)).toEqual({
      Accept: 'application/json',
      'X-Api-Version': '1',
      'X-Correlation-Id': 'c-1',
      'X-Platform': 'web',
      'X-Anonymous-Id': 'anon-1',
    });
  });
  it('adds the bearer token when signed in and the IP place when known', () => {
    const headers = apiHeaders({
      ...base,
      accessToken: 'tok',
      ip: { country: 'CA', region: 'QC', city: 'Montréal' },
      platform: 'mobile_web',
    });
    expect(headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-Ip-Country': 'CA',
      'X-Ip-Region': 'QC',
      'X-Ip-City': 'Montréal',
      'X-Platform': 'mobile_web',
    });
    expect(apiHeaders({ ...base, ip: { country: 'US' } })).not.toHaveProperty('X-Ip-City');
  });
  it('sends the current API version of the contract', async () => {
    const contract = await import('@rove/contract');
    expect(apiHeaders(base)[contract.ApiHeaders.ApiVersion]).toBe(contract.currentApiVersion);
  });
});

describe('apiFetch against a real HTTP server', () => {
  let server: Server;
  let origin: string;
  const seen: IncomingHttpHeaders[] = [];
  const reports: ErrorReport[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers);
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/api/ok')
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true, q: url.search }));
      if (url.pathname === '/api/gone')
        return res
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: 'Listing not found', StatusMessage: 'RV_UNPUBLISHED' }));
      if (url.pathname === '/api/slow') return setTimeout(() => res.end('{}'), 2_000);
      res.writeHead(401).end('Unauthorized');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Relative API paths resolve against the test server, as they would against the page's origin.
    globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
    setErrorReporter((report) => reports.push(report));
  });
  afterEach(() => {
    seen.length = 0;
    reports.length = 0;
    clearSession();
    visitorStore.set({ ip: null });
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    server.close();
  });

  it('sends the headers and a fresh correlation id per call', async () => {
    setSession({ id: 1, email: 'a@example.com', isOwner: false, hasRv: false }, 'token-1');
    visitorStore.set({ ip: { country: 'CA', region: 'ON', city: 'Ottawa' } });
    await expect(apiFetch('/api/ok', { query: { Adults: 2, Skip: undefined } })).resolves.toEqual({ ok: true, q: '?Adults=2' });
    await apiFetch('/api/ok');
    const [first, second] = seen;
    expect(first).toMatchObject({
      'x-api-version': '1',
      authorization: 'Bearer token-1',
      'x-ip-country': 'CA',
      'x-ip-region': 'ON',
      'x-ip-city': 'Ottawa',
      'x-platform': 'web',
    });
    expect(first['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second['x-correlation-id']).not.toBe(first['x-correlation-id']);
    expect(first['x-anonymous-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends no bearer token when signed out', async () => {
    await apiFetch('/api/ok');
    expect(seen[0].authorization).toBeUndefined();
  });

  it('normalises errors and reports them', async () => {
    const error = await apiFetch('/api/gone').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Listing not found', statusMessage: 'RV_UNPUBLISHED' });
    expect(reports).toHaveLength(1);
  });

  it('does not report statuses the caller handles quietly', async () => {
    await expect(apiFetch('/api/private', { quietStatuses: [401] })).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(reports).toHaveLength(0);
  });

  it('never reports aborted requests', async () => {
    const controller = new AbortController();
    const pending = apiFetch('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports).toHaveLength(0);
  });
});
