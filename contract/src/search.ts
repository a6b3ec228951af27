// The search endpoint's contract (GET /api/rvs/search). Query fields are the spec's search request fields
// (000 section 3), spelt the same. Every field is a string here: parsing is tolerant (see parseSearchRequest).
import { z } from 'zod';
import { currencies, distanceUnits, rvTypes, typeSearchField, badges, sortOrders, countries } from './constants.ts';

const flag = (description: string) => z.string().optional().describe(`${description} Set when present (empty, true or 1).`);
const num = (description: string) => z.string().optional().describe(`${description} Non-numeric counts as unset.`);

const typeFlags = Object.fromEntries(rvTypes.map((t) => [typeSearchField[t], flag(`Include ${t}.`)])) as Record<
  string,
  z.ZodOptional<z.ZodString>
>;

export const SearchQuerySchema = z.object({
  Guest: num('Adults plus children: RVs that sleep at least this many.'),
  SearchAddress: z.string().optional().describe('A place name, geocoded with the gazetteer when SearchLat/SearchLng are absent.'),
  SearchLat: num('Latitude of the searched point.'),
  SearchLng: num('Longitude of the searched point.'),
  Country: z.string().optional().describe('US or CA.'),
  Region: z.string().optional().describe('State or province code (CO, QC...).'),
  SortOrder: z.string().optional().describe('Recommended, PriceASC, PriceDESC or DistanceASC; anything else is ignored.'),
  StartDate: z.string().optional().describe('YYYY-MM-DD. Dates apply only when both ends are valid.'),
  EndDate: z.string().optional().describe('YYYY-MM-DD, after StartDate.'),
  Amenities: z.string().optional().describe('Comma list of amenities; Petfriendly means pets allowed.'),
  AirportPickup: flag('Only RVs offering airport pickup.'),
  RVBrand: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Brands: repeated or comma list.'),
  Delivery: flag('Only RVs the host delivers (to the searched point when one is given).'),
  ExperienceNotRequired: flag('Only RVs that need no towing or driving experience.'),
  IsSuperHost: flag('Only RVs of superhosts.'),
  FestivalFriendly: flag('Only festival-friendly RVs.'),
  Instabook: flag('Only RVs that can be booked instantly.'),
  MinLength: num('Feet.'),
  MaxLength: num('Feet.'),
  MinPrice: num('Nightly price in the market currency.'),
  MaxPrice: num('Nightly price in the market currency; 500 means no upper limit.'),
  MinYear: num('Model year (MinRvYear is accepted too).'),
  MaxYear: num('Model year (MaxRvYear is accepted too).'),
  MinWeight: num('Pounds.'),
  MaxWeight: num('Pounds; 20000 means no upper limit.'),
  NeLat: num('Map bounds: north-east latitude. Bounds apply only with all four corners.'),
  NeLng: num('Map bounds: north-east longitude.'),
  SwLat: num('Map bounds: south-west latitude.'),
  SwLng: num('Map bounds: south-west longitude.'),
  Currency: z.string().optional().describe('USD or CAD: the currency of price filters and display prices. Default: the market currency.'),
  Page: num('1-based page number (default 1).'),
  PageSize: num('Results per page, 1 to 100 (default 24).'),
  ...typeFlags,
});

/** The make and size of an RV as the search results and the listing page show them. */
export const rvSpecFields = {
  Brand: z.string(),
  Model: z.string(),
  Year: z.number().int(),
  Length: z.number(),
  Weight: z.number(),
  Sleeps: z.number().int(),
};

/** Where a paged answer stands: how many in all, which page, how many a page. */
export const pageFields = { Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() };

export const MoneySchema = z.object({ Amount: z.number(), Currency: z.enum(currencies) });

export const SearchResultSchema = z
  .object({
    Id: z.number().int(),
    Alias: z.string(),
    Name: z.string(),
    Type: z.enum(rvTypes),
    ...rvSpecFields,
    City: z.string(),
    Region: z.string(),
    Country: z.enum(countries),
    Lat: z.number(),
    Lng: z.number(),
    NightlyPrice: MoneySchema.describe('In the listing’s own currency.'),
    DisplayNightlyPrice: MoneySchema.describe('In the requested (market) currency.'),
    Photos: z.array(z.object({ Url: z.string(), Caption: z.string() })),
    Rating: z.number().nullable(),
    ReviewCount: z.number().int(),
    IsSuperHost: z.boolean(),
    InstantBook: z.boolean(),
    Delivery: z.boolean(),
    DeliveryOnly: z.boolean(),
    Featured: z.boolean(),
    PetFriendly: z.boolean(),
    Badges: z.array(z.enum(badges)),
    Distance: z.number().nullable().describe('From the searched point, in DistanceUnit; null without a point.'),
    DistanceUnit: z.enum(distanceUnits),
    Nights: z.number().int().nullable(),
    TripTotal: MoneySchema.nullable().describe(
      "With dates: the all-in total, equal to the estimate's RenterTotal for those dates and guests with its defaults (pickup, default protection with roadside assistance, no add-ons), in the listing currency; null when the estimate would refuse the dates.",
    ),
    DisplayTripTotal: MoneySchema.nullable().describe('TripTotal in the requested (market) currency, as cards and pins show it.'),
  })
  .meta({ id: 'SearchResult' });

export const SearchResponseSchema = z
  .object({
    Results: z.array(SearchResultSchema),
    ...pageFields,
    TotalPages: z.number().int(),
    Capped: z
      .boolean()
      .describe(
        'Around a point (no map bounds): true when the search reached the number of nearest matches it shows (Total is then that number, “120+ RVs”); the map’s bounds search the rest.',
      ),
    SortOrder: z.enum(sortOrders),
    Currency: z.enum(currencies),
    DistanceUnit: z.enum(distanceUnits),
    SearchLocation: z
      .object({ Lat: z.number(), Lng: z.number(), Name: z.string().nullable(), Country: z.enum(countries).nullable() })
      .nullable()
      .describe('The point distances are measured from.'),
  })
  .meta({ id: 'SearchResponse' });

export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export type SearchResult = z.infer<typeof SearchResultSchema>;
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
