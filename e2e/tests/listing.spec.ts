// The listing and request-to-book pages: the gallery's keyboard lightbox, an unknown listing, and axe.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findRv, isoDay, signUpRenter } from './booking-helpers.ts';
import { appReady } from './app-ready.ts';

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

test('reviews sort by lowest rating', async ({ page }) => {
  const rv = await findRv(page.request, { country: 'US', start: isoDay(120), end: isoDay(123), skip: 4 });
  await page.goto(`/rv-rental/${rv.Alias}`);
  await page.getByLabel('Sort reviews').selectOption('lowest');
  const lowest = await page.request.get(`/api/rvs/${rv.Alias}/reviews?Sort=lowest&Page=1`);
  const first = ((await lowest.json()) as { Reviews: { Body: string }[] }).Reviews[0];
  test.skip(!first, 'no reviews on this RV');
  await expect(page.getByRole('list').filter({ hasText: first.Body }).first()).toBeVisible();
});

test('an unknown listing shows the not-found page', async ({ page }) => {
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
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
