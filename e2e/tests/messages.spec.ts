// Messages between renters and hosts (issue 20), on the seeded product: a renter asks a question from a listing;
// the host, in a second browser context, sees the header count go up and the conversation appear without
// reloading, replies with a template whose placeholders are filled; the renter sees the reply live. Then the
// renter's side in French on a 390 px screen: refusals in French, nothing typed lost, a reply arriving live.
// Axe on the inbox and a thread.
import sharp from 'sharp';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { signUpRenter } from './booking-helpers.ts';
import { requestTrip, signInRenter, signInSeededUser } from './bookings-helpers.ts';
import { appReady } from './app-ready.ts';
import { axe } from './axe.ts';
import { scaled } from '../../scripts/time-budgets.ts';
import { expectFits } from './screen-fit.ts';

test.describe.configure({ mode: 'serial' });
// Long journeys on shared machines: generous, never a measure of speed.
test.setTimeout(scaled(240_000));

let renterEmail: string;
let rv: { Id: number; Alias: string; Name: string };
let hostEmail: string;
let threadId: number;
const templateName = `Welcome ${Date.now()}`;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const renter = await signUpRenter(request);
  renterEmail = renter.email;
  // A booking request first: it opens its own thread (with the renter's note) and tells us the host's address.
  const trip = await requestTrip(request, renter, { start: 40, nights: 3, skip: 2 });
  rv = trip.rv;
  hostEmail = trip.hostEmail;
  await request.dispose();
});

/** The header's count beside Dashboard (0 when it is not shown). */
async function headerCount(page: Page): Promise<number> {
  const badge = page.locator('header nav [data-slot=inbox-count] [aria-hidden=true]');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().textContent());
}

