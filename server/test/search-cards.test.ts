// Issue 35: a search card's listing fields are kept in the server under their prepared card's version
// (listings/search-cards.ts, migration 1800). The API's JSON text is the answer search gives as objects, and a card
// follows every change of its listing at the next search, never an older one.
import { type SearchResponse, SearchResponseSchema } from '@rove/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings, searchListingsJson } from '../src/listings/search.ts';
import { parseSearchRequest } from '../src/listings/search-request.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

const criteria = (query: Record<string, string>) => parseSearchRequest(query, 2031);
const versions = async () =>
  new Map(
    (await sql<{ listing_id: number; version: number }>`select listing_id, version from listing_cards`.execute(t.db)).rows.map((r) => [
      Number(r.listing_id),
      Number(r.version),
    ]),
  );

describe('search cards kept by version', () => {
  it.each<Record<string, string>>([
    { PageSize: '24' },
    { SearchLat: '45.5', SearchLng: '-73.6', StartDate: '2031-03-02', EndDate: '2031-03-09', Guest: '2', Currency: 'USD' },
    { SearchAddress: 'Denver, CO', StartDate: '2031-07-01', EndDate: '2031-07-04', SortOrder: 'PriceASC', Currency: 'CAD' },
  ])('gives the same answer as JSON text as objects (%o)', async (query) => {
    const context = { today: '2031-01-10' };
    const objects = await searchListings(t.db, criteria(query), context);
    const text = await searchListingsJson(t.db, criteria(query), context);
    expect(objects.Results.length).toBeGreaterThan(0);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(objects)));
    expect(SearchResponseSchema.parse(JSON.parse(text))).toEqual(JSON.parse(text));
  });

  it('shows a listing’s change at the next search, and keeps the version of a card that did not change', async () => {
    const search = async () => (await t.json<SearchResponse>('/api/rvs/search?PageSize=100')).body;
    const first = (await search()).Results[0];
    const before = await versions();
    await t.db.updateTable('listings').set({ name: 'Renamed for the card test' }).where('id', '=', first.Id).execute();
    const after = await versions();
    expect(after.get(first.Id)).toBeGreaterThan(before.get(first.Id) ?? Number.POSITIVE_INFINITY);
    const unchanged = (held: Map<number, number>) => [...held].filter(([id]) => id !== first.Id);
    expect(unchanged(after)).toEqual(unchanged(before));
    const renamed = (await search()).Results.find((card) => card.Id === first.Id);
    expect(renamed?.Name).toBe('Renamed for the card test');
    // Written again from scratch, the cards get new versions and the answer is the same.
    const answer = await searchListings(t.db, criteria({ PageSize: '100' }));
    await sql`truncate listing_cards`.execute(t.db);
    await sql`select refresh_listing_cards(null)`.execute(t.db);
    const refreshed = await versions();
    for (const [id, version] of refreshed) expect(version).toBeGreaterThan(after.get(id) ?? 0);
    expect(await searchListings(t.db, criteria({ PageSize: '100' }))).toEqual(answer);
  });

  it('gives each answer its own listing fields: changing one answer leaves the next as the listing is', async () => {
    const a = await searchListings(t.db, criteria({}));
    const name = a.Results[0].Name;
    a.Results[0].Name = 'changed';
    a.Results[0].Photos.length = 0;
    const b = await searchListings(t.db, criteria({}));
    expect(b.Results[0].Name).toBe(name);
    expect(b.Results[0].Photos.length).toBeGreaterThan(0);
  });
});
