// One currency on the search page: every displayed amount (nightly price and trip total, on cards and pins) is in
// the requested currency, converted at the contract's rate from the listing's own.
import { convertCurrency, type SearchResponse, SearchResponseSchema } from '@rove/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

describe('search amounts in the requested currency', () => {
  it.each(['USD', 'CAD'] as const)('answers every display amount in %s', async (currency) => {
    const query = new URLSearchParams({ PageSize: '100', Currency: currency, StartDate: '2031-03-02', EndDate: '2031-03-06' });
    const res = await t.json<SearchResponse>(`/api/rvs/search?${query}`);
    expect(res.status).toBe(200);
    const body = SearchResponseSchema.parse(res.body);
    expect(new Set(body.Results.map((r) => r.Country))).toEqual(new Set(['US', 'CA']));
    for (const r of body.Results) {
      expect(r.DisplayNightlyPrice).toEqual({
        Amount: convertCurrency(r.NightlyPrice.Amount, r.NightlyPrice.Currency, currency),
        Currency: currency,
      });
      expect(r.TripTotal).not.toBeNull();
      expect(r.DisplayTripTotal).toEqual({
        Amount: convertCurrency(r.TripTotal?.Amount ?? 0, r.TripTotal?.Currency ?? currency, currency),
        Currency: currency,
      });
    }
  });
});
