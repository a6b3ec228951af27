// A host's workplace (issue 38), for a seeded host found through a request the spec's renter makes:
// - at 1366 px in English: the host's navigation in the header (a "Hosting" landmark, the page's place marked, the
//   renter's items gone), reached by keyboard; a booking accepted with no payout method on file, the payout held and
//   said so on every host page until a bank account is saved; the calendar's blocked nights hatched without a price,
//   past days greyed, the export address with Copy saying "Copied";
// - at 390 px in French: the tab bar at the bottom, the calendar as an agenda with prices in full, the file button
//   in French, nothing wider than the screen.
// ROVE_SHOTS=dir saves screenshots of the host navigation and the calendar there (not part of the test's verdict).
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { isoDay, renterOfSpec } from './booking-helpers.ts';
import { api, requestTrip, signInSeededUser } from './bookings-helpers.ts';
import { axe } from './axe.ts';
import { expectFocusInReach } from './focus-in-reach.ts';
import { expectFits, spaceText } from './screen-fit.ts';
import { scaled } from '../../scripts/time-budgets.ts';

test.describe.configure({ mode: 'serial' });
test.setTimeout(scaled(180_000));

const renter = renterOfSpec();
const shots = process.env.ROVE_SHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false });
}

/**
 * Blocks two nights of the host's RV through the API (as the calendar's Block does), the first free pair from `from`
 * on (a seeded RV may have bookings); answers the first night's distance from today.
 */
async function blockTwoNights(request: APIRequestContext, token: string, rvId: number, from: number): Promise<number> {
  for (let start = from; start < from + 20; start += 2) {
    const answer = await request.post(`/api/hosts/calendar/${rvId}/blocks`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { StartDate: isoDay(start), EndDate: isoDay(start + 1) },
    });
    if (answer.ok()) return start;
  }
  throw new Error(`No two free nights to block on RV ${rvId}`);
}

/** The calendar's RV picker (the browser's select, named by its label): the RV's name. */
async function chooseRv(page: Page, label: string, name: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.selectOption({ label: name });
  await expect(select.locator('option:checked')).toHaveText(name);
}

/** The header's row holds everything on one line: nothing spills out of it, no link wraps. */
async function headerFits(page: Page) {
  const fit = await page.locator('[data-slot=site-header] > div').evaluate((row) => ({
    spills: row.scrollWidth > row.clientWidth,
    wrapped: [...row.querySelectorAll('a, button')].filter((el) => (el as HTMLElement).offsetHeight > 40).map((el) => el.textContent),
  }));
  expect(fit).toEqual({ spills: false, wrapped: [] });
}

