// The pages fed by the community's own data: the superhosts, the recent reviews and their averages, a public profile.
import { type Kysely, sql } from 'kysely';
import {
  type PublicHost,
  type PublicProfile,
  type PublicReview,
  type ReviewsOverview,
  superhostCriteria,
  type SuperhostPage,
  type SpokenLanguage,
  spokenLanguages,
} from '@rove/contract';
import type { Database } from '../db/schema.ts';
import { searchListings } from '../listings/search.ts';
import { parseSearchRequest } from '../listings/search-request.ts';

const round2 = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);
const place = (city: string | null, region: string | null) => (city ? (region ? `${city}, ${region}` : city) : null);

/** Hosts shown on the superhost page (the most reviewed first). */
export const superhostsShown = 12;

export async function superhostPage(db: Kysely<Database>): Promise<SuperhostPage> {
  const hosts = await db
    .selectFrom('users as u')
    .innerJoin('listings as l', (join) => join.onRef('l.owner_id', '=', 'u.id').on('l.status', '=', 'published'))
    .where('u.is_superhost', '=', true)
    .groupBy('u.id')
    .select(['u.id', 'u.first_name', 'u.avatar_url', 'u.city', 'u.region', 'u.created_at'])
    .select(sql<number>`count(l.id)::int`.as('rv_count'))
    .select(sql<number>`coalesce(sum(l.review_count), 0)::int`.as('review_count'))
    .select(sql<number | null>`sum(l.rating_average * l.review_count) / nullif(sum(l.review_count), 0)`.as('rating'))
    .orderBy(sql`coalesce(sum(l.review_count), 0)`, 'desc')
    .orderBy('u.id')
    .limit(superhostsShown)
    .execute();
  const count = await db
    .selectFrom('users')
    .where('is_superhost', '=', true)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    Criteria: { ...superhostCriteria },
    SuperhostCount: count.n,
    Superhosts: hosts.map(
      (h): PublicHost => ({
        Id: h.id,
        FirstName: h.first_name,
        AvatarUrl: h.avatar_url,
        Location: place(h.city, h.region),
        MemberSince: h.created_at.toISOString(),
        RvCount: h.rv_count,
        Rating: round2(h.rating),
        ReviewCount: h.review_count,
      }),
    ),
  };
}

/** A review as the public pages show it: its author's first name, the RV it is about and where that RV is. */
function publicReview(
  id: number,
  r: {
    first_name: string;
    rating: number | string;
    body: string;
    language: PublicReview['Language'];
    created_at: Date;
    name: string;
    alias: string;
    city: string;
    region: string;
  },
): PublicReview {
  return {
    Id: id,
    AuthorFirstName: r.first_name,
    Rating: Number(r.rating),
    Body: r.body,
    Language: r.language,
    CreatedDate: r.created_at.toISOString(),
    RvName: r.name,
    RvAlias: r.alias,
    Location: `${r.city}, ${r.region}`,
  };
}

function recentReviews(db: Kysely<Database>, limit: number, ownerId?: number) {
  let query = db
    .selectFrom('reviews as r')
    .innerJoin('users as a', 'a.id', 'r.author_id')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .where('l.status', '=', 'published')
    .where('r.body', '<>', '');
  if (ownerId !== undefined) query = query.where('l.owner_id', '=', ownerId);
  return query
    .select(['r.id', 'a.first_name', 'r.rating', 'r.body', 'r.language', 'r.created_at', 'l.name', 'l.alias', 'l.city', 'l.region'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => publicReview(r.id, r)));
}

/** What hosts wrote about this user as a renter. */
async function renterReviews(db: Kysely<Database>, renterId: number, limit: number): Promise<PublicReview[]> {
  const rows = await db
    .selectFrom('renter_reviews as r')
    .innerJoin('users as a', 'a.id', 'r.author_id')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .innerJoin('listings as l', 'l.id', 'b.listing_id')
    .where('r.renter_id', '=', renterId)
    .select(['r.booking_id', 'a.first_name', 'r.rating', 'r.body', 'r.language', 'r.created_at', 'l.name', 'l.alias', 'l.city', 'l.region'])
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => publicReview(r.booking_id, r));
}

