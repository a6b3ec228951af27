// The bookings dashboard (issue 17), end to end on the seeded product: a renter requests and pays; the host
// accepts from the dashboard home; the renter sees the confirmed trip, signs the agreement and downloads the
// invoice; after the trip (the journeys' test clock) the host closes out with extra distance and the renter
// pays; both review and the review shows on the listing. Another booking: the renter cancels in French and sees
// the refund. Another: the host declines with a reason, by keyboard alone. The renter's side runs on a 390 px
// wide screen. Axe on every page visited.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { renterAndHost, renterOfSpec } from './booking-helpers.ts';
import { api, pay, payByApi, requestTrip, setClock, signInRenter, signInSeededUser } from './bookings-helpers.ts';
import { appReady } from './app-ready.ts';
import { axe } from './axe.ts';
import { scaled } from '../../scripts/time-budgets.ts';

test.describe.configure({ mode: 'serial' });
// Long journeys on shared machines: generous, never a measure of speed.
test.setTimeout(scaled(480_000));

// One renter for the three journeys.
const renter = renterOfSpec();

const toast = (page: Page, text: string | RegExp) => page.locator('[data-slot=toast]').filter({ hasText: text }).first();

test('a whole trip: request and pay, accept from the host home, sign and invoice, closeout with extra distance, reviews on the listing', async ({
  browser,
  baseURL,
}) => {
  const { renterPage, hostPage, close } = await renterAndHost(browser, baseURL, {
    height: 800,
    renterViewport: { width: 390, height: 844 },
  });
  const request: APIRequestContext = renterPage.context().request;
  try {
    await signInRenter(renterPage, renter.email);
    const trip = await requestTrip(request, renter, { start: 8, nights: 3, limitedMileage: true });
    const id = trip.bookingId;

    // The renter pays (the card is authorised until the host answers) and reaches the complete page.
    await renterPage.goto(`/dashboard/bookings/${id}/payment`);
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Payment');
    await axe(renterPage, 'payment');
    await pay(renterPage);
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/complete$`));
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Your request has been sent');
    await renterPage.getByRole('link', { name: 'View your booking' }).click();
    await expect(renterPage.getByText('Awaiting the host').first()).toBeVisible();
    await axe(renterPage, 'booking (renter, awaiting)');

    // The host accepts from the dashboard home.
    await signInSeededUser(hostPage, trip.hostEmail);
    await hostPage.goto('/host');
    const request_ = hostPage.locator(`[data-booking-id="${id}"]`);
    await expect(request_).toContainText(/Expires in \d+ h/);
    await axe(hostPage, 'host home');
    await request_.getByRole('link', { name: /^Accept/ }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/accept$`));
    // The booking loads after the page: check the page once it shows what it is for.
    await expect(hostPage.getByRole('button', { name: 'Accept the request' })).toBeVisible();
    await axe(hostPage, 'accept');
    await hostPage.getByRole('button', { name: 'Accept the request' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/accepted$`));
    await expect(toast(hostPage, 'Request accepted.')).toBeVisible();
    await expect(hostPage.getByText(/trip is confirmed and paid/)).toBeVisible();
    await axe(hostPage, 'accepted');
    // The host on the payment page gets the payout view, never a card form.
    await hostPage.goto(`/host/bookings/${id}/payment`);
    await expect(hostPage.getByRole('dialog', { name: 'Payout details' })).toBeVisible();
    await expect(hostPage.getByLabel('Card number')).toHaveCount(0);
    await hostPage.keyboard.press('Escape');

    // The renter sees the confirmed trip, signs the agreement and downloads the invoice.
    await renterPage.goto('/dashboard/trips');
    const card = renterPage.locator(`[data-booking-id="${id}"]`);
    await expect(card.getByText('Confirmed')).toBeVisible();
    await axe(renterPage, 'trips');
    await card.getByRole('link', { name: /Sign the agreement/ }).click();
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Rental agreement');
    await axe(renterPage, 'agreement');
    await renterPage.getByRole('link', { name: 'Sign the agreement' }).click();
    await renterPage.getByLabel(/^Your full name/).fill('Someone Else');
    await renterPage.getByText('I have read the rental agreement').click();
    await renterPage.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(renterPage.getByText('Type your name exactly as on the booking: Rita Renter.')).toBeVisible();
    await axe(renterPage, 'signature');
    await renterPage.getByLabel(/^Your full name/).fill('Rita Renter');
    await renterPage.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/agreement/success$`));
    await expect(renterPage.getByText(/Signed by Rita Renter/)).toBeVisible();
    await axe(renterPage, 'agreement success');
    await renterPage.goto(`/dashboard/bookings/${id}/invoice`);
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText(/^Invoice RVI-/);
    await axe(renterPage, 'invoice');
    const [download] = await Promise.all([
      renterPage.waitForEvent('download'),
      renterPage.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rove-rvi-\d{6}-en\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    // The host sees the signature too.
    await hostPage.goto(`/host/bookings/${id}/agreement`);
    await expect(hostPage.getByText(/Signed by Rita Renter on/)).toBeVisible();

    // After the trip: the clock moves past its last day.
    await setClock(request, 12);
    const booking = await api<{ Status: string; Financial: { FreeDistance: number; DistanceUnit: string } }>(
      request,
      renter.accessToken,
      `/api/bookings/${id}`,
    );
    expect(booking.Status).toBe('Completed');
    await hostPage.goto(`/host/bookings/${id}/closeout`);
    await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText('Closeout');
    await expect(hostPage.getByText(/a day x 4 days/).first()).toBeVisible();
    await axe(hostPage, 'closeout');
    await hostPage.getByLabel(/^Odometer at pickup/).fill('10000');
    await hostPage.getByLabel(/^Odometer at return/).fill('9000');
    await hostPage.getByRole('button', { name: 'Close out the trip' }).click();
    await expect(hostPage.getByText('The return reading must be at or above the pickup reading.')).toBeVisible();
    await hostPage.getByLabel(/^Odometer at return/).fill(String(10_000 + booking.Financial.FreeDistance + 120));
    await hostPage.getByRole('button', { name: 'Close out the trip' }).click();
    await expect(toast(hostPage, 'Trip closed out.')).toBeVisible();
    await expect(hostPage.getByRole('heading', { name: 'Post-trip charges' })).toBeVisible();
    const driven = new Intl.NumberFormat('en-US').format(booking.Financial.FreeDistance + 120);
    await expect(hostPage.getByText(`${driven} ${booking.Financial.DistanceUnit} driven`)).toBeVisible();

    // The renter sees the charges and pays them.
    await renterPage.goto(`/dashboard/bookings/${id}`);
    await expect(renterPage.getByText(/Post-trip charges of .* are due/)).toBeVisible();
    await renterPage.getByRole('link', { name: 'Pay post-trip charges' }).first().click();
    await expect(renterPage.getByRole('heading', { name: 'Pay the post-trip charges' })).toBeVisible();
    await axe(renterPage, 'closeout (renter)');
    await pay(renterPage);
    await expect(toast(renterPage, 'Post-trip charges paid.')).toBeVisible();
    await expect(renterPage.getByText('Left to pay (all paid)')).toBeVisible();

    // Both review; the renter's review shows on the listing.
    await renterPage.goto(`/dashboard/bookings/${id}/review`);
    for (const category of ['Accuracy of the listing', 'Value', 'Cleanliness', 'Communication'])
      await renterPage.getByRole('radiogroup', { name: category }).getByRole('radio', { name: '5 stars' }).check({ force: true });
    await renterPage
      .getByLabel(/^Your review of the RV and the host/)
      .fill('Spotless RV and a host who answered within minutes. We loved it.');
    await axe(renterPage, 'review');
    await renterPage.getByRole('button', { name: 'Publish the review' }).click();
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/full-review$`));
    await expect(toast(renterPage, 'Thank you: your review is published.')).toBeVisible();
    await hostPage.goto(`/host/bookings/${id}/review`);
    for (const category of ['Trip as requested (guests, pets, use)', 'Care of the RV', 'Cleanliness at return', 'Communication'])
      await hostPage.getByRole('radiogroup', { name: category }).getByRole('radio', { name: '4 stars' }).check({ force: true });
    await hostPage.getByLabel(/^Your review of Rita/).fill('Rita returned the RV clean and on time. Welcome back any time.');
    await hostPage.getByRole('button', { name: 'Publish the review' }).click();
    await expect(hostPage.getByRole('heading', { name: 'Review of Rita' })).toBeVisible();
    await axe(hostPage, 'full review');
    await renterPage.goto(`/rv-rental/${trip.rv.Alias}`);
    await appReady(renterPage);
    await expect(renterPage.getByText('Spotless RV and a host who answered within minutes. We loved it.')).toBeVisible();
  } finally {
    await setClock(request, 0);
    await close();
  }
});

test('le locataire annule en français et voit son remboursement', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await renterAndHost(browser, baseURL, { height: 800 });
  try {
    await signInRenter(renterPage, renter.email);
    const request = renterPage.context().request;
    const trip = await requestTrip(request, renter, { start: 25, nights: 2, skip: 1 });
    const id = trip.bookingId;
    const host = await signInSeededUser(hostPage.context().request, trip.hostEmail);
    await api(hostPage.context().request, host.accessToken, `/api/bookings/${id}/accept`, {});
    await payByApi(request, renter.accessToken, id);

    await renterPage.goto(`/fr/dashboard/bookings/${id}`);
    await expect(renterPage.getByText('Confirmée').first()).toBeVisible();
    await axe(renterPage, 'réservation');
    await renterPage.getByRole('link', { name: 'Annuler la réservation' }).click();
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Annuler cette réservation');
    const refund = renterPage.getByTestId('refund-amount');
    await expect(refund).toHaveText(/\$/);
    const amount = (await refund.innerText()).trim();
    await axe(renterPage, 'annulation');
    await renterPage.getByRole('radio', { name: 'Mes projets ont changé' }).check({ force: true });
    await renterPage.getByRole('button', { name: 'Annuler la réservation' }).click();
    await expect(toast(renterPage, `Réservation annulée. Remboursement : ${amount}.`)).toBeVisible();
    await expect(renterPage).toHaveURL(new RegExp(`/fr/dashboard/bookings/${id}$`));
    await expect(renterPage.getByText(`Vous avez annulé cette réservation. Remboursement : ${amount}.`)).toBeVisible();
    await expect(renterPage.getByText('Remboursé')).toBeVisible();
    // Cancelling twice is refused in the page's language, nothing is refunded twice.
    const twice = await request.post(`/api/bookings/${id}/cancel`, {
      headers: { Authorization: `Bearer ${renter.accessToken}`, 'Accept-Language': 'fr' },
      data: {},
    });
    expect(((await twice.json()) as { Message: string }).Message).toBe('Cette réservation est déjà annulée.');
  } finally {
    await close();
  }
});

test('the host declines a request with a reason, by keyboard alone', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await renterAndHost(browser, baseURL, { height: 800 });
  try {
    const request = renterPage.context().request;
    const trip = await requestTrip(request, renter, { start: 40, nights: 3, skip: 2 });
    const id = trip.bookingId;
    await signInSeededUser(hostPage, trip.hostEmail);
    await hostPage.goto('/host');
    const card = hostPage.locator(`[data-booking-id="${id}"]`);
    await expect(card).toBeVisible();
    // Tab to the request's Decline link, then work the form with the keyboard only.
    const declineLink = card.getByRole('link', { name: /^Decline/ });
    for (let presses = 0; presses < 80 && !(await declineLink.evaluate((node) => node === document.activeElement)); presses++)
      await hostPage.keyboard.press('Tab');
    await expect(declineLink).toBeFocused();
    await hostPage.keyboard.press('Enter');
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/decline$`));
    await expect(hostPage.getByRole('heading', { level: 1 })).toBeFocused();
    await axe(hostPage, 'decline');
    const firstReason = hostPage.getByRole('radio', { name: 'The dates no longer work for me' });
    for (let presses = 0; presses < 20 && !(await firstReason.evaluate((node) => node === document.activeElement)); presses++)
      await hostPage.keyboard.press('Tab');
    await hostPage.keyboard.press('ArrowDown');
    await expect(hostPage.getByRole('radio', { name: 'The RV is not available (repairs, personal use)' })).toBeChecked();
    await hostPage.keyboard.press('Tab');
    await hostPage.keyboard.type('The RV is in the shop that week, sorry!');
    await hostPage.keyboard.press('Tab');
    await expect(hostPage.getByRole('button', { name: 'Decline the request' })).toBeFocused();
    await hostPage.keyboard.press('Enter');
    await expect(toast(hostPage, 'Request declined. The renter has been told.')).toBeVisible();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}$`));
    await expect(hostPage.getByText('You declined this request.')).toBeVisible();
    await axe(hostPage, 'declined booking');

    // The renter sees the reason on their booking.
    await signInRenter(renterPage, renter.email);
    await renterPage.goto(`/dashboard/bookings/${id}`);
    await expect(renterPage.getByText('Declined').first()).toBeVisible();
    await expect(renterPage.getByText(/The RV is in the shop that week, sorry!/)).toBeVisible();
    // The host-mode rewrite: the renter opening the host's page of their booking stays the renter; the host's
    // actions are refused with a clear message.
    await renterPage.goto(`/host/bookings/${id}/accept`);
    await expect(renterPage.getByText('Only the host of this RV can answer this request.')).toBeVisible();
  } finally {
    await close();
  }
});
