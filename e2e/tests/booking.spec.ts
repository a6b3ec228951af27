// The renter's path from a listing to a paid booking (issue 11), on the seeded product: estimate in the listing's
// booking widget, request to book, card payment through the simulator (success, decline then retry,
// authentication through /payment-callback), the complete page, French with CAD, one booking for a double submit.
import { expect, type Page, test } from './fixtures.ts';
import {
  chooseTwoAdultsAndPremium,
  fillRenterDetails,
  findRv,
  isoDay,
  openTripOptions,
  requestBooking,
  signUpRenter,
  typeTripDates,
} from './booking-helpers.ts';
import { appReady } from './app-ready.ts';

const total = (page: Page) =>
  page
    .locator('[data-slot=price-breakdown]')
    .getByText(/^Total/)
    .locator('..');

async function payWith(page: Page, number: string) {
  await page.getByLabel(/^Card number|^Numéro de carte/).fill(number);
  await page.getByLabel(/^Expiry date|^Date d’expiration/).fill('12/30');
  await page.getByLabel(/^Security code|^Code de sécurité/).fill('123');
  await page.getByRole('button', { name: /^(Authorise card|Pay |Autoriser la carte|Payer )/ }).click();
}

test('a renter estimates a trip, requests to book, pays with the success card and sees the complete page', async ({ page }) => {
  const start = isoDay(70);
  const end = isoDay(74);
  const rv = await findRv(page.request, { country: 'US', start, end, instantBook: false });
  await signUpRenter(page);
  await page.goto(`/rv-rental/${rv.Alias}`);
  // Signed in: the server's page is rendered afresh for this renter once the app starts.
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rv.Name);
  await expect(page.getByText('Choose your dates to see the price of your trip.')).toBeVisible();

  await typeTripDates(page, start, end);
  await expect(page).toHaveURL(new RegExp(`dateStart=${start}&dateEnd=${end}`));
  const breakdown = page.getByRole('heading', { name: 'Price details' });
  await expect(breakdown).toBeVisible();
  const first = await total(page).innerText();

  await chooseTwoAdultsAndPremium(page);
  await expect(total(page)).not.toHaveText(first);
  const withPremium = await total(page).innerText();
  await page
    .getByText(/: .* per (trip|night)$/)
    .first()
    .click();
  await expect(page).toHaveURL(/addons=\d+/);
  await expect(total(page)).not.toHaveText(withPremium);

  // The estimate survives a reload: it lives in the address.
  await page.reload();
  await expect(page.getByTestId('trip-options-chosen')).toHaveText(/Premium protection · 1 add-on$/);
  await appReady(page);
  await openTripOptions(page);
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked();

  await page.getByRole('link', { name: 'Request to book' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request to book');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Price details' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Price details' })).toBeVisible();
  await fillRenterDetails(page, 'en');
  await page.getByLabel(/^Message to/).fill('We are a quiet family of two.');
  await page.getByRole('button', { name: 'Send request and continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request has been sent');
  await expect(page.getByText('The host answers within 48 hours')).toBeVisible();
  await expect(page.getByText(/3 days before the trip/)).toBeVisible();
});

test('the decline card shows a clear error and the renter can try again', async ({ page }) => {
  const start = isoDay(80);
  const end = isoDay(83);
  const rv = await findRv(page.request, { country: 'US', start, end, skip: 1 });
  const renter = await signUpRenter(page);
  const id = await requestBooking(page.request, renter, rv, start, end);
  await page.goto(`/dashboard/bookings/${id}/payment`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment');
  await payWith(page, '4000000000000002');
  const alert = page.getByRole('alert').filter({ hasText: 'Payment not completed' });
  await expect(alert).toContainText(/declined/i);
  await payWith(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your (request has been sent|trip is booked)/);
});

test('the authentication card passes through /payment-callback', async ({ page, consoleErrors }) => {
  const start = isoDay(90);
  const end = isoDay(93);
  const rv = await findRv(page.request, { country: 'US', start, end, skip: 2 });
  const renter = await signUpRenter(page);
  const id = await requestBooking(page.request, renter, rv, start, end);
  await page.goto(`/dashboard/bookings/${id}/payment`);
  await payWith(page, '4000002500003155');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your (request has been sent|trip is booked)/);
  await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/${id}/complete$`));

  // Without both parameters the callback is a 400 'Invalid parameters'.
  const api = await page.request.get(`/api/payment-callback?bookingId=${id}`);
  expect(api.status()).toBe(400);
  expect(((await api.json()) as { Message: string }).Message).toBe('Invalid parameters');
  consoleErrors.allow(/RouteError: Invalid parameters/);
  await page.goto(`/payment-callback?bookingId=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
});

test('the French journey shows CAD amounts and ends on the complete page', async ({ page }) => {
  const start = isoDay(100);
  const end = isoDay(104);
  const rv = await findRv(page.request, { country: 'CA', start, end, instantBook: false });
  await signUpRenter(page, 'fr');
  await page.goto(`/fr/location-vr/${rv.Alias}?dateStart=${start}&dateEnd=${end}`);
  await expect(page.getByRole('heading', { name: 'Détail du prix' })).toBeVisible();
  await expect(page.getByText('Total (CAD)')).toBeVisible();
  await expect(total(page)).toContainText('$');
  await page.getByRole('link', { name: 'Demander à réserver' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande de réservation');
  await page.getByRole('link', { name: 'Continuer' }).click();
  await fillRenterDetails(page, 'fr');
  await page.getByRole('button', { name: 'Envoyer la demande et passer au paiement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement');
  await expect(page).toHaveURL(/\/fr\/dashboard\/bookings\/\d+\/payment$/);
  await payWith(page, '4000000000000002');
  await expect(page.getByRole('alert').filter({ hasText: 'Paiement non effectué' })).toContainText(/refusée/i);
  await payWith(page, '4242424242424242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre demande a été envoyée');
});

test('a signed-out renter signs in on request-to-book, and a double submit makes one booking', async ({ page, request }) => {
  const start = isoDay(110);
  const end = isoDay(113);
  const rv = await findRv(page.request, { country: 'US', start, end, skip: 3 });
  const renter = await signUpRenter(request);
  await page.goto(`/rv-rental/request-to-book/${rv.Alias}/additionals?dateStart=${start}&dateEnd=${end}`);
  await page.getByLabel(/^Email/).fill(renter.email);
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel(/^Password/).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await fillRenterDetails(page, 'en');
  await page.getByRole('button', { name: /continue to payment/ }).dblclick();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/\d+\/payment$/);
  const list = await page.request.get('/api/bookings?role=renter', { headers: { Authorization: `Bearer ${renter.accessToken}` } });
  expect(((await list.json()) as { Total: number }).Total).toBe(1);
});
