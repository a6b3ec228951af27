// Host insights beyond the performance tier: earnings per month and per RV (paid and upcoming, from the payouts,
// in the host's currency) with a CSV, and opportunities computed from the host's RVs and comparable listings.
import type { Country } from '@rove/contract';
import type { EarningsInsights, OpportunitiesAnswer, Opportunity } from '@rove/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { requireUser } from '../identity/middleware.ts';
import { addDays, todayUtc } from '../pricing/calendar.ts';
import { parseDateRange } from '../db/date-range.ts';
import { convert } from '../listings/money.ts';
import { hostError, hostValidationError } from './messages.ts';
import { parseWith, readJson } from './request-body.ts';
import { ReviewReplySchema, type Currency } from '@rove/contract';
import { datesOf, intersection } from './calendar-rules.ts';

export interface PayoutLine {
  date: string;
  bookingId: number;
  rvId: number;
  rvName: string;
  kind: string;
  status: 'scheduled' | 'paid' | 'canceled';
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

export function registerInsightRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  // Ratings per category per quarter (the last eight quarters) and the reviews themselves, a page at a time.
  app.get('/api/hosts/insights/reviews/history', requireUser, async (c) => {
    const user = c.get('user');
    const page = Math.max(1, Math.min(1000, Number.parseInt(c.req.query('Page') ?? '1', 10) || 1));
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
    return c.json({
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
    });
  });

  // The host's public reply to a review of one of their RVs (once; a second reply is refused).
  app.post('/api/hosts/insights/reviews/:reviewId/reply', requireUser, async (c) => {
    const locale = c.var.request.locale;
    const user = c.get('user');
    const id = /^\d{1,15}$/.test(c.req.param('reviewId')) ? Number(c.req.param('reviewId')) : Number.NaN;
    const input = parseWith(ReviewReplySchema, await readJson(c), locale);
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
    await db.updateTable('reviews').set({ owner_response: input.Body }).where('id', '=', id).where('owner_response', 'is', null).execute();
    return c.json({ Id: id, Response: input.Body });
  });

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

  const yearOf = (value: string | undefined, locale: 'en' | 'fr') => {
    if (value === undefined) return new Date(deps.now()).getUTCFullYear();
    if (!/^\d{4}$/.test(value) || Number(value) < 2000 || Number(value) > 2100)
      throw hostValidationError({ Year: ['Field.invalid'] }, locale);
    return Number(value);
  };

  app.get('/api/hosts/insights/earnings', requireUser, async (c) => {
    const user = c.get('user');
    const year = yearOf(c.req.query('Year'), c.var.request.locale);
    return c.json(earningsOf(await payoutLines(user.id), year, await hostCurrency(db, user.id)));
  });

  app.get('/api/hosts/insights/earnings.csv', requireUser, async (c) => {
    const user = c.get('user');
    const year = yearOf(c.req.query('Year'), c.var.request.locale);
    return c.body(earningsCsv(await payoutLines(user.id), year), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="rove-earnings-${year}.csv"`,
    });
  });

  app.get('/api/hosts/insights/opportunities', requireUser, async (c) => {
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
    return c.json(answer);
  });
}
