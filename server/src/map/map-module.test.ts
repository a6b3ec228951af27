import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testBudget } from '../../test/helpers.ts';
import { placeMinZoom } from './map-data.ts';
import { parseGlyphRange, sdfGlyph } from './map-glyphs.ts';
import { startMapWorker } from './map-service.ts';

interface DecodedTile {
  layers: Record<
    string,
    {
      length: number;
      feature(i: number): { properties: Record<string, unknown>; type: number; loadGeometry(): { x: number; y: number }[][] };
    }
  >;
}
const { VectorTile } = createRequire(import.meta.url)('@mapbox/vector-tile') as { VectorTile: new (pbf: Pbf) => DecodedTile };

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'none' });
});
afterAll(() => t.close());

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Tile 3/1/2 covers the western US (Denver among its places); 5/7/12 holds Denver itself.
const lng2tile = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const lat2tile = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

describe('the offline base map', () => {
  it('cuts tiles off the event loop: a cold deep tile, with the indexes still building, never holds it a second', async () => {
    // Ticks every 10 ms while the first tiles are made; the longest gap between two ticks is how long the loop was held.
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    try {
      const [z, x, y] = [10, lng2tile(-73.57, 10), lat2tile(45.5, 10)];
      const responses = await Promise.all([
        t.request(`/api/map/tiles/${z}/${x}/${y}.pbf`),
        t.request('/api/map/tiles/4/4/5.pbf'),
        t.request('/api/map/glyphs/Figtree%20Regular/256-511.pbf'),
      ]);
      for (const response of responses) expect(response.status).toBe(200);
      // Montréal at zoom 10: land, water and its name.
      const tile = new VectorTile(new Pbf(new Uint8Array(await responses[0].arrayBuffer())));
      expect(Object.keys(tile.layers)).toEqual(expect.arrayContaining(['land', 'places']));
    } finally {
      clearInterval(ticker);
    }
    // In this thread, the layers alone took 1.6 s to build, in one piece.
    expect(longest).toBeLessThan(1000);
    // The worker was started by the first request and reports its build time once warm.
    expect(await startMapWorker()).toBeGreaterThan(0);
  });

  it('keeps a process alive only while it is asked: one that got its tile ends by itself', () => {
    const service = new URL('./map-service.ts', import.meta.url).href;
    const script = `const { mapTileBytes } = await import(${JSON.stringify(service)}); console.log((await mapTileBytes(2, 0, 1)).byteLength);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: testBudget(1) });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    expect(Number(run.stdout.trim())).toBeGreaterThan(100);
  });

  it('has a style that names only our own server: every URL in it is root-relative', async () => {
    const response = await t.request('/api/map/style.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('max-age');
    const style = (await response.json()) as { sources: Record<string, { tiles: string[] }>; glyphs: string };
    const urls = strings(style).filter((s) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(s) || s.startsWith('/'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url, url).toMatch(/^\/api\/map\//);
    expect(style.sources.rove.tiles).toEqual(['/api/map/tiles/{z}/{x}/{y}.pbf']);
    expect(style.glyphs).toBe('/api/map/glyphs/{fontstack}/{range}.pbf');
  });

  it('answers a tile over Denver with land, borders and Denver labelled', async () => {
    const [z, x, y] = [6, lng2tile(-104.99, 6), lat2tile(39.74, 6)];
    const response = await t.request(`/api/map/tiles/${z}/${x}/${y}.pbf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('Cache-Control')).toContain('max-age');
    const tile = new VectorTile(new Pbf(new Uint8Array(await response.arrayBuffer())));
    expect(Object.keys(tile.layers)).toEqual(expect.arrayContaining(['land', 'boundaries', 'places']));
    const names = Array.from({ length: tile.layers.places.length }, (_, i) => tile.layers.places.feature(i).properties.name);
    expect(names).toContain('Denver');
    // Small towns wait for closer zooms.
    for (let i = 0; i < tile.layers.places.length; i++)
      expect(Number(tile.layers.places.feature(i).properties.minzoom)).toBeLessThanOrEqual(z);
  });

  it('draws the coast from Natural Earth 1:10m: a tile over Vancouver at zoom 9 has the inlets 1:50m had not', async () => {
    const [z, x, y] = [9, lng2tile(-123.1, 9), lat2tile(49.28, 9)];
    const tile = new VectorTile(new Pbf(new Uint8Array(await (await t.request(`/api/map/tiles/${z}/${x}/${y}.pbf`)).arrayBuffer())));
    let vertices = 0;
    for (let i = 0; i < tile.layers.land.length; i++)
      for (const ring of tile.layers.land.feature(i).loadGeometry()) vertices += ring.length;
    // 1:50m: 40 vertices here; 1:10m: about 130.
    expect(vertices).toBeGreaterThan(100);
  });

  it('refuses tiles outside the pyramid and bad glyph ranges', async () => {
    expect((await t.request('/api/map/tiles/11/0/0.pbf')).status).toBe(404);
    expect((await t.request('/api/map/tiles/2/4/0.pbf')).status).toBe(404);
    expect((await t.request('/api/map/glyphs/Figtree%20Regular/1-256.pbf')).status).toBe(404);
    expect(parseGlyphRange('256-511')).toBe(256);
    expect(parseGlyphRange('0-511')).toBeUndefined();
  });

  it('makes label glyphs from Figtree: a signed distance field, inside bright, outside dark', async () => {
    const response = await t.request('/api/map/glyphs/Figtree%20Regular/0-255.pbf');
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    const l = sdfGlyph('l'.codePointAt(0) as number);
    if (!l) throw new Error('no l');
    expect(l.height).toBeGreaterThan(12);
    expect(l.advance).toBeGreaterThan(l.width);
    const w = l.width + 6;
    const middle = l.bitmap[Math.floor((l.height + 6) / 2) * w + Math.floor(w / 2)];
    expect(middle).toBeGreaterThan(192);
    expect(l.bitmap[0]).toBeLessThan(100);
    expect(sdfGlyph(' '.codePointAt(0) as number)).toMatchObject({ width: 0, height: 0 });
    expect(sdfGlyph('é'.codePointAt(0) as number)?.width).toBeGreaterThan(0);
  });

  it('shows big places from farther out than small ones', () => {
    expect(placeMinZoom(2_000_000)).toBeLessThan(placeMinZoom(50_000));
    expect(placeMinZoom(50_000)).toBeLessThan(placeMinZoom(2_000));
  });
});
