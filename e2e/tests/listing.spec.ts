// The listing and request-to-book pages: the gallery's keyboard lightbox, the reviews' sorts (on reviews the test
// writes), an unknown listing, and axe.
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { type FoundRv, findRv, isoDay, requestBooking, signUpRenter } from './booking-helpers.ts';
import { api, ownerOf, payByApi, setClock, signInSeededUser } from './bookings-helpers.ts';
import { appReady } from './app-ready.ts';
import { scaled } from '../../scripts/time-budgets.ts';

test('the gallery opens a lightbox moved by the arrow keys and closed by Escape', async ({ page }) => {
  const rv = await findRv(page.request, { country: 'CA', start: isoDay(120), end: isoDay(123) });
  await page.goto(`/rv-rental/${rv.Alias}`);
  await appReady(page);
  await page.getByRole('button', { name: /^Open photo 1 of/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Photos of ${rv.Name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^1 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(/^2 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(/^(\d+) of \1$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Open photo 1 of/ })).toBeFocused();
});

test('at 1366x900 the booking widget sits beside the gallery: its total and button show without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const start = isoDay(120);
  const end = isoDay(124);
  const rv = await findRv(page.request, { country: 'CA', start, end });
  await page.goto(`/fr/location-vr/${rv.Alias}?dateStart=${start}&dateEnd=${end}&adults=2`);
  await appReady(page);
  const widget = page.getByRole('complementary', { name: 'Réserver ce VR' });
  const total = widget.getByTestId('widget-total');
  const button = widget.getByRole('link', { name: rv.InstantBook ? 'Réserver maintenant' : 'Demander à réserver' });
  await expect(total).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(total).toBeInViewport({ ratio: 1 });
  await expect(button).toBeInViewport({ ratio: 1 });
  // Beside the gallery, not below it.
  const gallery = await page.getByRole('region', { name: 'Photos', exact: true }).boundingBox();
  const box = await widget.boundingBox();
  expect(box && gallery && box.x).toBeGreaterThan((gallery?.x ?? 0) + (gallery?.width ?? 0));
  expect(box?.y).toBeLessThan((gallery?.y ?? 0) + (gallery?.height ?? 0));
});

/** A published RV free over the days, not instant book (its host accepts), with a short minimum stay and no review yet. */
async function rvWithoutReviews(request: APIRequestContext, start: string, end: string): Promise<FoundRv> {
  const search = await request.get('/api/rvs/search', {
    params: { Country: 'CA', StartDate: start, EndDate: end, PageSize: 100, SortOrder: 'PriceASC' },
  });
  const { Results } = (await search.json()) as { Results: (FoundRv & { DeliveryOnly: boolean; ReviewCount: number })[] };
  for (const rv of Results) {
    if (rv.DeliveryOnly || rv.InstantBook || rv.ReviewCount > 0) continue;
    const detail = (await (await request.get(`/api/rvs/${rv.Alias}`)).json()) as { Rules: { MinimumNights: number } };
    if (detail.Rules.MinimumNights <= 2) return rv;
  }
  throw new Error(`No RV without reviews free from ${start} to ${end}`);
}

test('reviews sort by lowest rating: three reviews the test writes, shown lowest first', async ({ page, request }) => {
  test.setTimeout(scaled(240_000));
  // Three two-night trips on one RV that has no review yet, each reviewed by its renter with every category at the
  // same rating; the test posts them 3, then 1, then 5 stars, so each order on screen is one only the sort can give.
  const reviews = [
    { stars: 3, body: 'Three stars: a fair RV for the price, though the awning stuck on the second day.' },
    { stars: 1, body: 'One star: the fridge failed on the first night and the host never answered us.' },
    { stars: 5, body: 'Five stars: spotless inside, and the host met us at the campground with firewood.' },
  ];
  const rv = await rvWithoutReviews(request, isoDay(5), isoDay(20));
  const renter = await signUpRenter(request);
  const bookings: number[] = [];
  try {
    for (const [i] of reviews.entries()) {
      const start = 5 + i * 5;
      const id = await requestBooking(request, renter, rv, isoDay(start), isoDay(start + 2));
      const { hostEmail } = await ownerOf(request, renter.accessToken, id);
      const host = await signInSeededUser(request, hostEmail);
      await api(request, host.accessToken, `/api/bookings/${id}/accept`, {});
      await payByApi(request, renter.accessToken, id);
      bookings.push(id);
    }
    // After the last trip's end (each review is due within 30 days of its trip's end).
    await setClock(request, 20);
    for (const [i, review] of reviews.entries()) {
      const id = bookings[i];
      expect((await api<{ Status: string }>(request, renter.accessToken, `/api/bookings/${id}`)).Status).toBe('Completed');
      const { stars, body } = review;
      await api(request, renter.accessToken, `/api/bookings/${id}/reviews`, {
        ListingAccuracy: stars,
        Value: stars,
        Cleanliness: stars,
        Communication: stars,
        Body: body,
      });
    }
  } finally {
    await setClock(request, 0);
  }
  await page.goto(`/rv-rental/${rv.Alias}`);
  await appReady(page);
  const shown = page.locator('section[aria-labelledby=reviews-heading] ol > li');
  const [three, one, five] = reviews.map((review) => review.body);
  // Newest first as the page opens: the order they were written, reversed.
  await expect(shown).toHaveText([five, one, three].map((body) => new RegExp(body)));
  await page.getByLabel('Sort reviews').selectOption('lowest');
  await expect(shown).toHaveText([one, three, five].map((body) => new RegExp(body)));
  await expect(shown.first()).toContainText('1 out of 5');
  await page.getByLabel('Sort reviews').selectOption('highest');
  await expect(shown).toHaveText([five, three, one].map((body) => new RegExp(body)));
});

test('an unknown listing shows the not-found page', async ({ page, consoleErrors }) => {
  // The page itself answers 404, as it should.
  consoleErrors.allow(/status of 404/);
  await page.goto('/rv-rental/no-such-rv-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not all who wander are lost.');
});

test('axe finds nothing on the listing and request-to-book pages', async ({ page }) => {
  const start = isoDay(130);
  const end = isoDay(133);
  const rv = await findRv(page.request, { country: 'US', start, end });
  await signUpRenter(page);
  const query = `dateStart=${start}&dateEnd=${end}`;
  for (const path of [
    `/rv-rental/${rv.Alias}?${query}`,
    `/rv-rental/request-to-book/${rv.Alias}?${query}`,
    `/rv-rental/request-to-book/${rv.Alias}/additionals?${query}`,
  ]) {
    await page.goto(path);
    // A signed-in renter's page is rendered again in the browser after the server's visitor render: wait for the app.
    await appReady(page);
    await expect(page.locator('[data-slot=price-breakdown]').first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('while the listing loads its page has an h1 and axe finds nothing, in French', async ({ page }) => {
  const rv = await findRv(page.request, { country: 'CA', start: isoDay(120), end: isoDay(123) });
  await page.goto('/fr/recherche-vr');
  await appReady(page);
  // The RV's answer never comes: the page stays in its loading state.
  await page.route(new RegExp(`/api/rvs/${rv.Alias}$`), () => {});
  await page.evaluate((alias) => {
    history.pushState({}, '', `/fr/location-vr/${alias}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, rv.Alias);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chargement du VR…');
  expect(await axeViolations(page)).toEqual([]);
});
