import { type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
import { type Country, currencyOf, distanceUnitOf } from '@rove/contract';
import type { SearchResponse } from '@rove/contract';
import type { Database } from '../db/schema.ts';
import { geocode } from '../geocoding/geocoder.ts';
import { type Currency, convert, distanceIn, money, usdPerCad } from './money.ts';
import type { SearchCriteria } from './search-request.ts';
import { suspendedHostIds } from '../notifications/host-standing.ts';
import { embeddedChangeCount } from '../db/change-version.ts';
import { queryPrepared } from '../db/database.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { toDecimal } from '../pricing/money.ts';
import { cardFields, cardJson, type PreparedCard, type SearchedFields, searchCards } from './search-cards.ts';
import { midweekDays, midweekNightsBetween } from '../pricing/nightly-rates.ts';
import { searchTripTotal } from '../pricing/search-trip-total.ts';

/** A point without map bounds finds RVs within this distance (about 250 miles). */
export const defaultRadiusMetres = 400_000;

/**
 * A search around a point (no map bounds) shows at most this many matches: the nearest ones, then sorted as asked
 * (five pages of 24). Where RVs are dense, its cost follows this number rather than how many RVs the 400 km circle
 * holds (issue 35: every match was read, counted and sorted); the answer says when it reached the limit (`Capped`:
 * "120+ RVs"), and the map's bounds search the rest.
 */
export const nearestLimit = 120;

/** Whether a search reads the nearest matches alone (around a point, without map bounds). */
const searchesNearest = (criteria: SearchCriteria, setting: SearchSetting) => Boolean(setting.located.point && !criteria.bounds);

export interface SearchContext {
  /** Market fallback when neither the request nor the searched place names a country (e.g. the IP country). */
  ipCountry?: string;
  /** Today (UTC) for the card totals: a trip the estimate would refuse (in the past) has none. */
  today?: string;
  /**
   * The data's version the caller read before searching (the read cache's, listings/read-cache.ts): what search
   * derives from the data alone (the suspended hosts) is computed once per version. Without it, on PostgreSQL, at
   * every search.
   */
  version?: number;
}

interface Located {
  point?: { lat: number; lng: number };
  name: string | null;
  country?: Country;
  region?: string;
}

/** Where the search is centred: SearchLat/SearchLng, else the geocoded SearchAddress (a city is a point, a region a filter). */
export function locate(criteria: SearchCriteria): Located {
  if (criteria.point) return { point: criteria.point, name: criteria.address ?? null };
  if (!criteria.address) return { name: null };
  const place = geocode(criteria.address, 1)[0];
  if (!place) return { name: criteria.address };
  if (place.kind === 'locality') return { point: { lat: place.lat, lng: place.lng }, name: place.name, country: place.country };
  if (place.kind === 'region') return { name: place.name, country: place.country, region: place.region };
  return { name: place.name, country: place.country };
}

const suspendedByVersion = new WeakMap<Kysely<Database>, { version: number; ids: Promise<number[]> }>();

/**
 * The suspended hosts (notifications/host-standing.ts), read once per version of the data: the version the caller
 * read (the read cache's), else on the embedded database its change count (db/change-version.ts; migration 1100
 * counts every change of bookings' owner or status, all the standing reads). Read after the version, so never older
 * than it. Without a version (PostgreSQL, a search outside the read cache), at each search.
 */
function suspendedHosts(db: Kysely<Database>, given: number | undefined): Promise<number[]> {
  const version = given ?? embeddedChangeCount(db);
  if (version === undefined) return suspendedHostIds(db);
  const known = suspendedByVersion.get(db);
  if (known?.version === version) return known.ids;
  const ids = suspendedHostIds(db);
  suspendedByVersion.set(db, { version, ids });
  ids.catch(() => {
    if (suspendedByVersion.get(db)?.ids === ids) suspendedByVersion.delete(db);
  });
  return ids;
}

/** A bound as a whole number for an integer column: the same rows as the decimal bound, never out of range. */
const wholeBound = (value: number | undefined, round: (n: number) => number) =>
  value === undefined ? null : Math.min(2_147_483_647, Math.max(-2_147_483_648, round(value)));

/**
 * A card as the search query gives it: its listing's id and prepared card's version (the listing's fields come from
 * listings/search-cards.ts), then what the search adds. A JSON array, in this order (one JSON parse for the page).
 */
type CardRow = [listingId: number, version: number, ...SearchCardFields];

/** What the search adds to a card: the host's tax registration, the distance and the stay's calendar prices. */
type SearchCardFields = [
  hostChargesFederalTax: boolean,
  hostChargesSalesTax: boolean,
  /** Metres from the searched point, or null. */
  distance: number | null,
  /**
   * With dates: the calendar prices' difference from the base price over the stay and over its midweek nights
   * (cents), and the host's calendar minimum stay for the first night (each null when there is none).
   */
  calendar: [cents: number | null, midweekCents: number | null, firstNightMinimum: number | null] | null,
];

interface SearchAnswerRow {
  total: number;
  page: CardRow[] | null;
}

/** Where a search is centred and in which market and currency it answers. */
export interface SearchSetting {
  located: Located;
  market: Country;
  currency: Currency;
  sort: SearchResponse['SortOrder'];
}

/** The market, currency, place and effective sort of a search. */
export function settingOf(criteria: SearchCriteria, context: SearchContext): SearchSetting {
  const located = locate(criteria);
  const ipCountry = context.ipCountry?.toUpperCase();
  const market: Country = criteria.country ?? located.country ?? (ipCountry === 'CA' || ipCountry === 'US' ? ipCountry : 'US');
  const currency: Currency = criteria.currency ?? currencyOf(market);
  // DistanceASC needs a point; without one it is Recommended.
  const sort = criteria.sort === 'DistanceASC' && !located.point ? 'Recommended' : criteria.sort;
  return { located, market, currency, sort };
}

/**
 * The search's one query over listing_search (migration 1500: one narrow row per published listing, kept in step by
 * triggers): the place through the GiST index on the stored point (or the latitude index for map bounds, the region
 * index for a region), every filter a plain comparison on the row (no query per candidate: availability is one
 * multirange overlap, the calendar's minimum stay is looked up only for RVs whose host set one), around a point the
 * index read in distance order until `nearestLimit` match (elsewhere every match), the matches counted and sorted
 * once, and the page's rows joined to their prepared card's version (listing_cards by key, migrations 1531 and 1800:
 * the listing's fields come from listings/search-cards.ts) with the calendar's prices for the stay summed in SQL.
 * Its text depends only on the shape of the search (place, dates, sort), never on values: a prepared statement whose
 * plan is reused (db/database.ts). Exported for the tests that read its plan.
 */
export function compileSearch(
  db: Kysely<Database>,
  criteria: SearchCriteria,
  setting: SearchSetting,
  suspended: readonly number[],
): CompiledQuery<SearchAnswerRow> {
  const { located, currency, sort } = setting;
  const country = criteria.country ?? (located.region ? located.country : undefined);
  const region = criteria.region ?? located.region;
  const point = located.point;
  const bounds = criteria.bounds;
  const dates = criteria.dates;

  // The searched point and the stay, computed once per query (the "place" row below, read through init plans).
  const earthPoint = point ? sql`(select point from place)` : undefined;
  // Only the filters asked for are in the query: a row is checked against those alone (the text, so the prepared
  // statement, is one per combination of filters, place, dates and sort).
  const where: RawBuilder<unknown>[] = [];
  // The place: the index's access path.
  if (bounds) {
    where.push(sql`s.lat between ${bounds.south}::float8 and ${bounds.north}::float8`);
    where.push(
      bounds.west <= bounds.east
        ? sql`s.lng between ${bounds.west}::float8 and ${bounds.east}::float8`
        : sql`(s.lng >= ${bounds.west}::float8 or s.lng <= ${bounds.east}::float8)`,
    );
  } else if (earthPoint) {
    // The box around the circle (earth_cap_box, migration 1530: the smallest the index can use, computed once in
    // the "place" row) finds the candidates in the GiST index; the chord length (cube_distance, monotonic with the
    // distance on the earth) trims its corners. The radius is a constant of the text, so even the prepared
    // statement's generic plan computes its chord once, not for every row.
    const radius = sql.lit(defaultRadiusMetres);
    where.push(sql`(select area from place) @> s.earth`);
    where.push(sql`cube_distance(${earthPoint}, s.earth) <= gc_to_sec(${radius}::float8)`);
  }
  if (region) where.push(sql`s.region = ${region}::text`);
  if (criteria.ownerId !== undefined) where.push(sql`s.owner_id = ${criteria.ownerId}::bigint`);
  if (suspended.length) where.push(sql`s.owner_id <> all(${suspended}::bigint[])`);
  if (country) where.push(sql`s.country = ${country}::text`);
  if (criteria.guests) where.push(sql`s.sleeps >= ${Math.min(criteria.guests, 1_000_000)}::int`);
  if (criteria.types.length) where.push(sql`s.type = any(${criteria.types}::text[])`);
  if (criteria.amenities.length) where.push(sql`s.amenities @> ${criteria.amenities}::text[]`);
  if (criteria.petFriendly) where.push(sql`s.pets_allowed`);
  if (criteria.brands.length) where.push(sql`s.brand_key = any(${criteria.brands.map((b) => b.toLowerCase())}::text[])`);
  if (criteria.delivery) {
    where.push(sql`s.delivery_chord > 0`);
    // With a point, hosts whose delivery radius reaches it.
    if (earthPoint) where.push(sql`cube_distance(${earthPoint}, s.earth) <= s.delivery_chord`);
  }
  if (criteria.experienceNotRequired) where.push(sql`not s.experience_required`);
  if (criteria.superhost) where.push(sql`s.host_superhost`);
  if (criteria.festivalFriendly) where.push(sql`s.festival_friendly`);
  if (criteria.instantBook) where.push(sql`s.instant_book`);
  // The nightly price in the display currency (from the stored USD price), for price filters across both markets.
  const displayFactor = currency === 'USD' ? 1 : 1 / usdPerCad;
  if (criteria.price.min !== undefined) where.push(sql`s.price_usd * ${displayFactor}::float8 >= ${criteria.price.min}::float8`);
  if (criteria.price.max !== undefined) where.push(sql`s.price_usd * ${displayFactor}::float8 <= ${criteria.price.max}::float8`);
  // Any finite number a client sends (5e-324, 1e300) is a valid bound, never a SQL error: decimals for the length,
  // whole numbers (rounded towards the range) for the integer columns.
  if (criteria.length.min !== undefined) where.push(sql`s.length >= ${criteria.length.min}::numeric`);
  if (criteria.length.max !== undefined) where.push(sql`s.length <= ${criteria.length.max}::numeric`);
  if (criteria.year.min !== undefined) where.push(sql`s.year >= ${wholeBound(criteria.year.min, Math.ceil)}::int`);
  if (criteria.year.max !== undefined) where.push(sql`s.year <= ${wholeBound(criteria.year.max, Math.floor)}::int`);
  if (criteria.weight.min !== undefined) where.push(sql`s.weight >= ${wholeBound(criteria.weight.min, Math.ceil)}::int`);
  if (criteria.weight.max !== undefined) where.push(sql`s.weight <= ${wholeBound(criteria.weight.max, Math.floor)}::int`);
  if (dates) {
    // No booked or blocked night in [start, end), and the minimum stay: the host's calendar minimum for the first
    // night (issue 19) for RVs that have calendar minimums, else the RV's own.
    where.push(sql`not (s.unavailable && (select stay from place))`);
    where.push(sql`(case when s.calendar_minimums
      then coalesce((select c.minimum_nights from calendar_days c where c.listing_id = s.listing_id and c.day = ${dates.start}::date), s.minimum_nights)
      else s.minimum_nights end) <= ${dates.nights}::int`);
  }

  // Sort keys are columns of the row; ties break on id so pages never overlap.
  const order = (alias: string) => {
    const column = (name: string) => sql.ref(`${alias}.${name}`);
    return sort === 'PriceASC'
      ? sql`${column('price_usd')} asc, ${column('listing_id')} asc`
      : sort === 'PriceDESC'
        ? sql`${column('price_usd')} desc, ${column('listing_id')} asc`
        : sort === 'DistanceASC'
          ? sql`${column('chord')} asc, ${column('listing_id')} asc`
          : sql`${column('recommended_score')} desc, ${column('listing_id')} asc`;
  };

  // The stay's calendar prices for the card's total, summed for the page's rows whose host set calendar prices or
  // minimum stays: their difference from the base price (cents) over every night and over the midweek nights, and
  // the first night's calendar minimum stay.
  const calendar = dates
    ? sql`case when p.calendar_prices or p.calendar_minimums then (select json_build_array((sum(c.nightly_price - l.nightly_price) * 100)::int8,
          (sum(c.nightly_price - l.nightly_price) filter (where extract(dow from c.day)::int = any(${[...midweekDays]}::int[])) * 100)::int8,
          max(c.minimum_nights) filter (where c.day = ${dates.start}::date))
        from calendar_days c where c.listing_id = l.listing_id and c.day >= ${dates.start}::date and c.day < ${dates.end}::date) end`
    : sql`null::json`;

  // earthdistance's ll_to_earth and sec_to_gc written out. Both are strict SQL functions whose bodies PostgreSQL
  // will not inline (a domain cast, a CASE), so its SQL function executor ran them: sec_to_gc for every card, its body
  // parsed and planned at every search, ll_to_earth once a search; together about a third of the database's time a
  // search (issue 35; search-lookup.test.ts finds any such call in the plans). earth() is inlined. The point:
  // ll_to_earth's body, on the angles computed once. A card's distance in metres from its chord: 2R asin(chord / 2R),
  // sec_to_gc's body for a chord, which is never negative (cube_distance), least(…, 1) being its case for the antipodes.
  const earthPointOf = ({ lat, lng }: { lat: number; lng: number }) =>
    sql`(select cube(cube(cube(earth() * cos(a.lat) * cos(a.lng)), earth() * cos(a.lat) * sin(a.lng)), earth() * sin(a.lat))::earth
      from (select radians(${lat}::float8) as lat, radians(${lng}::float8) as lng) a)`;
  const arcMetres = (chord: RawBuilder<unknown>) => sql`2 * earth() * asin(least(${chord} / (2 * earth()), 1::float8))`;

  // Without a searched point a card has no distance (least() skips a null chord: half the earth's circumference).
  const distance = earthPoint ? arcMetres(sql.ref('p.chord')) : sql`null::float8`;

  const offset = (criteria.page - 1) * criteria.pageSize;
  // One row: the count of the matches and the page's cards as one JSON array (one parse, not one per column).
  // The point is computed once (offset 0 keeps it a subquery's column), so earth_cap_box, a SQL function reading it
  // six times, is inlined rather than run through the function executor (which parses its body at each query).
  const place = sql`place as materialized (select p.point, ${point ? sql`earth_cap_box(p.point, ${sql.lit(defaultRadiusMetres)}::float8)` : sql`null::cube`} as area,
      ${dates ? sql`daterange(${dates.start}::date, ${dates.end}::date, '[)')` : sql`null::daterange`} as stay
      from (select ${point ? earthPointOf(point) : sql`null::earth`} as point offset 0) p)`;
  // Around a point, the nearest matches (the GiST index read in distance order, stopping at `nearestLimit` matches);
  // elsewhere (map bounds, a region) every match.
  const nearest = searchesNearest(criteria, setting);
  const candidates = sql`select s.listing_id, s.recommended_score, s.price_usd, ${earthPoint ? sql`cube_distance(${earthPoint}, s.earth)` : sql`null::float8`} as chord,
        s.calendar_prices, s.calendar_minimums, s.host_charges_federal_tax, s.host_charges_sales_tax
      from listing_search s
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
  const matches = nearest
    ? sql`matches as (${candidates}
      order by s.earth <-> ${earthPoint} limit ${sql.lit(nearestLimit)})`
    : sql`matches as (${candidates})`;
  const query = sql<SearchAnswerRow>`with ${place}, ${matches}, page as (
      select m.* from matches m order by ${order('m')} limit ${criteria.pageSize}::int offset ${offset}::int
    )
    select (select count(*) from matches)::int8 as total, (
      select json_agg(json_build_array(l.listing_id, l.version, p.host_charges_federal_tax, p.host_charges_sales_tax, ${distance}, ${calendar})
          order by ${order('p')})
      from page p join listing_cards l on l.listing_id = p.listing_id
    ) as page`;
  return query.compile(db);
}

/** A search's answer before it is given as objects (`searchListings`) or JSON text (`searchListingsJson`). */
interface SearchAnswer {
  /** The answer's fields but its results. */
  envelope: Omit<SearchResponse, 'Results'>;
  cards: { card: PreparedCard; searched: SearchedFields }[];
}

async function searchAnswer(db: Kysely<Database>, criteria: SearchCriteria, context: SearchContext): Promise<SearchAnswer> {
  const setting = settingOf(criteria, context);
  const { located, market, currency, sort } = setting;
  const point = located.point;
  const dates = criteria.dates;
  // Suspended hosts' listings (tier ActionRequired) are hidden from search, the map and the landing pages.
  const suspended = await suspendedHosts(db, context.version);
  const [answer] = await queryPrepared(db, compileSearch(db, criteria, setting, suspended));
  const total = Number(answer?.total ?? 0);
  const rows = answer?.page ?? [];
  const prepared = await searchCards(db, rows);

  const today = context.today ?? todayUtc();
  const midweekNights = dates ? midweekNightsBetween(dates.start, dates.end) : 0;
  const distanceUnit = distanceUnitOf(market);
  const cards: SearchAnswer['cards'] = [];
  rows.forEach(([, , federalTax, salesTax, distance, calendar], index) => {
    const card = prepared[index];
    if (!card) return;
    const own = card.currency;
    // The estimate's renter total with its defaults (pricing/search-trip-total.ts): arithmetic on a few numbers.
    let cardTotal: number | null = null;
    if (dates) {
      const nightlyPrice = card.terms.nightlyPrice;
      const [calendarCents, calendarMidweekCents, firstNightMinimum] = calendar ?? [null, null, null];
      const cents = searchTripTotal(
        {
          ...card.terms,
          minimumNightsByDate: firstNightMinimum === null ? undefined : { [dates.start]: firstNightMinimum },
          hostChargesFederalTax: federalTax,
          hostChargesSalesTax: salesTax,
        },
        {
          nights: dates.nights,
          preDiscountAmount: nightlyPrice * dates.nights + (calendarCents ?? 0),
          midweekNights,
          midweekAmount: nightlyPrice * midweekNights + (calendarMidweekCents ?? 0),
        },
        { startDate: dates.start, endDate: dates.end, adults: criteria.guests ?? 1, today },
      );
      cardTotal = cents === null ? null : toDecimal(cents);
    }
    cards.push({
      card,
      searched: {
        DisplayNightlyPrice: money(convert(card.nightlyPrice, own, currency), currency),
        Distance: distance === null ? null : distanceIn(market, distance),
        DistanceUnit: distanceUnit,
        Nights: dates?.nights ?? null,
        TripTotal: cardTotal === null ? null : money(cardTotal, own),
        DisplayTripTotal: cardTotal === null ? null : money(convert(cardTotal, own, currency), currency),
      },
    });
  });

  return {
    cards,
    envelope: {
      Total: total,
      Page: criteria.page,
      PageSize: criteria.pageSize,
      TotalPages: Math.ceil(total / criteria.pageSize),
      Capped: searchesNearest(criteria, setting) && total >= nearestLimit,
      SortOrder: sort,
      Currency: currency,
      DistanceUnit: distanceUnit,
      SearchLocation: point ? { Lat: point.lat, Lng: point.lng, Name: located.name, Country: located.country ?? null } : null,
    },
  };
}

/** The search's answer (the contract's SearchResponse), its cards' fields the answer's own. */
export async function searchListings(db: Kysely<Database>, criteria: SearchCriteria, context: SearchContext = {}): Promise<SearchResponse> {
  const { envelope, cards } = await searchAnswer(db, criteria, context);
  return { Results: cards.map(({ card, searched }) => ({ ...cardFields(card), ...searched })), ...envelope };
}

/**
 * The same answer as JSON text, for the API: each card's listing fields written once per version of the listing
 * (listings/search-cards.ts), only what the search adds serialized at each search.
 */
export async function searchListingsJson(db: Kysely<Database>, criteria: SearchCriteria, context: SearchContext = {}): Promise<string> {
  const { envelope, cards } = await searchAnswer(db, criteria, context);
  return `{"Results":[${cards.map(({ card, searched }) => cardJson(card, searched)).join(',')}],${JSON.stringify(envelope).slice(1)}`;
}
