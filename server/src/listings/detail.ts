import { type CompiledQuery, type Kysely, sql } from 'kysely';
import {
  type Country,
  cancellationPolicies,
  defaultCancellationPolicy,
  type ReviewSort,
  type RvType,
  currencyOf,
  distanceUnitOf,
  isDrivable,
} from '@rove/contract';
import type { ListingDetail, Review, ReviewPage } from '@rove/contract';
import { queryPrepared } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { regionName } from '../geocoding/regions.ts';
import { ApiError } from '../http/errors.ts';
import { hostRecordJson, recordOf } from '../notifications/host-standing.ts';
import { hostTakesNewBookings, performanceTier } from '../notifications/notification-rules.ts';
import { photoUrl, uploadedPhotoUrl } from '../photos/photo-url.ts';
import { money } from './money.ts';
import { searchListings } from './search.ts';
import { parseSearchRequest } from './search-request.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A row as PostgreSQL's row_to_json gives it: its timestamps as text. */
type AsJson<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] };

/** The order of a page of reviews (the newest first among equals, then by id). */
const reviewOrder = (sort: ReviewSort) =>
  sort === 'highest'
    ? sql`r.rating desc, r.created_at desc`
    : sort === 'lowest'
      ? sql`r.rating asc, r.created_at desc`
      : sql`r.created_at desc`;

export async function reviewPage(
  db: Kysely<Database>,
  listingId: number,
  sort: ReviewSort,
  page: number,
  pageSize: number,
): Promise<ReviewPage> {
  const order = reviewOrder(sort);
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('users as a', 'a.id', 'r.author_id')
    .where('r.listing_id', '=', listingId)
    .select([
      'r.id',
      'r.rating',
      'r.listing_accuracy',
      'r.value',
      'r.cleanliness',
      'r.communication',
      'r.body',
      'r.language',
      'r.owner_response',
      'r.created_at',
      'a.first_name',
      'a.avatar_url',
    ])
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy(sql`${order}, r.id desc` as never)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total =
    rows[0]?.total ??
    (
      await db
        .selectFrom('reviews')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('listing_id', '=', listingId)
        .executeTakeFirstOrThrow()
    ).n;
  return { Reviews: rows.map(reviewOf), Total: total, Page: page, PageSize: pageSize, Sort: sort };
}

/** A review as a row (reviewPage) or as JSON (listingDetail: its time a string, its numbers numbers). */
type ReviewRow = {
  id: number;
  rating: number;
  listing_accuracy: number;
  value: number;
  cleanliness: number;
  communication: number;
  body: string;
  language: 'en' | 'fr';
  owner_response: string | null;
  created_at: Date | string;
  first_name: string;
  avatar_url: string | null;
};

const reviewOf = (r: ReviewRow): Review => ({
  Id: r.id,
  AuthorFirstName: r.first_name,
  AuthorAvatarUrl: r.avatar_url,
  Rating: r.rating,
  ListingAccuracy: r.listing_accuracy,
  Value: r.value,
  Cleanliness: r.cleanliness,
  Communication: r.communication,
  Body: r.body,
  Language: r.language,
  OwnerResponse: r.owner_response,
  CreatedDate: iso(r.created_at),
});