test.describe('at 1366 px in English', () => {
  test.use({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });

  test('the host’s header, a booking accepted with its payout held until a bank account is saved, the calendar', async ({ page }) => {
    const request = page.context().request;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const trip = await requestTrip(request, renter, { start: 45, nights: 3, skip: 10 });
    const host = await signInSeededUser(page, trip.hostEmail);
    // A seeded host has no payout method.
    expect((await api<{ Method: unknown }>(request, host.accessToken, '/api/user-profiles/me/payout-method')).Method).toBeNull();

    await page.goto('/host');
    const header = page.locator('[data-slot=site-header]');
    const hosting = header.getByRole('navigation', { name: 'Hosting' });
    await expect(hosting.getByRole('link')).toHaveText(['Today', 'Calendar', 'Bookings', /Messages/, 'Listings', 'Insights']);
    await expect(hosting.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    for (const renterItem of ['Search RVs', 'How it works', 'List your RV'])
      await expect(header.getByRole('link', { name: renterItem })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Switch to travelling' })).toBeVisible();
    // The tab bar is for narrow screens only.
    await expect(page.locator('[data-slot=host-tab-bar]')).toBeHidden();
    await expect(page.getByText('Add a payout method to get paid')).toBeVisible();
    await headerFits(page);
    await axe(page, 'host home');
    await shot(page, 'host-nav-1366-en');

    // The host accepts the request from the home page: possible without a payout method, the payout held and said so.
    const request_ = page.locator(`[data-booking-id="${trip.bookingId}"]`);
    await request_.getByRole('link', { name: /^Accept/ }).click();
    await expect(page).toHaveURL(new RegExp(`/host/bookings/${trip.bookingId}/accept$`));
    await expect(hosting.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('You can accept bookings: their payouts are held until you add a bank account.')).toBeVisible();
    await page.getByRole('button', { name: 'Accept the request' }).click();
    await expect(page).toHaveURL(new RegExp(`/host/bookings/${trip.bookingId}/accepted$`));
    await expect(page.getByText('Add a payout method to get paid')).toBeVisible();

    // By keyboard: the header's Calendar link, then the calendar marks its place.
    const calendarLink = hosting.getByRole('link', { name: 'Calendar' });
    // From the header's first link (the logo), Tab goes through the host's places.
    await header.getByRole('link').first().focus();
    for (let i = 0; i < 15 && !(await calendarLink.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(calendarLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/host\/calendar$/);
    await expect(calendarLink).toHaveAttribute('aria-current', 'page');

    // The calendar: a blocked week is hatched and priceless; past days are greyed and cannot be chosen.
    const blocked = await blockTwoNights(request, host.accessToken, trip.rv.Id, 20);
    await page.reload();
    await chooseRv(page, 'RV', trip.rv.Name);
    const grid = page.getByRole('grid');
    const longDay = (days: number) =>
      new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${isoDay(days)}T00:00:00Z`),
      );
    // Show the month of the blocked nights (it may be the next one).
    for (let i = 0; i < 2 && (await grid.getByRole('button', { name: new RegExp(longDay(blocked)) }).count()) === 0; i += 1)
      await page.locator('button[slot=next]').click();
    const blockedCell = grid.getByRole('gridcell').filter({ has: page.getByRole('button', { name: new RegExp(longDay(blocked)) }) });
    await expect(blockedCell.locator('[data-kind=blocked]')).toHaveAttribute('data-note', 'Blocked');
    await expect(blockedCell.locator('[data-kind=price]')).toHaveCount(0);
    const hatching = await grid
      .getByRole('button', { name: new RegExp(longDay(blocked)) })
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(hatching).toContain('repeating-linear-gradient');
    await expect(blockedCell).not.toHaveCSS('text-decoration-line', 'line-through');
    await axe(page, 'calendar');
    await page.getByRole('grid').scrollIntoViewIfNeeded();
    await shot(page, 'calendar-grid-1366-en');

    // The export address, whole, with Copy saying "Copied" in a live region.
    const address = page.getByRole('textbox', { name: 'Secret calendar address' });
    const field = await address.boundingBox();
    const panel = await page
      .getByRole('heading', { name: `Sync ${trip.rv.Name} with other calendars` })
      .locator('..')
      .boundingBox();
    expect(field?.width ?? 0).toBeGreaterThan((panel?.width ?? 0) * 0.9);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByTestId('ical-copied')).toHaveText('Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
    await shot(page, 'calendar-export-1366-en');

    // A bank account is saved: what was held will be paid, and the banner goes.
    await page.goto('/host/profile/payout');
    await page.getByRole('textbox', { name: 'Account holder' }).fill('Seeded Host');
    await page.getByRole('textbox', { name: 'Routing number (9 digits)' }).fill('011000015');
    await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('12345678');
    await page.getByRole('textbox', { name: 'Account number again' }).fill('12345678');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expect(page.getByTestId('payout-method')).toContainText('5678');
    await page.goto('/host/bookings');
    await expect(hosting.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Add a payout method to get paid')).toHaveCount(0);
    // The French header, longer, still holds on one line.
    await page.goto('/fr/host/bookings');
    const hote = header.getByRole('navigation', { name: 'Mode hôte' });
    await expect(hote.getByRole('link')).toHaveText(['Aujourd’hui', 'Calendrier', 'Réservations', /Messages/, 'Annonces', 'Statistiques']);
    await expect(hote.getByRole('link', { name: 'Réservations' })).toHaveAttribute('aria-current', 'page');
    await headerFits(page);
  });
});

test.describe('à 390 px en français', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'fr-CA' });

  test('la barre d’onglets de l’hôte, le calendrier en agenda, le bouton de fichier en français', async ({ page }) => {
    const request = page.context().request;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const trip = await requestTrip(request, renter, { start: 35, nights: 2, skip: 12 });
    const host = await signInSeededUser(page, trip.hostEmail);
    await api(request, host.accessToken, `/api/bookings/${trip.bookingId}/accept`, {});
    const blocked = await blockTwoNights(request, host.accessToken, trip.rv.Id, 3);

    await page.goto('/fr/host');
    const tabs = page.locator('[data-slot=host-tab-bar]');
    await expect(tabs).toBeVisible();
    await expect(tabs).toHaveAccessibleName('Mode hôte');
    await expect(tabs.getByRole('link')).toHaveText(['Aujourd’hui', 'Calendrier', 'Réservations', /Messages/, 'Annonces', 'Statistiques']);
    await expect(tabs.getByRole('link', { name: 'Aujourd’hui' })).toHaveAttribute('aria-current', 'page');
    // Each tab's label fits its tab (nothing cut).
    for (const tab of await tabs.getByRole('link').all()) {
      const fits = await tab.evaluate((el) =>
        [...el.querySelectorAll('span:not(.sr-only)')].every((span) => span.scrollWidth <= span.clientWidth + 1),
      );
      expect(fits).toBe(true);
    }
    // The header's own navigation gives way to the tabs on a phone.
    await expect(page.locator('[data-slot=site-header]').getByRole('navigation', { name: 'Mode hôte' })).toBeHidden();
    await expect(page.getByText('Ajoutez un mode de versement pour être payé')).toBeVisible();
    await expectFits(page, 'accueil hôte');
    // The page, its footer included, ends above the tab bar; focus never lands under it.
    await expectFocusInReach(page, 'accueil hôte');
    await axe(page, 'accueil hôte');
    await shot(page, 'host-nav-390-fr');

    await tabs.getByRole('link', { name: 'Calendrier' }).click();
    await expect(page).toHaveURL(/\/fr\/host\/calendar$/);
    await expect(tabs.getByRole('link', { name: 'Calendrier' })).toHaveAttribute('aria-current', 'page');
    await chooseRv(page, 'VR', trip.rv.Name);
    // The agenda, not the grid: one row a day, the price in full.
    await expect(page.getByRole('grid')).toBeHidden();
    const agenda = page.getByTestId('calendar-agenda');
    await expect(agenda).toBeVisible();
    // The month opens on today; the days already gone, shown on demand, are greyed and cannot be chosen.
    await expect(agenda.getByRole('listitem').first()).toContainText('Aujourd’hui');
    const earlier = agenda.getByRole('button', { name: /^Afficher (le jour|les \d+ jours) déjà passés?$/ });
    if (await earlier.count()) {
      await earlier.click();
      await expect(agenda.getByRole('button', { name: /^Masquer (le jour|les \d+ jours) déjà passés?$/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    expect(await agenda.getByRole('listitem').count()).toBeGreaterThanOrEqual(28);
    const priced = agenda.getByRole('listitem').locator('button:not([disabled]):not([data-kind])').last();
    await expect(priced).toContainText(/\d\s?\$/);
    expect(
      await priced.evaluate((el) =>
        [...el.querySelectorAll('span:not(.sr-only)')].every((span) => span.scrollWidth <= span.clientWidth + 1),
      ),
    ).toBe(true);
    const state = await agenda
      .getByRole('button', { disabled: false })
      .first()
      .evaluate(() => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid=calendar-agenda] li button')];
        const today = buttons.findIndex((b) => !b.disabled);
        return {
          today,
          pastEnabled: buttons.slice(0, today).some((b) => !b.disabled),
          laterDisabled: buttons.slice(today).some((b) => b.disabled),
        };
      });
    expect(state.pastEnabled).toBe(false);
    expect(state.laterDisabled).toBe(false);
    await expect(agenda.getByRole('list').getByRole('button', { disabled: false }).first()).toContainText('Aujourd’hui');
    // The blocked nights: hatched, "Bloqué", no price (they are in this month or the next).
    const dayName = (days: number) =>
      new Intl.DateTimeFormat('fr-CA', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${isoDay(days)}T00:00:00Z`),
      );
    if ((await agenda.getByRole('button', { name: new RegExp(dayName(blocked)) }).count()) === 0)
      await agenda.getByRole('button', { name: 'Mois suivant' }).click();
    const blockedRow = agenda.getByRole('button', { name: new RegExp(dayName(blocked)) });
    await expect(blockedRow).toHaveAttribute('data-kind', 'blocked');
    await expect(blockedRow).toContainText('Bloqué');
    await expect(blockedRow).not.toContainText('$');
    // Choosing nights by taps (in a later month, whose days are all to come): the first, then the last; the nights
    // between are chosen too.
    await agenda.getByRole('button', { name: 'Mois suivant' }).click();
    const free = agenda.locator('li button:not([disabled]):not([data-kind])');
    const count = await free.count();
    await free.nth(count - 3).click();
    await free.nth(count - 1).click();
    await expect(free.nth(count - 2)).toHaveAttribute('aria-pressed', 'true');
    // The chosen nights and Block / Unblock stay in reach at the bottom, above the tab bar, while the month scrolls.
    const bar = page.locator('[data-slot="calendar-action-bar"]');
    await expect(bar.getByText(/^Sélection\s?:/)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Bloquer', exact: true })).toBeVisible();
    const barBox = await bar.boundingBox();
    const tabBarBox = await page.locator('[data-slot="host-tab-bar"]').boundingBox();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual((tabBarBox?.y ?? 0) + 1);
    // Focus never lands under the two bars stacked at the bottom (the nights' actions above the tab bar).
    await expectFocusInReach(page, 'calendrier agenda, nuits choisies');
    await expect(free.nth(count - 2)).toHaveAttribute('aria-pressed', 'true');
    await expectFits(page, 'calendrier agenda');
    await axe(page, 'calendrier agenda');
    await shot(page, 'calendar-390-fr');

    // The export address on a line of its own, Copy saying "Copiée.", the file button in French.
    const address = page.getByRole('textbox', { name: 'Adresse secrète du calendrier' });
    await address.scrollIntoViewIfNeeded();
    expect((await address.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Copier', exact: true }).click();
    await expect(page.getByTestId('ical-copied')).toHaveText('Copiée.');
    await expect(page.getByText('Choisir un fichier', { exact: true })).toBeVisible();
    await expect(page.getByText('Aucun fichier choisi')).toBeVisible();
    await shot(page, 'calendar-export-390-fr');
    await expectFits(page, 'calendrier, import et export');

    // The profile: its photo's file button in French and within the screen (the browser's own control, "Choose File",
    // made the form 4 px wider than it); the "About you" field, on screen above the tab bar's place, is focused clear
    // of it.
    await page.goto('/fr/host/profile');
    await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
    await expect(page.getByText('Choisir un fichier', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Photo de profil (JPG ou PNG)')).toHaveAccessibleDescription('Aucun fichier choisi');
    await expectFits(page, 'profil');
    await expectFocusInReach(page, 'profil');

    // At 1,280 px with text spaced for reading, the header's links, language and currency wrap onto a second line
    // instead of pushing the page 123 px sideways; focus stops clear of the header, taller so than its scroll padding.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fr/host');
    await expect(page.getByRole('navigation', { name: 'Mode hôte' }).getByRole('link', { name: 'Calendrier' })).toBeVisible();
    await spaceText(page);
    await expectFits(page, 'accueil hôte, texte espacé');
    await expectFocusInReach(page, 'accueil hôte, texte espacé');
  });
});
