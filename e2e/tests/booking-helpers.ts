// Helpers for the booking journeys: a fresh renter signed in through the server's identity endpoints (the
// sign-up code read from the development mail outbox), an available RV and free dates found through search.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

export interface Renter {
  email: string;
  accessToken: string;
}

let counter = 0;

/**
 * Signs a new renter up. Given a page, in its browser context (the refresh cookie lets the app restore the
 * session); given a bare request context, the browser stays signed out.
 */
export async function signUpRenter(target: Page | APIRequestContext, lang: 'en' | 'fr' = 'en'): Promise<Renter> {
  const request = 'context' in target ? target.context().request : target;
  const email = `renter-${Date.now()}-${++counter}@example.com`;
  const signUp = await request.post('/api/account/sign-up', {
    data: { Email: email, Password: 'correct horse battery', FirstName: 'Rita', LastName: 'Renter', lang, signUpAs: 2 },
  });
  expect(signUp.status()).toBe(202);
  const mail = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    To: string;
    Kind: string;
    Text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(mail.find((m) => m.To === email && m.Kind === 'sign-up-code')?.Text ?? '')?.[1];
  expect(code, 'sign-up code in the outbox').toBeTruthy();
  const confirm = await request.post('/api/account/sign-up/confirm', { data: { Email: email, Code: code } });
  expect(confirm.status()).toBe(200);
  const tokens = (await confirm.json()) as { AccessToken: string };
  return { email, accessToken: tokens.AccessToken };
}

/**
 * One renter for all the journeys of a spec file (sign-ups are rate limited per address): signed up in a beforeAll
 * through a bare request context; its fields are set by the time the tests run.
 */
export function renterOfSpec(): Renter {
  const renter: Renter = { email: '', accessToken: '' };
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    Object.assign(renter, await signUpRenter(request));
    await request.dispose();
  });
  return renter;
}

/** A renter's page and a host's page, each in its own browser context (so each has its own session). */
export async function renterAndHost(
  browser: Browser,
  baseURL: string | undefined,
  options: { height?: number; renterViewport?: { width: number; height: number }; renterLocale?: string } = {},
) {
  const viewport = { width: 1280, height: options.height ?? 900 };
  const renter = await browser.newContext({
    baseURL,
    viewport: options.renterViewport ?? viewport,
    locale: options.renterLocale ?? 'en-US',
  });
  const host = await browser.newContext({ baseURL, viewport, locale: 'en-US' });
  return { renterPage: await renter.newPage(), hostPage: await host.newPage(), close: () => Promise.all([renter.close(), host.close()]) };
}

// Today as this worker first saw it: a journey that runs across midnight UTC keeps the dates it began with. A run at
// midnight asked for a change to "20 + 5 days from today" before it, and after it expected the day after (ci31).
const today = new Date();

export function isoDay(daysFromToday: number): string {
  const day = new Date(today);
  day.setUTCDate(day.getUTCDate() + daysFromToday);
  return day.toISOString().slice(0, 10);
}

export interface FoundRv {
  Id: number;
  Alias: string;
  Name: string;
  InstantBook: boolean;
}

/** A published RV free on the dates, with add-ons, no delivery-only and a short minimum stay. */
export async function findRv(
  request: APIRequestContext,
  options: { country: 'US' | 'CA'; start: string; end: string; instantBook?: boolean; skip?: number },
): Promise<FoundRv> {
  const search = await request.get('/api/rvs/search', {
    params: { Country: options.country, StartDate: options.start, EndDate: options.end, PageSize: 60, SortOrder: 'PriceASC' },
  });
  const { Results } = (await search.json()) as { Results: (FoundRv & { DeliveryOnly: boolean; Sleeps: number })[] };
  let skip = options.skip ?? 0;
  for (const rv of Results) {
    if (rv.DeliveryOnly || rv.Sleeps < 2) continue;
    if (options.instantBook !== undefined && rv.InstantBook !== options.instantBook) continue;
    const detail = (await (await request.get(`/api/rvs/${rv.Alias}`)).json()) as { AddOns: unknown[]; Rules: { MinimumNights: number } };
    if (detail.AddOns.length === 0 || detail.Rules.MinimumNights > 3) continue;
    if (skip-- > 0) continue;
    return rv;
  }
  throw new Error(`No RV found in ${options.country} for ${options.start}..${options.end}`);
}

