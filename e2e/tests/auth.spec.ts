// Identity journeys (issue 9): credential sign-up in French with the mailed code, sign-out, sign-in again; a
// visitor sent from a dashboard page to sign in and back; external sign-in through the local provider; a wrong
// password. The mailed codes are read from the development outbox (/dev/mail.json), which only exists outside
// production: the journeys that need it are skipped, with the reason, when the server runs in production mode.
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { cookies } from '@rove/contract/cookies';
import { scaled } from '../../scripts/time-budgets.ts';

const unique = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const password = 'correct horse battery';

// The server answers 503 until its database is migrated and seeded: the first journey waits for it.
test.beforeEach(async ({ request }, testInfo) => {
  testInfo.setTimeout(testInfo.timeout + scaled(90_000));
  await expect.poll(async () => (await request.get('/api/health')).status(), { timeout: scaled(90_000) }).toBe(200);
});

async function outboxAvailable(request: APIRequestContext): Promise<boolean> {
  return (await request.get('/dev/mail.json')).ok();
}

/**
 * The outbox's mails to `to`, or none when the request failed. A poll asks again rather than failing: the server may
 * close an idle kept-alive connection as the request goes out on it (ECONNRESET, seen once in ci22), which a browser
 * retries and Playwright's request context does not.
 */
async function outboxOf(request: APIRequestContext, to: string): Promise<{ Kind: string; Text: string }[]> {
  try {
    return (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`)).json()) as { Kind: string; Text: string }[];
  } catch {
    return [];
  }
}

async function mailedCode(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await outboxOf(request, to);
      code = mails.find((m) => m.Kind === kind)?.Text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function signUpInFrench(page: Page, request: APIRequestContext, email: string, query = '') {
  await page.goto(`/fr/inscription${query}`);
  const dialog = page.getByRole('dialog', { name: 'Inscription' });
  await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: 'Adresse courriel', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await dialog.getByRole('textbox', { name: 'Code à 6 chiffres', exact: true }).fill(await mailedCode(request, email, 'sign-up-code'));
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
}

test('a wrong password shows a clear error, the same as an unknown address', async ({ page }) => {
  await page.goto('/signin');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  // Submitting with the keyboard (Enter in a field), as a keyboard user would.
  await dialog.getByRole('textbox', { name: 'Email address', exact: true }).press('Enter');
  await expect(dialog.getByText('Enter your email address.')).toBeVisible();
  await expect(dialog.getByText('Enter your password.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email address', exact: true }).fill(unique());
  const passwordField = dialog.getByRole('textbox', { name: 'Password', exact: true });
  await passwordField.fill('not the password');
  await passwordField.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('The email address or password is not right. Check them and try again.');
  await expect(page).toHaveURL(/\/signin$/);
});

test('a visitor on a dashboard page is sent to sign in with the page as redirect', async ({ page }) => {
  await page.goto('/dashboard/trips');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Ftrips$/);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  // Closing the modal goes home; it does not keep the redirect.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(cookies.unauthorizedRedirect.name);
});

test('sign up in French, sign out, sign in again from a dashboard page and come back to it', async ({ page, request }) => {
  test.skip(!(await outboxAvailable(request)), 'The development outbox (/dev/mail.json) is off in production mode.');
  const email = unique();
  await signUpInFrench(page, request, email, '?hearAboutUs=friend');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/fr/deconnexion');
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto('/fr/dashboard/trips');
  await expect(page).toHaveURL(/\/fr\/connexion\?redirect=/);

  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByRole('textbox', { name: 'Adresse courriel', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/dashboard\/trips$/);
  // The session survives a reload (refresh cookie).
  await page.reload();
  await expect(page).toHaveURL(/\/fr\/dashboard\/trips$/);
});

for (const provider of ['google', 'facebook', 'apple'] as const) {
  test(`external sign-in with ${provider} through the local provider creates the account`, async ({ page, request }) => {
    test.skip(!(await outboxAvailable(request)), 'The development outbox (/dev/mail.json) is off in production mode.');
    const email = unique();
    await page.goto('/dashboard/favourites');
    await expect(page).toHaveURL(/\/signin\?redirect=/);
    const label = provider[0].toUpperCase() + provider.slice(1);
    await page.getByRole('button', { name: `Continue with ${label}` }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill(await mailedCode(request, email, 'provider-sign-in-code'));
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Grace');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Hopper');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard\/favourites$/);
  });
}

test('password recovery: the mailed link sets a new password that signs in', async ({ page, request }) => {
  test.skip(!(await outboxAvailable(request)), 'The development outbox (/dev/mail.json) is off in production mode.');
  const email = unique();
  expect(
    (
      await request.post('/api/account/sign-up', { data: { Email: email, Password: password, FirstName: 'Rec', LastName: 'Overy' } })
    ).status(),
  ).toBe(202);
  const confirm = await request.post('/api/account/sign-up/confirm', {
    data: { Email: email, Code: await mailedCode(request, email, 'sign-up-code') },
  });
  expect(confirm.status()).toBe(200);

  await page.goto('/recovery-password');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).press('Enter');
  await expect(page.getByText('If an account uses this address, a link is on its way.', { exact: false })).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const mails = await outboxOf(request, email);
      link = mails.find((m) => m.Kind === 'recovery')?.Text.match(/\/recovery-password\/[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  await field.fill('a brand new password');
  await field.press('Enter');
  await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible();

  await page.goto('/signin');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  const passwordField = dialog.getByRole('textbox', { name: 'Password', exact: true });
  await passwordField.fill('a brand new password');
  await passwordField.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the landing sign-up page validates in place and shows or hides the password', async ({ page }) => {
  await page.goto('/lp-signup?hearAboutUs=radio&referralCode=FRIEND1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your RV adventure');
  const email = page.getByRole('textbox', { name: 'Email address', exact: true });
  await email.fill('not-an-email');
  await email.press('Enter');
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});
