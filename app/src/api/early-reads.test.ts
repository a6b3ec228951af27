// A signed-in page's first reads, asked by the start script beside the app's code (issue 35): apiFetch takes the
// answer of the very call it would make, once, and asks again for anything else, against a real HTTP server.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionRefresh } from '@rove/contract/cookies';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch } from './api-fetch.ts';
import { dropEarlyReads, type EarlyRead, sameRead } from './early-reads.ts';
import { clearSession, setSession } from './session-store.ts';
import { setErrorReporter } from '../lib/report-error.ts';

const holder = globalThis as unknown as Record<string, Record<string, EarlyRead> | undefined>;
const english = { Accept: 'application/json', 'X-Api-Version': '1', 'X-Platform': 'web', 'Accept-Language': 'en-US,en' };

describe('the early reads apiFetch takes', () => {
  let server: Server;
  let origin: string;
  /** Each request the server answered: its path and language. */
  const seen: { path: string; language?: string }[] = [];
  let status = 200;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const language = req.headers['accept-language'];
      seen.push({ path: req.url ?? '', language });
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ n: seen.length, language }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? origin + input : input, init);
    setErrorReporter(() => {});
  });
  afterEach(() => {
    seen.length = 0;
    status = 200;
    dropEarlyReads();
    clearSession();
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    server.close();
  });

  /** What the start script leaves: each read made with `headers` and the refresh's token. */
  const readEarly = (paths: string[], headers: Record<string, string> = english) => {
    const reads: Record<string, EarlyRead> = {};
    for (const path of paths) reads[path] = { headers, answer: fetch(path, { headers: { ...headers, Authorization: 'Bearer t-1' } }) };
    holder[sessionRefresh.earlyReads] = reads;
    return Promise.all(Object.values(reads).map((read) => read.answer));
  };
  const signIn = () => setSession({ id: 1, email: 'a@example.com', isOwner: false, hasRv: false }, 't-1');
  const english$ = { headers: { 'Accept-Language': 'en-US,en' } };

  it('answers the call it was made for with its answer, once: the server is asked once, and again only later', async () => {
    await readEarly(['/api/dashboard?mode=renter']);
    signIn();
    await expect(apiFetch('/api/dashboard?mode=renter', english$)).resolves.toEqual({ n: 1, language: 'en-US,en' });
    expect(seen).toHaveLength(1);
    await expect(apiFetch('/api/dashboard?mode=renter', english$)).resolves.toEqual({ n: 2, language: 'en-US,en' });
  });

  it('is not taken by a call in another language, another address, a write, or without a session', async () => {
    await readEarly(['/api/a', '/api/b', '/api/c']);
    signIn();
    await expect(apiFetch('/api/a', { headers: { 'Accept-Language': 'fr-CA,fr' } })).resolves.toEqual({ n: 4, language: 'fr-CA,fr' });
    await apiFetch('/api/b?page=2', english$);
    await apiFetch('/api/c', { ...english$, method: 'POST', body: {} });
    clearSession();
    await readEarly(['/api/d']);
    await apiFetch('/api/d', english$);
    expect(seen.map((s) => s.path)).toEqual(['/api/a', '/api/b', '/api/c', '/api/a', '/api/b?page=2', '/api/c', '/api/d', '/api/d']);
  });

  it('asks again when the early read failed (its error is the app’s to handle, as its own call’s)', async () => {
    status = 503;
    await readEarly(['/api/dashboard?mode=renter']);
    status = 200;
    signIn();
    await expect(apiFetch('/api/dashboard?mode=renter', english$)).resolves.toEqual({ n: 2, language: 'en-US,en' });
    holder[sessionRefresh.earlyReads] = { '/api/x': { headers: english, answer: Promise.reject(new Error('offline')) } };
    await expect(apiFetch('/api/x', english$)).resolves.toEqual({ n: 3, language: 'en-US,en' });
  });

  it('is dropped once the first page has shown: a later page asks afresh', async () => {
    await readEarly(['/api/dashboard?mode=renter']);
    signIn();
    dropEarlyReads();
    await expect(apiFetch('/api/dashboard?mode=renter', english$)).resolves.toEqual({ n: 2, language: 'en-US,en' });
  });
});

describe('sameRead', () => {
  it('compares every header but the call’s own correlation id, anonymous id and token, whatever their case', () => {
    const app = { ...english, 'X-Correlation-Id': 'c-9', 'X-Anonymous-Id': 'new', Authorization: 'Bearer t-1' };
    expect(sameRead(english, app)).toBe(true);
    expect(sameRead({ ...english, 'X-Platform': 'mobile_web' }, app)).toBe(false);
    expect(sameRead(english, { ...app, 'X-Platform': 'mobile_web' })).toBe(false);
    expect(sameRead(english, { ...app, 'X-Ip-Country': 'CA' })).toBe(false);
    expect(sameRead({ ...english, 'X-Anonymous-Id': 'old' }, app)).toBe(true);
  });
});