test('a renter asks from the listing; the host sees it live, replies with a template; the renter sees the reply live', async ({
  browser,
  baseURL,
}) => {
  const renterContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const hostContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const renterPage = await renterContext.newPage();
  const hostPage = await hostContext.newPage();
  try {
    await signInRenter(renterPage, renterEmail);
    const { accessToken: hostToken } = await signInSeededUser(hostPage, hostEmail);

    // The host writes a template from the profile.
    await hostPage.goto('/host/profile/message-templates');
    await expect(hostPage.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible();
    await hostPage.getByRole('button', { name: 'Save the template' }).click();
    await expect(hostPage.getByText('Give the template a name.')).toBeVisible();
    await hostPage.getByRole('textbox', { name: 'Name' }).fill(templateName);
    await hostPage.getByRole('textbox', { name: 'Text' }).fill('Hi {renterFirstName}, {rvName} is ready for you.');
    await hostPage.getByRole('button', { name: 'Save the template' }).click();
    await expect(hostPage.getByRole('heading', { level: 3, name: templateName })).toBeVisible();

    // The host waits in the inbox.
    await hostPage.goto('/host/messages');
    await expect(hostPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    // The booking request waits in messages/requests, with accept and decline reachable from its thread.
    await hostPage.getByRole('link', { name: 'Requests', exact: true }).click();
    const requestItem = hostPage.getByRole('link', { name: /Rita/ }).filter({ hasText: rv.Name }).first();
    await requestItem.click();
    await expect(hostPage.getByRole('link', { name: 'Accept the request' })).toBeVisible();
    await expect(hostPage.getByRole('link', { name: 'Decline' })).toBeVisible();
    await hostPage.goto('/host/messages');
    await expect(hostPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await axe(hostPage, 'inbox');
    const indicator = await hostPage.context().request.get('/api/Message/user-pending-notifications-indicator', {
      headers: { Authorization: `Bearer ${hostToken}` },
    });
    const before = ((await indicator.json()) as { TotalInboxNotifications: number }).TotalInboxNotifications;
    await expect.poll(() => headerCount(hostPage)).toBe(before);

    // The renter asks a question from the listing page.
    await renterPage.goto(`/rv-rental/${rv.Alias}`);
    await appReady(renterPage);
    await renterPage.getByRole('button', { name: 'Ask the host a question' }).click();
    const dialog = renterPage.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Your question' }).fill('Is it pet friendly? See https://example.com/dog <b>thanks</b>');
    await dialog.getByRole('button', { name: 'Send the question' }).click();
    await expect(renterPage).toHaveURL(/\/dashboard\/messages\?thread=\d+/);
    threadId = Number(new URL(renterPage.url()).searchParams.get('thread'));
    const renterLog = renterPage.getByRole('log');
    await expect(renterLog.getByText('<b>thanks</b>', { exact: false })).toBeVisible();
    await expect(renterLog.getByRole('link', { name: 'https://example.com/dog' })).toHaveAttribute('href', 'https://example.com/dog');

    // Without a reload, the host's count goes up and the conversation appears.
    await expect.poll(() => headerCount(hostPage)).toBe(before + 1);
    const item = hostPage.getByRole('link', { name: /Rita/ }).filter({ hasText: 'Question before booking' }).first();
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.click();
    const hostLog = hostPage.getByRole('log');
    const hostFirstName = ((await renterPage.getByRole('heading', { level: 2 }).first().textContent()) ?? '').split(' · ')[0];
    await expect(hostLog.getByText('Is it pet friendly?', { exact: false })).toBeVisible();
    // Reading it clears its count.
    await expect.poll(() => headerCount(hostPage)).toBe(before);
    await axe(hostPage, 'thread');

    // The host replies with the template, filled for this conversation.
    await hostPage.getByRole('button', { name: 'Insert a template' }).click();
    await hostPage.getByRole('menuitem', { name: templateName }).click();
    const box = hostPage.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveValue(`Hi Rita, ${rv.Name} is ready for you.`);
    await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(hostLog.getByText(`Hi Rita, ${rv.Name} is ready for you.`)).toBeVisible();
    await expect(box).toHaveValue('');

    // The renter sees it live.
    await expect(renterLog.getByText(`Hi Rita, ${rv.Name} is ready for you.`)).toBeVisible();

    // A photo goes along (the RV photos' upload rules) and shows in both threads.
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await hostPage.locator('input[type=file]').setInputFiles({ name: 'pickup.png', mimeType: 'image/png', buffer: png });
    await expect(hostPage.getByRole('img', { name: 'pickup.png' })).toHaveAttribute('data-uploaded', 'true');
    await box.fill('Here is the pickup spot.');
    await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(hostLog.getByRole('img', { name: 'Photo 1 from You' })).toBeVisible();
    await expect(renterLog.getByRole('img', { name: `Photo 1 from ${hostFirstName}` })).toBeVisible();
  } finally {
    await Promise.all([renterContext.close(), hostContext.close()]);
  }
});

test('en français sur un écran de 390 px : refus clairs, rien de perdu, réponse en direct', async ({
  browser,
  baseURL,
  playwright,
  consoleErrors,
}) => {
  // The unknown thread this test opens.
  consoleErrors.allow(/status of 404/);
  const renterContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'fr-CA' });
  const renterPage = await renterContext.newPage();
  // The host answers from elsewhere: their own request context (their cookies never reach the renter's browser).
  const hostRequest: APIRequestContext = await playwright.request.newContext({ baseURL });
  try {
    await signInRenter(renterPage, renterEmail);
    // The conversations on a 320 px screen: each one's line fits, its long words cut rather than widening the page.
    await renterPage.setViewportSize({ width: 320, height: 700 });
    await renterPage.goto('/fr/dashboard/messages');
    await expect(renterPage.getByRole('region', { name: 'Conversations' }).getByRole('link').first()).toBeVisible();
    await expectFits(renterPage, 'les conversations à 320 px');
    await renterPage.setViewportSize({ width: 390, height: 844 });
    // Someone else's (or no) thread: said plainly, in French.
    await renterPage.goto('/fr/dashboard/messages?thread=987654321');
    await expect(renterPage.getByRole('alert')).toContainText('Cette conversation est introuvable, ou elle n’est pas la vôtre.');
    await renterPage.goto(`/fr/dashboard/messages?thread=${threadId}`);
    const log = renterPage.getByRole('log');
    await expect(log.getByText('Is it pet friendly?', { exact: false })).toBeVisible();
    await expect(renterPage.getByRole('link', { name: 'Retour aux conversations' })).toBeVisible();

    const box = renterPage.getByRole('textbox', { name: 'Votre message' });
    const send = renterPage.getByRole('button', { name: 'Envoyer', exact: true });
    // Refusals of the text are the field's (the one form pattern): said under the box, which takes the focus.
    await send.click();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Écrivez un message ou ajoutez une photo avant d’envoyer\./);

    const long = 'a'.repeat(5001);
    await box.fill(long);
    await send.click();
    await expect(box).toHaveAccessibleDescription(/Un message peut compter jusqu’à/);
    await expect(box).toHaveValue(long);

    // A file that is not a photo, whatever its name: refused in French, the text kept.
    await box.fill('Voici la photo');
    await renterPage
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
    await expect(renterPage.getByRole('alert')).toContainText('photo.jpg n’est pas une photo lisible');
    await expect(box).toHaveValue('Voici la photo');

    // Offline: the text stays in the box. (The browser says it is offline and the send cannot reach the server;
    // the whole context is not cut, so that a page chunk loading meanwhile cannot turn into Chromium's error page.)
    await box.fill('Peut-on arriver à 9 h ?');
    const sendPath = `**/api/Message/threads/${threadId}/messages`;
    await renterPage.route(sendPath, (route) => route.abort('internetdisconnected'));
    await renterPage.evaluate(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
    await send.click();
    await expect(renterPage.getByRole('alert')).toContainText('Vous êtes hors ligne');
    await renterPage.evaluate(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true }));
    await renterPage.unroute(sendPath);
    await expect(box).toHaveValue('Peut-on arriver à 9 h ?');
    await send.click();
    await expect(log.getByText('Peut-on arriver à 9 h ?')).toBeVisible();
    await expect(box).toHaveValue('');
    await axe(renterPage, 'fil (fr, 390 px)');

    // The host answers (through the API): it appears without a reload.
    const { accessToken } = await signInSeededUser(hostRequest, hostEmail);
    const reply = await hostRequest.post(`/api/Message/threads/${threadId}/messages`, {
      headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { Body: 'Oui, dès 9 h.' },
    });
    expect(reply.status()).toBe(201);
    await expect(log.getByText('Oui, dès 9 h.')).toBeVisible();

    await renterPage.getByRole('link', { name: 'Retour aux conversations' }).click();
    await expect(renterPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    // On the narrow screen the menu button carries the count, live: another answer arrives in the list.
    const menuCount = renterPage.locator('[data-slot=menu-inbox-count]');
    await expect(menuCount).toHaveCount(0);
    const again = await hostRequest.post(`/api/Message/threads/${threadId}/messages`, {
      headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { Body: 'Et le stationnement est gratuit.' },
    });
    expect(again.status()).toBe(201);
    await expect(menuCount).toContainText('1');
    await expect(renterPage.getByRole('button', { name: 'Menu, 1 message non lu' })).toBeVisible();
    const unreadItem = renterPage.getByRole('link', { name: /1 message non lu/ });
    await expect(unreadItem).toContainText('Et le stationnement est gratuit.');
    await axe(renterPage, 'boîte de réception (fr, 390 px)');
    await unreadItem.click();
    await expect(renterPage.getByRole('log').getByText('Et le stationnement est gratuit.')).toBeVisible();
    await expect(menuCount).toHaveCount(0);
  } finally {
    await Promise.all([renterContext.close(), hostRequest.dispose()]);
  }
});
