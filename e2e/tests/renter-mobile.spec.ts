// The renter's path on a 390 px screen (issue 23): no page of it is wider than the screen, and a French renter
// goes from the home page to a paid booking, with dates and guests carried along, a breakdown whose lines add up
// to its total, the cancellation policy next to the pay button and the receipts in the outbox.
import { expect, type Page, test } from './fixtures.ts';
import { appReady } from './app-ready.ts';
import { fillRenterDetails, findRv, isoDay, signUpRenter } from './booking-helpers.ts';
import { budgets, scaled } from '../../scripts/time-budgets.ts';
import { expectFocusInReach } from './focus-in-reach.ts';
import { expectFits } from './screen-fit.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The lines of the visible price breakdown add up to its total (cents), once its lines are drawn (a busy phone draws
 * the total's row and the lines in more than one frame: the check waits for them, as a reader would). */
async function expectBreakdownAddsUp(page: Page) {
  const breakdown = page.locator('[data-slot=price-breakdown]').first();
  await expect(breakdown).toBeVisible();
  await expect(async () => {
    const lines = await breakdown
      .locator('[data-line-amount]')
      .evaluateAll((rows) => rows.reduce((sum, row) => sum + Math.round(Number((row as HTMLElement).dataset.lineAmount) * 100), 0));
    const totalText = await breakdown.locator('[data-slot=price-breakdown-total] dd').innerText();
    const total = Math.round(
      Number(
        totalText
          .replace(/[^\d,.-]/g, '')
          .replace(/\s/g, '')
          .replace(',', '.'),
      ) * 100,
    );
    expect(lines).toBe(total);
  }).toPass({ timeout: budgets.e2e.expect });
}

