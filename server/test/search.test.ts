import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rvTypes, typeSearchField } from '@rove/contract';
import type { SearchResponse, SearchResult } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

async function search(params: Record<string, string>): Promise<SearchResponse> {
  const res = await t.json<SearchResponse>(`/api/rvs/search?${new URLSearchParams({ PageSize: '100', ...params })}`);
  expect(res.status).toBe(200);
  return res.body;
}

const publishedCount = async (where = sql`true`) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from listings l join users u on u.id = l.owner_id where l.status = 'published' and ${where}`.execute(t.db)
  ).rows[0].n;

const ids = (r: SearchResponse) => r.Results.map((x) => x.Id);

describe('search: paging and totals', () => {
  it('answers every published listing, a page at a time, with the total count', async () => {
    const total = await publishedCount();
    const first = await search({ PageSize: '10' });
    expect(first.Total).toBe(total);
    expect(first.Results).toHaveLength(10);
    expect(first.TotalPages).toBe(Math.ceil(total / 10));
    const second = await search({ PageSize: '10', Page: '2' });
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    const past = await search({ PageSize: '10', Page: '999' });
    expect(past.Results).toEqual([]);
    expect(past.Total).toBe(total);
  });

  it('never answers unpublished or deleted listings', async () => {
    const hidden = (await t.db.selectFrom('listings').select('id').where('status', '<>', 'published').execute()).map((r) => r.id);
    expect(hidden.length).toBeGreaterThan(0);
    const all = await search({ PageSize: '100', Page: '1' });
    const all2 = await search({ PageSize: '100', Page: '2' });
    const all3 = await search({ PageSize: '100', Page: '3' });
    const seen = [...ids(all), ...ids(all2), ...ids(all3)];
    expect(seen.filter((id) => hidden.includes(id))).toEqual([]);
  });
});

describe('search: each filter', () => {
  const cases: [string, Record<string, string>, ReturnType<typeof sql>, (r: SearchResult) => boolean][] = [
    ['Guest', { Guest: '6' }, sql`l.sleeps >= 6`, (r) => r.Sleeps >= 6],
    ['Country', { Country: 'CA' }, sql`l.country = 'CA'`, (r) => r.Country === 'CA'],
    ['Region', { Region: 'QC' }, sql`l.region = 'QC'`, (r) => r.Region === 'QC'],
    ['IsSuperHost', { IsSuperHost: '' }, sql`u.is_superhost`, (r) => r.IsSuperHost && r.Badges.includes('Superhost')],
    ['Instabook', { Instabook: '' }, sql`l.instant_book`, (r) => r.InstantBook],
    ['FestivalFriendly', { FestivalFriendly: '' }, sql`l.festival_friendly`, () => true],
    ['ExperienceNotRequired', { ExperienceNotRequired: '' }, sql`not l.experience_required`, () => true],
    ['Delivery', { Delivery: '' }, sql`l.delivery_radius > 0`, (r) => r.Delivery],
    ['Amenities', { Amenities: 'Toilet,Microwave' }, sql`l.amenities @> array['Toilet','Microwave']`, () => true],
    ['Petfriendly', { Amenities: 'Petfriendly' }, sql`l.pets_allowed`, (r) => r.PetFriendly],
    ['AirportPickup', { AirportPickup: '' }, sql`'AirportPickup' = any(l.amenities)`, () => true],
    ['RVBrand', { RVBrand: 'Jayco,Airstream' }, sql`l.brand in ('Jayco', 'Airstream')`, (r) => ['Jayco', 'Airstream'].includes(r.Brand)],
    ['MinLength', { MinLength: '30' }, sql`l.length >= 30`, (r) => r.Length >= 30],
    ['MaxLength', { MaxLength: '20' }, sql`l.length <= 20`, (r) => r.Length <= 20],
    ['MinYear', { MinYear: '2020' }, sql`l.year >= 2020`, (r) => r.Year >= 2020],
    ['MaxYear', { MaxYear: '2012' }, sql`l.year <= 2012`, (r) => r.Year <= 2012],
    ['MinWeight', { MinWeight: '10000' }, sql`l.weight >= 10000`, (r) => r.Weight >= 10000],
    ['MaxWeight', { MaxWeight: '4000' }, sql`l.weight <= 4000`, (r) => r.Weight <= 4000],
    [
      'MinPrice and MaxPrice (in USD, CAD converted at 0.73)',
      { MinPrice: '100', MaxPrice: '200', Currency: 'USD' },
      sql`l.nightly_price * case when l.country = 'CA' then 0.73 else 1 end between 100 and 200`,
      (r) => r.DisplayNightlyPrice.Amount >= 99.99 && r.DisplayNightlyPrice.Amount <= 200.01 && r.DisplayNightlyPrice.Currency === 'USD',
    ],
    [
      'Bounds',
      { NeLat: '50', NeLng: '-100', SwLat: '40', SwLng: '-125' },
      sql`l.lat between 40 and 50 and l.lng between -125 and -100`,
      (r) => r.Lat <= 50 && r.Lng >= -125,
    ],
  ];

  it.each(cases)('%s', async (_name, params, where, check) => {
    const expected = await publishedCount(where);
    const res = await search(params);
    expect(expected).toBeGreaterThan(0);
    expect(res.Total).toBe(expected);
    expect(res.Results.every(check)).toBe(true);
  });

  it.each(rvTypes.map((type) => [type, typeSearchField[type]]))('type %s (sent as %s)', async (type, field) => {
    const expected = await publishedCount(sql`l.type = ${type}`);
    const res = await search({ [field]: '' });
    expect(expected).toBeGreaterThan(0);
    expect(res.Total).toBe(expected);
    expect(res.Results.every((r) => r.Type === type)).toBe(true);
  });

  it('combines types as a union and other filters as an intersection', async () => {
    const expected = await publishedCount(sql`l.type in ('ClassC', 'TravelTrailer') and l.sleeps >= 4`);
    expect((await search({ ClassC: '', SubTravelTrailer: '', Guest: '4' })).Total).toBe(expected);
  });

  it('searches around SearchLat/SearchLng and gives distances in miles in the US, km in Canada', async () => {
    const denver = await search({ SearchLat: '39.7392', SearchLng: '-104.9903', SortOrder: 'DistanceASC' });
    expect(denver.DistanceUnit).toBe('mi');
    expect(denver.Total).toBeGreaterThan(0);
    expect(denver.Results[0].City).toBe('Denver');
    expect(denver.Results.every((r) => r.Distance !== null && r.Distance <= 250 && r.DistanceUnit === 'mi')).toBe(true);
    const montreal = await search({ SearchLat: '45.5017', SearchLng: '-73.5673', Country: 'CA', SortOrder: 'DistanceASC' });
    expect(montreal.DistanceUnit).toBe('km');
    expect(montreal.Currency).toBe('CAD');
    expect(montreal.Results[0].Distance).toBeLessThan(30);
  });

  it('takes the market from Country, else the searched place, else the X-Ip-Country header', async () => {
    const byHeader = await t.json<SearchResponse>('/api/rvs/search?PageSize=1', { headers: { 'X-Ip-Country': 'CA' } });
    expect(byHeader.body).toMatchObject({ Currency: 'CAD', DistanceUnit: 'km' });
    const byCountry = await t.json<SearchResponse>('/api/rvs/search?PageSize=1&Country=US', { headers: { 'X-Ip-Country': 'CA' } });
    expect(byCountry.body).toMatchObject({ Currency: 'USD', DistanceUnit: 'mi' });
    expect((await search({ Currency: 'CAD', Country: 'US' })).Results[0].DisplayNightlyPrice.Currency).toBe('CAD');
  });

  it('geocodes SearchAddress when no point is given (a city is a point, a region a filter)', async () => {
    const byAddress = await search({ SearchAddress: 'Denver, CO' });
    expect(byAddress.SearchLocation).toMatchObject({ Name: 'Denver', Country: 'US' });
    expect(byAddress.Results.every((r) => r.Distance !== null)).toBe(true);
    const region = await search({ SearchAddress: 'Quebec, Canada' });
    expect(region.Results.length).toBeGreaterThan(0);
    const unknown = await search({ SearchAddress: 'Xyzzyville Qwerty' });
    expect(unknown.Total).toBe(await publishedCount());
  });

  it('with Delivery and a point, keeps only hosts whose delivery radius reaches the point', async () => {
    const res = await search({ SearchLat: '39.7392', SearchLng: '-104.9903', Delivery: '' });
    const radii = await t.db
      .selectFrom('listings')
      .select(['id', 'delivery_radius'])
      .where('id', 'in', [0, ...ids(res)])
      .execute();
    for (const r of res.Results) expect(r.Distance!).toBeLessThanOrEqual(radii.find((x) => x.id === r.Id)!.delivery_radius);
  });
});

describe('search: dates', () => {
  it('leaves out listings booked or blocked on any night of the trip, and gives the trip total', async () => {
    const block = await t.db
      .selectFrom('availability_blocks as b')
      .innerJoin('listings as l', 'l.id', 'b.listing_id')
      .select(['b.listing_id', sql<string>`lower(b.during)`.as('start'), 'l.minimum_nights'])
      .where('l.status', '=', 'published')
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    // A 7-night trip starting the day the block starts (minimum nights are at most 7).
    const end = new Date(Date.parse(`${block.start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await search({ StartDate: block.start, EndDate: end, Country: '' });
    const seen: number[] = [];
    for (let page = 1; page <= res.TotalPages; page++)
      seen.push(...ids(await search({ StartDate: block.start, EndDate: end, Page: String(page) })));
    expect(seen).not.toContain(block.listing_id);
    const free = await publishedCount(
      sql`l.minimum_nights <= 7 and not exists (select 1 from availability_blocks b where b.listing_id = l.id and b.during && daterange(${block.start}::date, ${end}::date))`,
    );
    expect(res.Total).toBe(free);
    const first = res.Results[0];
    expect(first.Nights).toBe(7);
    // The card's all-in total is the estimate's renter total (search-trip-total.test.ts checks it at random).
    const estimate = await t.json<{ RenterTotal: number }>(`/api/rvs/${first.Id}/estimate?dateStart=${block.start}&dateEnd=${end}`);
    expect(first.TripTotal?.Amount).toBe(estimate.status === 200 ? estimate.body.RenterTotal : undefined);
  });

  it('leaves out listings whose minimum stay is longer than the trip', async () => {
    const res = await search({ StartDate: '2031-03-02', EndDate: '2031-03-03' });
    expect(res.Total).toBe(await publishedCount(sql`l.minimum_nights <= 1`));
  });

  it('ignores a start date without an end (no availability filter, no trip total)', async () => {
    const res = await search({ StartDate: '2031-03-02' });
    expect(res.Total).toBe(await publishedCount());
    expect(res.Results[0].TripTotal).toBeNull();
  });
});

