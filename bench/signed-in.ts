// The people the bench signs in, as the journeys do (e2e/tests/booking-helpers.ts, bookings-helpers.ts): the product
// starts once in development mode on the bench's data folder, a renter signs up (the code read from the mail outbox),
// requests a trip on a seeded RV, the RV's seeded host sets a password through the product's recovery flow and accepts,
// and the renter pays with the simulator's succeeding card. The product then starts in production mode on the same
// folder, where both sign in with their passwords (`signIn`): each page is measured in a fresh browser context.
import type { BrowserContext } from 'playwright-core';

export const benchPassword = 'correct horse battery';

export interface SignedInPeople {
  renter: { email: string };
  host: { email: string };
  /** The renter's confirmed, paid trip (hosted by `host`). */
  bookingId: number;
}

export type Person = 'renter' | 'host';

class BenchSetupError extends Error {}

async function call<T>(origin: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
  const response = await fetch(origin + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new BenchSetupError(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const post = <T>(origin: string, path: string, body: unknown, token?: string) => call<T>(origin, path, { method: 'POST', body, token });

async function outbox(origin: string, to: string, kind: string): Promise<string> {
  const mail = await call<{ Kind: string; Text: string }[]>(origin, `/dev/mail.json?to=${encodeURIComponent(to)}`);
  const found = mail.find((m) => m.Kind === kind);
  if (!found) throw new BenchSetupError(`no ${kind} mail to ${to} in the outbox`);
  return found.Text;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** On the product in development mode (its mail outbox): the renter, the host and the paid trip between them. */
export async function prepareSignedIn(origin: string): Promise<SignedInPeople> {
  const email = `bench-renter-${Date.now()}@example.com`;
  await post(origin, '/api/account/sign-up', {
    Email: email,
    Password: benchPassword,
    FirstName: 'Rita',
    LastName: 'Renter',
    lang: 'en',
    signUpAs: 2,
  });
  const code = /\b(\d{6})\b/.exec(await outbox(origin, email, 'sign-up-code'))?.[1];
  if (!code) throw new BenchSetupError('no sign-up code in the mail');
  const { AccessToken: renterToken } = await post<{ AccessToken: string }>(origin, '/api/account/sign-up/confirm', {
    Email: email,
    Code: code,
  });

  const start = day(20);
  const end = day(23);
  const { Results } = await call<{ Results: { Id: number; InstantBook: boolean; DeliveryOnly: boolean; Sleeps: number }[] }>(
    origin,
    `/api/rvs/search?Country=CA&StartDate=${start}&EndDate=${end}&PageSize=60&SortOrder=PriceASC`,
  );
  const rv = Results.find((r) => !r.InstantBook && !r.DeliveryOnly && r.Sleeps >= 2);
  if (!rv) throw new BenchSetupError('no RV to book in the seeded data');
  const { Id: bookingId } = await post<{ Id: number }>(
    origin,
    '/api/bookings',
    {
      RvId: rv.Id,
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
    renterToken,
  );
  const { Owner } = await call<{ Owner: { Id: number; FirstName: string; LastName: string } }>(origin, `/api/bookings/${bookingId}`, {
    token: renterToken,
  });
  // The seed's address of a user (server/src/seed/users.ts): first.last.id@example.com.
  const hostEmail = `${slug(Owner.FirstName)}.${slug(Owner.LastName)}.${Owner.Id}@example.com`;
  await post(origin, '/api/account/recovery-password', { Email: hostEmail });
  const recovery = /\/recovery-password\/([A-Za-z0-9_-]+)/.exec(await outbox(origin, hostEmail, 'recovery'))?.[1];
  if (!recovery) throw new BenchSetupError('no recovery link in the mail');
  await post(origin, `/api/account/recovery-password/${recovery}`, { Password: benchPassword });
  const { AccessToken: hostToken } = await post<{ AccessToken: string }>(origin, '/api/account/sign-in', {
    Email: hostEmail,
    Password: benchPassword,
  });
  await post(origin, `/api/bookings/${bookingId}/accept`, {}, hostToken);
  const { ClientSecret } = await post<{ ClientSecret: string }>(origin, `/api/bookings/${bookingId}/payment-intent`, {}, renterToken);
  await post(
    origin,
    '/api/payments/confirm',
    { ClientSecret, Card: { Number: '4242424242424242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' } },
    renterToken,
  );
  return { renter: { email }, host: { email: hostEmail }, bookingId };
}

/** Signs a person in in a browser context: its refresh cookie then restores the session as the app starts. */
export async function signIn(context: BrowserContext, origin: string, email: string): Promise<void> {
  const answer = await context.request.post(`${origin}/api/account/sign-in`, { data: { Email: email, Password: benchPassword } });
  if (answer.status() !== 200) throw new BenchSetupError(`sign-in of ${email}: ${answer.status()}`);
}

/** The refresh cookie of a fresh session (for a browser the bench does not drive itself: Lighthouse's). */
export async function sessionCookie(origin: string, email: string): Promise<{ name: string; value: string; path: string }[]> {
  const answer = await fetch(`${origin}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: benchPassword }),
  });
  if (answer.status !== 200) throw new BenchSetupError(`sign-in of ${email}: ${answer.status}`);
  return answer.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const path = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('path='));
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), path: path ? path.slice(5) : '/' };
  });
}

/** The signed-in pages the bench measures, with who sees them (the list). */
export function signedInPages(people: SignedInPeople): { name: string; path: string; as: Person }[] {
  const id = people.bookingId;
  return [
    { name: 'dashboard', path: '/dashboard', as: 'renter' },
    { name: 'booking page', path: `/dashboard/bookings/${id}`, as: 'renter' },
    { name: 'change request', path: `/dashboard/bookings/${id}/edit/dates`, as: 'renter' },
    { name: 'messages', path: '/dashboard/messages', as: 'renter' },
    { name: 'host calendar', path: '/host/calendar', as: 'host' },
    { name: 'wizard step', path: '/host/rvs/new/rv-type', as: 'host' },
  ];
}
