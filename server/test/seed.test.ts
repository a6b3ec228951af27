import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivableTypes, towableTypes } from '@rove/contract';
import { frenchTypographyProblems } from '@rove/contract/french';
import { seed } from '../src/seed/seed.ts';
import { createTestContext, type TestContext } from './helpers.ts';

// The start-up seed, as `npm start` writes it on first start.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'full' });
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];

describe('the deterministic seed', () => {
  it('has at least 2,000 published listings in at least 150 real cities of both countries', async () => {
    const row = await one(sql<{ published: number; cities: number; us: number; ca: number }>`
      select count(*)::int as published, count(distinct (city, region, country))::int as cities,
        count(*) filter (where country = 'US')::int as us, count(*) filter (where country = 'CA')::int as ca
      from listings where status = 'published'`);
    expect(row.published).toBeGreaterThanOrEqual(2000);
    expect(row.cities).toBeGreaterThanOrEqual(150);
    expect(row.us).toBeGreaterThan(500);
    expect(row.ca).toBeGreaterThan(200);
  });

  it('has every drivable and towable type, with prices, sizes and years spread over the filter ranges', async () => {
    const types = (await sql<{ type: string }>`select distinct type from listings where status = 'published'`.execute(t.db)).rows.map(
      (r) => r.type,
    );
    expect(types).toEqual(expect.arrayContaining([...drivableTypes, ...towableTypes]));
    const spread = await one(sql<Record<string, number>>`
      select min(price_usd) as min_price, max(price_usd) as max_price, min(length)::float8 as min_length, max(length)::float8 as max_length,
        min(weight) as min_weight, max(weight) as max_weight, count(distinct year)::int as years
      from listings where status = 'published'`);
    expect(spread.min_price).toBeLessThan(50);
    expect(spread.max_price).toBeGreaterThan(400);
    expect(spread.min_length).toBeLessThan(14);
    expect(spread.max_length).toBeGreaterThan(40);
    expect(spread.min_weight).toBeLessThan(1500);
    expect(spread.max_weight).toBeGreaterThan(18000);
    expect(spread.years).toBeGreaterThanOrEqual(20);
  });

  it('has about 10% superhosts, reviews with the four ratings, booked and blocked dates, add-ons, photos and both languages', async () => {
    const row = await one(sql<Record<string, number>>`
      select
        (select avg(case when host_superhost then 1.0 else 0 end)::float8 from listings) as superhost_share,
        (select count(*)::int from reviews) as reviews,
        (select count(*)::int from reviews where listing_accuracy between 1 and 5 and value between 1 and 5 and cleanliness between 1 and 5 and communication between 1 and 5) as rated,
        (select count(*)::int from availability_blocks where kind = 'booked') as booked,
        (select count(*)::int from availability_blocks where kind = 'blocked') as blocked,
        (select count(*)::int from listing_addons) as addons,
        (select min(n)::int from (select count(*) as n from listing_photos group by listing_id) p) as min_photos,
        (select count(*)::int from listings where description_fr = '' or description_en = '') as untranslated`);
    expect(row.superhost_share).toBeGreaterThan(0.07);
    expect(row.superhost_share).toBeLessThan(0.13);
    expect(row.reviews).toBeGreaterThan(5000);
    expect(row.rated).toBe(row.reviews);
    expect(row.booked).toBeGreaterThan(1000);
    expect(row.blocked).toBeGreaterThan(500);
    expect(row.addons).toBeGreaterThan(1000);
    expect(row.min_photos).toBeGreaterThanOrEqual(4);
    expect(row.untranslated).toBe(0);
  });

  it('has hosts who live where their RVs are, writing in their region’s language (issue 38)', async () => {
    const row = await one(sql<Record<string, number>>`
      select
        (select count(*)::int from listings l join users u on u.id = l.owner_id
          where (u.city, u.region, u.country) is distinct from (l.city, l.region, l.country)) as away,
        (select count(*)::int from users where is_owner and (about = '' or position(city in about) = 0)) as bios_without_home,
        (select avg(case when language = 'fr' then 1.0 else 0 end)::float8 from users where is_owner and region = 'QC') as quebec_french,
        (select avg(case when language = 'fr' then 1.0 else 0 end)::float8 from users where is_owner and country = 'US') as us_french,
        (select count(*)::int from users where is_owner and language = 'fr' and about not like 'Bonjour%' and about not like 'Je m’appelle%' and about not like 'Salut%') as french_bios_in_english`);
    expect(row.away).toBe(0);
    expect(row.bios_without_home).toBe(0);
    expect(row.quebec_french).toBeGreaterThan(0.6);
    expect(row.us_french).toBeLessThan(0.05);
    expect(row.french_bios_in_english).toBe(0);
  });

  it('has photos that differ by view, room and landscape, the landscape following the region (issue 38)', async () => {
    const row = await one(sql<Record<string, number>>`
      select
        (select count(distinct scene)::int from listing_photos) as shots,
        (select count(distinct split_part(scene, ':', 1))::int from listing_photos) as views_and_rooms,
        (select count(distinct split_part(scene, ':', 2))::int from listing_photos where scene like 'front:%') as landscapes,
        (select count(*)::int from listing_photos where position = 0 and scene not like 'front:%') as heroes_not_front,
        (select count(*)::int from listing_photos p join listings l on l.id = p.listing_id where l.region = 'AZ' and p.scene like 'front:%' and p.scene not similar to 'front:(desert|mountains)%') as arizona_elsewhere,
        (select count(*)::int from listing_photos where caption_en = '' or caption_fr = '' or caption_en = caption_fr) as captions_missing`);
    expect(row.views_and_rooms).toBe(6);
    expect(row.landscapes).toBe(5);
    expect(row.shots).toBeGreaterThan(30);
    expect(row.heroes_not_front).toBe(0);
    expect(row.arizona_elsewhere).toBe(0);
    expect(row.captions_missing).toBe(0);
  });

  it('writes its French as French: no-break spaces before : ; ? ! and "d’" before a vowel (issue 38)', async () => {
    const french = await sql<{ text: string }>`
      select distinct text from (
        select description_fr as text from listings union all select name_fr from listing_addons
        union all select caption_fr from listing_photos
        union all select body from reviews where language = 'fr' union all select owner_response from reviews where language = 'fr'
        union all select about from users where language = 'fr') t where text is not null and text <> ''`.execute(t.db);
    expect(french.rows.length).toBeGreaterThan(100);
    const problems = french.rows.flatMap(({ text }) => frenchTypographyProblems(text).map((p) => `${p}: ${text}`));
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('is deterministic: seeding an empty database again gives the same rows', async () => {
    const fingerprint = sql<{ f: string }>`
      select md5(string_agg(concat_ws('|', id, alias, type, nightly_price, lat, lng, owner_id, amenities::text), ',' order by id))
        || md5((select string_agg(concat_ws('|', listing_id, position, scene), ',' order by listing_id, position) from listing_photos))
        || md5((select string_agg(concat_ws('|', id, city, language, about), ',' order by id) from users)) as f from listings`;
    const seeded = await createTestContext({ seed: 'small' });
    const empty = await createTestContext({ seed: 'none' });
    try {
      await seed(empty.db, { size: 'small' });
      const [a, b] = await Promise.all([fingerprint.execute(seeded.db), fingerprint.execute(empty.db)]);
      expect(a.rows[0].f).toMatch(/^[0-9a-f]{96}$/);
      expect(b.rows[0].f).toBe(a.rows[0].f);
    } finally {
      await Promise.all([seeded.close(), empty.close()]);
    }
  });
});
