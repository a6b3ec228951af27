// Host operations (issue 19): a host blocks a week on the calendar by keyboard alone and a renter cannot book it;
// the host sets a holiday price and the estimate shows it; in French, the host imports an iCal file and sees one
// conflict with a booking; the host reads earnings and downloads the CSV; a renter adds a driver aged 23 and sees the
// young-driver notice (and one under 21 is refused). Axe on each page.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { type FoundRv, findRv, isoDay, postBooking, renterOfSpec, requestBooking } from './booking-helpers.ts';
import { api, ownerOf, payByApi, requestTrip, signInRenter, signInSeededUser } from './bookings-helpers.ts';
import { appReady } from './app-ready.ts';
import { axe } from './axe.ts';
import { scaled } from '../../scripts/time-budgets.ts';

test.describe.configure({ mode: 'serial' });
test.setTimeout(scaled(180_000));

const renter = renterOfSpec();

// Every test's page: a desktop window in English (the French test goes to /fr).
test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

/** Chooses the RV in the calendar's picker (the browser's select) from the keyboard: focus, arrow down to its name. */
async function chooseRvByKeyboard(page: Page, label: string, name: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.focus();
  const chosen = select.locator('option:checked');
  // A closed select moves its choice with the arrow keys (Chromium on Linux and Windows).
  for (let i = 0; i < 30 && (await chosen.textContent()) !== name; i += 1) await page.keyboard.press('ArrowDown');
  await expect(chosen).toHaveText(name);
}

const shortDay = (days: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay(days)}T00:00:00Z`));

const longDay = (days: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay(days)}T00:00:00Z`),
  );

/** Moves the calendar grid's focus forward with the arrow keys until the focused night is `days` from today. */
async function arrowTo(page: Page, days: number) {
  const target = longDay(days);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let i = 0; i < 120 && !(await focused()).endsWith(target) && !(await focused()).includes(`${target} selected`); i += 1) {
    await page.keyboard.press('ArrowRight');
  }
  expect(await focused()).toContain(target);
}

/** The seeded host of an RV: the renter requests its last free nights, the booking names the owner. */
async function hostOf(request: APIRequestContext, rv: FoundRv, start: string, end: string) {
  const bookingId = await requestBooking(request, renter, rv, start, end);
  return { email: (await ownerOf(request, renter.accessToken, bookingId)).hostEmail };
}

