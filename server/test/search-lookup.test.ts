// Issue 35: search is a lookup. The rows it reads (listing_search, listings.card_photos: migration 1500) are kept in
// step by triggers with every write that changes them, and its one query finds the place through an index and reads
// no other table per candidate, whichever plan the database uses (a custom plan, or the generic plan of the prepared
// statement it runs as after a few executions).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSearch, settingOf } from '../src/listings/search.ts';
import { parseSearchRequest } from '../src/listings/search-request.ts';
import { addDays, todayUtc } from '../src/pricing/calendar.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

const today = () => todayUtc(t.deps.now());
const searchRows = async () =>
  (await sql<{ row: unknown }>`select to_jsonb(s) as row from listing_search s order by listing_id`.execute(t.db)).rows.map((r) => r.row);
const cardPhotos = async () => (await t.db.selectFrom('listings').select(['id', 'card_photos']).orderBy('id').execute()).map((r) => r);
// The prepared cards (migration 1531), as text: what search reads.
const cards = async () =>
  (
    await sql<{ listing_id: number; nightly_price: string | null; card: string }>`select listing_id, nightly_price, card::text as card
    from listing_cards order by listing_id`.execute(t.db)
  ).rows;

describe('the search rows follow every write that changes them', () => {
  it('prices, flags, status, superhosts, availability, the calendar, tax registration, reviews and photos', async () => {
    const [first, second, third] = await t.db
      .selectFrom('listings')
      .select(['id', 'owner_id'])
      .where('status', '=', 'published')
      .orderBy('id')
      .limit(3)
      .execute();
    await t.db
      .updateTable('listings')
      .set({ nightly_price: 321, amenities: ['Toilet'], pets_allowed: true })
      .where('id', '=', first.id)
      .execute();
    await t.db.updateTable('listings').set({ status: 'unpublished' }).where('id', '=', second.id).execute();
    await t.db.updateTable('users').set({ is_superhost: true }).where('id', '=', third.owner_id).execute();
    const blocks = await t.db
      .insertInto('availability_blocks')
      .values([
        { listing_id: first.id, during: `[${addDays(today(), 300)},${addDays(today(), 303)})`, kind: 'blocked' },
        { listing_id: third.id, during: `[${addDays(today(), 310)},${addDays(today(), 312)})`, kind: 'blocked' },
      ])
      .returning('id')
      .execute();
    await t.db
      .updateTable('availability_blocks')
      .set({ during: `[${addDays(today(), 320)},${addDays(today(), 322)})` })
      .where('id', '=', blocks[1].id)
      .execute();
    await t.db
      .insertInto('calendar_days')
      .values({ listing_id: third.id, day: addDays(today(), 50), minimum_nights: 5 })
      .execute();
    const renter = await t.db.selectFrom('users').select('id').where('is_owner', '=', false).orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('reviews')
      .values({ listing_id: third.id, author_id: renter.id, listing_accuracy: 1, value: 1, cleanliness: 1, communication: 1 })
      .execute();
    await t.db.deleteFrom('listing_photos').where('listing_id', '=', first.id).where('position', '=', 0).execute();
    await t.db
      .insertInto('listing_booking_terms')
      .values({ listing_id: third.id, host_charges_federal_tax: true, host_charges_sales_tax: true })
      .onConflict((oc) => oc.column('listing_id').doUpdateSet({ host_charges_federal_tax: true, host_charges_sales_tax: true }))
      .execute();
    await t.db
      .insertInto('calendar_days')
      .values({ listing_id: first.id, day: addDays(today(), 60), nightly_price: 199 })
      .execute();

    const rows = await searchRows();
    const photos = await cardPhotos();
    const byId = new Map(rows.map((row) => [(row as { listing_id: number }).listing_id, row as Record<string, unknown>]));
    expect(byId.get(first.id)).toMatchObject({ amenities: ['Toilet'], pets_allowed: true });
    expect(String(byId.get(first.id)?.unavailable)).toContain(addDays(today(), 300));
    expect(byId.has(second.id)).toBe(false);
    expect(byId.get(third.id)).toMatchObject({
      host_superhost: true,
      calendar_minimums: true,
      calendar_prices: false,
      host_charges_federal_tax: true,
      host_charges_sales_tax: true,
    });
    expect(byId.get(first.id)).toMatchObject({ calendar_prices: true, calendar_minimums: false });
    expect(String(byId.get(third.id)?.unavailable)).toContain(addDays(today(), 320));
    expect(photos.find((row) => row.id === first.id)?.card_photos.map((photo) => photo.p)[0]).toBe(1);
    const prepared = await cards();
    const card = (id: number) => JSON.parse(prepared.find((row) => row.listing_id === id)?.card ?? 'null') as unknown[];
    // The card's nightly price (16th), superhost flag (29th) and photos (30th) as written above.
    expect(Number(card(first.id)[15])).toBe(321);
    expect(card(third.id)[28]).toBe(true);
    expect((card(first.id)[29] as { p: number }[]).map((photo) => photo.p)[0]).toBe(1);
    expect(prepared.map((row) => row.listing_id)).toEqual(photos.map((row) => row.id));

    // Written again from scratch, nothing changes: the triggers had kept every row in step.
    await sql`select refresh_listing_search(null)`.execute(t.db);
    await sql`select refresh_card_photos(null)`.execute(t.db);
    await sql`truncate listing_cards`.execute(t.db);
    await sql`select refresh_listing_cards(null)`.execute(t.db);
    expect(await searchRows()).toEqual(rows);
    expect(await cardPhotos()).toEqual(photos);
    expect(await cards()).toEqual(prepared);

    await t.db.deleteFrom('availability_blocks').where('id', 'in', [blocks[0].id, blocks[1].id]).execute();
    await t.db.updateTable('listings').set({ status: 'published' }).where('id', '=', second.id).execute();
    const after = new Map((await searchRows()).map((row) => [(row as { listing_id: number }).listing_id, row as Record<string, unknown>]));
    expect(String(after.get(first.id)?.unavailable)).not.toContain(addDays(today(), 300));
    expect(after.has(second.id)).toBe(true);
  });
});

