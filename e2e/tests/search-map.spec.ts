// The search map: our own base map (style, vector tiles, glyphs) drawn by MapLibre with nothing asked of another
// server, price pins or clusters over it, and on a phone a button that switches between the list and the map.
import { expect, type Page, test } from './fixtures.ts';
import { budgets } from '../../scripts/time-budgets.ts';

const search = '/rv-search?SearchAddress=Denver,%20CO';

/** Every request the page makes, for the same-origin check. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectOnlyOurOrigin(urls: string[], origin: string) {
  const foreign = urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
  expect(foreign).toEqual([]);
}

test('the desktop map draws our vector tiles with labels and pins, asking nothing of another server', async ({ page, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const urls = recordRequests(page);
  const tile = page.waitForResponse((r) => /\/api\/map\/tiles\/\d+\/\d+\/\d+\.pbf$/.test(r.url()) && r.status() === 200);
  const glyphs = page.waitForResponse((r) => /\/api\/map\/glyphs\/.+\/\d+-\d+\.pbf$/.test(r.url()) && r.status() === 200, {
    timeout: budgets.e2e.pageReady,
  });
  await page.goto(search);
  await expect(page.locator('[data-rv-id]').first()).toBeVisible({ timeout: budgets.e2e.pageReady });
  // The map's code loads at the reader's first input on the running page (app/src/lib/first-intent.ts): the pointer
  // moves over it once it has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: budgets.e2e.pageReady });
  await page.mouse.move(400, 300);
  await page.mouse.move(1000, 400);
  const map = page.locator('[data-slot=search-map]');
  await expect(map.locator('[data-map-ready]')).toBeVisible({ timeout: budgets.e2e.pageReady });
  const canvas = map.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  expect((await tile).headers()['content-type']).toBe('application/vnd.mapbox-vector-tile');
  await glyphs;
  // Pins (or clusters of pins) sit on the map.
  await expect(map.locator('[data-marker], [data-cluster]').first()).toBeVisible();
  // Drawn: a blank canvas compresses to almost nothing, a map with land, water, borders and names does not.
  await expect.poll(async () => (await canvas.screenshot()).byteLength).toBeGreaterThan(20_000);
  // Around Denver the seeded RVs overlap: clusters. One opens by a click: the map zooms in until it splits, and
  // the new view becomes the search's bounds.
  const cluster = map.locator('[data-cluster]').first();
  await expect(cluster).toBeVisible();
  await cluster.click();
  await expect(page).toHaveURL(/NeLat=[-\d.]+&NeLng=[-\d.]+&SwLat=[-\d.]+&SwLng=[-\d.]+/);
  await expect(map.locator('[data-marker], [data-cluster]').first()).toBeVisible();
  expectOnlyOurOrigin(urls, new URL(baseURL ?? '').origin);
});

test('on a phone the list comes first and a button shows the map, then the list again', async ({ page, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const urls = recordRequests(page);
  await page.goto(search);
  const list = page.getByRole('list', { name: 'Search results' });
  await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: budgets.e2e.pageReady });
  // No map (nor its chunk) until asked for.
  await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(0);
  expect(urls.some((url) => url.includes('/api/map/'))).toBe(false);
  const showMap = page.getByRole('button', { name: 'Show map' });
  await expect(showMap).toBeInViewport();
  // The button is the server's HTML until the page's code runs: a tap before then does nothing (it was lost under load).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: budgets.e2e.pageReady });
  await showMap.click();
  const canvas = page.locator('[data-slot=search-map] canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: budgets.e2e.pageReady });
  await expect(canvas).toBeInViewport();
  await expect(list).toBeHidden();
  const box = await canvas.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect(box?.height).toBeGreaterThan(400);
  await expect(page.locator('[data-slot=search-map]').locator('[data-marker], [data-cluster]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show list' }).click();
  await expect(list).toBeVisible();
  expectOnlyOurOrigin(urls, new URL(baseURL ?? '').origin);
});
