// Public pages as the server serves them (issue 35): a visitor's page is kept under the data's version and its key
// (the app's pageCacheKey), rendered again after a write that changes what it shows, never given to a signed-in
// request; renders wait their turn and get 503 with Retry-After beyond it; a render stops when its client goes.
// A stand-in for the app's server bundle (app/dist-ssr/entry-server.js) reads the listing through the API in-process.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { cookies } from '@rove/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, decodeAnswer, type TestContext } from './helpers.ts';

interface StandIn {
  renders: string[];
  /** A render of /rv-rental/slow waits for this, or for its abort. */
  gate?: Promise<void>;
  aborted: number;
}
// Shared with the stand-in bundle, which the server imports in this process.
const shared: StandIn = { renders: [], aborted: 0 };
(globalThis as unknown as { roveStandIn: StandIn }).roveStandIn = shared;
const standIn = () => shared;

const entry = `
const state = globalThis.roveStandIn;
export const bootHeader = '<svg data-slot="logo"></svg>';
export function headFor() { return { lang: 'en', html: '<title>Rove</title>' }; }
export function rendersPage(path) { return path.startsWith('/rv-rental/'); }
export function pageStatus() { return 200; }
export function pageCacheKey(url, cookie) {
  if ((cookie ?? '').includes('${cookies.sessionHint.name}=')) return null;
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/rv-rental/')) return null;
  return JSON.stringify([pathname, (cookie ?? '').includes('${cookies.currency.name}=CAD') ? 'CAD' : 'USD']);
}
export async function render(url, { fetch, signal, cookieHeader }) {
  const alias = new URL(url).pathname.split('/').pop();
  state.renders.push(alias);
  if (alias === 'slow') {
    await new Promise((resolve, reject) => {
      state.gate.then(resolve);
      signal.addEventListener('abort', () => { state.aborted++; reject(signal.reason); });
    });
    return { html: '<h1>Slow</h1>', state: '', cacheable: true };
  }
  const res = await fetch('/api/rvs/' + alias);
  const listing = await res.json();
  async function* body() {
    yield '<h1>' + listing.Name + '</h1>';
    yield '<p>' + listing.Host?.FirstName + '</p>';
  }
  return {
    body: res.ok ? body() : undefined,
    html: res.ok ? undefined : '<h1>Not found</h1>',
    state: '',
    status: res.ok ? 200 : 404,
    cacheable: !(cookieHeader ?? '').includes('unread='),
  };
}`;

let t: TestContext;
let dist: string;
let alias: string;
let listingId: number;
let ownerId: number;

async function start(config: Record<string, unknown> = {}) {
  return createTestContext({ config: { staticDir: dist, ...config } });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rove-pages-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Rove</title></head><body><div id="root"></div><div class="boot-skeleton"><div><!--rove-boot-header--></div></div></body></html>',
  );
  mkdirSync(`${dist}-ssr`);
  writeFileSync(join(`${dist}-ssr`, 'entry-server.js'), entry);
  t = await start();
  const listing = await t.db
    .selectFrom('listings')
    .select(['id', 'alias', 'owner_id'])
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ({ alias, id: listingId, owner_id: ownerId } = listing);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});
beforeEach(() => {
  standIn().renders.length = 0;
});

const page = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers: { 'Accept-Encoding': 'br', ...headers } });
const html = async (res: Response) => decodeAnswer(Buffer.from(await res.arrayBuffer()), res.headers.get('content-encoding')).toString();

describe('a page the browser renders alone', () => {
  it("goes out as the app's shell, its first skeleton's header drawn by the app's server bundle", async () => {
    const res = await page('/dashboard');
    expect(res.status).toBe(200);
    const body = await html(res);
    expect(body).toContain('<div id="root"></div><div class="boot-skeleton"><div><svg data-slot="logo"></svg></div></div>');
    expect(body).not.toContain('rove-boot-header');
    expect(standIn().renders).toEqual([]);
  });
});