test('a host blocks a week by keyboard alone and a renter cannot book it; a holiday price reaches the estimate', async ({
  browser,
  baseURL,
  page,
}) => {
  const request = page.context().request;
  const startIn = 40;
  const rv = await findRv(request, { country: 'CA', start: isoDay(startIn), end: isoDay(startIn + 17), skip: 2 });
  const host = await hostOf(request, rv, isoDay(startIn + 14), isoDay(startIn + 17));
  await signInSeededUser(page, host.email);
  await page.goto('/host/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await chooseRvByKeyboard(page, 'RV', rv.Name);
  await expect(page.getByRole('heading', { name: `Sync ${rv.Name} with other calendars` })).toBeVisible();
  await axe(page, 'calendar');

  // Focus today's cell in the grid, walk to the first night, Enter; six nights later, Enter; Tab to Block.
  const today = page.getByRole('grid').getByRole('button', { name: /Today/ });
  await today.focus();
  await arrowTo(page, startIn);
  await page.keyboard.press('Enter');
  await arrowTo(page, startIn + 6);
  await page.keyboard.press('Enter');
  const actions = page.getByRole('complementary', { name: 'Change the selected nights' });
  await expect(actions.getByText(`Selected: ${shortDay(startIn)} – ${shortDay(startIn + 6)}`)).toBeVisible();
  const block = page.getByRole('button', { name: 'Block', exact: true });
  for (let i = 0; i < 10 && !(await block.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Blocked /)).toBeVisible();
  // The week just blocked (the seed may have blocked other nights of this RV).
  await expect(page.getByText(`${shortDay(startIn)} – ${shortDay(startIn + 6)}: blocked by you`)).toBeVisible();

  // A renter cannot book a night of that week: the server refuses it.
  const refused = await postBooking(request, renter.accessToken, rv.Id, isoDay(startIn + 2), isoDay(startIn + 5));
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(((await refused.json()) as { StatusMessage: string }).StatusMessage).toBe('DATES_UNAVAILABLE');
  const estimate = await request.get(`/api/rvs/${rv.Id}/estimate?dateStart=${isoDay(startIn + 2)}&dateEnd=${isoDay(startIn + 5)}`);
  expect(((await estimate.json()) as { StatusMessage: string }).StatusMessage).toBe('DATES_UNAVAILABLE');
  // On the listing page, a renter choosing nights of that week is told the RV is not available.
  const renterContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const renterPage = await renterContext.newPage();
  await signInRenter(renterPage, renter.email);
  await renterPage.goto(`/rv-rental/${rv.Alias}?dateStart=${isoDay(startIn + 2)}&dateEnd=${isoDay(startIn + 5)}`);
  await appReady(renterPage);
  await expect(renterPage.getByText('This RV is not available for these dates.').first()).toBeVisible();
  await renterContext.close();

  // A holiday price on the four nights after the week (the grid's focus is on the week's last night).
  // Back into the grid from the Block button (Shift+Tab): the focus returns to the week's last night.
  for (let i = 0; i < 10 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=grid]')))); i += 1)
    await page.keyboard.press('Shift+Tab');
  await arrowTo(page, startIn + 8);
  await page.keyboard.press('Enter');
  await arrowTo(page, startIn + 11);
  await page.keyboard.press('Enter');
  await expect(actions.getByText(`Selected: ${shortDay(startIn + 8)} – ${shortDay(startIn + 11)}`)).toBeVisible();
  await page.getByRole('textbox', { name: /^Nightly price/ }).fill('345');
  await page.getByRole('button', { name: 'Set price' }).click();
  await expect(page.getByText(/a night\.$/)).toBeVisible();
  const holiday = (await (
    await request.get(`/api/rvs/${rv.Id}/estimate?dateStart=${isoDay(startIn + 8)}&dateEnd=${isoDay(startIn + 12)}`)
  ).json()) as { TotalPreDiscountRentalAmount: number; TotalRentalAmount: number };
  expect(holiday.TotalPreDiscountRentalAmount).toBe(4 * 345);
  // The renter's listing page with those dates shows the estimate with the holiday price.
  await page.goto(`/rv-rental/${rv.Alias}?dateStart=${isoDay(startIn + 8)}&dateEnd=${isoDay(startIn + 12)}`);
  await appReady(page);
  const amount = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(holiday.TotalRentalAmount).replace('CA', '');
  await expect(page.getByText(amount).first()).toBeVisible();
});

test('en français, l’hôte importe un fichier iCal et voit un conflit avec une réservation', async ({ page }) => {
  const request = page.context().request;
  const trip = await requestTrip(request, renter, { start: 30, nights: 3, skip: 4 });
  await signInSeededUser(page, trip.hostEmail);
  await page.goto('/fr/host/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
  await chooseRvByKeyboard(page, 'VR', trip.rv.Name);
  const day = (n: number) => isoDay(n).replaceAll('-', '');
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other platform//EN',
    'BEGIN:VEVENT',
    'UID:conflict@other',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${day(31)}`,
    `DTEND;VALUE=DATE:${day(35)}`,
    'SUMMARY:Guest elsewhere',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:free@other',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${day(60)}`,
    `DTEND;VALUE=DATE:${day(62)}`,
    'SUMMARY:Owner trip',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  await page.getByLabel('Fichier iCal (.ics)').setInputFiles({ name: 'autre.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
  await page.getByRole('button', { name: 'Importer le fichier' }).click();
  await expect(page.getByText(/1 conflit avec une réservation/)).toBeVisible();
  const conflicts = page.getByTestId('ical-conflicts').getByRole('listitem');
  await expect(conflicts).toHaveCount(1);
  await expect(conflicts.first()).toContainText(`réservation ${trip.bookingId}`);
  await expect(page.getByRole('button', { name: 'Retirer autre' })).toBeVisible();
  await axe(page, 'calendrier avec conflit');
  // A file that is not iCal: a clear message in French, nothing saved.
  await page.getByLabel('Fichier iCal (.ics)').setInputFiles({ name: 'notes.ics', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Importer le fichier' }).click();
  await expect(page.getByText(/Ce n’est pas un calendrier iCal/)).toBeVisible();
});

test('the host reads earnings and downloads the CSV', async ({ page }) => {
  const request = page.context().request;
  const trip = await requestTrip(request, renter, { start: 20, nights: 2, skip: 6 });
  // The renter pays (the simulator's succeeding card); the host accepts: a payout is scheduled.
  await payByApi(request, renter.accessToken, trip.bookingId);
  const host = await signInSeededUser(page, trip.hostEmail);
  await api(request, host.accessToken, `/api/bookings/${trip.bookingId}/accept`, {});

  await page.goto('/host/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText(/^Performance tier: /)).toBeVisible();
  await axe(page, 'insights');
  await page.getByRole('link', { name: 'Open Earnings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const year = Number(isoDay(21).slice(0, 4));
  if (year !== new Date().getUTCFullYear()) {
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  }
  await expect(page.getByTestId('earnings-summary')).toContainText('upcoming');
  await expect(page.getByRole('table', { name: /Per RV/ }).getByRole('rowheader', { name: trip.rv.Name })).toBeVisible();
  await axe(page, 'earnings');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`rove-earnings-${year}.csv`);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Date,BookingId,RvId,Rv,Kind,Status,Amount,Currency');
  expect(csv).toContain(`,${trip.bookingId},${trip.rv.Id},`);
});

test('a renter adds a driver aged 23 and sees the young-driver notice; one under 21 is refused', async ({ page }) => {
  await signInRenter(page, renter.email);
  await page.goto('/dashboard/profile/drivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  await axe(page, 'drivers');
  await page.getByRole('link', { name: 'Add a driver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a driver' })).toBeVisible();
  const now = new Date();
  const born = (years: number) => `${now.getUTCFullYear() - years}-01-15`;
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('Licence number').fill('T6512-150103');
  await page.getByRole('combobox', { name: 'Licence country' }).selectOption({ label: 'Canada' });
  await page.getByRole('combobox', { name: 'State or province' }).selectOption('QC');
  await page.getByLabel('Licence expiry').fill(`${now.getUTCFullYear() + 3}-06-30`);
  // Under 21: refused with a clear message, nothing saved.
  await page.getByLabel('Date of birth').fill(born(19));
  await page.getByRole('button', { name: 'Add driver' }).click();
  await expect(page.getByText('Drivers must be at least 21 years old.', { exact: true })).toBeVisible();
  // Aged 23: the young-driver notice as soon as the date is typed, then saved.
  await page.getByLabel('Date of birth').fill(born(now.getUTCMonth() === 0 && now.getUTCDate() < 15 ? 24 : 23));
  await expect(page.getByText(/^Drivers under 25 are young drivers/)).toBeVisible();
  await axe(page, 'new driver');
  await page.getByRole('button', { name: 'Add driver' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/drivers$/);
  await expect(page.getByText('Sam Tremblay added.')).toBeVisible();
  await expect(page.getByText('Young driver', { exact: true })).toBeVisible();
  await axe(page, 'drivers with one');
});

test('every host operations page passes axe, in English and in French; bad input is refused in the page’s language', async ({ page }) => {
  const request = page.context().request;
  const trip = await requestTrip(request, renter, { start: 50, nights: 2, skip: 8 });
  await signInSeededUser(page, trip.hostEmail);
  const pages: [string, string][] = [
    ['/host/insights/reviews', 'Reviews'],
    ['/host/insights/opportunities', 'Opportunities'],
    ['/host/profile', 'Profile'],
    ['/host/profile/goals', 'Goals'],
    ['/host/profile/payout', 'Payout'],
    ['/host/profile/payment', 'Payment'],
    ['/host/profile/notifications', 'Notifications'],
    ['/host/profile/anything-else', 'Profile'],
    ['/fr/host/insights', 'Statistiques'],
    ['/fr/host/insights/earnings', 'Revenus'],
    ['/fr/host/profile/payout', 'Versements'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Not networkidle: the messages live channel keeps a connection open. The page is loaded when nothing is busy.
    await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
    await axe(page, path);
  }
  // A payout account with a wrong number, in French: a clear message, nothing saved (the host may have saved one in
  // another journey: what is on file stays as it was).
  const onFile = (await page.getByTestId('payout-method').count()) ? await page.getByTestId('payout-method').textContent() : null;
  await page.getByRole('textbox', { name: 'Titulaire du compte' }).fill('Hôte Test');
  await page.getByRole('textbox', { name: 'Numéro d’acheminement (9 chiffres)' }).fill('123456789');
  await page.getByRole('textbox', { name: 'Numéro de compte', exact: true }).fill('12345678');
  await page.getByRole('textbox', { name: 'Numéro de compte de nouveau' }).fill('12345678');
  await page.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(page.getByText('Ce numéro d’acheminement n’existe pas : vérifiez ses chiffres.')).toBeVisible();
  if (onFile === null) await expect(page.getByTestId('payout-method')).toHaveCount(0);
  else await expect(page.getByTestId('payout-method')).toHaveText(onFile);
  // A right one is saved and shown with its last four digits only.
  await page.getByRole('textbox', { name: 'Numéro d’acheminement (9 chiffres)' }).fill('011000015');
  await page.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(page.getByTestId('payout-method')).toContainText('5678');
  await axe(page, 'payout saved');
});
