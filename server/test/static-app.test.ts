import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

// npm start serves the built app beside the API: a stand-in app/dist.
let t: TestContext;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rove-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rove</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'humans.txt'), 'Team: Rove');
  t = await createTestContext({ seed: 'none', config: { staticDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app beside the API', () => {
  it('serves hashed assets with a long cache and files by name', async () => {
    const asset = await t.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await (await t.request('/humans.txt')).text()).toBe('Team: Rove');
  });

  it('answers app routes (English and French) with index.html, never cached', async () => {
    for (const path of ['/', '/rv-search', '/fr/recherche-vr', '/rv-rental/some-alias']) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
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

  it('does not answer other methods with the app', async () => {
    expect((await t.request('/rv-search', { method: 'POST' })).status).toBe(404);
  });
});
