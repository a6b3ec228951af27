// Issue 14: the all-in total on a search card is the estimate's renter total for the same dates, guests and the
// estimate's defaults (pickup, the default protection with roadside assistance, no add-ons, no promo code).
import * as fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@rove/contract';
import { addDays, todayUtc } from '../src/pricing/calendar.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
  // Calendar prices on a third of the RVs (every third night for 200 days, above and below the base price) and
  // calendar minimum stays on some of their nights: the card sums them in SQL, the estimate night by night.
  const today = todayUtc(t.deps.now());
  const listings = await t.db.selectFrom('listings').select(['id', 'nightly_price']).where(sql<boolean>`id % 3 = 0`).execute();
  const days = listings.flatMap((listing) =>
    Array.from({ length: 67 }, (_, index) => ({
      listing_id: listing.id,
      day: addDays(today, 1 + index * 3 + (listing.id % 3)),
      nightly_price: Math.round(Number(listing.nightly_price) * (index % 2 ? 1.37 : 0.81) * 100) / 100,
      minimum_nights: index % 11 === 0 ? 1 + (index % 4) : null,
    })),
  );
  for (let index = 0; index < days.length; index += 1000)
    await t.db
      .insertInto('calendar_days')
      .values(days.slice(index, index + 1000))
      .execute();
});
afterAll(() => t.close());

async function search(params: Record<string, string>): Promise<SearchResponse> {
  const res = await t.json<SearchResponse>(`/api/rvs/search?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function renterTotal(rvId: number, body: Record<string, unknown>): Promise<number> {
  const res = await t.json<{ RenterTotal: number; Currency: string }>(`/api/rvs/${rvId}/estimate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.RenterTotal;
}

describe("the search card's total is the estimate's renter total", () => {
  it('for seeded listings and random date ranges (weekly, monthly and midweek discounts and calendar prices included)', async () => {
    const today = todayUtc(t.deps.now());
    const sorts = ['Recommended', 'PriceASC', 'PriceDESC'] as const;
    let compared = 0;
    let calendared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...sorts),
        fc.constantFrom('', 'US', 'CA'),
        fc.integer({ min: 1, max: 3 }),
        async (startOffset, nights, guests, sort, country, page) => {
          const start = addDays(today, startOffset);
          const end = addDays(start, nights);
          const res = await search({
            StartDate: start,
            EndDate: end,
            Guest: String(guests),
            SortOrder: sort,
            Country: country,
            Page: String(page),
            PageSize: '6',
          });
          for (const result of res.Results) {
            expect(result.Nights).toBe(nights);
            expect(result.TripTotal?.Currency).toBe(result.NightlyPrice.Currency);
            const total = await renterTotal(result.Id, { dateStart: start, dateEnd: end, adults: guests });
            expect(result.TripTotal?.Amount, `RV ${result.Id}, ${start} to ${end}`).toBe(total);
            compared++;
            if (result.Id % 3 === 0) calendared++;
          }
        },
      ),
      { numRuns: 20, seed: 20_261_126 },
    );
    expect(compared).toBeGreaterThan(40);
    expect(calendared).toBeGreaterThan(10);
  });

  it('is the discounted total for a week with a weekly discount, not nights x price + cleaning', async () => {
    const start = addDays(todayUtc(t.deps.now()), 60);
    const end = addDays(start, 7);
    const discounted = await t.db
      .selectFrom('listings')
      .select(['id', 'nightly_price', 'cleaning_fee'])
      .where('status', '=', 'published')
      .where('weekly_discount_percent', '>', 0)
      .where('minimum_nights', '<=', 7)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('availability_blocks as b')
              .select('b.id')
              .whereRef('b.listing_id', '=', 'listings.id')
              .where('b.during', '&&', `[${start},${end})`),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const listing = await t.db.selectFrom('listings').select(['lat', 'lng']).where('id', '=', discounted.id).executeTakeFirstOrThrow();
    const res = await search({
      StartDate: start,
      EndDate: end,
      SwLat: String(listing.lat - 0.001),
      NeLat: String(listing.lat + 0.001),
      SwLng: String(listing.lng - 0.001),
      NeLng: String(listing.lng + 0.001),
      Country: '',
    });
    const card = res.Results.find((result) => result.Id === discounted.id);
    expect(card).toBeDefined();
    expect(card?.TripTotal?.Amount).toBe(await renterTotal(discounted.id, { dateStart: start, dateEnd: end }));
    expect(card?.TripTotal?.Amount).not.toBe(Math.round((7 * Number(discounted.nightly_price) + discounted.cleaning_fee) * 100) / 100);
  });

  it('has no total for dates the estimate refuses (a trip in the past)', async () => {
    const start = addDays(todayUtc(t.deps.now()), -10);
    const res = await search({ StartDate: start, EndDate: addDays(start, 3), PageSize: '3' });
    for (const result of res.Results) expect(result.TripTotal).toBeNull();
  });
});
