import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rvTypes, sortOrders, typeSearchField } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

const fields = [
  'Guest',
  'SearchAddress',
  'SearchLat',
  'SearchLng',
  'Country',
  'Region',
  'SortOrder',
  'StartDate',
  'EndDate',
  'Amenities',
  'AirportPickup',
  'RVBrand',
  'Delivery',
  'ExperienceNotRequired',
  'IsSuperHost',
  'FestivalFriendly',
  'Instabook',
  'MinLength',
  'MaxLength',
  'MinPrice',
  'MaxPrice',
  'MinYear',
  'MaxYear',
  'MinWeight',
  'MaxWeight',
  'NeLat',
  'NeLng',
  'SwLat',
  'SwLng',
  'Currency',
  'Page',
  'PageSize',
  ...rvTypes.map((type) => typeSearchField[type]),
];

// Values a client (or an attacker) might send: plausible ones, edge numbers and junk.
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -100_000, max: 100_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom(
    ...sortOrders,
    '',
    'true',
    'false',
    'Petfriendly,Toilet',
    'US',
    'CA',
    'QC',
    '2030-02-29',
    '2031-07-01',
    '9999-12-31',
    "'; drop table listings;--",
  ),
  fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

describe('search never answers a 500', () => {
  it('for random queries over every search field', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 8 }), async (query) => {
        const res = await t.request(`/api/rvs/search?${new URLSearchParams(query)}`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { Results: unknown[]; Total: number };
        expect(body.Results.length).toBeLessThanOrEqual(body.Total);
      }),
      { numRuns: 100, seed: 20_261_122 },
    );
  });
});
