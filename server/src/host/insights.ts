// Host insights beyond the performance tier: earnings per month and per RV (paid and upcoming, from the payouts,
// in the host's currency) with a CSV, and opportunities computed from the host's RVs and comparable listings.
import type { Locale } from '@rove/contract';
import type { Country, PayoutStatus } from '@rove/contract';
import type { EarningsInsights, OpportunitiesAnswer, Opportunity } from '@rove/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { EarningsInsightsSchema, OpportunitiesAnswerSchema, ReviewsHistorySchema } from '@rove/contract';
import type { App } from '../http/context.ts';
import { invalid, json, jsonBody, media, refusals, signInFirst } from '../http/openapi-routes.ts';
import { hostsOnly } from '../identity/route-security.ts';
import { addDays, todayUtc } from '../pricing/calendar.ts';
import { parseDateRange } from '../db/date-range.ts';
import { convert } from '../listings/money.ts';
import { hostError, hostValidationError } from './messages.ts';
import { hostFields } from './request-body.ts';
import { ReviewReplySchema, type Currency } from '@rove/contract';
import { datesOf, intersection } from './calendar-rules.ts';

export interface PayoutLine {
  date: string;
  bookingId: number;
  rvId: number;
  rvName: string;
  kind: string;
  status: PayoutStatus;
  /** Cents, in `currency`. */
  amount: number;
  currency: Currency;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Per month (1-12) and per RV, paid and upcoming, converted to the host's currency; cancelled payouts left out. */
export function earningsOf(lines: readonly PayoutLine[], year: number, currency: Currency): EarningsInsights {
  const months = Array.from({ length: 12 }, (_, index) => ({ Month: index + 1, Paid: 0, Upcoming: 0 }));
  const rvs = new Map<number, { RvId: number; RvName: string; Paid: number; Upcoming: number }>();
  for (const line of lines) {
    if (line.status === 'canceled' || Number(line.date.slice(0, 4)) !== year) continue;
    const amount = line.currency === currency ? line.amount / 100 : convert(line.amount / 100, line.currency, currency);
    const month = months[Number(line.date.slice(5, 7)) - 1];
    const rv = rvs.get(line.rvId) ?? { RvId: line.rvId, RvName: line.rvName, Paid: 0, Upcoming: 0 };
    if (line.status === 'paid') {
      month.Paid += amount;
      rv.Paid += amount;
    } else {
      month.Upcoming += amount;
      rv.Upcoming += amount;
    }
    rvs.set(line.rvId, rv);
  }
  const byMonth = months.map((m) => ({ ...m, Paid: round2(m.Paid), Upcoming: round2(m.Upcoming) }));
  const byRv = [...rvs.values()]
    .map((r) => ({ ...r, Paid: round2(r.Paid), Upcoming: round2(r.Upcoming) }))
    .sort((a, b) => b.Paid + b.Upcoming - (a.Paid + a.Upcoming));
  const best = byMonth.reduce<(typeof byMonth)[number] | null>(
    (top, m) => (m.Paid + m.Upcoming > 0 && (!top || m.Paid + m.Upcoming > top.Paid + top.Upcoming) ? m : top),
    null,
  );
  return {
    Year: year,
    Currency: currency,
    TotalPaid: round2(byMonth.reduce((total, m) => total + m.Paid, 0)),
    TotalUpcoming: round2(byMonth.reduce((total, m) => total + m.Upcoming, 0)),
    BestMonth: best ? best.Month : null,
    Months: byMonth,
    Rvs: byRv,
  };
}

/** One CSV field (RFC 4180), and formula-looking text neutralised for spreadsheets. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function earningsCsv(lines: readonly PayoutLine[], year: number): string {
  const header = ['Date', 'BookingId', 'RvId', 'Rv', 'Kind', 'Status', 'Amount', 'Currency'];
  const rows = lines
    .filter((line) => Number(line.date.slice(0, 4)) === year)
    .sort((a, b) => a.date.localeCompare(b.date) || a.bookingId - b.bookingId)
    .map((line) => [
      line.date,
      line.bookingId,
      line.rvId,
      line.rvName,
      line.kind,
      line.status,
      (line.amount / 100).toFixed(2),
      line.currency,
    ]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export interface RvFacts {
  id: number;
  name: string;
  type: string;
  region: string;
  country: Country;
  nightlyPrice: number;
  minimumNights: number;
  instantBook: boolean;
  weeklyDiscount: number;
  photoCount: number;
  /** Free nights of the next 60. */
  freeNights: number;
}

export interface Comparables {
  count: number;
  medianPrice: number | null;
  medianMinimumNights: number | null;
  instantBookShare: number;
  weeklyDiscountShare: number;
}