/** A parameter as a literal of EXECUTE (the statement's casts give it its type). */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return literal(`{${value.map((item) => `"${String(item).replaceAll('"', '\\"')}"`).join(',')}}`);
  return `'${String(value).replaceAll("'", "''")}'`;
};

/** The search query's plan as the database runs it: custom (planned with the values) and generic (the prepared plan). */
async function plans(query: Record<string, string>, explain = 'explain') {
  const criteria = parseSearchRequest(query, new Date().getUTCFullYear());
  const compiled = compileSearch(t.db, criteria, settingOf(criteria, {}), []);
  const custom = await t.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
  );
  const generic = await t.db.connection().execute(async (conn) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
    try {
      await sql.raw(`prepare search_plan as ${compiled.sql}`).execute(conn);
      return await sql<{
        'QUERY PLAN': string;
      }>`${sql.raw(`${explain} execute search_plan(${compiled.parameters.map(literal).join(', ')})`)}`.execute(conn);
    } finally {
      await sql`deallocate all`.execute(conn);
      await sql`reset plan_cache_mode`.execute(conn);
    }
  });
  const text = (rows: { 'QUERY PLAN': string }[]) => rows.map((row) => row['QUERY PLAN']).join('\n');
  return [text(custom.rows), text(generic.rows)];
}

