import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail, ReviewPage } from '@rove/contract';
import { UnpublishedDataSchema } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'small' });
});
afterAll(() => t.close());

const mostReviewed = () =>
  t.db
    .selectFrom('listings')
    .select(['id', 'alias', 'review_count', 'owner_id'])
    .where('status', '=', 'published')
    .orderBy('review_count', 'desc')
    .executeTakeFirstOrThrow();

describe('listing detail by alias', () => {
  it('answers everything the listing page shows', async () => {
    const listing = await mostReviewed();
    const res = await t.json<ListingDetail>(`/api/rvs/${listing.alias}`);
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d).toMatchObject({ Id: listing.id, Alias: listing.alias, Status: 'published' });
    expect(d.Photos.length).toBeGreaterThanOrEqual(4);
    expect(d.Description.en).not.toBe('');
    expect(d.Description.fr).not.toBe('');
    expect(d.Host.Id).toBe(listing.owner_id);
    expect(d.RatingBreakdown.Count).toBe(listing.review_count);
    for (const key of ['Overall', 'ListingAccuracy', 'Value', 'Cleanliness', 'Communication'] as const) {
      expect(d.RatingBreakdown[key]).toBeGreaterThanOrEqual(1);
      expect(d.RatingBreakdown[key]).toBeLessThanOrEqual(5);
    }
    expect(d.Reviews.Total).toBe(listing.review_count);
    const dates = d.Reviews.Reviews.map((r) => r.CreatedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(d.Pricing.NightlyPrice.Currency).toBe(d.Location.Country === 'CA' ? 'CAD' : 'USD');
    const booked = await t.db.selectFrom('availability_blocks').select('id').where('listing_id', '=', listing.id).execute();
    expect(d.BookedDates.length).toBeLessThanOrEqual(booked.length);
    for (const b of d.BookedDates) expect(b.StartDate < b.EndDate).toBe(true);
  });

  it('finds a listing by id as well', async () => {
    const listing = await mostReviewed();
    expect((await t.json<ListingDetail>(`/api/rvs/${listing.id}`)).body.Alias).toBe(listing.alias);
  });

  it('pages reviews sorted newest, highest or lowest', async () => {
    const { alias } = await mostReviewed();
    const highest = await t.json<ReviewPage>(`/api/rvs/${alias}/reviews?Sort=highest&PageSize=5`);
    const ratings = highest.body.Reviews.map((r) => r.Rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const lowest = await t.json<ReviewPage>(`/api/rvs/${alias}/reviews?Sort=lowest&PageSize=5`);
    expect(lowest.body.Reviews[0].Rating).toBeLessThanOrEqual(highest.body.Reviews[0].Rating);
    const page2 = await t.json<ReviewPage>(`/api/rvs/${alias}/reviews?PageSize=2&Page=2`);
    const page1 = await t.json<ReviewPage>(`/api/rvs/${alias}/reviews?PageSize=2`);
    expect(page2.body.Reviews.map((r) => r.Id)).not.toContain(page1.body.Reviews[0].Id);
    expect((await t.json<ReviewPage>(`/api/rvs/${alias}/reviews?Sort=weird`)).body.Sort).toBe('newest');
  });

  it('keeps the rating breakdown up to date when a review is added', async () => {
    const { id, alias } = await mostReviewed();
    await t.db
      .insertInto('reviews')
      .values({ listing_id: id, author_id: 100, listing_accuracy: 1, value: 1, cleanliness: 1, communication: 1, body: 'Bad' })
      .execute();
    const d = (await t.json<ListingDetail>(`/api/rvs/${alias}`)).body;
    const row = await t.db.selectFrom('listings').select(['review_count']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(d.RatingBreakdown.Count).toBe(row.review_count);
    expect((await t.json<ReviewPage>(`/api/rvs/${alias}/reviews?Sort=lowest&PageSize=1`)).body.Reviews[0].Body).toBe('Bad');
  });

  it('answers an unpublished listing with RV_UNPUBLISHED, the place and similar published RVs near it', async () => {
    const hidden = await t.db
      .selectFrom('listings')
      .select(['alias', 'city', 'id'])
      .where('status', '=', 'unpublished')
      .executeTakeFirstOrThrow();
    const res = await t.json<{ Status: number; StatusMessage: string; Data: unknown }>(`/api/rvs/${hidden.alias}`);
    expect(res.status).toBe(404);
    expect(res.body.StatusMessage).toBe('RV_UNPUBLISHED');
    const data = UnpublishedDataSchema.parse(res.body.Data);
    expect(data.Near).toContain(hidden.city);
    expect(data.SimilarRvs.length).toBeGreaterThan(0);
    expect(data.SimilarRvs.map((r) => r.Id)).not.toContain(hidden.id);
    // "More Available RVs": other RVs near it, none repeated from the similar ones.
    expect(data.MoreRvs.length).toBeGreaterThan(0);
    expect(data.MoreRvs.map((r) => r.Id)).not.toContain(hidden.id);
    expect(data.MoreRvs.filter((rv) => data.SimilarRvs.some((s) => s.Id === rv.Id))).toEqual([]);
  });

  it('answers a deleted or unknown listing with a plain 404', async () => {
    const deleted = await t.db.selectFrom('listings').select('alias').where('status', '=', 'deleted').executeTakeFirstOrThrow();
    for (const alias of [deleted.alias, 'no-such-rv']) {
      const res = await t.json<{ StatusMessage: string }>(`/api/rvs/${alias}`);
      expect(res.status).toBe(404);
      expect(res.body.StatusMessage).toBe('NOT_FOUND');
    }
  });

  it('serves photos as SVG drawn from the listing, and 404s unknown ones', async () => {
    const { id } = await mostReviewed();
    const svg = await t.request(`/api/rvs/${id}/photos/0.svg`);
    expect(svg.status).toBe(200);
    expect(await svg.text()).toMatch(/^<svg[^>]+role="img"/);
    expect((await t.request(`/api/rvs/${id}/photos/99.svg`)).status).toBe(404);
    // Beyond int4 is no photo either (the query failed: 500, issue 36).
    expect((await t.request(`/api/rvs/${id}/photos/2147483648.svg`)).status).toBe(404);
    expect((await t.request(`/api/rvs/${id}/photos/99999999999999999999999.svg`)).status).toBe(404);
    expect((await t.request(`/api/rvs/${id}/photos/x.png`)).status).toBe(400);
  });

  it('serves the same photos as 800-pixel WebP, the address listings give, and 404s unknown ones', async () => {
    const { alias, id } = await mostReviewed();
    const detail = await t.json<ListingDetail>(`/api/rvs/${alias}`);
    expect(detail.body.Photos[0].Url).toBe(`/api/rvs/${id}/photos/0.webp`);
    const webp = await t.request(`/api/rvs/${id}/photos/0.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await webp.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { default: sharp } = await import('sharp');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    // The second answer is the kept one, byte for byte.
    expect(Buffer.from(await (await t.request(`/api/rvs/${id}/photos/0.webp`)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await t.request(`/api/rvs/${id}/photos/99.webp`)).status).toBe(404);
  });
});