export async function reviewsOverview(db: Kysely<Database>, limit = 12): Promise<ReviewsOverview> {
  const [averages, recent] = await Promise.all([
    db
      .selectFrom('reviews as r')
      .innerJoin('listings as l', 'l.id', 'r.listing_id')
      .where('l.status', '=', 'published')
      .select(sql<number>`count(*)::int`.as('n'))
      .select(sql<number | null>`avg(r.rating)`.as('overall'))
      .select(sql<number | null>`avg(r.listing_accuracy)`.as('accuracy'))
      .select(sql<number | null>`avg(r.value)`.as('value'))
      .select(sql<number | null>`avg(r.cleanliness)`.as('cleanliness'))
      .select(sql<number | null>`avg(r.communication)`.as('communication'))
      .executeTakeFirstOrThrow(),
    recentReviews(db, limit),
  ]);
  return {
    Count: averages.n,
    Averages: {
      Overall: round2(averages.overall),
      ListingAccuracy: round2(averages.accuracy),
      Value: round2(averages.value),
      Cleanliness: round2(averages.cleanliness),
      Communication: round2(averages.communication),
    },
    Recent: recent,
  };
}

/**
 * Response rate: of the requests that waited for this host's answer (not instant-booked), the share answered
 * (accepted or declined, whatever happened after) rather than left to expire. Null before any request.
 */
/** A member's spoken languages as stored (known codes only), or the language they use Rove in when they named none. */
export function spokenOrDefault(stored: readonly string[] | null, language: string): SpokenLanguage[] {
  const known = (stored ?? []).filter((code): code is SpokenLanguage => (spokenLanguages as readonly string[]).includes(code));
  return known.length ? known : [language === 'fr' ? 'fr' : 'en'];
}

export function responseRatePercent(answered: number, expiredUnanswered: number): number | null {
  const total = answered + expiredUnanswered;
  return total === 0 ? null : Math.round((answered / total) * 100);
}

export async function publicProfile(db: Kysely<Database>, id: number, currentYear: number): Promise<PublicProfile | null> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'avatar_url',
      'about',
      'city',
      'region',
      'created_at',
      'language',
      'spoken_languages',
      'is_superhost',
      'is_verified',
      'is_owner',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return null;
  const criteria = parseSearchRequest({ PageSize: '24' }, currentYear);
  criteria.ownerId = id;
  const [rvs, asHost, asRenter, hostStats, renterStats, requests] = await Promise.all([
    searchListings(db, criteria),
    recentReviews(db, 6, id),
    renterReviews(db, id, 6),
    db
      .selectFrom('reviews as r')
      .innerJoin('listings as l', 'l.id', 'r.listing_id')
      .where('l.owner_id', '=', id)
      .where('l.status', '=', 'published')
      .select(sql<number>`count(*)::int`.as('n'))
      .select(sql<number>`coalesce(sum(r.rating), 0)::float8`.as('sum'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('renter_reviews')
      .where('renter_id', '=', id)
      .select(sql<number>`count(*)::int`.as('n'))
      .select(sql<number>`coalesce(sum(rating), 0)::float8`.as('sum'))
      .executeTakeFirstOrThrow(),
    // Requests that waited for this host's answer: answered by the host, or left to expire.
    db
      .selectFrom('booking_events as e')
      .innerJoin('bookings as b', 'b.id', 'e.booking_id')
      .where('b.owner_id', '=', id)
      .where('e.from_status', '=', 'AwaitingOwnerApproval')
      .select(sql<number>`count(*) filter (where e.actor_role = 'owner')::int`.as('answered'))
      .select(sql<number>`count(*) filter (where e.actor_role = 'system' and e.to_status = 'Expired')::int`.as('expired'))
      .executeTakeFirstOrThrow(),
  ]);
  const count = hostStats.n + renterStats.n;
  const recent = [...asHost, ...asRenter].sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate)).slice(0, 6);
  return {
    Id: user.id,
    FirstName: user.first_name,
    LastInitial: user.last_name.slice(0, 1),
    AvatarUrl: user.avatar_url,
    About: user.about,
    AboutLanguage: user.language === 'fr' ? ('fr' as const) : ('en' as const),
    Location: place(user.city, user.region),
    MemberSince: user.created_at.toISOString(),
    // The languages the member says they speak (profile page); until they say, the language they use Rove in.
    Languages: spokenOrDefault(user.spoken_languages, user.language),
    IsSuperHostActive: user.is_superhost,
    IsVerified: user.is_verified,
    IsOwner: user.is_owner,
    ResponseRatePercent: responseRatePercent(requests.answered, requests.expired),
    Rvs: rvs.Results,
    ReviewsReceived: { Count: count, Average: count ? round2((hostStats.sum + renterStats.sum) / count) : null, Recent: recent },
  };
}
