import { createRoute, z } from '@hono/zod-openapi';
import { SearchResponseSchema, countries } from '@rove/contract';
import { ApiError } from '../http/errors.ts';
import { invalid, json, refusals } from '../http/openapi-routes.ts';
import { isPublic } from '../identity/route-security.ts';
import { searchListings } from '../listings/search.ts';
import { parseSearchRequest, type RawQuery } from '../listings/search-request.ts';
import type { ApiModule } from '../module.ts';
import { keywordBySlug, rentalKeywords } from './keywords.ts';
import { campgrounds, destinations } from './places.ts';

const Localized = z.object({ en: z.string(), fr: z.string() });
const KeywordSchema = z.object({ Slug: z.string(), Title: Localized }).openapi('RentalKeyword');
const CampgroundSchema = z
  .object({
    Slug: z.string(),
    Name: z.string(),
    Park: Localized,
    Region: z.string(),
    Country: z.enum(countries),
    Lat: z.number(),
    Lng: z.number(),
  })
  .openapi('Campground');
const DestinationSchema = z
  .object({
    Path: z.string(),
    Name: Localized,
    Country: z.enum(countries),
    Region: z.string().nullable(),
    Lat: z.number().nullable(),
    Lng: z.number().nullable(),
  })
  .openapi('Destination');

const notFound = refusals({ 400: invalid, 404: 'Unknown keyword, campground or destination (NOT_FOUND)' });
const common = { tags: ['Rentals pages'], ...isPublic };
// A page narrowed by no keyword answers Keyword null: a reference or null (anyOf), never allOf of the reference.
const OptionalKeyword = z.union([KeywordSchema, z.null()]);
const PageQuery = z.object({
  Keyword: z.string().optional(),
  Page: z.string().optional(),
  PageSize: z.string().optional(),
  SortOrder: z.string().optional(),
});

const indexRoute = createRoute({
  method: 'get',
  path: '/api/rv-rentals',
  operationId: 'listRentalPages',
  ...common,
  summary: 'Keywords, campgrounds and destinations for the /rv-rentals pages',
  responses: {
    200: json(
      z.object({ Keywords: z.array(KeywordSchema), Campgrounds: z.array(CampgroundSchema), Destinations: z.array(DestinationSchema) }),
      'Everything',
    ),
    ...refusals({ 400: invalid }),
  },
});
const keywordRoute = createRoute({
  method: 'get',
  path: '/api/rv-rentals/keywords/{keyword}',
  operationId: 'getRentalKeywordPage',
  ...common,
  summary: 'A keyword page: its title and matching RVs',
  request: { params: z.object({ keyword: z.string() }), query: PageQuery },
  responses: { 200: json(z.object({ Keyword: KeywordSchema, Listings: SearchResponseSchema }), 'Keyword and RVs'), ...notFound },
});
const campgroundRoute = createRoute({
  method: 'get',
  path: '/api/rv-rentals/campgrounds/{slug}',
  operationId: 'getCampgroundPage',
  ...common,
  summary: 'A campground page: the campground and RVs near it (optionally narrowed by a keyword)',
  request: { params: z.object({ slug: z.string() }), query: PageQuery },
  responses: {
    200: json(z.object({ Campground: CampgroundSchema, Keyword: OptionalKeyword, Listings: SearchResponseSchema }), 'Campground and RVs'),
    ...notFound,
  },
});
const destinationRoute = createRoute({
  method: 'get',
  path: '/api/rv-rentals/destination',
  operationId: 'getDestinationPage',
  ...common,
  summary: 'A destination page by its multi-segment path (e.g. canada/alberta/banff-national-park)',
  request: { query: PageQuery.extend({ Path: z.string().optional() }) },
  responses: {
    200: json(
      z.object({ Destination: DestinationSchema, Keyword: OptionalKeyword, Listings: SearchResponseSchema }),
      'Destination and RVs',
    ),
    ...notFound,
  },
});

const keywordOut = (slug: string | undefined) => {
  if (!slug) return null;
  const keyword = keywordBySlug(slug);
  if (!keyword) throw new ApiError(404, `Unknown rentals keyword '${slug}'.`, { statusMessage: 'NOT_FOUND' });
  return keyword;
};
const pageOf = (q: { Page?: string; PageSize?: string; SortOrder?: string }): RawQuery => ({
  Page: q.Page,
  PageSize: q.PageSize,
  SortOrder: q.SortOrder,
});

export const rentalsModule: ApiModule = {
  name: 'rentals',
  register(app, deps) {
    const search = (query: RawQuery) =>
      searchListings(deps.db, parseSearchRequest(query, deps.now().getUTCFullYear()), { today: deps.now().toISOString().slice(0, 10) });
    const year = () => deps.now().getUTCFullYear();

    app.openapi(indexRoute, (c) =>
      c.json(
        {
          Keywords: rentalKeywords.map((kw) => ({ Slug: kw.slug, Title: kw.title })),
          Campgrounds: campgrounds.map(campgroundOut),
          Destinations: destinations.map(destinationOut),
        },
        200,
      ),
    );

    app.openapi(keywordRoute, async (c) => {
      const keyword = keywordOut(c.req.valid('param').keyword)!;
      const listings = await search({ ...pageOf(c.req.valid('query')), ...keyword.query(year()) });
      return c.json({ Keyword: { Slug: keyword.slug, Title: keyword.title }, Listings: listings }, 200);
    });

    app.openapi(campgroundRoute, async (c) => {
      const campground = campgrounds.find((g) => g.slug === c.req.valid('param').slug);
      if (!campground) throw new ApiError(404, `Unknown campground '${c.req.valid('param').slug}'.`, { statusMessage: 'NOT_FOUND' });
      const q = c.req.valid('query');
      const keyword = keywordOut(q.Keyword);
      const listings = await search({
        ...pageOf(q),
        ...keyword?.query(year()),
        SearchLat: String(campground.lat),
        SearchLng: String(campground.lng),
        SortOrder: q.SortOrder ?? 'DistanceASC',
      });
      return c.json(
        { Campground: campgroundOut(campground), Keyword: keyword && { Slug: keyword.slug, Title: keyword.title }, Listings: listings },
        200,
      );
    });

    app.openapi(destinationRoute, async (c) => {
      const q = c.req.valid('query');
      const path = (q.Path ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
      const destination = destinations.find((d) => d.path === path);
      if (!destination) throw new ApiError(404, `Unknown destination '${path}'.`, { statusMessage: 'NOT_FOUND' });
      const keyword = keywordOut(q.Keyword);
      const place: RawQuery = destination.point
        ? { SearchLat: String(destination.point.lat), SearchLng: String(destination.point.lng) }
        : { Country: destination.country, Region: destination.region };
      const listings = await search({ ...pageOf(q), ...keyword?.query(year()), ...place });
      return c.json(
        { Destination: destinationOut(destination), Keyword: keyword && { Slug: keyword.slug, Title: keyword.title }, Listings: listings },
        200,
      );
    });
  },
};

function campgroundOut(g: (typeof campgrounds)[number]) {
  return { Slug: g.slug, Name: g.name, Park: g.park, Region: g.region, Country: g.country, Lat: g.lat, Lng: g.lng };
}
function destinationOut(d: (typeof destinations)[number]) {
  return { Path: d.path, Name: d.name, Country: d.country, Region: d.region ?? null, Lat: d.point?.lat ?? null, Lng: d.point?.lng ?? null };
}
