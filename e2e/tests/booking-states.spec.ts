// A booking's pages follow its state (issue 38), for each role: the renter on a 390 px screen in French, the host at
// 1366 px in English. One booking goes through request, acceptance, payment, a change request and the renter's
// cancellation; another is declined. At each state the pages offer exactly the server's actions, in the viewer's
// voice, and each party gets each mail once, in their language (the development outbox, /dev/mail.json; a seeded
// host's language is their own).
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures.ts';
import { isoDay, type Renter, signUpRenter } from './booking-helpers.ts';
import { api, payByApi, requestTrip, signInRenter, signInSeededUser } from './bookings-helpers.ts';
import { axe } from './axe.ts';
import { scaled } from '../../scripts/time-budgets.ts';

test.describe.configure({ mode: 'serial' });
// Long journeys on shared machines: generous, never a measure of speed.
test.setTimeout(scaled(300_000));

const renter: Renter = { email: '', accessToken: '' };
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  Object.assign(renter, await signUpRenter(request, 'fr'));
  await request.dispose();
});

async function pages(browser: Browser, baseURL: string | undefined) {
  const renterContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'fr-CA' });
  const hostContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  return {
    renterPage: await renterContext.newPage(),
    hostPage: await hostContext.newPage(),
    close: () => Promise.all([renterContext.close(), hostContext.close()]),
  };
}

type Mail = { Id: number; Kind: string; Language: string; Subject: string; Text: string };
const mailsTo = async (request: APIRequestContext, to: string) =>
  (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];

/** The newest mail's id: the journey counts the mails written after it (the journeys run one at a time). */
const lastMail = async (request: APIRequestContext) => ((await (await request.get('/dev/mail.json')).json()) as Mail[])[0]?.Id ?? 0;

/** The booking and receipt mails to one address since `since`: kind and language, each exactly once. */
async function expectMails(request: APIRequestContext, to: string, since: number, expected: string[]) {
  await expect
    .poll(async () =>
      (await mailsTo(request, to))
        .filter((mail) => mail.Id > since && /^(booking|receipt)-/.test(mail.Kind))
        .map((mail) => `${mail.Kind}:${mail.Language}`)
        .sort(),
    )
    .toEqual([...expected].sort());
}

/** The names of the actions the booking page offers (its "What you can do" card). */
async function actions(page: Page, heading: string) {
  const title = page.getByRole('heading', { name: heading });
  await expect(title).toBeVisible();
  return title.locator('..').locator('a, button').allInnerTexts();
}

