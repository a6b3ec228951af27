// Issue 35: a search around a point is a lookup. It shows the nearest `nearestLimit` matches (sorted as asked), says
// when it reached that many (Capped: "120+ RVs"), and so reads about as many rows wherever it is searched; map bounds
// and regions still count every match. On the start-up seed, where some cities have more RVs within 400 km than the limit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@rove/contract';
import { defaultRadiusMetres, nearestLimit } from '../src/listings/search.ts';
import { suspendedHostIds } from '../src/notifications/host-standing.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'full' });
});
afterAll(() => t.close());

async function search(params: Record<string, string>): Promise<SearchResponse> {
  const res = await t.json<SearchResponse>(`/api/rvs/search?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Every page of a search, as one list of ids. */
async function allIds(params: Record<string, string>): Promise<number[]> {
  const first = await search({ ...params, PageSize: '100' });
  const ids = first.Results.map((r) => r.Id);
  for (let page = 2; page <= first.TotalPages; page++)
    ids.push(...(await search({ ...params, PageSize: '100', Page: String(page) })).Results.map((r) => r.Id));
  return ids;
}

/** Published, searchable listings (no suspended host) within the search's radius of a point, nearest first. */
async function withinRadius(lat: number, lng: number): Promise<{ id: number; metres: number }[]> {
  const suspended = await suspendedHostIds(t.db);
  const rows = await sql<{
    id: number;
    metres: number;
  }>`select s.listing_id as id, earth_distance(ll_to_earth(${lat}, ${lng}), s.earth) as metres
    from listing_search s where earth_distance(ll_to_earth(${lat}, ${lng}), s.earth) <= ${defaultRadiusMetres}
      and s.owner_id <> all(${suspended}::bigint[])
    order by metres, s.listing_id`.execute(t.db);
  return rows.rows;
}

/** The point (a listing's own) with the most listings within the radius, and the one with the fewest (but some). */
let points: Promise<{ densest: { lat: number; lng: number }; sparsest: { lat: number; lng: number } }> | undefined;
function densestAndSparsest() {
  points ??= sql<{ lat: number; lng: number; n: number }>`select a.lat, a.lng, (select count(*)::int from listing_search b
      where earth_box(a.earth, ${defaultRadiusMetres}) @> b.earth and earth_distance(a.earth, b.earth) <= ${defaultRadiusMetres}) as n
    from listing_search a order by n desc, a.listing_id`
    .execute(t.db)
    .then(({ rows }) => ({ densest: rows[0], sparsest: rows.at(-1)! }));
  return points;
}

describe('search around a point: the nearest matches', () => {
  it(`shows the ${nearestLimit} nearest where more match, says so, and sorts them as asked`, async () => {
    const { densest } = await densestAndSparsest();
    const near = await withinRadius(densest.lat, densest.lng);
    expect(near.length).toBeGreaterThan(nearestLimit);
    const point = { SearchLat: String(densest.lat), SearchLng: String(densest.lng) };

    const first = await search({ ...point, PageSize: '24' });
    expect(first.Capped).toBe(true);
    expect(first.Total).toBe(nearestLimit);
    expect(first.TotalPages).toBe(Math.ceil(nearestLimit / 24));

    // Every page together: the nearest ones, each once (ties at the edge aside: compared by distance).
    const ids = await allIds(point);
    expect(new Set(ids).size).toBe(nearestLimit);
    const metres = new Map(near.map((row) => [row.id, row.metres]));
    const farthestShown = Math.max(...ids.map((id) => metres.get(id)!));
    const nearestLeftOut = Math.min(...near.filter((row) => !ids.includes(row.id)).map((row) => row.metres));
    expect(farthestShown).toBeLessThanOrEqual(nearestLeftOut);

    // Sorted as asked within those: by price, and the cheapest among the nearest first.
    const byPrice = await search({ ...point, SortOrder: 'PriceASC', PageSize: '100' });
    const prices = byPrice.Results.map((r) => r.DisplayNightlyPrice.Amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.Results.every((r) => ids.includes(r.Id))).toBe(true);
    const distances = (await search({ ...point, SortOrder: 'DistanceASC', PageSize: '100' })).Results.map((r) => r.Distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('counts every match where no more than the limit match', async () => {
    const { sparsest } = await densestAndSparsest();
    const near = await withinRadius(sparsest.lat, sparsest.lng);
    expect(near.length).toBeLessThanOrEqual(nearestLimit);
    const answer = await search({ SearchLat: String(sparsest.lat), SearchLng: String(sparsest.lng) });
    expect(answer.Capped).toBe(false);
    expect(answer.Total).toBe(near.length);
  });

  it('map bounds and regions count every match, never capped', async () => {
    const { densest } = await densestAndSparsest();
    const bounds = {
      NeLat: String(densest.lat + 3),
      NeLng: String(densest.lng + 3),
      SwLat: String(densest.lat - 3),
      SwLng: String(densest.lng - 3),
    };
    const suspended = await suspendedHostIds(t.db);
    const inBounds = await sql<{ n: number }>`select count(*)::int as n from listing_search s
      where s.owner_id <> all(${suspended}::bigint[]) and s.lat between ${densest.lat - 3} and ${densest.lat + 3} and s.lng between ${densest.lng - 3} and ${densest.lng + 3}`.execute(
      t.db,
    );
    expect(inBounds.rows[0].n).toBeGreaterThan(nearestLimit);
    const answer = await search({ ...bounds, SearchLat: String(densest.lat), SearchLng: String(densest.lng) });
    expect(answer.Capped).toBe(false);
    expect(answer.Total).toBe(inBounds.rows[0].n);
  });
});
