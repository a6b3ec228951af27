// Change requests (issue 18), end to end on the seeded product. A renter extends a paid booking by two nights, the
// host reviews and approves, the renter pays the difference (the success card; on another booking the
// authentication card). The host proposes shorter dates and the renter declines with a reason, in French. The
// renter lowers the protection level and sees the refund. Axe on every page visited.
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { findRv, isoDay, renterAndHost, renterOfSpec, requestBooking, typeTripDates } from './booking-helpers.ts';
import { api, ownerOf, pay, payByApi, signInRenter, signInSeededUser } from './bookings-helpers.ts';
import { axe } from './axe.ts';
import { scaled } from '../../scripts/time-budgets.ts';

test.describe.configure({ mode: 'serial' });
test.setTimeout(scaled(300_000));

const renter = renterOfSpec();

const toast = (page: Page, text: string | RegExp) => page.locator('[data-slot=toast]').filter({ hasText: text }).first();

interface Detail {
  StartDate: string;
  EndDate: string;
  Status: string;
  Owner: { FirstName: string };
  Financial: { AmountDue: number; RenterDiscountedTotal: number; TotalPaid: number; InsuranceProtectionLevel: string };
}

/**
 * A confirmed, fully paid booking (under 37 days away: paid in full) on an RV free two nights beyond it: requested
 * by the renter, accepted by the host, paid with the success card.
 */
async function paidTrip(renterRequest: APIRequestContext, hostRequest: APIRequestContext, start: number, nights: number, skip: number) {
  const rv = await findRv(renterRequest, {
    country: 'CA',
    start: isoDay(start),
    end: isoDay(start + nights + 2),
    instantBook: false,
    skip,
  });
  const bookingId = await requestBooking(renterRequest, renter, rv, isoDay(start), isoDay(start + nights));
  const trip = { bookingId, rv, ...(await ownerOf(renterRequest, renter.accessToken, bookingId)) };
  const host = await signInSeededUser(hostRequest, trip.hostEmail);
  await api(hostRequest, host.accessToken, `/api/bookings/${trip.bookingId}/accept`, {});
  await payByApi(renterRequest, renter.accessToken, trip.bookingId);
  const detail = await api<Detail>(renterRequest, renter.accessToken, `/api/bookings/${trip.bookingId}`);
  expect(detail.Status).toBe('Confirmed');
  return { ...trip, hostToken: host.accessToken, detail };
}