test('request, acceptance, payment, a change request, the renter cancels: each page and each mail', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await pages(browser, baseURL);
  const request = renterPage.context().request;
  try {
    await signInRenter(renterPage, renter.email);
    const since = await lastMail(request);
    const trip = await requestTrip(request, renter, { start: 70, nights: 3, skip: 3 });
    const id = trip.bookingId;
    const host = await signInSeededUser(hostPage, trip.hostEmail);
    // The seeded host's own language (their mails speak it; their pages here are English).
    const hostLanguage = (await api<{ locale: string }>(request, host.accessToken, '/api/account/session')).locale;

    // The request: the host may accept or decline and hears of their payout if they accept, nothing the renter pays.
    await hostPage.goto(`/host/bookings/${id}`);
    await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText(trip.rv.Name);
    // A host declines a request rather than cancel it.
    await expect
      .poll(() => actions(hostPage, 'What you can do'))
      .toEqual(['Accept', 'Decline', 'Send a custom quote', 'Change the trip', 'Documents', 'Payout details', 'Book a call']);
    await expect(hostPage.getByTestId('viewer-money')).toContainText('Your payout if you accept');
    await expect(hostPage.locator('main')).not.toContainText(/only authorised on your card|Charged when the host accepts/i);
    await axe(hostPage, 'host: a request');
    // The renter (French, 390 px): due once the host accepts (no card given yet).
    await renterPage.goto(`/fr/dashboard/bookings/${id}`);
    await expect(renterPage.getByTestId('viewer-money')).toContainText('Dû dès que l’hôte accepte');
    await expect
      .poll(() => actions(renterPage, 'Ce que vous pouvez faire'))
      .toEqual(expect.arrayContaining(['Modifier le voyage', 'Annuler la réservation']));
    await expect(renterPage.locator('main')).not.toContainText(/Accepter|Votre versement/);
    await axe(renterPage, 'renter: a request');
    await expectMails(request, trip.hostEmail, since, [`booking-requested:${hostLanguage}`]);

    // Accepted, then paid.
    await api(request, host.accessToken, `/api/bookings/${id}/accept`, {});
    await expectMails(request, renter.email, since, ['booking-accept:fr', 'receipt-request:fr']);
    await payByApi(request, renter.accessToken, id);
    await renterPage.reload();
    await expect(renterPage.getByTestId('viewer-money')).toContainText('Payé');
    await hostPage.reload();
    await expect(hostPage.getByTestId('viewer-money')).toContainText(/Payout scheduled for|balance, due/);
    await expectMails(request, trip.hostEmail, since, [`booking-requested:${hostLanguage}`, `booking-pay:${hostLanguage}`]);

    // A change request from the renter: the host answers it and reviews what it does to their payout.
    await api(request, renter.accessToken, `/api/bookings/${id}/renter-change-request`, { BookingId: id, EndDate: isoDay(74) });
    await hostPage.reload();
    await expect.poll(() => actions(hostPage, 'What you can do')).toContain('Answer the request');
    await expect.poll(() => actions(hostPage, 'What you can do')).not.toContain('Change the trip');
    await hostPage
      .getByRole('heading', { name: 'What you can do' })
      .locator('..')
      .getByRole('link', { name: 'Answer the request' })
      .click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/change-request$`));
    await expect(hostPage.getByTestId('change-payout')).toContainText('→ about');
    await hostPage.getByRole('link', { name: 'Review the change' }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/host/bookings/${id}/change-request/review$`));
    await expect(hostPage.getByTestId('change-payout')).toContainText('→ about');
    await axe(hostPage, 'host: reviewing a change');
    await expect(hostPage.getByRole('heading', { name: 'New price' })).toHaveCount(0);
    await expectMails(request, trip.hostEmail, since, [
      `booking-requested:${hostLanguage}`,
      `booking-pay:${hostLanguage}`,
      `booking-change-requested:${hostLanguage}`,
    ]);

    // The renter cancels: the change request closes, nothing offers a change, the refund and when it reaches the card.
    await api(request, renter.accessToken, `/api/bookings/${id}/cancel`, { ReasonCode: 'PlansChanged', Reason: '' });
    await renterPage.reload();
    await expect(renterPage.getByTestId('viewer-money')).toContainText(/Remboursé le .*Sur votre carte au plus tard le/);
    await expect.poll(() => actions(renterPage, 'Ce que vous pouvez faire')).not.toContain('Modifier le voyage');
    await axe(renterPage, 'renter: cancelled');
    await hostPage.goto(`/host/bookings/${id}`);
    await expect.poll(() => actions(hostPage, 'What you can do')).not.toContain('Change the trip');
    await expect.poll(() => actions(hostPage, 'What you can do')).not.toContain('Answer the request');
    await expect(hostPage.getByTestId('pending-change')).toHaveCount(0);
    await expectMails(request, renter.email, since, [
      'booking-accept:fr',
      'receipt-request:fr',
      'receipt-payment:fr',
      'booking-cancel-own:fr',
    ]);
    await expectMails(request, trip.hostEmail, since, [
      `booking-requested:${hostLanguage}`,
      `booking-pay:${hostLanguage}`,
      `booking-change-requested:${hostLanguage}`,
      `booking-cancel:${hostLanguage}`,
    ]);
    const cancelMail = (await mailsTo(request, renter.email)).find((mail) => mail.Kind === 'booking-cancel-own');
    expect(cancelMail?.Text).toMatch(/rembours/);
  } finally {
    await close();
  }
});

test('request, the host declines: no change offered, no payout spoken of, the renter told once in French', async ({ browser, baseURL }) => {
  const { renterPage, hostPage, close } = await pages(browser, baseURL);
  const request = renterPage.context().request;
  try {
    await signInRenter(renterPage, renter.email);
    const since = await lastMail(request);
    const trip = await requestTrip(request, renter, { start: 80, nights: 2, skip: 4 });
    const id = trip.bookingId;
    const host = await signInSeededUser(hostPage, trip.hostEmail);
    // The seeded host's own language (their mails speak it; their pages here are English).
    const hostLanguage = (await api<{ locale: string }>(request, host.accessToken, '/api/account/session')).locale;
    await api(request, host.accessToken, `/api/bookings/${id}/decline`, { ReasonCode: 'DatesUnavailable', Reason: '' });

    await renterPage.goto(`/fr/dashboard/bookings/${id}`);
    await expect(renterPage.getByTestId('viewer-money')).toContainText('Rien n’a été débité.');
    await expect.poll(() => actions(renterPage, 'Ce que vous pouvez faire')).not.toContain('Modifier le voyage');
    await axe(renterPage, 'renter: declined');
    await hostPage.goto(`/host/bookings/${id}`);
    await expect(hostPage.getByTestId('viewer-money')).toContainText('No payout for this booking.');
    await expect(hostPage.locator('main')).not.toContainText(/once the renter pays|Change the trip/);
    await axe(hostPage, 'host: declined');
    await expectMails(request, renter.email, since, ['receipt-request:fr', 'booking-decline:fr']);
    await expectMails(request, trip.hostEmail, since, [`booking-requested:${hostLanguage}`]);
  } finally {
    await close();
  }
});
