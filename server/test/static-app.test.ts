import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cookies } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksOf } from '../src/http/page-chunks.ts';
import { acceptedEncodings } from '../src/http/compress.ts';
import { createTestContext, type TestContext } from './helpers.ts';

// npm start serves the built app beside the API: a stand-in app/dist.
let t: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rove-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Rove</title><meta name="description" content="generic" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'humans.txt'), 'Team: Rove');
  // The build writes compressed siblings of text assets (vite.config.ts precompress).
  const entry = `console.log(${JSON.stringify('rove '.repeat(200))})`;
  writeFileSync(join(dist, 'assets', 'index-def456.js'), entry);
  writeFileSync(join(dist, 'assets', 'index-def456.js.br'), brotliCompressSync(entry));
  writeFileSync(join(dist, 'assets', 'index-def456.js.gz'), gzipSync(entry));
  // The build's manifest: the server hands each page's head the chunks of the modules it names.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-def456.js', isEntry: true } }));
  // The SSR bundle the build writes beside the app folder (app/dist-ssr): a stand-in with the same export.
  mkdirSync(`${dist}-ssr`);
  writeFileSync(
    join(`${dist}-ssr`, 'entry-server.js'),
    `export function headFor(url, cookie, chunkOf) {
      const fr = new URL(url).pathname.startsWith('/fr');
      const entry = chunkOf?.('index.html');
      return { lang: fr ? 'fr-CA' : 'en', html: '<title>' + (fr ? 'Recherche' : 'Search') + ' | Rove</title><link rel="canonical" href="' + url + '" /><meta name="x-cookie" content="' + (cookie ?? '') + '" /><meta name="x-entry" content="' + (entry?.file ?? '') + '" />' };
    }
    export async function render(url) {
      const path = new URL(url).pathname;
      if (path === '/rv-rental/broken') throw Object.assign(new Error('Cannot read properties of undefined'), { route: 'rv-rental' });
      if (path === '/rv-rental/gone') return { html: '<h1>Not found</h1>', state: '', status: 404 };
      if (path === '/rv-rental/own-name') {
        return { html: '<h1>Own name</h1>', state: '', head: { lang: 'en', html: '<title>Own name | Rove</title>' } };
      }
      return undefined;
    }
    export function localeSetCookie(url, cookie) {
      const fr = new URL(url).pathname.startsWith('/fr');
      return fr && !(cookie ?? '').includes('${cookies.locale.name}=fr') ? '${cookies.locale.name}=fr; Path=/' : undefined;
    }
    export function isKnownPath(path) {
      return !path.startsWith('/no-such') && !path.startsWith('/fr/no-such');
    }
    export function pageStatus(url) {
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/payment-callback') return searchParams.get('bookingId') && searchParams.get('payment_intent_client_secret') ? 200 : 400;
      return isKnownPath(pathname) ? 200 : 404;
    }`,
  );
  t = await createTestContext({ seed: 'none', config: { staticDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

describe('the built app beside the API', () => {
  it('serves hashed assets with a long cache and files by name', async () => {
    const asset = await t.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await (await t.request('/humans.txt')).text()).toBe('Team: Rove');
  });

  it('sends the entry script compressed as the request accepts, cached for a year, varying by encoding', async () => {
    // As Chromium asks (zstd too): the brotli file made at build time, which is smaller than zstd's.
    const br = await t.request('/assets/index-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('console.log');

    const gz = await t.request('/assets/index-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('console.log');

    const plain = await t.request('/assets/index-def456.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log');
    // A file without compressed siblings goes out as it is.
    const small = await t.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it("names a page's chunk and the chunks it imports that the entry does not already load", () => {
    const chunkOf = chunksOf({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_card.js': { file: 'assets/card-3.js', imports: ['_react.js', '_icons.js'] },
      '_icons.js': { file: 'assets/icons-4.js' },
      'src/pages/search-page.tsx': { file: 'assets/search-page-5.js', imports: ['_card.js', '_react.js'] },
    });
    expect(chunkOf('src/pages/search-page.tsx')).toEqual({
      file: 'assets/search-page-5.js',
      imports: ['assets/card-3.js', 'assets/icons-4.js'],
    });
    expect(chunkOf('src/pages/missing.tsx')).toBeUndefined();
    // Without a manifest (a development build) nothing is named: the browser finds the page itself.
    expect(chunksOf(undefined)('src/pages/search-page.tsx')).toBeUndefined();
  });

  it('reads Accept-Encoding with its weights: q=0 refuses, the heaviest first (ours between equals), * accepts brotli and gzip, zstd only when named', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['zstd', 'br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
    expect(acceptedEncodings('zstd;q=0, br')).toEqual(['br']);
    expect(acceptedEncodings('zstd;q=0.5')).toEqual(['zstd']);
    expect(acceptedEncodings('br ;q=0.5, gzip ')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('gzip;q=1, br;q=0.5, zstd;q=0.8')).toEqual(['gzip', 'zstd', 'br']);
    expect(acceptedEncodings('gzip;q=0.5, br;q=0.5, zstd;q=0.5')).toEqual(['zstd', 'br', 'gzip']);
    expect(acceptedEncodings('*;q=0.3, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=high, gzip;q=0.9')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('answers app routes (English and French) with index.html, never cached', async () => {
    for (const path of ['/', '/rv-search', '/fr/recherche-vr', '/rv-rental/some-alias']) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('writes each page its own head from the SSR bundle: language, title, canonical, in place of the generic ones', async () => {
    const res = await t.request('/fr/recherche-vr?SearchAddress=Denver', { headers: { Cookie: `${cookies.locale.name}=fr` } });
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain('<title>Recherche | Rove</title>');
    expect(html).not.toContain('<title>Rove</title>');
    expect(html).not.toContain('content="generic"');
    // The address is the public one (PUBLIC_URL), with the query; the cookie reaches the bundle.
    expect(html).toContain('href="http://127.0.0.1:3000/fr/recherche-vr?SearchAddress=Denver"');
    expect(html).toContain(`content="${cookies.locale.name}=fr"`);
    // The head can name the build's chunks (a signed-in page names those its first render needs).
    expect(html).toContain('<meta name="x-entry" content="assets/index-def456.js" />');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('records the page language in the locale cookie the bundle names, only when the request does not say it', async () => {
    const first = await t.request('/fr/recherche-vr');
    expect(first.headers.get('set-cookie')).toBe(`${cookies.locale.name}=fr; Path=/`);
    const again = await t.request('/fr/recherche-vr', { headers: { Cookie: `${cookies.locale.name}=fr` } });
    expect(again.headers.get('set-cookie')).toBeNull();
    // A dead link (a path no route serves) leaves the reader's language alone.
    const dead = await t.request('/fr/no-such-page');
    expect(dead.status).toBe(404);
    expect(dead.headers.get('set-cookie')).toBeNull();
  });

  it("writes the head a rendered page gives (a listing's own title) with its body", async () => {
    const html = await (await t.request('/rv-rental/own-name')).text();
    expect(html).toContain('<title>Own name | Rove</title>');
    expect(html).not.toContain('<title>Search | Rove</title>');
    expect(html).toContain('<div id="root"><h1>Own name</h1></div>');
  });

  it("sends the app's shell when a server render fails, and logs one line with the path, the route and the error", async () => {
    const before = t.logs.length;
    const res = await t.request('/rv-rental/broken');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Search | Rove</title>');
    const lines = t.logs.slice(before).filter((line) => line.message === 'server render failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', path: '/rv-rental/broken', route: 'rv-rental' });
    expect((lines[0].error as { message: string }).message).toBe('Cannot read properties of undefined');
  });

  it('compresses the written page as the request accepts', async () => {
    const res = await t.request('/rv-search', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>Search | Rove</title>');
  });

  it('keeps API paths for the API: an unknown one is a JSON 404, not the app', async () => {
    const res = await t.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it('never serves files outside the app folder, and 404s a stale asset instead of sending the app', async () => {
    const res = await t.request('/..%2f..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toContain('root:');
    expect((await t.request('/assets/main-old999.js')).status).toBe(404);
  });

  it('answers 404 with the app for a path no route serves, 200 for a known one', async () => {
    const unknown = await t.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect((await t.request('/no-such-page', { method: 'HEAD' })).status).toBe(404);
    expect((await t.request('/rv-search')).status).toBe(200);
  });

  it('answers a page whose address is invalid with its error’s status: /payment-callback without its parameters is 400', async () => {
    const invalid = await t.request('/payment-callback');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('content-type')).toContain('text/html');
    expect(invalid.headers.get('set-cookie')).toBeNull();
    expect((await t.request('/payment-callback?bookingId=3', { method: 'HEAD' })).status).toBe(400);
    expect((await t.request('/payment-callback?bookingId=3&payment_intent_client_secret=pi_3_secret')).status).toBe(200);
  });

  it('answers a rendered page whose subject the API does not have (an unknown RV) with 404', async () => {
    const gone = await t.request('/rv-rental/gone');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<h1>Not found</h1>');
  });

  it('does not answer other methods with the app', async () => {
    expect((await t.request('/rv-search', { method: 'POST' })).status).toBe(404);
  });
});
