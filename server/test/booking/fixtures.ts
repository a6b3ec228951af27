import type { Kysely } from 'kysely';
import type { Database, NewListing } from '../../src/db/schema.ts';
import { testCards } from '../../src/payments/test-cards.ts';
import type { TestContext } from '../helpers.ts';
import { createUserWithToken } from '../identity/sign-in.ts';

export { createUserWithToken };

export type Party = Awaited<ReturnType<typeof createUserWithToken>>;

let listingCounter = 0;

/** A host with one published RV in Alberta (GST only): 100.00 a night, cleaning 50.00, deposit 500.00. */
export async function createHostWithRv(db: Kysely<Database>, overrides: Partial<NewListing> = {}) {
  const host = await createUserWithToken(db, { is_owner: true, user_type: 'Owner', has_rv: true, first_name: 'Hosta', last_name: 'Owner' });
  listingCounter += 1;
  const listing = await db
    .insertInto('listings')
    .values({
      alias: `test-rv-${listingCounter}-${crypto.randomUUID().slice(0, 8)}`,
      owner_id: host.user.id,
      status: 'published',
      name: 'Test Class C',
      type: 'ClassC',
      brand: 'Winnebago',
      model: 'Minnie',
      year: 2022,
      length: 25,
      weight: 9000,
      sleeps: 6,
      lat: 51.0447,
      lng: -114.0719,
      city: 'Calgary',
      region: 'AB',
      country: 'CA',
      nightly_price: 100,
      cleaning_fee: 50,
      security_deposit: 500,
      delivery_radius: 100,
      delivery_price_per_unit: 2,
      pets_allowed: true,
      minimum_nights: 2,
      created_at: new Date(),
      updated_at: new Date(),
      ...overrides,
    })
    .returning(['id', 'alias'])
    .executeTakeFirstOrThrow();
  const addOn = await db
    .insertInto('listing_addons')
    .values({ listing_id: listing.id, name_en: 'Bike rack', name_fr: 'Support à vélos', price: 15, price_per: 'night', max_quantity: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { host, listing, addOnId: addOn.id };
}

export async function createRenter(db: Kysely<Database>) {
  return createUserWithToken(db, { first_name: 'Rita', last_name: 'Renter', city: 'Toronto', region: 'ON', country: 'CA' });
}

export const renterDetails = {
  FirstName: 'Rita',
  LastName: 'Renter',
  PhoneNumber: '(416) 555-0199',
  Address: { Street: '1 Front St W', City: 'Toronto', Region: 'ON', PostalCode: 'M5J 2X5', Country: 'CA' },
  DateOfBirth: '1990-04-02',
  DriversLicence: { Number: 'R1234-56789-01234', Region: 'ON', Country: 'CA', ExpiresOn: '2030-01-01' },
};

export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** A test card with the given number (by default one that succeeds), valid until 2030. */
export const testCard = (number: string = testCards.succeeds) => ({ Number: number, ExpMonth: 12, ExpYear: 2030, Cvc: '123' });

/** A payment as the payment-intent and confirm calls answer it. */
export type Payment = {
  PaymentId: number;
  ClientSecret: string;
  Amount: number;
  Status: string;
  Message: string | null;
  NextActionUrl: string | null;
  BookingStatus: string;
};

/** The payer pays what `path` asks (a booking's or a money request's payment-intent) with a test card; both answers. */
export async function payWithCard(t: TestContext, payer: Party, path: string, number: string = testCards.succeeds) {
  const intent = await t.json<Payment>(path, jsonInit('POST', {}, payer.headers));
  const confirmed = await t.json<Payment>(
    '/api/payments/confirm',
    jsonInit('POST', { ClientSecret: intent.body.ClientSecret, Card: testCard(number) }, payer.headers),
  );
  return { intent, confirmed };
}

/** The refunds recorded on a booking, oldest first. */
export function refundsOf(db: Kysely<Database>, bookingId: number) {
  return db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).where('kind', '=', 'refund').orderBy('id').execute();
}
