// Public pages as search engines and validators read them (issue 38): every public route, in both languages, as
// the server sends it, passes html-validate; its JSON-LD is valid schema.org (scripts/schema-org); its canonical
// address is one of its hreflang links and is og:url.
import { expect, test } from './fixtures.ts';
import { checkJsonLd } from '../../scripts/schema-org/check-json-ld.ts';
import { findRv, isoDay } from './booking-helpers.ts';
import { htmlProblems } from './html-validation.ts';
import { budgets, scaled } from '../../scripts/time-budgets.ts';

/** One address per route shape in the sitemap (every public route, both languages), and pages with a query. */
async function publicPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const byShape = new Map<string, string>();
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean);
    const shape = segments.length > 1 ? [...segments.slice(0, -1), '*'].join('/') : segments.join('/');
    if (!byShape.has(shape)) byShape.set(shape, path);
  }
  const start = isoDay(60);
  const end = isoDay(64);
  const rv = await findRv(request, { country: 'US', start, end });
  return [
    ...byShape.values(),
    `/rv-search?SearchAddress=${encodeURIComponent('Denver, CO')}&StartDate=${start}&EndDate=${end}`,
    `/fr/recherche-vr?SearchAddress=${encodeURIComponent('Montréal, QC')}`,
    `/rv-rental/${rv.Alias}?StartDate=${start}&EndDate=${end}&Adults=2`,
    `/fr/location-vr/${rv.Alias}?dateStart=${start}&dateEnd=${end}`,
    `/rv-rental/request-to-book/${rv.Alias}?dateStart=${start}&dateEnd=${end}`,
  ];
}

test('every public page passes html-validate, with valid JSON-LD and one canonical address', async ({ request }) => {
  test.setTimeout(scaled(180_000));
  const pages = await publicPages(request);
  expect(pages.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    problems.push(...(await htmlProblems(html)).map((p) => `${path} ${p}`));
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g))
      problems.push(...checkJsonLd(JSON.parse(json)).map((p) => `${path} JSON-LD ${p}`));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, path).toBeTruthy();
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)].map((m) => m[1]);
    if (alternates.length) expect(alternates, `${path}: the canonical is in its own hreflang set`).toContain(canonical);
    expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], `${path}: og:url`).toBe(canonical);
  }
  expect(problems).toEqual([]);
});

test('a listing and a blog post carry their structured data', async ({ request }) => {
  const rv = await findRv(request, { country: 'US', start: isoDay(70), end: isoDay(73) });
  const listing = await (await request.get(`/rv-rental/${rv.Alias}`)).text();
  const types = [...listing.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1])['@type']);
  expect(types).toEqual(['Product', 'BreadcrumbList']);
  const home = await (await request.get('/fr')).text();
  expect(home).toContain('"@type":"Organization"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const post = /<loc>([^<]+\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  expect(post).toBeTruthy();
  expect(await (await request.get(new URL(post ?? '').pathname)).text()).toContain('"@type":"BlogPosting"');
});

test('search and listing pages hydrate without a mismatch for a reader whose day is not the server’s', async ({ browser, request }) => {
  // The server renders in UTC; a reader in Tokyo or Los Angeles is often on another calendar day. The fixture fails the
  // test on React's error #418 (a text the browser renders differently) or any other console error.
  const start = isoDay(40);
  const end = isoDay(44);
  const rv = await findRv(request, { country: 'US', start, end });
  for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
    const context = await browser.newContext({ timezoneId, locale: 'fr-CA' });
    const page = await context.newPage();
    for (const path of [
      `/rv-search?SearchAddress=${encodeURIComponent('Denver, CO')}&StartDate=${start}&EndDate=${end}`,
      `/rv-rental/${rv.Alias}`,
      `/fr/location-vr/${rv.Alias}?dateStart=${start}&dateEnd=${end}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: budgets.e2e.pageReady });
    }
    await context.close();
  }
});
