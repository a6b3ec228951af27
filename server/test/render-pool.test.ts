// Pages rendered in worker threads (issue 35, http/render-pool.ts): the render runs in a worker with its data from
// the main thread's API, comes back as the same page, stops in its worker when the client goes, fails with its
// route, and a worker that stops is replaced. A stand-in for the app's server bundle (app/dist-ssr/entry-server.js)
// tells the test what happens in the worker on a BroadcastChannel (workers share no globals with the test).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageServingFromEnvironment } from '../src/env.ts';
import { closeRenderPools, createRenderPool, defaultRenderWorkers, renderThreadsCpu } from '../src/http/render-pool.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const channelName = 'rove-render-pool-test';
const entry = `
import { threadId } from 'node:worker_threads';
const told = new BroadcastChannel('${channelName}');
told.unref();
export function headFor() { return { lang: 'en', html: '<title>Rove</title>' }; }
export function rendersPage(path) { return path.startsWith('/rv-rental/'); }
export function pageStatus() { return 200; }
export async function render(url, { fetch, signal, chunkOf }) {
  const alias = new URL(url).pathname.split('/').pop();
  if (alias === 'slow') {
    told.postMessage('started');
    return new Promise((_, reject) => signal.addEventListener('abort', () => { told.postMessage('aborted'); reject(signal.reason); }));
  }
  if (alias === 'broken') throw Object.assign(new Error('The listing could not be drawn'), { route: 'rv-rental' });
  if (alias === 'crash') process.exit(3);
  const res = await fetch('/api/rvs/' + alias, { headers: { 'Accept-Language': 'fr-CA' } });
  const listing = await res.json();
  return {
    html: '<h1>' + listing.Name + '</h1><p data-thread="' + threadId + '">' + (chunkOf('src/pages/listing-page.tsx')?.file ?? '') + '</p>',
    state: '<script type="application/json" id="rove-server-state">{}</script>',
    status: res.status,
    head: { lang: 'fr-CA', html: '<title>' + listing.Name + '</title>' },
    cacheable: true,
  };
}`;