test('the renter extends a paid trip by two nights, the host approves, the renter pays the difference', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await renterAndHost(browser, baseURL);
  try {
    await signInRenter(renterPage, renter.email);
    const request = renterPage.context().request;
    const trip = await paidTrip(request, hostPage.context().request, 20, 3, 0);
    const id = trip.bookingId;

    // The renter opens the change pages from the booking.
    await renterPage.goto(`/dashboard/bookings/${id}`);
    await renterPage.getByRole('link', { name: 'Change the trip' }).click();
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/edit$`));
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Change this trip');
    await axe(renterPage, 'edit');
    await renterPage.getByRole('link', { name: 'Change Dates' }).click();
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Change the dates');
    await axe(renterPage, 'edit dates');
    await typeTripDates(renterPage, isoDay(20), isoDay(25));
    await expect(renterPage.getByText('5 nights')).toBeVisible();
    await renterPage.getByRole('button', { name: 'Continue' }).click();

    // The review: the trip now against the trip as changed, and the money difference.
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/edit/review$`));
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Review your changes');
    const comparison = renterPage.getByTestId('change-comparison');
    await expect(comparison.getByRole('row', { name: /^Nights/ })).toContainText('5');
    await expect(renterPage.getByTestId('difference-charge')).toContainText('will be charged once the change is approved');
    await axe(renterPage, 'edit review');
    await renterPage.getByRole('button', { name: 'Send the change request' }).click();
    await expect(toast(renterPage, `Change request sent to ${trip.owner.FirstName}.`)).toBeVisible();
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/edit/pending$`));
    await expect(renterPage.getByTestId('change-pending')).toContainText('decides on your change');
    await axe(renterPage, 'edit pending');
    // While one waits, the booking offers to see it, not a second change.
    await renterPage.goto(`/dashboard/bookings/${id}`);
    await expect(renterPage.getByRole('link', { name: 'See the request' }).first()).toBeVisible();
    await expect(renterPage.getByRole('link', { name: 'Change the trip' })).toHaveCount(0);

    // The host reviews the request and approves it.
    await signInSeededUser(hostPage, trip.hostEmail);
    await hostPage.goto(`/host/bookings/${id}/change-request/review`);
    // No change-request type chosen yet: the guard sends the host to the edit page.
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/edit$`));
    // The booking page says a change waits for the host's answer.
    await hostPage.goto(`/host/bookings/${id}`);
    await expect(hostPage.getByTestId('pending-change')).toContainText('asks to change this trip');
    await axe(hostPage, 'booking with a pending change');
    await hostPage.getByTestId('pending-change').getByRole('link', { name: 'Answer the request' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/change-request$`));
    await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText('Change request');
    await axe(hostPage, 'change request');
    await hostPage.getByRole('link', { name: 'Review the change' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/change-request/review$`));
    // The host reviews what the change does to their payout, not what the renter pays.
    await expect(hostPage.getByTestId('change-payout')).toContainText('→ about');
    await expect(hostPage.getByRole('heading', { name: 'New price' })).toHaveCount(0);
    await axe(hostPage, 'change request review');
    await hostPage.getByRole('link', { name: 'Accept the change' }).click();
    await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText('Accept the change');
    await axe(hostPage, 'change request accept');
    await hostPage.getByRole('button', { name: 'Accept and change the booking' }).click();
    await expect(toast(hostPage, 'Change accepted. The booking is updated.')).toBeVisible();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}$`));

    const changed = await api<Detail>(request, renter.accessToken, `/api/bookings/${id}`);
    expect(changed.EndDate).toBe(isoDay(25));
    expect(changed.Financial.AmountDue).toBeGreaterThan(0);
    expect(changed.Financial.TotalPaid).toBeCloseTo(trip.detail.Financial.RenterDiscountedTotal, 2);

    // The renter pays the difference: a declined card first (said in place, nothing changes), then the success card.
    await renterPage.goto(`/dashboard/bookings/${id}/payment`);
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Payment');
    await pay(renterPage, '4000 0000 0000 0002');
    await expect(renterPage.getByRole('alert').filter({ hasText: 'Payment not completed' })).toContainText(/declined/i);
    const declined = await api<Detail>(request, renter.accessToken, `/api/bookings/${id}`);
    expect(declined.Financial.AmountDue).toBe(changed.Financial.AmountDue);
    expect(declined.Financial.TotalPaid).toBe(changed.Financial.TotalPaid);
    await pay(renterPage);
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/complete$`));
    const paid = await api<Detail>(request, renter.accessToken, `/api/bookings/${id}`);
    expect(paid.Financial.AmountDue).toBe(0);
    expect(paid.Financial.TotalPaid).toBeCloseTo(paid.Financial.RenterDiscountedTotal, 2);
    // The change is in the history, beside the booking's breakdown, and on the invoice.
    await renterPage.goto(`/dashboard/bookings/${id}`);
    await expect(renterPage.getByTestId('change-history')).toContainText('approved');
    await expect(renterPage.getByTestId('change-history')).toContainText('more');
    await renterPage.goto(`/dashboard/bookings/${id}/invoice`);
    await expect(renterPage.getByText('Changes to the trip')).toBeVisible();
  } finally {
    await close();
  }
});

test('on another booking the difference is paid with the authentication card', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await renterAndHost(browser, baseURL);
  try {
    await signInRenter(renterPage, renter.email);
    const request = renterPage.context().request;
    const trip = await paidTrip(request, hostPage.context().request, 24, 3, 1);
    const id = trip.bookingId;
    // A first request is withdrawn from the pending page.
    await api(request, renter.accessToken, `/api/bookings/${id}/renter-change-request`, { EndDate: isoDay(28) });
    await renterPage.goto(`/dashboard/bookings/${id}/edit/pending`);
    await expect(renterPage.getByTestId('change-pending')).toBeVisible();
    await renterPage.getByRole('button', { name: 'Withdraw the request' }).click();
    await expect(toast(renterPage, 'Change request withdrawn.')).toBeVisible();
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/edit$`));
    await api(request, renter.accessToken, `/api/bookings/${id}/renter-change-request`, { EndDate: isoDay(29) });
    await api(hostPage.context().request, trip.hostToken, `/api/bookings/${id}/change-request/approve`, {});
    await renterPage.goto(`/dashboard/bookings/${id}/payment`);
    await pay(renterPage, '4000 0025 0000 3155');
    await renterPage.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/complete$`));
    const paid = await api<Detail>(request, renter.accessToken, `/api/bookings/${id}`);
    expect(paid.Financial.AmountDue).toBe(0);
  } finally {
    await close();
  }
});

