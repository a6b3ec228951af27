// Helpers for the bookings dashboard journeys (issue 17): the host of a seeded RV signs in (a password is set
// through the product's own recovery flow, the link read from the development mail outbox), a booking is
// requested and paid through the API, and the journeys' test clock (/dev/clock, ROVE_TEST_CLOCK=1) moves time.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { findRv, isoDay, type Renter, requestBooking } from './booking-helpers.ts';

export const password = 'correct horse battery';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** The seed's address of a user (server/src/seed/users.ts): first.last.id@example.com. */
export const seededEmail = (party: { Id: number; FirstName: string; LastName: string }) =>
  `${slug(party.FirstName)}.${slug(party.LastName)}.${party.Id}@example.com`;

async function mailTo(request: APIRequestContext, email: string, kind: string): Promise<string> {
  const mail = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as { Kind: string; Text: string }[];
  const found = mail.find((m) => m.Kind === kind);
  expect(found, `${kind} mail to ${email}`).toBeTruthy();
  return found?.Text ?? '';
}

/** Sets the seeded host's password through recovery and signs them in (in the page's browser context when given). */
export async function signInSeededUser(target: Page | APIRequestContext, email: string): Promise<{ accessToken: string }> {
  const request = 'context' in target ? target.context().request : target;
  // A host an earlier journey already recovered signs in with the password it set: recovery is limited per account.
  const again = await request.post('/api/account/sign-in', { data: { Email: email, Password: password } });
  if (again.status() === 200) return { accessToken: ((await again.json()) as { AccessToken: string }).AccessToken };
  expect((await request.post('/api/account/recovery-password', { data: { Email: email } })).status()).toBe(202);
  const code = /\/recovery-password\/([A-Za-z0-9_-]+)/.exec(await mailTo(request, email, 'recovery'))?.[1];
  expect(code, 'recovery code').toBeTruthy();
  expect((await request.post(`/api/account/recovery-password/${code}`, { data: { Password: password } })).status()).toBe(204);
  const signIn = await request.post('/api/account/sign-in', { data: { Email: email, Password: password } });
  expect(signIn.status()).toBe(200);
  return { accessToken: ((await signIn.json()) as { AccessToken: string }).AccessToken };
}

export interface BookedTrip {
  bookingId: number;
  rv: { Id: number; Alias: string; Name: string };
  owner: { Id: number; FirstName: string; LastName: string };
  hostEmail: string;
}

/** A published RV free on the dates, not instant book, with a daily distance allowance (so a closeout can charge). */
async function findRvWithMileage(request: APIRequestContext, options: { country: 'US' | 'CA'; start: string; end: string; skip: number }) {
  const search = await request.get('/api/rvs/search', {
    // Drivable types: only they have a distance allowance.
    params: {
      Country: options.country,
      StartDate: options.start,
      EndDate: options.end,
      PageSize: 100,
      SortOrder: 'PriceASC',
      ClassA: 'true',
      ClassB: 'true',
      ClassC: 'true',
      MotorHome: 'true',
    },
  });
  const { Results } = (await search.json()) as {
    Results: { Id: number; Alias: string; Name: string; InstantBook: boolean; DeliveryOnly: boolean; Sleeps: number }[];
  };
  let skip = options.skip;
  for (const rv of Results) {
    if (rv.DeliveryOnly || rv.Sleeps < 2 || rv.InstantBook) continue;
    const detail = (await (await request.get(`/api/rvs/${rv.Alias}`)).json()) as {
      Rules: { MinimumNights: number };
      Pricing: { MileageIncludedPerDay: number | null };
    };
    if (detail.Rules.MinimumNights > 3 || detail.Pricing.MileageIncludedPerDay === null) continue;
    if (skip-- > 0) continue;
    return rv;
  }
  throw new Error(`No RV with a distance allowance in ${options.country} for ${options.start}..${options.end}`);
}

/** A request for a free RV on the dates (not instant book), made by the renter through the API. */
export async function requestTrip(
  request: APIRequestContext,
  renter: Renter,
  options: { start: number; nights: number; country?: 'US' | 'CA'; skip?: number; limitedMileage?: boolean },
): Promise<BookedTrip> {
  const start = isoDay(options.start);
  const end = isoDay(options.start + options.nights);
  const country = options.country ?? 'CA';
  const rv = options.limitedMileage
    ? await findRvWithMileage(request, { country, start, end, skip: options.skip ?? 0 })
    : await findRv(request, { country, start, end, instantBook: false, skip: options.skip });
  const bookingId = await requestBooking(request, renter, rv, start, end);
  return { bookingId, rv, ...(await ownerOf(request, renter.accessToken, bookingId)) };
}

/** The seeded host of a booking, as the booking names its owner. */
export async function ownerOf(request: APIRequestContext, accessToken: string, bookingId: number) {
  const { Owner } = await api<{ Owner: BookedTrip['owner'] }>(request, accessToken, `/api/bookings/${bookingId}`);
  return { owner: Owner, hostEmail: seededEmail(Owner) };
}

/** The renter pays what is due now with the simulator's succeeding card, through the API. */
export async function payByApi(request: APIRequestContext, accessToken: string, bookingId: number) {
  const intent = await api<{ ClientSecret: string }>(request, accessToken, `/api/bookings/${bookingId}/payment-intent`, {});
  await api(request, accessToken, '/api/payments/confirm', {
    ClientSecret: intent.ClientSecret,
    Card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' },
  });
}

export async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const response =
    body === undefined
      ? await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
      : await request.post(path, { headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() }, data: body });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Moves the server's clock (journeys only) and runs the booking clock; 0 puts it back. */
export async function setClock(request: APIRequestContext, offsetDays: number) {
  const answer = await request.post('/dev/clock', { data: { OffsetDays: offsetDays } });
  expect(answer.status(), 'the server runs with ROVE_TEST_CLOCK=1').toBe(200);
}

/** The renter signed up once by the spec signs in again in a browser context (the refresh cookie restores the session). */
export async function signInRenter(page: Page, email: string) {
  const answer = await page.context().request.post('/api/account/sign-in', { data: { Email: email, Password: password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { AccessToken: string }).AccessToken;
}

export async function pay(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel(/^Card number|^Numéro de carte/).fill(number);
  await page.getByLabel(/^Expiry date|^Date d’expiration/).fill('12/30');
  await page.getByLabel(/^Security code|^Code de sécurité/).fill('123');
  await page.getByRole('button', { name: /^(Authorise card|Pay |Autoriser la carte|Payer )/ }).click();
}