/** Suggestions for one RV against comparable published listings (same type, same state or province). */
export function opportunitiesFor(rv: RvFacts, comparable: Comparables): Opportunity[] {
  const out: Opportunity[] = [];
  if (comparable.count >= 3 && comparable.medianPrice !== null) {
    if (rv.nightlyPrice > comparable.medianPrice * 1.25)
      out.push({ RvId: rv.id, RvName: rv.name, Kind: 'PriceAboveComparables', Value: rv.nightlyPrice, Comparable: comparable.medianPrice });
    else if (rv.nightlyPrice < comparable.medianPrice * 0.8)
      out.push({ RvId: rv.id, RvName: rv.name, Kind: 'PriceBelowComparables', Value: rv.nightlyPrice, Comparable: comparable.medianPrice });
  }
  if (!rv.instantBook && comparable.instantBookShare >= 0.3)
    out.push({
      RvId: rv.id,
      RvName: rv.name,
      Kind: 'TurnOnInstantBook',
      Value: 0,
      Comparable: Math.round(comparable.instantBookShare * 100),
    });
  if (rv.weeklyDiscount <= 0)
    out.push({
      RvId: rv.id,
      RvName: rv.name,
      Kind: 'AddWeeklyDiscount',
      Value: 0,
      Comparable: Math.round(comparable.weeklyDiscountShare * 100),
    });
  if (comparable.medianMinimumNights !== null && rv.minimumNights > comparable.medianMinimumNights + 1)
    out.push({
      RvId: rv.id,
      RvName: rv.name,
      Kind: 'ShortenMinimumStay',
      Value: rv.minimumNights,
      Comparable: comparable.medianMinimumNights,
    });
  if (rv.photoCount < 8) out.push({ RvId: rv.id, RvName: rv.name, Kind: 'AddPhotos', Value: rv.photoCount, Comparable: 8 });
  if (rv.freeNights >= 45) out.push({ RvId: rv.id, RvName: rv.name, Kind: 'OpenDatesAhead', Value: rv.freeNights, Comparable: 60 });
  return out;
}

/** The host's currency: their RVs' (the first listed one), else their country's; USD when neither is known. */
export async function hostCurrency(db: Kysely<Database>, userId: number): Promise<Currency> {
  const rv = await db
    .selectFrom('listings')
    .select('country')
    .where('owner_id', '=', userId)
    .where('status', 'in', ['published', 'unpublished'])
    .orderBy('id')
    .executeTakeFirst();
  if (rv) return rv.country === 'CA' ? 'CAD' : 'USD';
  const user = await db.selectFrom('users').select('country').where('id', '=', userId).executeTakeFirst();
  return user?.country === 'CA' ? 'CAD' : 'USD';
}

/** The quarter of a date, e.g. 2026-Q2. */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

const common = { tags: ['Host insights'], ...hostsOnly };
const hostRefusals = (extra: Partial<Record<400 | 404 | 409, string>> = {}) =>
  refusals({ 400: invalid, 401: signInFirst, 403: 'Not an owner (FORBIDDEN)', ...extra });
const YearQuery = z.object({ Year: z.string().optional().meta({ description: 'YYYY (this year by default)' }) });
const routes = {
  reviewsHistory: createRoute({
    method: 'get',
    path: '/api/hosts/insights/reviews/history',
    operationId: 'getReviewsHistory',
    summary: 'Ratings per category per quarter (the last eight) and the reviews, a page at a time',
    ...common,
    request: { query: z.object({ Page: z.string().optional() }) },
    responses: { 200: json(ReviewsHistorySchema, 'Periods and reviews'), ...hostRefusals() },
  }),
  reply: createRoute({
    method: 'post',
    path: '/api/hosts/insights/reviews/{reviewId}/reply',
    operationId: 'replyToReview',
    summary: 'The host’s public reply to a review of one of their RVs (once)',
    ...common,
    request: { params: z.object({ reviewId: z.string().meta({ description: 'The review (digits)' }) }), body: jsonBody(ReviewReplySchema) },
    responses: {
      200: json(z.object({ Id: z.number().int(), Response: z.string() }), 'The reply'),
      ...hostRefusals({
        400: 'VALIDATION_FAILED (Errors per field)',
        404: 'NOT_FOUND: no such review of the host’s RVs',
        409: 'ALREADY_REPLIED',
      }),
    },
  }),
  earnings: createRoute({
    method: 'get',
    path: '/api/hosts/insights/earnings',
    operationId: 'getEarningsInsights',
    summary: 'Earnings per month and per RV, paid and upcoming, in the host’s currency',
    ...common,
    request: { query: YearQuery },
    responses: { 200: json(EarningsInsightsSchema, 'The earnings'), ...hostRefusals() },
  }),
  earningsCsv: createRoute({
    method: 'get',
    path: '/api/hosts/insights/earnings.csv',
    operationId: 'getEarningsCsv',
    summary: 'The same earnings as CSV',
    ...common,
    request: { query: YearQuery },
    responses: { 200: media('text/csv', 'One line per payout'), ...hostRefusals() },
  }),
  opportunities: createRoute({
    method: 'get',
    path: '/api/hosts/insights/opportunities',
    operationId: 'getOpportunities',
    summary: 'Suggestions from comparable listings (prices, minimum stays, instant book, photos...)',
    ...common,
    responses: { 200: json(OpportunitiesAnswerSchema, 'The suggestions'), ...hostRefusals() },
  }),
};