describe('search: sort orders', () => {
  it('PriceASC and PriceDESC order by the nightly price in the display currency', async () => {
    const asc = (await search({ SortOrder: 'PriceASC', Currency: 'USD' })).Results.map((r) => r.DisplayNightlyPrice.Amount);
    const desc = (await search({ SortOrder: 'PriceDESC', Currency: 'USD' })).Results.map((r) => r.DisplayNightlyPrice.Amount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(desc[0]);
  });

  it('DistanceASC orders by distance from the searched point', async () => {
    const d = (await search({ SearchLat: '43.65', SearchLng: '-79.38', SortOrder: 'DistanceASC' })).Results.map((r) => r.Distance!);
    expect(d.length).toBeGreaterThan(1);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('Recommended puts well-reviewed superhosts first, and is the default', async () => {
    const rec = await search({ SortOrder: 'Recommended', PageSize: '20' });
    expect(ids(await search({ PageSize: '20' }))).toEqual(ids(rec));
    const top = rec.Results.slice(0, 5);
    expect(top.filter((r) => r.IsSuperHost).length).toBeGreaterThan(0);
  });

  it('ignores an unknown sort order, and DistanceASC without a point', async () => {
    const base = ids(await search({ PageSize: '20' }));
    const bogus = await search({ PageSize: '20', SortOrder: 'Cheapest' });
    expect(bogus.SortOrder).toBe('Recommended');
    expect(ids(bogus)).toEqual(base);
    expect(ids(await search({ PageSize: '20', SortOrder: 'DistanceASC' }))).toEqual(base);
  });

  it('gives no distance without a searched point, in a region or within map bounds', async () => {
    // A card's distance is from the searched point: none searched, none shown (not half the earth's circumference).
    const unlocated = [
      await search({ PageSize: '20' }),
      await search({ SearchAddress: 'Colorado' }),
      await search({ NeLat: '50', NeLng: '-60', SwLat: '25', SwLng: '-125' }),
    ];
    for (const answer of unlocated) {
      expect(answer.SearchLocation).toBeNull();
      expect(answer.Results.length).toBeGreaterThan(0);
      expect(answer.Results.map((r) => r.Distance)).toEqual(answer.Results.map(() => null));
    }
  });
});

describe('search: bad input is tolerated, never a 500', () => {
  it('treats non-numeric ranges as unset', async () => {
    const total = await publishedCount();
    expect((await search({ MinPrice: 'cheap', MaxPrice: '', MinLength: 'x', MaxYear: 'new', MinWeight: '1e', Guest: 'many' })).Total).toBe(
      total,
    );
  });

  it('accepts any finite number as a bound (found by the property test: MaxYear=5e-324 once gave a 500)', async () => {
    expect((await search({ MaxYear: '5e-324' })).Total).toBe(0);
    expect((await search({ Guest: '1e300', MinWeight: '-1e300' })).Total).toBe(0);
  });

  it('ignores bounds with fewer than four corners', async () => {
    expect((await search({ NeLat: '50', NeLng: '-100', SwLat: '40' })).Total).toBe(await publishedCount());
  });

  it('answers a card with everything it shows', async () => {
    const [card] = (await search({ PageSize: '1' })).Results;
    expect(card.Photos[0].Url).toMatch(/^\/api\/rvs\/\d+\/photos\/0\.webp$/);
    expect(card).toMatchObject({ Alias: expect.any(String), Name: expect.any(String), NightlyPrice: { Amount: expect.any(Number) } });
    const photo = await t.request(card.Photos[0].Url);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await photo.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
  });
});
