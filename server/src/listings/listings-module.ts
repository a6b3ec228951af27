import { createRoute, z } from '@hono/zod-openapi';
import { type ReviewSort, type RvType, reviewSorts } from '@rove/contract';
import { ListingDetailSchema, ReviewPageSchema } from '@rove/contract';
import { SearchQuerySchema, SearchResponseSchema } from '@rove/contract';
import { sendJsonBytes } from '../http/compress.ts';
import { ApiError } from '../http/errors.ts';
import { binary, invalid, json, refusals } from '../http/openapi-routes.ts';
import { isPublic } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { createRasterPhotoCache } from '../photos/raster-photos.ts';
import { rvIllustration } from '../photos/rv-illustration.ts';
import { listingDetail, reviewPage } from './detail.ts';
import { readCacheOf } from './read-cache.ts';
import { searchListingsJson } from './search.ts';
import { parseSearchRequest, readNumber } from './search-request.ts';
import { int4Max } from '../http/input-guard.ts';

const errors = refusals({
  400: invalid,
  404: 'Not found; StatusMessage RV_UNPUBLISHED with Data { Near, SimilarRvs, MoreRvs } for an unpublished RV',
});
const common = { tags: ['Search and listings'], ...isPublic };

const searchRoute = createRoute({
  method: 'get',
  path: '/api/rvs/search',
  operationId: 'searchRvs',
  ...common,
  summary: 'Search RVs',
  description:
    'Every search request field of the specification. Tolerant: an unknown SortOrder is ignored, non-numeric numbers are unset, bounds need all four corners, dates need both ends.',
  request: { query: SearchQuerySchema },
  responses: { 200: json(SearchResponseSchema, 'A page of results with the total count'), ...refusals({ 400: invalid }) },
});

const ReviewQuery = z.object({
  Sort: z.string().optional().describe('newest (default), highest or lowest'),
  Page: z.string().optional(),
  PageSize: z.string().optional().describe('1 to 50, default 10'),
});
const AliasParam = z.object({ alias: z.string().min(1).max(200) });

const detailRoute = createRoute({
  method: 'get',
  path: '/api/rvs/{alias}',
  operationId: 'getListing',
  ...common,
  summary: 'Listing detail by alias (or id)',
  request: { params: AliasParam, query: ReviewQuery },
  responses: { 200: json(ListingDetailSchema, 'Everything the listing page shows'), ...errors },
});

const reviewsRoute = createRoute({
  method: 'get',
  path: '/api/rvs/{alias}/reviews',
  operationId: 'getListingReviews',
  ...common,
  summary: 'A page of reviews, newest, highest or lowest first',
  request: { params: AliasParam, query: ReviewQuery },
  responses: { 200: json(ReviewPageSchema, 'Reviews'), ...errors },
});

const photoRoute = createRoute({
  method: 'get',
  path: '/api/rvs/{id}/photos/{file}',
  operationId: 'getListingPhoto',
  ...common,
  summary: 'A listing photo generated from the listing: {position}.svg drawn, {position}.webp 800 pixels wide',
  request: { params: z.object({ id: z.string().regex(/^\d+$/), file: z.string().regex(/^\d+\.(svg|webp)$/) }) },
  responses: { 200: binary(['image/svg+xml', 'image/webp'], 'The photo'), ...errors },
});

function reviewOptions(query: { Sort?: string; Page?: string; PageSize?: string }) {
  const sort = (reviewSorts as readonly string[]).includes(query.Sort ?? '') ? (query.Sort as ReviewSort) : 'newest';
  const page = Math.max(1, Math.floor(readNumber(query.Page) ?? 1));
  const pageSize = Math.min(50, Math.max(1, Math.floor(readNumber(query.PageSize) ?? 10)));
  return { reviewSort: sort, reviewPage: page, reviewPageSize: pageSize };
}

export const listingsModule: ApiModule = {
  name: 'listings',
  register(app, deps) {
    // The photos' WebP, made once each and kept in the blob store across restarts (photos/raster-photos.ts).
    const rasterPhotos = createRasterPhotoCache(undefined, undefined, deps.blobs);
    app.openapi(searchRoute, async (c) => {
      const now = deps.now();
      const criteria = parseSearchRequest(c.req.queries() as Record<string, string[]>, now.getUTCFullYear());
      const today = now.toISOString().slice(0, 10);
      // The IP country only counts as a market fallback (US or CA): the cache key holds no more of the client.
      const ip = c.var.request.ip.country?.toUpperCase();
      const ipCountry = ip === 'US' || ip === 'CA' ? ip : undefined;
      // Cached by normalized criteria (listings/read-cache.ts): the same answer for every client until the data changes.
      // Stored as UTF-8 bytes: encoded once, not at every answer.
      const body = await readCacheOf(deps.db).get(JSON.stringify(['search', criteria, ipCountry ?? null, today]), async (version) =>
        Buffer.from(await searchListingsJson(deps.db, criteria, { ipCountry, today, version })),
      );
      return sendJsonBytes(c, body as Uint8Array) as never;
    });

    app.openapi(detailRoute, async (c) => {
      const now = deps.now();
      const detail = await listingDetail(deps.db, c.req.valid('param').alias, {
        today: now.toISOString().slice(0, 10),
        currentYear: now.getUTCFullYear(),
        ...reviewOptions(c.req.valid('query')),
      });
      return c.json(detail, 200);
    });

    app.openapi(reviewsRoute, async (c) => {
      const { alias } = c.req.valid('param');
      const listing = await deps.db
        .selectFrom('listings')
        .select(['id', 'status'])
        .where((eb) => (/^\d+$/.test(alias) ? eb.or([eb('alias', '=', alias), eb('id', '=', Number(alias))]) : eb('alias', '=', alias)))
        .executeTakeFirst();
      if (!listing || listing.status !== 'published')
        throw new ApiError(404, `No RV found for '${alias}'.`, { statusMessage: 'NOT_FOUND' });
      const o = reviewOptions(c.req.valid('query'));
      return c.json(await reviewPage(deps.db, listing.id, o.reviewSort, o.reviewPage, o.reviewPageSize), 200);
    });

    app.openapi(photoRoute, async (c) => {
      const { id, file } = c.req.valid('param');
      const [digits, extension] = file.split('.');
      const position = Number(digits);
      // A position beyond int4 is no photo (the query would fail: 500 in issue 36).
      if (position > int4Max) throw new ApiError(404, 'No such photo.', { statusMessage: 'NOT_FOUND' });
      const row = await deps.db
        .selectFrom('listing_photos as p')
        .innerJoin('listings as l', 'l.id', 'p.listing_id')
        .select(['l.id', 'l.type', 'l.name', 'p.scene', 'p.caption_en'])
        .where('p.listing_id', '=', Number(id))
        .where('p.position', '=', position)
        .where('l.status', '<>', 'deleted')
        .executeTakeFirst();
      if (!row) throw new ApiError(404, 'No such photo.', { statusMessage: 'NOT_FOUND' });
      const svg = () =>
        rvIllustration({
          listingId: row.id,
          type: row.type as RvType,
          scene: row.scene,
          title: `${row.name}: ${row.caption_en}`,
        });
      c.header('Cache-Control', 'public, max-age=86400');
      if (extension === 'svg') return c.body(svg(), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
      // What the drawing depends on (its title is not drawn).
      const webp = await rasterPhotos.get(`${row.id}:${position}:${row.type}:${row.scene}`, svg);
      return c.body(webp as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/webp' });
    });
  },
};