export function registerInsightRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  // Ratings per category per quarter (the last eight quarters) and the reviews themselves, a page at a time.
  app.openapi(routes.reviewsHistory, async (c) => {
    const user = c.get('user');
    const page = Math.max(1, Math.min(1000, Number.parseInt(c.req.valid('query').Page ?? '1', 10) || 1));
    const pageSize = 10;
    const since = new Date(Date.UTC(deps.now().getUTCFullYear() - 2, deps.now().getUTCMonth() - (deps.now().getUTCMonth() % 3) + 3, 1));
    const base = db.selectFrom('reviews as r').innerJoin('listings as l', 'l.id', 'r.listing_id').where('l.owner_id', '=', user.id);
    const [periods, items, total] = await Promise.all([
      base
        .select([
          sql<string>`to_char(date_trunc('quarter', r.created_at at time zone 'UTC'), 'YYYY-"Q"Q')`.as('period'),
          sql<number>`count(*)::int`.as('count'),
          sql<number>`round(avg(r.rating), 2)`.as('overall'),
          sql<number>`round(avg(r.listing_accuracy), 2)`.as('accuracy'),
          sql<number>`round(avg(r.value), 2)`.as('value'),
          sql<number>`round(avg(r.cleanliness), 2)`.as('cleanliness'),
          sql<number>`round(avg(r.communication), 2)`.as('communication'),
        ])
        .where('r.created_at', '>=', since)
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute(),
      base
        .innerJoin('users as a', 'a.id', 'r.author_id')
        .select([
          'r.id',
          'r.booking_id',
          'r.rating',
          'r.listing_accuracy',
          'r.value',
          'r.cleanliness',
          'r.communication',
          'r.body',
          'r.owner_response',
          'r.created_at',
          'l.name',
          'a.first_name',
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return c.json(
      {
        Periods: periods.map((row) => ({
          Period: row.period,
          Count: Number(row.count),
          Overall: Number(row.overall),
          ListingAccuracy: Number(row.accuracy),
          Value: Number(row.value),
          Cleanliness: Number(row.cleanliness),
          Communication: Number(row.communication),
        })),
        Items: items.map((row) => ({
          Id: row.id,
          BookingId: row.booking_id,
          RvName: row.name,
          AuthorFirstName: row.first_name,
          Rating: Number(row.rating),
          ListingAccuracy: row.listing_accuracy,
          Value: row.value,
          Cleanliness: row.cleanliness,
          Communication: row.communication,
          Body: row.body,
          Response: row.owner_response,
          CreatedAt: row.created_at.toISOString(),
        })),
        Total: Number(total.n),
        Page: page,
        PageSize: pageSize,
      },
      200,
    );
  });

  // The host's public reply to a review of one of their RVs (once; a second reply is refused).
  app.openapi(
    routes.reply,
    async (c) => {
      const locale = c.var.request.locale;
      const user = c.get('user');
      const raw = c.req.valid('param').reviewId;
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
      const input = c.req.valid('json');
      const review = Number.isSafeInteger(id)
        ? await db
            .selectFrom('reviews as r')
            .innerJoin('listings as l', 'l.id', 'r.listing_id')
            .select(['r.id', 'r.owner_response', 'l.owner_id'])
            .where('r.id', '=', id)
            .executeTakeFirst()
        : undefined;
      if (!review || review.owner_id !== user.id) throw hostError(404, 'reviewNotFound', 'NOT_FOUND', locale);
      if (review.owner_response) throw hostError(409, 'alreadyReplied', 'ALREADY_REPLIED', locale);
      await db
        .updateTable('reviews')
        .set({ owner_response: input.Body })
        .where('id', '=', id)
        .where('owner_response', 'is', null)
        .execute();
      return c.json({ Id: id, Response: input.Body }, 200);
    },
    hostFields,
  );

  async function payoutLines(userId: number): Promise<PayoutLine[]> {
    const rows = await db
      .selectFrom('payouts as p')
      .innerJoin('bookings as b', 'b.id', 'p.booking_id')
      .innerJoin('listings as l', 'l.id', 'b.listing_id')
      .select(['p.scheduled_for', 'p.booking_id', 'p.status', 'p.amount', 'p.currency', 'p.kind', 'l.id as rv_id', 'l.name'])
      .where('p.owner_id', '=', userId)
      .execute();
    return rows.map((row) => ({
      date: String(row.scheduled_for),
      bookingId: row.booking_id,
      rvId: row.rv_id,
      rvName: row.name,
      kind: String(row.kind ?? 'booking'),
      status: row.status,
      amount: Number(row.amount),
      currency: row.currency as Currency,
    }));
  }

  const yearOf = (value: string | undefined, locale: Locale) => {
    if (value === undefined) return new Date(deps.now()).getUTCFullYear();
    if (!/^\d{4}$/.test(value) || Number(value) < 2000 || Number(value) > 2100)
      throw hostValidationError({ Year: ['Field.invalid'] }, locale);
    return Number(value);
  };

  app.openapi(routes.earnings, async (c) => {
    const user = c.get('user');
    const year = yearOf(c.req.valid('query').Year, c.var.request.locale);
    return c.json(earningsOf(await payoutLines(user.id), year, await hostCurrency(db, user.id)), 200);
  });

  app.openapi(routes.earningsCsv, async (c) => {
    const user = c.get('user');
    const year = yearOf(c.req.valid('query').Year, c.var.request.locale);
    return c.body(earningsCsv(await payoutLines(user.id), year), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="rove-earnings-${year}.csv"`,
    });
  });

  app.openapi(routes.opportunities, async (c) => {
    const user = c.get('user');
    const today = todayUtc(deps.now());
    const window = { start: today, end: addDays(today, 60) };
    const rvs = await db
      .selectFrom('listings as l')
      .select([
        'l.id',
        'l.name',
        'l.type',
        'l.region',
        'l.country',
        'l.nightly_price',
        'l.minimum_nights',
        'l.instant_book',
        'l.weekly_discount_percent',
        sql<number>`(select count(*)::int from rv_photos p where p.listing_id = l.id) + (select count(*)::int from listing_photos p where p.listing_id = l.id)`.as(
          'photos',
        ),
      ])
      .where('l.owner_id', '=', user.id)
      .where('l.status', '=', 'published')
      .orderBy('l.id')
      .execute();
    const items: Opportunity[] = [];
    for (const rv of rvs) {
      const [stats, blocks] = await Promise.all([
        db
          .selectFrom('listings')
          .select([
            sql<number>`count(*)::int`.as('n'),
            sql<number | null>`percentile_cont(0.5) within group (order by nightly_price)`.as('price'),
            sql<number | null>`percentile_cont(0.5) within group (order by minimum_nights)`.as('minimum'),
            sql<number>`coalesce(avg(case when instant_book then 1 else 0 end), 0)`.as('instant'),
            sql<number>`coalesce(avg(case when weekly_discount_percent > 0 then 1 else 0 end), 0)`.as('weekly'),
          ])
          .where('status', '=', 'published')
          .where('type', '=', rv.type)
          .where('country', '=', rv.country)
          .where('region', '=', rv.region)
          .where('id', '<>', rv.id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('availability_blocks')
          .select('during')
          .where('listing_id', '=', rv.id)
          .where(sql<boolean>`during && daterange(${window.start}::date, ${window.end}::date)`)
          .execute(),
      ]);
      const taken = new Set<string>();
      for (const block of blocks) {
        const range = parseDateRange(block.during);
        const overlap = range ? intersection(range, window) : null;
        if (overlap) for (const day of datesOf(overlap)) taken.add(day);
      }
      items.push(
        ...opportunitiesFor(
          {
            id: rv.id,
            name: rv.name,
            type: rv.type,
            region: rv.region,
            country: rv.country,
            nightlyPrice: Number(rv.nightly_price),
            minimumNights: rv.minimum_nights,
            instantBook: rv.instant_book,
            weeklyDiscount: Number(rv.weekly_discount_percent),
            photoCount: Number(rv.photos),
            freeNights: 60 - taken.size,
          },
          {
            count: Number(stats.n),
            medianPrice: stats.price === null ? null : Math.round(Number(stats.price)),
            medianMinimumNights: stats.minimum === null ? null : Math.round(Number(stats.minimum)),
            instantBookShare: Number(stats.instant),
            weeklyDiscountShare: Number(stats.weekly),
          },
        ),
      );
    }
    const answer: OpportunitiesAnswer = { Items: items, RvCount: rvs.length };
    return c.json(answer, 200);
  });
}