describe('one indexed query per search', () => {
  const dates = () => ({ StartDate: addDays(today(), 30), EndDate: addDays(today(), 34) });

  it.each([
    ['Recommended', { Guest: '2', Amenities: 'Toilet', MaxPrice: '300' }],
    ['DistanceASC', { Delivery: '', SubTravelTrailer: '', MinYear: '2010.5' }],
    ['PriceASC', { Instabook: '', Page: '3' }],
  ])('a point finds its candidates in the GiST index on the stored point, nearest first (%s)', async (sort, filters) => {
    for (const plan of await plans({ SearchLat: '39.7392', SearchLng: '-104.9903', SortOrder: sort, ...dates(), ...filters })) {
      expect(plan).toContain('listing_search_earth_idx');
      // Read in the index's distance order, so the read stops at the nearest matches (listings/search.ts
      // nearestLimit), never every candidate of the circle through a bitmap.
      expect(plan).toMatch(/Index Scan using listing_search_earth_idx[^\n]*\n(\s+.*\n)*?\s+Order By: \(+earth\)::cube <->/);
      expect(plan).not.toContain('Bitmap Heap Scan on listing_search');
      expect(plan).not.toMatch(/Seq Scan on listing_search/);
      // Availability is one overlap test on the row, never a probe per candidate.
      expect(plan).not.toContain('availability_blocks');
    }
  });

  it('runs no SQL-language function: one the planner does not inline parses and plans its body at every search', async () => {
    const sqlFunctions = async (plan: string) => {
      const names = [...new Set([...plan.matchAll(/([a-z_][a-z0-9_]*)\(/g)].map((match) => match[1]))];
      const { rows } = await sql<{ proname: string }>`select distinct p.proname from pg_proc p join pg_language l on l.oid = p.prolang
        where l.lanname in ('sql', 'plpgsql') and p.proname = any(${names}::text[])`.execute(t.db);
      return rows.map((row) => row.proname);
    };
    const queries: Record<string, string>[] = [
      { SearchLat: '39.7392', SearchLng: '-104.9903', SortOrder: 'DistanceASC', Delivery: '', ...dates() },
      { SearchLat: '39.7392', SearchLng: '-104.9903', SortOrder: 'Recommended' },
      { NeLat: '41', NeLng: '-103', SwLat: '39', SwLng: '-106', ...dates() },
    ];
    for (const query of queries)
      for (const plan of await plans(query, 'explain (verbose)')) {
        // The plan's expressions as the executor runs them: an inlined function shows its body, never its name.
        expect(plan).toContain('Output:');
        expect(await sqlFunctions(plan)).toEqual([]);
      }
  });

  it('map bounds read the latitude index, a region its index', async () => {
    for (const plan of await plans({ NeLat: '41', NeLng: '-103', SwLat: '39', SwLng: '-106', ...dates() })) {
      expect(plan).toContain('listing_search_lat_idx');
    }
    for (const plan of await plans({ Region: 'QC', Country: 'CA' })) expect(plan).toContain('listing_search_region_idx');
  });
});

describe('the box around a searched point (earth_cap_box, migration 1530)', () => {
  /** The point `metres` from (lat, lng) towards `bearing` degrees, on a sphere of the earth's radius (earth()). */
  const destination = (lat: number, lng: number, bearing: number, metres: number) => {
    const rad = Math.PI / 180;
    const angle = metres / 6_378_168;
    const [φ, λ, θ] = [lat * rad, lng * rad, bearing * rad];
    const φ2 = Math.asin(Math.sin(φ) * Math.cos(angle) + Math.cos(φ) * Math.sin(angle) * Math.cos(θ));
    const λ2 = λ + Math.atan2(Math.sin(θ) * Math.sin(angle) * Math.cos(φ), Math.cos(angle) - Math.sin(φ) * Math.sin(φ2));
    return { lat: φ2 / rad, lng: ((((λ2 / rad + 540) % 360) + 360) % 360) - 180 };
  };

  it('holds every point within the radius, near the poles, the axes and the date line too, and is smaller than earth_box', async () => {
    const radius = 400_000;
    const centres = [
      [39.7392, -104.9903],
      [43.15478, -77.61556],
      [0, 0],
      [0, 90],
      [0, 180],
      [89.9, 0],
      [-88, 135],
      [64.2, -179.9],
      [-33.9, 151.2],
    ];
    for (const [lat, lng] of centres) {
      // Points just inside the circle in 72 directions, and at a quarter and half of the radius.
      const points = [radius - 1, radius / 2, radius / 4].flatMap((metres) =>
        Array.from({ length: 72 }, (_, i) => destination(lat, lng, i * 5, metres)),
      );
      const { rows } = await sql<{ inside: number; within: number; smaller: boolean }>`
        with c as (select ll_to_earth(${lat}::float8, ${lng}::float8) as centre),
          p as (select ll_to_earth(x.lat, x.lng) as point from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as x(lat float8, lng float8))
        select count(*) filter (where earth_cap_box(c.centre, ${radius}::float8) @> p.point)::int as inside,
          count(*) filter (where cube_distance(c.centre, p.point) <= gc_to_sec(${radius}::float8))::int as within,
          bool_and(cube_size(earth_cap_box(c.centre, ${radius}::float8)) < cube_size(earth_box(c.centre, ${radius}::float8))) as smaller
        from c, p`.execute(t.db);
      expect({ lat, lng, ...rows[0] }).toEqual({ lat, lng, inside: points.length, within: points.length, smaller: true });
    }
  });

  it('leaves out what earth_box read in vain: the same matches from fewer candidates', async () => {
    const count = async (box: string) =>
      (
        await sql<{ candidates: number; matches: number }>`with c as (select ll_to_earth(43.15478, -77.61556) as centre)
          select count(*)::int as candidates,
            count(*) filter (where cube_distance(c.centre, s.earth) <= gc_to_sec(400000))::int as matches
          from c, listing_search s where ${sql.raw(box)}(c.centre, 400000) @> s.earth`.execute(t.db)
      ).rows[0];
    const [loose, tight] = [await count('earth_box'), await count('earth_cap_box')];
    expect(tight.matches).toBe(loose.matches);
    expect(tight.matches).toBeGreaterThan(0);
    expect(tight.candidates).toBeLessThan(loose.candidates);
  });
});
