import type { Kysely } from 'kysely';
import type { Database, NewListing, NewUser } from '../../src/db/schema.ts';
import { signAccessToken } from '../../src/identity/access-token.ts';
import { createSigningKey, type SigningKey } from '../../src/identity/keyring.ts';
import { authUserFromRow } from '../../src/identity/roles.ts';

let testKey: Promise<SigningKey> | undefined;

/** A user row and a real bearer token for it (the sign-in step is skipped, as in the identity tests). */
export async function createUserWithToken(db: Kysely<Database>, fields: Partial<NewUser> = {}) {
  const email = fields.email ?? `user-${crypto.randomUUID()}@example.test`;
  const row = await db
    .insertInto('users')
    .values({ first_name: 'Test', last_name: 'User', ...fields, email })
    .returning(['id', 'email', 'is_owner', 'user_type'])
    .executeTakeFirstOrThrow();
  const user = authUserFromRow(row);
  testKey ??= createSigningKey();
  const token = await signAccessToken(await testKey, user, { issuer: 'urn:rove:test' });
  return { user, token, headers: { Authorization: `Bearer ${token}` } };
}

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
