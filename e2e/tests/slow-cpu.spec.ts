// Two moments a person on a slow phone meets, with Chromium's CPU slowed six times (CDP
// Emulation.setCPUThrottlingRate), so that the page's code and renders run late and the races behind issue 40 show:
// changes made one after the other on a listing all stay in its address (the plan was lost to an add-on ticked from
// an older render), so a reload shows them; text typed into the home page's location box before and while it
// hydrates brings its suggestions (a box entered before hydration never opened them). And on a phone's screen, two
// signed-in pages the browser renders alone do not move as they load (issue 35: a cumulative layout shift of 0.31 on
// the host calendar and 0.13 on the dashboard, the footer and a late payout banner pushing things around).
import { expect, type Page, test } from './fixtures.ts';
import { appReady } from './app-ready.ts';
import { chooseTwoAdultsAndPremium, findRv, isoDay, openTripOptions, signUpRenter } from './booking-helpers.ts';
import { requestTrip, signInSeededUser } from './bookings-helpers.ts';
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
  // The server's page says what the address holds (the trip options' button), and so does the page once its code has
  // taken over (the signed-in renter's page rendered afresh); opened, the options show it.
  const chosen = page.getByTestId('trip-options-chosen');
  await expect(chosen).toHaveText(/Premium protection · 1 add-on$/, { timeout: pageReady });
  await appReady(page, pageReady);
  await expect(chosen).toHaveText(/Premium protection · 1 add-on$/);
  await openTripOptions(page);
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked();
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

/** Notes every layout shift of the pages the browser context opens from now on (not those after an input). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((source) => {
          const element = source.node as HTMLElement | undefined;
          return element ? `${element.nodeName} ${(element.textContent ?? '').slice(0, 40)}` : '?';
        });
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far, once the browser has painted what is there. */
async function layoutShift(page: Page): Promise<{ total: number; shifts: { value: number; nodes: string[] }[] }> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const shifts = (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts;
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('on a slow CPU, the dashboard and the host calendar do not move as they load', async ({ page }) => {
    test.skip(process.env.ROVE_E2E_STATIC === '1', 'needs the API server');
    const renter = await signUpRenter(page);
    // A request waiting for its host: on the renter's dashboard (a card with the RV's photo), and a host with a listed
    // RV and no payout method, whose pages show the payout banner under the header.
    const trip = await requestTrip(page.context().request, renter, { start: 70, nights: 3, skip: 2 });
    await watchLayoutShifts(page);
    await slowCpu(page);

    await page.goto('/dashboard');
    await appReady(page, pageReady);
    await expect(page.locator(`[data-booking-id="${trip.bookingId}"]`)).toBeVisible();
    const dashboard = await layoutShift(page);
    expect(dashboard.total, JSON.stringify(dashboard.shifts)).toBeLessThan(0.02);

    await signInSeededUser(page, trip.hostEmail);
    await page.goto('/host/calendar');
    await appReady(page, pageReady);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByText('Add a payout method to get paid')).toBeVisible();
    const calendar = await layoutShift(page);
    expect(calendar.total, JSON.stringify(calendar.shifts)).toBeLessThan(0.02);
  });
});
