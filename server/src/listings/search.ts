import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { type Country, type RvType, currencyOf, distanceUnitOf } from '@rove/contract';
import type { SearchResponse, SearchResult } from '@rove/contract';
import type { Database } from '../db/schema.ts';
import { geocode } from '../geocoding/geocoder.ts';
import { photoUrl, uploadedPhotoUrl } from '../photos/photo-url.ts';
import { type Currency, convert, distanceIn, money, usdPerCad } from './money.ts';
import type { SearchCriteria } from './search-request.ts';
import { rvClassOf } from '../booking/listing-terms.ts';
import { suspendedHostIds } from '../notifications/host-standing.ts';
import { embeddedChangeCount } from '../db/change-version.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { toCents, toDecimal } from '../pricing/money.ts';
import { searchTripTotal } from '../pricing/search-trip-total.ts';

/** A point without map bounds finds RVs within this distance (about 250 miles). */
export const defaultRadiusMetres = 400_000;

export interface SearchContext {
  /** Market fallback when neither the request nor the searched place names a country (e.g. the IP country). */
  ipCountry?: string;
  /** Today (UTC) for the card totals: a trip the estimate would refuse (in the past) has none. */
  today?: string;
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

const badgesOf = (r: { host_superhost: boolean; instant_book: boolean; delivery_only: boolean; featured: boolean }) => {
  const badges: SearchResult['Badges'] = [];
  if (r.host_superhost) badges.push('Superhost');
  if (r.instant_book) badges.push('InstantBook');
  if (r.delivery_only) badges.push('DeliveryOnly');
  if (r.featured) badges.push('Featured');
  return badges;
};

const suspendedByVersion = new WeakMap<Kysely<Database>, { version: number; ids: Promise<number[]> }>();

/**
 * The suspended hosts (notifications/host-standing.ts). On the embedded database the data's version is known without
 * a query (db/change-version.ts; migration 1100 counts every change of bookings' owner or status, all the standing
 * reads): read once per version, not at every search. Read after the version, so never older than it.
 */
function suspendedHosts(db: Kysely<Database>): Promise<number[]> {
  const version = embeddedChangeCount(db);
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

export async function searchListings(db: Kysely<Database>, criteria: SearchCriteria, context: SearchContext = {}): Promise<SearchResponse> {
  const located = locate(criteria);
  const ipCountry = context.ipCountry?.toUpperCase();
  const market: Country = criteria.country ?? located.country ?? (ipCountry === 'CA' || ipCountry === 'US' ? ipCountry : 'US');
  const currency: Currency = criteria.currency ?? currencyOf(market);
  const country = criteria.country ?? (located.region ? located.country : undefined);
  const region = criteria.region ?? located.region;
  const point = located.point;
  const bounds = criteria.bounds;

  // Nightly price in the display currency (from the stored USD price), for price filters across both markets.
  const displayPrice = sql<number>`(l.price_usd * ${currency === 'USD' ? 1 : 1 / usdPerCad}::float8)`;
  const earthPoint = point ? sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)` : undefined;
  const distance = earthPoint ? sql<number>`earth_distance(${earthPoint}, ll_to_earth(l.lat, l.lng))` : sql<number>`null::float8`;

  // The host's superhost flag is a copy on listings (migration 0003, kept in step by triggers): no join with users.
  let query = db.selectFrom('listings as l').where('l.status', '=', 'published');
  // Suspended hosts' listings (tier ActionRequired) are hidden from search, the map and the landing pages.
  const suspended = await suspendedHosts(db);
  if (suspended.length) query = query.where('l.owner_id', 'not in', suspended);

  if (criteria.ownerId !== undefined) query = query.where('l.owner_id', '=', criteria.ownerId);
  if (country) query = query.where('l.country', '=', country);
  if (region) query = query.where('l.region', '=', region);
  if (bounds) {
    query = query.where('l.lat', '>=', bounds.south).where('l.lat', '<=', bounds.north);
    query =
      bounds.west <= bounds.east
        ? query.where('l.lng', '>=', bounds.west).where('l.lng', '<=', bounds.east)
        : query.where((eb) => eb.or([eb('l.lng', '>=', bounds.west), eb('l.lng', '<=', bounds.east)]));
  } else if (earthPoint) {
    // earth_box uses the GiST index; the exact distance trims its corners.
    query = query
      .where(sql<SqlBool>`earth_box(${earthPoint}, ${defaultRadiusMetres}::float8) @> ll_to_earth(l.lat, l.lng)`)
      .where(sql<SqlBool>`earth_distance(${earthPoint}, ll_to_earth(l.lat, l.lng)) <= ${defaultRadiusMetres}::float8`);
  }
  if (criteria.guests) query = query.where(sql<SqlBool>`l.sleeps >= ${criteria.guests}::float8`);
  if (criteria.types.length) query = query.where('l.type', 'in', criteria.types as RvType[]);
  if (criteria.amenities.length) query = query.where(sql<SqlBool>`l.amenities @> ${sql.val(criteria.amenities)}::text[]`);
  if (criteria.petFriendly) query = query.where('l.pets_allowed', '=', true);
  if (criteria.brands.length)
    query = query.where(sql<SqlBool>`lower(l.brand) in (${sql.join(criteria.brands.map((b) => b.toLowerCase()))})`);
  if (criteria.delivery) {
    query = query.where('l.delivery_radius', '>', 0);
    if (earthPoint) {
      query = query.where(
        sql<SqlBool>`earth_distance(${earthPoint}, ll_to_earth(l.lat, l.lng)) <= l.delivery_radius * case when l.country = 'US' then 1609.34 else 1000 end`,
      );
    }
  }
  if (criteria.experienceNotRequired) query = query.where('l.experience_required', '=', false);
  if (criteria.superhost) query = query.where('l.host_superhost', '=', true);
  if (criteria.festivalFriendly) query = query.where('l.festival_friendly', '=', true);
  if (criteria.instantBook) query = query.where('l.instant_book', '=', true);
  if (criteria.price.min !== undefined) query = query.where(sql<SqlBool>`${displayPrice} >= ${criteria.price.min}::float8`);
  if (criteria.price.max !== undefined) query = query.where(sql<SqlBool>`${displayPrice} <= ${criteria.price.max}::float8`);
  // Compared as float8: any finite number a client sends (5e-324, 1e300) is a valid bound, never a SQL error.
  const ranges = [
    ['l.length', criteria.length],
    ['l.year', criteria.year],
    ['l.weight', criteria.weight],
  ] as const;
  for (const [column, range] of ranges) {
    if (range.min !== undefined) query = query.where(sql<SqlBool>`${sql.ref(column)} >= ${range.min}::float8`);
    if (range.max !== undefined) query = query.where(sql<SqlBool>`${sql.ref(column)} <= ${range.max}::float8`);
  }
  if (criteria.dates) {
    const { start, end, nights } = criteria.dates;
    query = query
      // The host's calendar minimum stay for the first night (issue 19), else the RV's own.
      .where(
        sql<SqlBool>`coalesce((select cd.minimum_nights from calendar_days cd where cd.listing_id = l.id and cd.day = ${start}::date), l.minimum_nights) <= ${nights}`,
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('availability_blocks as b')
              .select(sql`1`.as('x'))
              .whereRef('b.listing_id', '=', 'l.id')
              .where(sql<SqlBool>`b.during && daterange(${start}::date, ${end}::date, '[)')`),
          ),
        ),
      );
  }

  // Sort keys are stored, indexed columns (migration 0003); ties break on id so pages never overlap.
  const sort = criteria.sort === 'DistanceASC' && !earthPoint ? 'Recommended' : criteria.sort;
  const orderBy: Expression<unknown> =
    sort === 'PriceASC'
      ? sql`l.price_usd asc, l.id asc`
      : sort === 'PriceDESC'
        ? sql`l.price_usd desc, l.id asc`
        : sort === 'DistanceASC'
          ? sql`${distance} asc, l.id asc`
          : sql`l.recommended_score desc, l.id asc`;

  const offset = (criteria.page - 1) * criteria.pageSize;
  const rows = await query
    // The host's tax registration, for the card's all-in total (page rows only; the count query has no join).
    .leftJoin('listing_booking_terms as t', 't.listing_id', 'l.id')
    .select([
      'l.id',
      'l.alias',
      'l.name',
      'l.type',
      'l.brand',
      'l.model',
      'l.year',
      'l.length',
      'l.weight',
      'l.sleeps',
      'l.city',
      'l.region',
      'l.country',
      'l.lat',
      'l.lng',
      'l.nightly_price',
      'l.cleaning_fee',
      'l.midweek_discount_percent',
      'l.weekly_discount_percent',
      'l.monthly_discount_percent',
      'l.minimum_nights',
      't.host_charges_federal_tax',
      't.host_charges_sales_tax',
      'l.rating_average',
      'l.review_count',
      'l.instant_book',
      'l.delivery_radius',
      'l.delivery_only',
      'l.featured',
      'l.pets_allowed',
      'l.host_superhost',
    ])
    .select(distance.as('distance'))
    // The number of matches in the same scan (a window over the filtered rows, before the page's limit).
    .select(sql<number>`count(*) over ()`.as('matches'))
    // The card's first photos, in the same round trip (evaluated for the page's rows only): the host's uploaded
    // photos when it has any (rv_photos, migration 0400), else the generated illustrations.
    .select(
      sql<{ p: number; c: string; u?: string }[]>`coalesce(
        (select json_agg(json_build_object('p', rp.position, 'c', rp.caption_en, 'u', rp.upload_id) order by rp.position)
          from rv_photos rp where rp.listing_id = l.id and rp.position < 5),
        (select coalesce(json_agg(json_build_object('p', ph.position, 'c', ph.caption_en) order by ph.position), '[]')
          from listing_photos ph where ph.listing_id = l.id and ph.position < 5))`.as('photos'),
    )
    // The host's calendar prices for the searched nights (issue 19), in the same round trip: they replace the base
    // price in the card's total.
    .select(
      criteria.dates
        ? sql<Record<string, number> | null>`(select json_object_agg(cd.day, cd.nightly_price) from calendar_days cd
            where cd.listing_id = l.id and cd.day >= ${criteria.dates.start}::date and cd.day < ${criteria.dates.end}::date
              and cd.nightly_price is not null)`.as('calendar_prices')
        : sql<Record<string, number> | null>`null::json`.as('calendar_prices'),
    )
    .orderBy(orderBy as never)
    .limit(criteria.pageSize)
    .offset(offset)
    .execute();

  // Every row carries the number of matches; a page past the end has no row to carry it: counted apart then.
  const total = rows.length
    ? Number(rows[0].matches)
    : offset === 0
      ? 0
      : Number((await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  // The calendar's nightly prices (decimals) in cents, for the pricing engine.
  const centsByNight = (prices: Record<string, number> | undefined) =>
    prices ? Object.fromEntries(Object.entries(prices).map(([date, price]) => [date, toCents(Number(price))])) : undefined;
  const today = context.today ?? todayUtc();
  const dates = criteria.dates;
  // The estimate's renter total with its defaults (pricing/search-trip-total.ts): pure arithmetic per row.
  const tripTotal = (r: (typeof rows)[number]) => {
    if (!dates) return null;
    const cents = searchTripTotal(
      {
        country: r.country,
        region: r.region,
        rvClass: rvClassOf(r.type),
        nightlyPrice: toCents(Number(r.nightly_price)),
        cleaningFee: toCents(Number(r.cleaning_fee)),
        midweekPercent: Number(r.midweek_discount_percent) || null,
        weeklyPercent: Number(r.weekly_discount_percent) || null,
        monthlyPercent: Number(r.monthly_discount_percent) || null,
        minimumNights: r.minimum_nights,
        maxGuests: r.sleeps,
        petsAllowed: r.pets_allowed,
        hostChargesFederalTax: r.host_charges_federal_tax ?? false,
        hostChargesSalesTax: r.host_charges_sales_tax ?? false,
        nightlyPrices: centsByNight(r.calendar_prices ?? undefined),
      },
      { startDate: dates.start, endDate: dates.end, adults: criteria.guests ?? 1, today },
    );
    return cents === null ? null : toDecimal(cents);
  };
  const results: SearchResult[] = rows.map((r) => {
    const own = currencyOf(r.country);
    const cardTotal = tripTotal(r);
    return {
      Id: r.id,
      Alias: r.alias,
      Name: r.name,
      Type: r.type as RvType,
      Brand: r.brand,
      Model: r.model,
      Year: r.year,
      Length: r.length,
      Weight: r.weight,
      Sleeps: r.sleeps,
      City: r.city,
      Region: r.region,
      Country: r.country,
      Lat: r.lat,
      Lng: r.lng,
      NightlyPrice: money(r.nightly_price, own),
      DisplayNightlyPrice: money(convert(r.nightly_price, own, currency), currency),
      Photos: r.photos.map((ph) => ({ Url: ph.u ? uploadedPhotoUrl(ph.u, 'card') : photoUrl(r.id, ph.p), Caption: ph.c })),
      Rating: r.rating_average,
      ReviewCount: r.review_count,
      IsSuperHost: r.host_superhost,
      InstantBook: r.instant_book,
      Delivery: r.delivery_radius > 0,
      DeliveryOnly: r.delivery_only,
      Featured: r.featured,
      PetFriendly: r.pets_allowed,
      Badges: badgesOf(r),
      Distance: r.distance === null ? null : distanceIn(market, r.distance),
      DistanceUnit: distanceUnitOf(market),
      Nights: criteria.dates?.nights ?? null,
      TripTotal: cardTotal === null ? null : money(cardTotal, own),
      DisplayTripTotal: cardTotal === null ? null : money(convert(cardTotal, own, currency), currency),
    };
  });

  return {
    Results: results,
    Total: total,
    Page: criteria.page,
    PageSize: criteria.pageSize,
    TotalPages: Math.ceil(total / criteria.pageSize),
    SortOrder: sort,
    Currency: currency,
    DistanceUnit: distanceUnitOf(market),
    SearchLocation: point ? { Lat: point.lat, Lng: point.lng, Name: located.name, Country: located.country ?? null } : null,
  };
}