/** The listing page. Unpublished: RV_UNPUBLISHED with similar RVs near it; deleted or unknown: 404. */
export async function listingDetail(
  db: Kysely<Database>,
  alias: string,
  options: { today: string; currentYear: number; reviewSort: ReviewSort; reviewPage: number; reviewPageSize: number },
): Promise<ListingDetail> {
  const { reviewSort, reviewPage: page, reviewPageSize: pageSize } = options;
  // One query (a listing page is rendered for every visitor who comes: issue 35): the listing and its host, and
  // as JSON what it holds (photos, add-ons, booked ranges, the page of reviews, its terms, the host's record).
  const columns = db
    .selectFrom('listings as l')
    .innerJoin('users as u', 'u.id', 'l.owner_id')
    .selectAll('l')
    .select([
      'u.first_name as host_first_name',
      'u.last_name as host_last_name',
      'u.avatar_url as host_avatar_url',
      'u.about as host_about',
      'u.is_superhost as host_superhost',
      'u.is_verified as host_verified',
      'u.created_at as host_created_at',
      'u.city as host_city',
      'u.region as host_region',
      'u.language as host_language',
    ])
    .select([
      sql<
        { position: number; caption_en: string; caption_fr: string }[]
      >`(select coalesce(json_agg(json_build_object('position', p.position,
        'caption_en', p.caption_en, 'caption_fr', p.caption_fr) order by p.position), '[]') from listing_photos p where p.listing_id = l.id)`.as(
        'photos',
      ),
      sql<
        { upload_id: string; caption_en: string; caption_fr: string }[]
      >`(select coalesce(json_agg(json_build_object('upload_id', p.upload_id,
        'caption_en', p.caption_en, 'caption_fr', p.caption_fr) order by p.position), '[]') from rv_photos p where p.listing_id = l.id)`.as(
        'uploaded_photos',
      ),
      sql<
        {
          id: number;
          name_en: string;
          name_fr: string;
          description_en: string;
          description_fr: string;
          price: number;
          price_per: 'night' | 'trip';
          max_quantity: number;
        }[]
      >`(select coalesce(json_agg(a order by a.id), '[]') from (select id, name_en, name_fr, description_en, description_fr, price, price_per,
        max_quantity from listing_addons where listing_id = l.id) a)`.as('addons'),
      sql<{ start: string; end: string }[]>`(select coalesce(json_agg(json_build_object('start', lower(b.during), 'end', upper(b.during))
        order by lower(b.during)), '[]') from availability_blocks b where b.listing_id = l.id and upper(b.during) > ${options.today}::date)`.as(
        'blocks',
      ),
      sql<ReviewRow[]>`(select coalesce(json_agg(r), '[]') from (select r.id, r.rating, r.listing_accuracy, r.value, r.cleanliness,
        r.communication, r.body, r.language, r.owner_response, r.created_at, a.first_name, a.avatar_url
        from reviews r join users a on a.id = r.author_id where r.listing_id = l.id
        order by ${reviewOrder(reviewSort)}, r.id desc limit ${pageSize} offset ${(page - 1) * pageSize}) r)`.as('reviews'),
      sql<number>`(select count(*)::int from reviews r where r.listing_id = l.id)`.as('reviews_total'),
      sql<string | null>`(select t.cancellation_policy from listing_booking_terms t where t.listing_id = l.id)`.as('cancellation_policy'),
      hostRecordJson(sql.ref('l.owner_id')).as('host_record'),
    ])
    .where((eb) => (/^\d+$/.test(alias) ? eb.or([eb('l.alias', '=', alias), eb('l.id', '=', Number(alias))]) : eb('l.alias', '=', alias)))
    .compile();
  // The row as one JSON value: its 80-odd columns read as one field, not one by one (issue 35: on the embedded
  // database the listing's own columns cost 1.3 ms of CPU one by one, 0.65 ms as one value; this whole function 2.3
  // against 1.9 ms). Its timestamps then come as ISO text.
  const query: CompiledQuery<{ detail: AsJson<typeof columns extends CompiledQuery<infer Row> ? Row : never> }> = {
    ...columns,
    sql: `select row_to_json(d) as detail from (${columns.sql}) d`,
  };
  // Prepared: its text depends on the review order only, so the database plans it once per connection.
  const row = (await queryPrepared(db, query))[0]?.detail;
  // A draft is not a listing yet: as unknown as a deleted one.
  if (!row || row.status === 'deleted' || row.status === 'draft')
    throw new ApiError(404, `No RV found for '${alias}'.`, { statusMessage: 'NOT_FOUND' });
  if (row.status === 'unpublished') {
    const near = `${row.city}, ${regionName(row.country, row.region)}`;
    // Similar RVs: the same type near it; More Available RVs: any other published RV near it.
    const nearby = (size: string) =>
      parseSearchRequest({ SearchLat: String(row.lat), SearchLng: String(row.lng), PageSize: size }, options.currentYear);
    const [sameType, others] = await Promise.all([
      searchListings(db, { ...nearby('6'), types: [row.type as RvType] }),
      searchListings(db, nearby('12')),
    ]);
    // No RV of its type nearby: the nearest RVs of any type are the similar ones.
    const similar = sameType.Results.length ? sameType : { ...others, Results: others.Results.slice(0, 6) };
    const similarIds = new Set(similar.Results.map((rv) => rv.Id));
    const notSimilar = (results: typeof others.Results) => results.filter((rv) => !similarIds.has(rv.Id)).slice(0, 6);
    // Nothing else nearby: the first published RVs of the whole market instead, so the block never stands empty.
    let more = notSimilar(others.Results);
    if (!more.length) more = notSimilar((await searchListings(db, parseSearchRequest({ PageSize: '12' }, options.currentYear))).Results);
    throw new ApiError(404, 'RV Not Available', {
      statusMessage: 'RV_UNPUBLISHED',
      data: { Near: near, SimilarRvs: similar.Results, MoreRvs: more },
    });
  }

  const { photos, uploaded_photos: uploadedPhotos, addons, blocks } = row;
  const reviews: ReviewPage = {
    Reviews: row.reviews.map(reviewOf),
    Total: row.reviews_total,
    Page: page,
    PageSize: pageSize,
    Sort: reviewSort,
  };
  const bookable = hostTakesNewBookings(performanceTier(recordOf(row.host_record)));
  const currency = currencyOf(row.country);
  const country = row.country as Country;
  const badges: ListingDetail['Badges'] = [];
  if (row.host_superhost) badges.push('Superhost');
  if (row.instant_book) badges.push('InstantBook');
  if (row.delivery_only) badges.push('DeliveryOnly');
  if (row.featured) badges.push('Featured');
  return {
    Id: row.id,
    Alias: row.alias,
    Name: row.name,
    Status: 'published',
    Type: row.type as RvType,
    Drivable: isDrivable(row.type as RvType),
    Brand: row.brand,
    Model: row.model,
    Year: row.year,
    Length: row.length,
    Weight: row.weight,
    Sleeps: row.sleeps,
    Seatbelts: row.seatbelts,
    Slideouts: row.slideouts,
    // A host may describe the RV in one language: the other page shows that text rather than nothing.
    Description: { en: row.description_en || row.description_fr, fr: row.description_fr || row.description_en },
    Location: { City: row.city, Region: row.region, Country: country, Lat: row.lat, Lng: row.lng },
    Currency: currency,
    DistanceUnit: distanceUnitOf(country),
    // The host's uploaded photos when it has any, else the generated illustrations (seeded listings).
    Photos: uploadedPhotos.length
      ? uploadedPhotos.map((p) => ({ Url: uploadedPhotoUrl(p.upload_id, 'gallery'), Caption: { en: p.caption_en, fr: p.caption_fr } }))
      : photos.map((p) => ({ Url: photoUrl(row.id, p.position), Caption: { en: p.caption_en, fr: p.caption_fr } })),
    Amenities: row.amenities,
    Beds: row.beds,
    Fuel: row.fuel,
    HitchSize: row.hitch_size,
    HitchWeight: row.hitch_weight,
    Rules: {
      PetsAllowed: row.pets_allowed,
      FestivalFriendly: row.festival_friendly,
      ExperienceRequired: row.experience_required,
      SmokingAllowed: row.smoking_allowed,
      MinimumNights: row.minimum_nights,
      PickupTime: row.pickup_time,
      DropoffTime: row.dropoff_time,
    },
    InstantBook: row.instant_book,
    Pricing: {
      NightlyPrice: money(row.nightly_price, currency),
      WeeklyDiscountPercent: row.weekly_discount_percent,
      MonthlyDiscountPercent: row.monthly_discount_percent,
      MidweekDiscountPercent: row.midweek_discount_percent,
      CleaningFee: money(row.cleaning_fee, currency),
      SecurityDeposit: money(row.security_deposit, currency),
      MileageIncludedPerDay: row.mileage_included_per_day,
      MileageOveragePrice: money(row.mileage_overage_price, currency),
      GeneratorHoursIncludedPerDay: row.generator_hours_included_per_day,
      GeneratorOveragePrice: money(row.generator_overage_price, currency),
    },
    Delivery: {
      Available: row.delivery_radius > 0,
      DeliveryOnly: row.delivery_only,
      Radius: row.delivery_radius,
      PricePerUnit: money(row.delivery_price_per_unit, currency),
    },
    AddOns: addons.map((a) => ({
      Id: a.id,
      Name: { en: a.name_en, fr: a.name_fr },
      Description: { en: a.description_en, fr: a.description_fr },
      Price: money(a.price, currency),
      PricePer: a.price_per,
      MaxQuantity: a.max_quantity,
    })),
    Host: {
      Id: row.owner_id,
      FirstName: row.host_first_name,
      LastName: row.host_last_name.slice(0, 1),
      AvatarUrl: row.host_avatar_url,
      About: row.host_about,
      IsSuperHostActive: row.host_superhost,
      IsVerified: row.host_verified,
      CreatedDate: iso(row.host_created_at),
      Location: row.host_city ? `${row.host_city}, ${row.host_region}` : null,
      Language: row.host_language,
    },
    RatingBreakdown: {
      Overall: row.rating_average,
      ListingAccuracy: row.rating_listing_accuracy,
      Value: row.rating_value,
      Cleanliness: row.rating_cleanliness,
      Communication: row.rating_communication,
      Count: row.review_count,
    },
    Reviews: reviews,
    BookedDates: blocks.map((b) => ({ StartDate: b.start, EndDate: b.end })),
    Badges: badges,
    CancellationPolicy:
      cancellationPolicies[(row.cancellation_policy as keyof typeof cancellationPolicies | null) ?? defaultCancellationPolicy],
    // False while the host is suspended: the page renders and says the RV cannot be booked now.
    Bookable: bookable,
  };
}