test('l’hôte propose des dates plus courtes, le locataire refuse avec un motif', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await renterAndHost(browser, baseURL, { renterLocale: 'fr-CA' });
  try {
    await signInRenter(renterPage, renter.email);
    const request = renterPage.context().request;
    const trip = await paidTrip(request, hostPage.context().request, 28, 4, 2);
    const id = trip.bookingId;

    // The host proposes one night less from the edit pages.
    await signInSeededUser(hostPage, trip.hostEmail);
    await hostPage.goto(`/host/bookings/${id}/edit/dates`);
    await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText('Change the dates');
    await typeTripDates(hostPage, isoDay(29), isoDay(32));
    await hostPage.getByRole('button', { name: 'Continue' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/edit/review$`));
    await expect(hostPage.getByTestId('change-payout')).toContainText('→ about');
    await hostPage.getByRole('button', { name: 'Send the change request' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/edit/pending$`));

    // The renter declines in French with a reason.
    await renterPage.goto(`/fr/dashboard/bookings/${id}/change-request`);
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Demande de modification');
    await expect(renterPage.getByTestId('difference-refund')).toContainText('remboursé');
    await axe(renterPage, 'demande de modification');
    await renterPage.getByRole('link', { name: 'Refuser la modification' }).click();
    await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText('Refuser la modification');
    await axe(renterPage, 'refus');
    await renterPage.getByLabel(/^Pourquoi vous refusez/).fill('Nous avons besoin de la première nuit.');
    await renterPage.getByRole('button', { name: 'Refuser la modification' }).click();
    await expect(toast(renterPage, `Modification refusée. ${trip.owner.FirstName} en est informé.`)).toBeVisible();
    await expect(renterPage).toHaveURL(new RegExp(`/fr/dashboard/bookings/${id}$`));

    // The booking and its payments stay as they were.
    const after = await api<Detail>(request, renter.accessToken, `/api/bookings/${id}`);
    expect(after.StartDate).toBe(trip.detail.StartDate);
    expect(after.EndDate).toBe(trip.detail.EndDate);
    expect(after.Financial.TotalPaid).toBe(trip.detail.Financial.TotalPaid);
    // Approving the declined request is refused in the page's language.
    const again = await request.post(`/api/bookings/${id}/change-request/approve`, {
      headers: { Authorization: `Bearer ${trip.hostToken}`, 'Accept-Language': 'fr' },
    });
    expect(again.status()).toBe(404);
    expect(((await again.json()) as { Message: string }).Message).toMatch(/Il n'y a aucune demande de modification/);
  } finally {
    await close();
  }
});

test('the renter lowers the protection level and sees the refund', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await renterAndHost(browser, baseURL);
  try {
    await signInRenter(renterPage, renter.email);
    const request = renterPage.context().request;
    const trip = await paidTrip(request, hostPage.context().request, 33, 3, 3);
    const id = trip.bookingId;
    expect(trip.detail.Financial.InsuranceProtectionLevel).toBe('Standard');
    // Every edit step is reachable and accessible; an add-on change is held as a draft.
    for (const [step, heading] of [
      ['details', 'Change guests, pets and use'],
      ['destination', 'Change the destination and delivery'],
      ['addons', 'Change the add-ons'],
    ]) {
      await renterPage.goto(`/dashboard/bookings/${id}/edit/${step}`);
      await expect(renterPage.getByRole('heading', { level: 1 })).toHaveText(heading);
      await axe(renterPage, `edit ${step}`);
    }
    await renterPage.getByRole('checkbox').first().check({ force: true });
    await renterPage.getByRole('button', { name: 'Continue' }).click();
    await expect(renterPage).toHaveURL(new RegExp(`/dashboard/bookings/${id}/edit/review$`));
    await expect(renterPage.getByTestId('change-comparison').getByRole('row', { name: /^Add-ons/ })).toHaveAttribute(
      'data-changed',
      'true',
    );

    // A protection change applies at once; the draft is cleared.
    await renterPage.goto(`/dashboard/bookings/${id}/edit`);
    await expect(renterPage.getByRole('link', { name: 'Review my changes' })).toBeVisible();
    const card = renterPage.getByTestId('protection-change');
    await expect(card.getByRole('heading', { name: 'Protection' })).toBeVisible();
    await card.getByRole('radio', { name: /^Basic/ }).focus();
    await renterPage.keyboard.press('Space');
    await expect(card.getByRole('radio', { name: /^Basic/ })).toBeChecked();
    await card.getByRole('button', { name: 'Save protection' }).click();
    await expect(toast(renterPage, 'Protection updated.')).toBeVisible();
    await expect(renterPage.getByTestId('protection-result')).toContainText('will be refunded to your card');
    await expect(renterPage.getByText('Nothing is changed yet.')).toBeVisible();
    await axe(renterPage, 'edit after protection');
    const after = await api<Detail>(request, renter.accessToken, `/api/bookings/${id}`);
    expect(after.Financial.InsuranceProtectionLevel).toBe('Basic');
    expect(after.Financial.RenterDiscountedTotal).toBeLessThan(trip.detail.Financial.RenterDiscountedTotal);
    expect(after.Financial.TotalPaid).toBeCloseTo(after.Financial.RenterDiscountedTotal, 2);
  } finally {
    await close();
  }
});