let dist: string;
let t: TestContext;
let alias: string;
let name: string;
const heard: string[] = [];
const channel = new BroadcastChannel(channelName);
channel.onmessage = (event) => heard.push(String((event as MessageEvent).data));
channel.unref();

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rove-render-pool-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Rove</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/main-1.js', isEntry: true },
      'src/pages/listing-page.tsx': { file: 'assets/listing-page-2.js' },
    }),
  );
  mkdirSync(`${dist}-ssr`);
  writeFileSync(join(`${dist}-ssr`, 'entry-server.js'), entry);
  t = await createTestContext({ config: { staticDir: dist, renderWorkers: 2, pageCacheBytes: 0 } });
  ({ alias, name } = await t.db
    .selectFrom('listings')
    .select(['alias', 'name'])
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await closeRenderPools();
  await t.close();
  channel.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

const entryFile = () => join(`${dist}-ssr`, 'entry-server.js');
const manifestFile = () => join(dist, '.vite', 'manifest.json');

describe('a page rendered in a worker thread', () => {
  it("is rendered off the main thread with its data from the API in-process, the build's chunk named, and sent whole", async () => {
    const res = await t.request(`/rv-rental/${alias}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain('id="rove-server-state"');
    expect(html).toContain('assets/listing-page-2.js');
    expect(Number(/data-thread="(\d+)"/.exec(html)?.[1])).toBeGreaterThan(0);
  });

  it('gets the API answer a browser would: an unknown listing is a 404 page', async () => {
    const res = await t.request('/rv-rental/no-such-rv-anywhere');
    expect(res.status).toBe(404);
  });

  it('stops in its worker when the client has gone', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const { port } = server.address() as AddressInfo;
      heard.length = 0;
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write('GET /rv-rental/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await expect.poll(() => heard).toContain('started');
      socket.destroy();
      await expect.poll(() => heard).toContain('aborted');
      // The renderer is free again: the next page renders.
      const next = await fetch(`http://127.0.0.1:${port}/rv-rental/${alias}`);
      expect(next.status).toBe(200);
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the render pool', () => {
  const listingFetch = (async () => new Response(JSON.stringify({ Name: 'Cozy camper' }), { status: 200 })) as typeof fetch;

  it("rejects a failed render with the error's message and route", async () => {
    const pool = createRenderPool({ entryFile: entryFile(), manifestFile: manifestFile(), size: 1 });
    try {
      const failed = await pool.render('http://localhost/rv-rental/broken', { fetch: listingFetch }).catch((error: unknown) => error);
      expect(failed).toMatchObject({ message: 'The listing could not be drawn', route: 'rv-rental' });
    } finally {
      await pool.close();
    }
  });

  it('replaces a worker that stops: its render fails, the next one renders', async () => {
    const pool = createRenderPool({ entryFile: entryFile(), manifestFile: manifestFile(), size: 1 });
    try {
      await expect(pool.render('http://localhost/rv-rental/crash', { fetch: listingFetch })).rejects.toThrow(/exit code 3/);
      const page = await pool.render('http://localhost/rv-rental/cozy', { fetch: listingFetch });
      const body: Buffer[] = [];
      for await (const chunk of page?.body ?? []) body.push(Buffer.from(chunk));
      expect(Buffer.concat(body).toString()).toContain('<h1>Cozy camper</h1>');
      expect(page).toMatchObject({ status: 200, cacheable: true, head: { lang: 'fr-CA' } });
    } finally {
      await pool.close();
    }
  });

  it('spreads renders over its workers and takes none once closed', async () => {
    const pool = createRenderPool({ entryFile: entryFile(), manifestFile: manifestFile(), size: 2 });
    const threads = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const page = await pool.render('http://localhost/rv-rental/cozy', { fetch: listingFetch });
      for await (const chunk of page?.body ?? []) threads.add(/data-thread="(\d+)"/.exec(Buffer.from(chunk).toString())?.[1] ?? '');
    }
    expect(threads.size).toBe(2);
    await pool.close();
    await expect(pool.render('http://localhost/rv-rental/cozy', { fetch: listingFetch })).rejects.toThrow(/closed/);
  });

  it("counts its threads' CPU time, which the benches split from the main thread's", async () => {
    const ms = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;
    const pool = createRenderPool({ entryFile: entryFile(), manifestFile: manifestFile(), size: 1 });
    try {
      await pool.render('http://localhost/rv-rental/cozy', { fetch: listingFetch });
      const before = ms(await pool.cpuUsage());
      for (let i = 0; i < 20; i++) await pool.render('http://localhost/rv-rental/cozy', { fetch: listingFetch });
      const after = ms(await pool.cpuUsage());
      expect(after).toBeGreaterThan(before);
      // Every pool of the process: this one's time is in it.
      expect(ms(await renderThreadsCpu())).toBeGreaterThanOrEqual(after);
    } finally {
      await pool.close();
    }
  });
});

describe('how many render threads', () => {
  it('leaves the main thread its core: one on 1 or 2 cores, 3 on 4, at most 4; ROVE_RENDER_WORKERS says otherwise, 0 for none', () => {
    expect([1, 2, 4, 16].map((cores) => defaultRenderWorkers(cores))).toEqual([1, 1, 3, 4]);
    expect(pageServingFromEnvironment({ ROVE_RENDER_WORKERS: '0' }).renderWorkers).toBe(0);
    expect(pageServingFromEnvironment({ ROVE_RENDER_WORKERS: '3' }).renderWorkers).toBe(3);
    expect(pageServingFromEnvironment({ ROVE_RENDER_WORKERS: 'many' }).renderWorkers).toBe(defaultRenderWorkers());
  });
});