test('every page of the renter path fits the screen from 320 px up, and keyboard focus is never under its bars', async ({ page }) => {
  const start = isoDay(120);
  const end = isoDay(124);
  const rv = await findRv(page.request, { country: 'US', start, end });
  await signUpRenter(page);
  const pages = [
    ['home', '/'],
    ['search', `/rv-search?Adults=2&StartDate=${start}&EndDate=${end}`],
    ['search in French', `/fr/recherche-vr?Adults=2&StartDate=${start}&EndDate=${end}`],
    ['listing', `/rv-rental/${rv.Alias}?dateStart=${start}&dateEnd=${end}&adults=2`],
    ['listing in French', `/fr/location-vr/${rv.Alias}?dateStart=${start}&dateEnd=${end}&adults=2`],
    ['request to book', `/rv-rental/request-to-book/${rv.Alias}?dateStart=${start}&dateEnd=${end}`],
    ['renter details', `/rv-rental/request-to-book/${rv.Alias}/additionals?dateStart=${start}&dateEnd=${end}`],
    ['favourites', '/dashboard/favourites'],
    ['bookings', '/dashboard/bookings'],
  ] as const;
  for (const [what, path] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFits(page, what);
    // The listing's booking bar stays at the bottom of the screen: what focus reaches is never under it.
    await expectFocusInReach(page, what);
  }
  // The narrowest screen the pages are made for (WCAG 1.4.10): the trip's dates with their buttons, the owners' page
  // and its call to action in French.
  await page.setViewportSize({ width: 320, height: 700 });
  for (const [what, path] of [...pages, ['owners', '/fr/proprietaire']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFits(page, `${what} at 320 px`);
  }
  // A 1,024 px screen, signed in, in French: the header's links, language and currency (1,088 px wide together) give
  // way to its menu rather than push the page sideways.
  await page.setViewportSize({ width: 1024, height: 768 });
  for (const path of ['/fr', '/fr/proprietaire', '/fr/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFits(page, `${path} at 1,024 px`);
  }
});

test('in French on a 390 px screen: home, search, listing, request, payment, receipts', async ({ page }) => {
  // A start day from the 1st to the 9th, typed with its leading zero ("05"), which used to land on the 1st in fr-CA.
  let offset = 130;
  while (Number(isoDay(offset).slice(8)) > 9) offset++;
  const start = isoDay(offset);
  const end = isoDay(offset + 4);
  const rv = await findRv(page.request, { country: 'CA', start, end, instantBook: true });
  const detail = (await (await page.request.get(`/api/rvs/${rv.Alias}`)).json()) as { Location: { City: string } };
  const renter = await signUpRenter(page, 'fr');

  // Home: a place typed without picking a suggestion, the dates, then search.
  await page.goto('/fr');
  await appReady(page);
  await expectFits(page, 'home');
  const where = page.getByRole('combobox', { name: /^Destination/ });
  // The search form's fields hydrate when their code arrives (issue 22): type once they are live.
  await expect(async () => {
    await where.fill(detail.Location.City);
    // Leaving the field keeps the typed text (no suggestion picked).
    await page.keyboard.press('Tab');
    await expect(where).toHaveValue(detail.Location.City, { timeout: scaled(1_000) });
  }).toPass({ timeout: budgets.e2e.pageReady });
  // Tab went on to the dates' first segment (year, month, day in fr-CA).
  await page.keyboard.type(`${start.replaceAll('-', '')}${end.replaceAll('-', '')}`);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();

  // Search: the typed place is searched, the form is a summary pill on a small screen.
  await expect(page).toHaveURL(new RegExp(`SearchAddress=${encodeURIComponent(detail.Location.City).replace(/%20/g, '(%20|\\+)')}`));
  await expect(page).toHaveURL(new RegExp(`StartDate=${start}&EndDate=${end}`));
  await expect(page.getByTestId('search-summary-pill')).toContainText(detail.Location.City);
  await expect(page.getByRole('list', { name: /Résultats|résultats/ })).toBeVisible();
  await expectFits(page, 'search');
  // The map, once: the toggle shows it in place of the list, our tiles draw on it with the results' pins, and the
  // same toggle brings the list back.
  const tile = page.waitForResponse((r) => /\/api\/map\/tiles\/\d+\/\d+\/\d+\.pbf$/.test(r.url()) && r.status() === 200);
  await page.getByRole('button', { name: 'Voir la carte' }).click();
  const map = page.locator('[data-slot=search-map]');
  const canvas = map.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeInViewport({ timeout: budgets.e2e.pageReady });
  await expect(map.locator('[data-map-ready]')).toBeAttached({ timeout: budgets.e2e.pageReady });
  await tile;
  await expect(map.locator('[data-marker], [data-cluster]').first()).toBeVisible();
  await expect(page.getByRole('list', { name: /Résultats|résultats/ })).toBeHidden();
  // Drawn: a blank canvas compresses to almost nothing, land, water and names do not (the drawing takes its time).
  await expect.poll(async () => (await canvas.screenshot()).byteLength).toBeGreaterThan(15_000);
  await expectFits(page, 'search with the map');
  await page.getByRole('button', { name: 'Voir la liste' }).click();
  await expect(page.getByRole('list', { name: /Résultats|résultats/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`StartDate=${start}&EndDate=${end}`));

  // The listing: from its card when it is on the first page, with the trip carried in the link.
  const card = page.locator(`a[href*="${rv.Alias}"]`).first();
  if (await card.count()) await card.click();
  else await page.goto(`/fr/location-vr/${rv.Alias}?dateStart=${start}&dateEnd=${end}&adults=2`);
  await expect(page).toHaveURL(new RegExp(`dateStart=${start}&dateEnd=${end}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rv.Name);
  await expectFits(page, 'listing');
  await expect(page.getByTestId('cancellation-policy')).toContainText('Politique d’annulation');
  await expectBreakdownAddsUp(page);
  const bar = page.getByTestId('mobile-booking-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('back-to-results')).toHaveAttribute('href', new RegExp(`StartDate=${start}&EndDate=${end}`));
  await bar.getByRole('link', { name: 'Réserver maintenant' }).click();

  // Request to book, then the renter's details.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer et payer');
  await expectFits(page, 'request to book');
  await page.getByRole('link', { name: 'Continuer' }).click();
  await fillRenterDetails(page, 'fr');
  await expectFits(page, 'renter details');
  await page.getByRole('button', { name: 'Réserver et passer au paiement' }).click();

  // Payment: the policy next to the pay button, the breakdown adds up; pay.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement');
  await expectFits(page, 'payment');
  const form = page.locator('form', { has: page.getByRole('button', { name: /^Payer / }) });
  await expect(form.getByTestId('cancellation-policy')).toBeVisible();
  await expect(form.getByTestId('cancellation-policy').getByRole('link', { name: 'Conditions d’utilisation' })).toBeVisible();
  await expectBreakdownAddsUp(page);
  await page.getByLabel(/^Numéro de carte/).fill('4242 4242 4242 4242');
  await page.getByLabel(/^Date d’expiration/).fill('12/30');
  await page.getByLabel(/^Code de sécurité/).fill('123');
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre voyage est réservé');
  await expectFits(page, 'complete');

  // The receipts, in French, in the outbox.
  const mail = (await (await page.request.get(`/dev/mail.json?to=${encodeURIComponent(renter.email)}`)).json()) as {
    Kind: string;
    Subject: string;
    Text: string;
  }[];
  const request = mail.find((m) => m.Kind === 'receipt-request');
  expect(request?.Subject).toMatch(/^Reçu\s: votre réservation pour /);
  expect(request?.Text).toContain('Total (CAD)');
  const payment = mail.find((m) => m.Kind === 'receipt-payment');
  expect(payment?.Subject).toMatch(/^Reçu de paiement\s: /);
  expect(payment?.Text).toContain('Paiement reçu');
});