/** POST /api/bookings for one adult with Rita Renter's details (the answer as it comes, accepted or refused). */
export function postBooking(request: APIRequestContext, accessToken: string, rvId: number, start: string, end: string) {
  return request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      RvId: rvId,
      Estimate: { dateStart: start, dateEnd: end, adults: 1 },
      Renter: {
        FirstName: 'Rita',
        LastName: 'Renter',
        CountryPhoneCode: '+1',
        PhoneNumber: '416 555 0199',
        Address: { Street: '1 Front St W', City: 'Toronto', Region: 'ON', PostalCode: 'M5J 2X5', Country: 'CA' },
        DateOfBirth: '1980-04-02',
        DriversLicence: { Number: 'R1234-56789', Region: 'ON', Country: 'CA', ExpiresOn: '2035-01-01' },
      },
      MessageToHost: 'Hello!',
    },
  });
}

/** A booking request made through the API (for the payment journeys that start on the payment page). */
export async function requestBooking(request: APIRequestContext, renter: Renter, rv: FoundRv, start: string, end: string): Promise<number> {
  const answer = await postBooking(request, renter.accessToken, rv.Id, start, end);
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { Id: number }).Id;
}

/** Types a trip into the DateRangePicker's segments (month, day, year for en-US; day, month... follow the locale). */
export async function typeTripDates(page: Page, start: string, end: string, locale: 'en' | 'fr' = 'en') {
  const segments = (iso: string) => {
    const [y, m, d] = iso.split('-');
    return locale === 'en' ? `${m}${d}${y}` : `${y}${m}${d}`;
  };
  const first = page.getByRole('spinbutton').first();
  await first.click();
  await page.keyboard.type(segments(start));
  await page.keyboard.type(segments(end));
}

/** The labels of the renter details of request-to-book, in both languages. */
const renterLabels = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    street: 'Street address',
    city: 'City',
    region: 'State or province',
    postalCode: 'ZIP or postal code',
    dateOfBirth: 'Date of birth',
    licenceNumber: "Driver's licence number",
    licenceRegion: 'Issuing state or province',
    licenceExpiresOn: 'Licence expiry date',
  },
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Numéro de téléphone',
    street: 'Adresse municipale',
    city: 'Ville',
    region: 'État ou province',
    postalCode: 'Code postal ou ZIP',
    dateOfBirth: 'Date de naissance',
    licenceNumber: 'Numéro de permis de conduire',
    licenceRegion: 'État ou province de délivrance',
    licenceExpiresOn: 'Date d’expiration du permis',
  },
};

/** Fills the renter details of request-to-book, found by their labels in the page's language. */
export async function fillRenterDetails(page: Page, locale: 'en' | 'fr') {
  const labels = renterLabels[locale];
  const values: Record<string, string> = {
    firstName: 'Rita',
    lastName: 'Renter',
    phone: '416 555 0199',
    street: '1 Front St W',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5J 2X5',
    dateOfBirth: '1980-04-02',
    licenceNumber: 'R1234-56789',
    licenceRegion: 'ON',
    licenceExpiresOn: '2035-01-01',
  };
  for (const [key, label] of Object.entries(labels)) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page
      .getByLabel(new RegExp(`^${escaped}`))
      .first()
      .fill(values[key]);
  }
}

/**
 * A listing's trip options (usage, protection, add-ons) opened: a disclosure, closed until then, whose button says what
 * is chosen.
 */
export async function openTripOptions(page: Page) {
  const options = page.getByRole('button', { name: /^Protection and add-ons/ });
  if ((await options.getAttribute('aria-expanded')) !== 'true') await options.click();
  await expect(options).toHaveAttribute('aria-expanded', 'true');
}

/** On a listing's booking widget: one more adult (two in all), then Premium protection, each waited for in the address. */
export async function chooseTwoAdultsAndPremium(page: Page) {
  const guests = page.getByRole('button', { name: /^Guests/ });
  await guests.click();
  await page
    .getByRole('button', { name: /increase adults|Adults.*increase|^Increase/i })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/adults=2/);
  // The closed popover gives focus back to its button in a task of its own (Radix's focus scope): focus moved before
  // then went back there, and the Space below opened the guests again (CI, ci77).
  await expect(guests).toBeFocused();
  await openTripOptions(page);
  await page.getByRole('radio', { name: /Premium/ }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/protectionLevel=Premium/);
}
