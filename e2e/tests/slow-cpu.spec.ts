// Two moments a person on a slow phone meets, with Chromium's CPU slowed six times (CDP
// Emulation.setCPUThrottlingRate), so that the page's code and renders run late and the races behind issue 40 show:
// changes made one after the other on a listing all stay in its address (the plan was lost to an add-on ticked from
// an older render), so a reload shows them; text typed into the home page's location box before and while it
// hydrates brings its suggestions (a box entered before hydration never opened them).
import { expect, type Page, test } from '@playwright/test';
import { appReady } from './app-ready.ts';
import { chooseTwoAdultsAndPremium, findRv, isoDay, signUpRenter } from './booking-helpers.ts';
import { budgets, cpuSlowdown } from '../../scripts/time-budgets.ts';

/** How much slower than this machine's the page's CPU runs (its project's budgets are as many times the others'). */
const slowdown = cpuSlowdown;
/** How long the slowed page's code may take to run: the journeys' budget for it, as many times as the CPU is slowed. */
const pageReady = budgets.e2e.pageReady * slowdown;

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
}

// Everything the page does takes six times as long: so may the journey and its waits (the project chromium-slow-cpu in
// e2e/playwright.config.ts).

test('on a slow CPU, a reloaded listing keeps the trip chosen in its address: guests, protection plan and add-on', async ({ page }) => {
  test.skip(process.env.ROVE_E2E_STATIC === '1', 'needs the API server');
  const start = isoDay(80);
  const end = isoDay(84);
  const rv = await findRv(page.request, { country: 'US', start, end, instantBook: false });
  await signUpRenter(page);
  await slowCpu(page);
  await page.goto(`/rv-rental/${rv.Alias}?dateStart=${start}&dateEnd=${end}`);
  await appReady(page, pageReady);
  await expect(page.getByRole('heading', { name: 'Price details' })).toBeVisible();
  // The guests, the plan and an add-on one after the other, each as soon as the address shows the one before: on a
  // busy phone the page has not re-rendered by then, and each change must build on the address, not on a render.
  await chooseTwoAdultsAndPremium(page);
  await page
    .getByText(/: .* per (trip|night)$/)
    .first()
    .click();
  await expect(page).toHaveURL(/addons=\d+/);
  await expect(page).toHaveURL(/protectionLevel=Premium/);
  await expect(page).toHaveURL(/adults=2/);
  await page.reload();
  const premium = page.getByRole('radio', { name: /Premium/ });
  await expect(premium).toBeChecked({ timeout: pageReady });
  // And it stays so once the page's code has taken over (the signed-in renter's page rendered afresh).
  await appReady(page, pageReady);
  await expect(premium).toBeChecked();
  await expect(page).toHaveURL(/protectionLevel=Premium/);
  await expect(page).toHaveURL(/addons=\d+/);
});

test('on a slow CPU, text typed in the home location box before it hydrated brings suggestions', async ({ page }) => {
  test.skip(process.env.ROVE_E2E_STATIC === '1', 'needs the API server');
  await slowCpu(page);
  await page.goto('/', { waitUntil: 'commit' });
  const where = page.getByRole('search', { name: 'Search RVs' }).getByRole('combobox', { name: 'Where' });
  // Typed as soon as the box is there, whatever the page's code has done by then.
  await where.click();
  await page.keyboard.type('Banf');
  await expect(page.getByRole('option', { name: /Banff/ })).toBeVisible({ timeout: pageReady });
  await expect(where).toHaveValue('Banf');
  await page.getByRole('option', { name: /Banff/ }).click();
  await page.getByRole('search', { name: 'Search RVs' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/rv-search\?SearchAddress=Banff%2C%20AB%2C%20Canada&Adults=2$/, { timeout: pageReady });
});
