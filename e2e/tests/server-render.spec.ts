// Public pages are rendered on the server (issue 22): their HTML, without any JavaScript, holds the heading, the
// first results, the listing's name and price, the page's own head; links work before the JavaScript arrives; and
// the browser then hydrates them without a mismatch.
import { cookies } from '@rove/contract/cookies';
import { expect, test } from './fixtures.ts';
import { findRv, isoDay } from './booking-helpers.ts';

/** The text of the app's root element in server HTML, entities decoded, tags dropped. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('id="rove-server-state"');
  expect(start, 'the page has a root element').toBeGreaterThan(0);
  return html
    .slice(start, end > start ? end : undefined)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const nbsp = /\u00a0|\u202f/g;

test('the home page comes rendered, with its own head, in both languages', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(rootText(html)).toContain('The open road, your way.');
  expect(html).toContain('<title>RV rentals across the US and Canada | Rove</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/" \/>/);
  expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]+\/fr" \/>/);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toMatch(/<a [^>]*href="\/rv-search"/);
  const fr = await (await request.get('/fr')).text();
  expect(fr).toContain('<html lang="fr-CA"');
  expect(rootText(fr)).toContain('La route vous appartient.');
});

test('the French search comes with its first results and their prices, in CAD for a French visitor', async ({ request }) => {
  const address = 'Denver, CO';
  const api = await request.get('/api/rvs/search', { params: { SearchAddress: address, Currency: 'CAD', Page: 1, PageSize: 24 } });
  const { Results } = (await api.json()) as {
    Results: { Name: string; Alias: string; NightlyPrice: { Amount: number }; DisplayNightlyPrice: { Amount: number } }[];
  };
  expect(Results.length).toBeGreaterThan(0);
  const res = await request.get(`/fr/recherche-vr?SearchAddress=${encodeURIComponent(address)}`);
  expect(res.status()).toBe(200);
  const text = rootText(await res.text()).replace(nbsp, ' ');
  expect(text).toContain('VR à louer près de Denver, CO');
  for (const rv of Results.slice(0, 3)) expect(text).toContain(rv.Name);
  const amount = Results[0].DisplayNightlyPrice.Amount;
  expect(text).toContain(`${Math.round(amount)} $`);
  expect(text).not.toContain('$ US');
  // One distance unit for the list: km with CAD.
  expect(text).toMatch(/\d km/);
  expect(text).not.toMatch(/\d mi\b/);
});

test('a listing comes with its name and, for dates, its price', async ({ request }) => {
  const start = isoDay(90);
  const end = isoDay(94);
  const search = await request.get('/api/rvs/search', { params: { Country: 'US', StartDate: start, EndDate: end, PageSize: 5 } });
  const rv = ((await search.json()) as { Results: { Name: string; Alias: string; Id: number }[] }).Results[0];
  const detail = (await (await request.get(`/api/rvs/${rv.Alias}`)).json()) as { Pricing: { NightlyPrice: { Amount: number } } };
  const html = await (await request.get(`/rv-rental/${rv.Alias}?dateStart=${start}&dateEnd=${end}`)).text();
  const text = rootText(html);
  expect(text).toContain(rv.Name);
  expect(text).toContain(`$${detail.Pricing.NightlyPrice.Amount.toFixed(2)}`);
  expect(html).toContain('<meta name="robots" content="index, follow" />');
  // Its own title and share title, not the route's generic ones, in the page's language around the host's name.
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  expect(title.startsWith(`${rv.Name}: `.replace(/&/g, '&amp;'))).toBe(true);
  expect(title).toMatch(/ for rent in .+ \| Rove$/);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  const fr = await (await request.get(`/fr/location-vr/${rv.Alias}`)).text();
  expect(fr).toMatch(/<title>[^<]+\u00a0: [^<]+ à louer à [^<]+ \| Rove<\/title>/);
});

test("request to book's trip step comes rendered, with the server's total, kept out of search engines", async ({ request }) => {
  const start = isoDay(96);
  const end = isoDay(100);
  const rv = await findRv(request, { country: 'US', start, end });
  const query = `dateStart=${start}&dateEnd=${end}`;
  const estimate = await request.get(`/api/rvs/${rv.Id}/estimate?${query}`);
  expect(estimate.ok()).toBe(true);
  const { RenterTotal } = (await estimate.json()) as { RenterTotal: number };
  const html = await (await request.get(`/rv-rental/request-to-book/${rv.Alias}?${query}`)).text();
  const text = rootText(html);
  expect(text).toContain(rv.InstantBook ? 'Confirm and pay' : 'Request to book');
  expect(text).toContain(rv.Name);
  expect(text).toContain('Your trip');
  expect(text).toContain('Protection and add-ons');
  // The trip's controls, then the price the server computed for the trip in the address.
  expect(text).toContain(`$${RenterTotal.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
});

test('a blog post comes with its own title and description in the head', async ({ request }) => {
  const list = await request.get('/api/blog/posts', { params: { key: 'rove-blog-public', locale: 'fr' } });
  const post = ((await list.json()) as { Posts: { Slug: string; Title: string; Excerpt: string }[] }).Posts[0];
  const html = await (await request.get(`/fr/blogue/${post.Slug}`)).text();
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  expect(html).toContain(`<title>${escape(post.Title)} | Rove</title>`);
  expect(html).toContain(`<meta name="description" content="${escape(post.Excerpt)}" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html.match(/<title>/g)).toHaveLength(1);
});

test('the dashboard goes out as the app shell, kept out of search engines', async ({ request }) => {
  const html = await (await request.get('/dashboard/bookings')).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toContain('<div id="root"></div>');
});

test('a page the browser renders alone paints the logo at once, styled and where the header draws it', async ({ browser, page }) => {
  // Before any script: the first skeleton's header holds the logo, its rules inline (the full stylesheet is held).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 800 } });
  const bare = await context.newPage();
  await bare.goto('/fr/dashboard');
  const logo = bare.locator('.boot-skeleton svg[data-slot="logo"]');
  await expect(logo).toBeVisible();
  const fillOf = (svg: typeof logo) =>
    svg
      .locator('rect')
      .first()
      .evaluate((rect) => getComputedStyle(rect).fill);
  // The brand colour, not SVG's default black: its rule came inline.
  const fill = await fillOf(logo);
  expect(fill).not.toBe('rgb(0, 0, 0)');
  const skeletonBox = await logo.boundingBox();
  await context.close();
  // The app's header draws it in the same place (a visitor at /signin: the page the dashboard sends them to).
  await page.setViewportSize({ width: 412, height: 800 });
  await page.goto('/fr/connexion');
  const header = page.locator('header[data-slot="site-header"] svg[data-slot="logo"]');
  await expect(header).toBeVisible();
  expect(await header.boundingBox()).toEqual(skeletonBox);
  expect(await fillOf(header)).toBe(fill);
});

test('a signed-in page whose heading is fixed words paints it with its skeleton, styled, in its language (issue 35)', async ({
  browser,
  baseURL,
}) => {
  // Before any script, a reader with a session (its hint cookie) sees where they are: the page's title and introduction.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 800 } });
  await context.addCookies([{ name: cookies.sessionHint.name, value: '1', url: baseURL ?? '' }]);
  const bare = await context.newPage();
  await bare.goto('/fr/host/calendar');
  const title = bare.locator('.boot-skeleton h1');
  await expect(title).toHaveText('Calendrier');
  await expect(bare.locator('.boot-skeleton p')).toHaveText(
    'Les réservations, jours bloqués, prix et séjours minimums de vos VR, mois par mois.',
  );
  // The display face and the page title's size: its rules came inline.
  expect(await title.evaluate((h1) => [getComputedStyle(h1).fontFamily, getComputedStyle(h1).fontSize])).toEqual([
    expect.stringContaining('Fraunces'),
    '30px',
  ]);
  await context.close();
});

test('without JavaScript, a visitor reads the search and follows a result to its listing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/rv-search?SearchAddress=Denver,%20CO');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Denver, CO');
  const first = page
    .getByRole('list', { name: /results/i })
    .getByRole('heading', { level: 2 })
    .first();
  const name = (await first.innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/rv-rental\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await context.close();
});

test('without JavaScript, the header search leads to the search page, in French too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [from, to] of [
    ['/about', /\/rv-search\?SearchAddress=Banff$/],
    ['/fr/a-propos', /\/fr\/recherche-vr\?SearchAddress=Banff$/],
  ] as const) {
    await page.goto(from);
    await page.locator('header').first().getByRole('textbox').first().fill('Banff');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(to);
  }
  await context.close();
});

test('the browser hydrates the server pages without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  for (const path of ['/', '/fr/recherche-vr?SearchAddress=Denver,%20CO', '/how-it-works', '/fr/blogue']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    // Hydrated: the page answers a client-side navigation (a hydration error would be on the console by then).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  expect(problems).toEqual([]);
});

test('the full stylesheet waits until a page shows what its inline rules do not style, then styles it', async ({ page, request }) => {
  const sheet = page.locator('body > link[rel="stylesheet"]');
  // A listing: hydrated, and its months drawn in the browser (their rules came inline: lib/later-classes.ts).
  const start = isoDay(30);
  const rv = await findRv(request, { country: 'US', start, end: isoDay(34) });
  await page.goto(`/rv-rental/${rv.Alias}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const month = page.locator('table').first();
  await month.scrollIntoViewIfNeeded();
  await expect(month).toBeVisible();
  await expect(sheet).toHaveAttribute('media', 'print');
  expect(await month.evaluate((table) => getComputedStyle(table).tableLayout)).toBe('fixed');
  // The search, then its filters: a dialog the server never wrote. The file applies before it shows, and styles it.
  await page.goto('/rv-search?SearchAddress=Denver,%20CO');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(sheet).toHaveAttribute('media', 'print');
  // The first input loads the filters' code (the bar takes the placeholder's place on a wide screen); the dialog next.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: 'More filters' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(sheet).toHaveAttribute('media', 'all');
  // Styled: its panel has its surface, not the transparent default of an unstyled element.
  expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // A page the browser renders alone applies it at its first render.
  await page.goto('/signin');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(sheet).toHaveAttribute('media', 'all');
});