describe("a visitor's page", () => {
  it('is rendered once, then sent as kept, in every encoding, until the data changes', async () => {
    const first = await page(`/rv-rental/${alias}`);
    expect(first.status).toBe(200);
    const text = await html(first);
    expect(text).toContain('<div id="root"><h1>');
    const again = await page(`/rv-rental/${alias}`);
    expect(await html(again)).toBe(text);
    expect(again.headers.get('content-length')).not.toBeNull();
    for (const [asked, encoding] of [
      ['gzip, deflate, br, zstd', 'zstd'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const kept = await page(`/rv-rental/${alias}`, { 'Accept-Encoding': asked });
      expect(kept.headers.get('content-encoding')).toBe(encoding);
      expect(await html(kept)).toBe(text);
    }
    expect(standIn().renders).toEqual([alias]);
  });

  it('is kept as zstd, and made in brotli from those bytes for a browser that does not take zstd', async () => {
    // A write, so that the page is rendered again: for a request that takes zstd.
    await t.db.updateTable('listings').set({ name: 'Kept as zstd' }).where('id', '=', listingId).execute();
    const first = await page(`/rv-rental/${alias}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(first.headers.get('content-encoding')).toBe('zstd');
    const text = await html(first);
    expect(text).toContain('<h1>Kept as zstd</h1>');
    const brotli = await page(`/rv-rental/${alias}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await html(brotli)).toBe(text);
    expect(standIn().renders).toEqual([alias]);
  });

  it('is rendered again after a write that changes what it shows: the listing, its host’s public name', async () => {
    await t.db.updateTable('listings').set({ name: 'Renamed for the test' }).where('id', '=', listingId).execute();
    expect(await html(await page(`/rv-rental/${alias}`))).toContain('<h1>Renamed for the test</h1>');
    await t.db.updateTable('users').set({ first_name: 'Hostname' }).where('id', '=', ownerId).execute();
    expect(await html(await page(`/rv-rental/${alias}`))).toContain('<p>Hostname</p>');
    // A sign-in (last_login) changes nothing a page shows: the kept page stays.
    await t.db.updateTable('users').set({ last_login: sql`now()` }).where('id', '=', ownerId).execute();
    await page(`/rv-rental/${alias}`);
    expect(standIn().renders).toHaveLength(2);
  });

  it('is kept per key: another currency is another page', async () => {
    await page(`/rv-rental/${alias}`);
    await page(`/rv-rental/${alias}`, { Cookie: `${cookies.currency.name}=CAD` });
    await page(`/rv-rental/${alias}`, { Cookie: `${cookies.currency.name}=CAD` });
    expect(standIn().renders).toHaveLength(1);
  });

  it('is never given to a signed-in request, nor one with credentials', async () => {
    await page(`/rv-rental/${alias}`);
    await page(`/rv-rental/${alias}`, { Cookie: `${cookies.sessionHint.name}=1` });
    await page(`/rv-rental/${alias}`, { Authorization: 'Bearer token' });
    expect(standIn().renders).toHaveLength(2);
  });

  it('is not kept when its render read what the key does not hold', async () => {
    await t.db.updateTable('listings').set({ name: 'Read a cookie' }).where('id', '=', listingId).execute();
    await page(`/rv-rental/${alias}`, { Cookie: 'unread=1' });
    await page(`/rv-rental/${alias}`, { Cookie: 'unread=1' });
    await page(`/rv-rental/${alias}`);
    expect(standIn().renders).toHaveLength(3);
  });

  it('is rendered once for requests that miss together', async () => {
    await t.db.updateTable('listings').set({ name: 'Asked together' }).where('id', '=', listingId).execute();
    const pages = await Promise.all(Array.from({ length: 5 }, () => page(`/rv-rental/${alias}`).then(html)));
    expect(new Set(pages).size).toBe(1);
    expect(standIn().renders).toHaveLength(1);
  });

  it('keeps a 404 too, with its status', async () => {
    const gone = await page('/rv-rental/no-such-rv');
    expect(gone.status).toBe(404);
    expect((await page('/rv-rental/no-such-rv')).status).toBe(404);
    expect(standIn().renders).toHaveLength(1);
  });
});

describe('rendering under load', () => {
  it('answers 503 with Retry-After at once when the renderer is saturated, and renders again once it is free', async () => {
    const busy = await start({ renderConcurrency: 1, renderMaxWaitMs: 0 });
    try {
      let open: () => void = () => {};
      standIn().gate = new Promise((resolve) => {
        open = resolve;
      });
      const slow = busy.request('/rv-rental/slow');
      await expect.poll(() => standIn().renders.includes('slow')).toBe(true);
      const refused = await busy.request(`/rv-rental/${alias}`, { headers: { 'Accept-Language': 'fr-CA' } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.text()).toContain('Le serveur est occupé');
      open();
      const done = await slow;
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('<h1>Slow</h1>');
      // Its turn ends with its last byte: then the next page renders.
      await expect.poll(async () => (await busy.request(`/rv-rental/${alias}`)).status).toBe(200);
    } finally {
      await busy.close();
    }
  });

  it('stops a render whose client has gone, and frees its turn', async () => {
    const one = await start({ renderConcurrency: 1, pageCacheBytes: 0 });
    const server = serve({ fetch: one.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      standIn().gate = new Promise(() => {});
      const aborted = standIn().aborted;
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write('GET /rv-rental/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await expect.poll(() => standIn().renders.includes('slow')).toBe(true);
      socket.destroy();
      await expect.poll(() => standIn().aborted).toBe(aborted + 1);
      // The one turn is free again: the next page renders at once.
      const next = await fetch(`http://127.0.0.1:${port}/rv-rental/${alias}`);
      expect(next.status).toBe(200);
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await one.close();
    }
  });
});
