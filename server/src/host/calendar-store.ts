// The host's calendar in the database: blocks (availability_blocks, kind 'blocked'), per-night prices and minimum
// stays (calendar_days), iCal export tokens, imported feeds and their conflicts. Every change to one RV's calendar
// runs in a transaction holding the RV's row lock; the exclusion constraint on availability_blocks is the last word
// on overlaps (a booking racing a block gets one of them refused, never both saved).
import { bookingStatusGroups, type Country } from '@rove/contract';
import type { CalendarBlock, CalendarBooking, CalendarRv, IcalConflict, IcalFeed } from '@rove/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toCents } from '../pricing/money.ts';
import { parseDateRange } from '../db/date-range.ts';
import { datesOf, inclusiveRange, type NightRange, overlaps, planImport, subtractRanges } from './calendar-rules.ts';
import { daysBetween } from '../pricing/calendar.ts';
import type { ImportedEvent } from './ical-parse.ts';
import { inTransaction, lockListing } from '../db/transaction.ts';

type Db = Kysely<Database> | Transaction<Database>;

const shownStatuses = bookingStatusGroups.live;
const rangeSql = (range: NightRange) => sql<string>`daterange(${range.start}::date, ${range.end}::date, '[)')`;

/** Calendar prices (decimals, the RV's currency) per RV for the nights of [start, end): for the search cards. */
export async function calendarPricesFor(db: Db, listingIds: readonly number[], start: string, end: string) {
  const out = new Map<number, Record<string, number>>();
  if (!listingIds.length) return out;
  const rows = await db
    .selectFrom('calendar_days')
    .select(['listing_id', 'day', 'nightly_price'])
    .where('listing_id', 'in', [...listingIds])
    .where('day', '>=', start)
    .where('day', '<', end)
    .where('nightly_price', 'is not', null)
    .execute();
  for (const row of rows) {
    const prices = out.get(row.listing_id) ?? {};
    prices[row.day] = Number(row.nightly_price);
    out.set(row.listing_id, prices);
  }
  return out;
}

/** The pricing engine's calendar overrides of one RV (prices in cents); at most a few hundred rows per RV. */
export async function calendarOverridesFor(db: Db, listingId: number) {
  const rows = await db.selectFrom('calendar_days').selectAll().where('listing_id', '=', listingId).execute();
  const nightlyPrices: Record<string, number> = {};
  const minimumNightsByDate: Record<string, number> = {};
  for (const row of rows) {
    if (row.nightly_price !== null) nightlyPrices[row.day] = toCents(Number(row.nightly_price));
    if (row.minimum_nights !== null) minimumNightsByDate[row.day] = row.minimum_nights;
  }
  return { nightlyPrices, minimumNightsByDate };
}

/** The ranges of [range] taken by bookings (booked), and by blocks (host or imported). */
export async function takenRanges(db: Db, listingId: number, range: NightRange) {
  const rows = await db
    .selectFrom('availability_blocks')
    .select(['id', 'during', 'kind', 'booking_id', 'ical_feed_id', 'note'])
    .where('listing_id', '=', listingId)
    .where(sql<boolean>`during && ${rangeSql(range)}`)
    .execute();
  return rows.flatMap((row) => {
    const parsed = parseDateRange(row.during);
    return parsed ? [{ ...row, range: parsed }] : [];
  });
}

export class RangeBookedError extends Error {
  readonly bookingIds: (number | null)[];
  constructor(bookingIds: (number | null)[]) {
    super('range booked');
    this.bookingIds = bookingIds;
  }
}

const isExclusionViolation = (error: unknown) => (error as { code?: string }).code === '23P01';

/** Blocks the nights of `range` that are free; refuses when any is booked. Returns the nights newly blocked. */
export async function blockRange(db: Kysely<Database>, listingId: number, range: NightRange, note: string | null): Promise<number> {
  try {
    return await inTransaction(db, async (trx) => {
      await lockListing(trx, listingId);
      const taken = await takenRanges(trx, listingId, range);
      const booked = taken.filter((row) => row.kind === 'booked');
      if (booked.length) throw new RangeBookedError(booked.map((row) => row.booking_id));
      const free = subtractRanges(
        range,
        taken.map((row) => row.range),
      );
      for (const part of free) {
        await trx
          .insertInto('availability_blocks')
          .values({ listing_id: listingId, during: `[${part.start},${part.end})`, kind: 'blocked', booking_id: null, note })
          .execute();
      }
      return free.reduce((total, part) => total + datesOf(part).length, 0);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new RangeBookedError([]);
    throw error;
  }
}

/** Unblocks the host's own blocked nights in `range` (imported nights stay: their feed owns them). */
export async function unblockRange(db: Kysely<Database>, listingId: number, range: NightRange): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockListing(trx, listingId);
    const taken = await takenRanges(trx, listingId, range);
    let freed = 0;
    for (const row of taken) {
      if (row.kind !== 'blocked' || row.ical_feed_id !== null) continue;
      const keep = subtractRanges(row.range, [range]);
      await trx.deleteFrom('availability_blocks').where('id', '=', row.id).execute();
      for (const part of keep) {
        await trx
          .insertInto('availability_blocks')
          .values({ listing_id: listingId, during: `[${part.start},${part.end})`, kind: 'blocked', booking_id: null, note: row.note })
          .execute();
      }
      freed += datesOf(row.range).length - keep.reduce((total, part) => total + datesOf(part).length, 0);
    }
    return freed;
  });
}

/** Sets (or clears, with null) one column of calendar_days for every night of `range`. */
export async function setCalendarDays(
  db: Kysely<Database>,
  listingId: number,
  range: NightRange,
  column: 'nightly_price' | 'minimum_nights',
  value: number | null,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockListing(trx, listingId);
    const days = datesOf(range);
    const rows = days.map((day) => ({ listing_id: listingId, day, nightly_price: null, minimum_nights: null, [column]: value }));
    await trx
      .insertInto('calendar_days')
      .values(rows)
      .onConflict((oc) => oc.columns(['listing_id', 'day']).doUpdateSet({ [column]: value }))
      .execute();
    // Nights back to the RV's own values leave no row behind.
    await trx
      .deleteFrom('calendar_days')
      .where('listing_id', '=', listingId)
      .where('nightly_price', 'is', null)
      .where('minimum_nights', 'is', null)
      .execute();
  });
}

/** The RV's secret export token (made on first use). */
export async function exportToken(db: Db, listingId: number): Promise<string> {
  const existing = await db.selectFrom('ical_exports').select('token').where('listing_id', '=', listingId).executeTakeFirst();
  if (existing) return existing.token;
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
  await db
    .insertInto('ical_exports')
    .values({ listing_id: listingId, token })
    .onConflict((oc) => oc.column('listing_id').doNothing())
    .execute();
  const row = await db.selectFrom('ical_exports').select('token').where('listing_id', '=', listingId).executeTakeFirstOrThrow();
  return row.token;
}

export async function rotateExportToken(db: Db, listingId: number): Promise<string> {
  await db.deleteFrom('ical_exports').where('listing_id', '=', listingId).execute();
  return exportToken(db, listingId);
}

export function feedView(row: FeedRow): IcalFeed {
  return {
    Id: row.id,
    Name: row.name,
    Url: row.url,
    Source: row.source,
    LastSyncedAt: row.last_synced_at ? new Date(row.last_synced_at).toISOString() : null,
    LastError: row.last_error,
    EventCount: row.event_count,
  };
}
export interface FeedRow {
  id: number;
  listing_id: number;
  name: string;
  url: string | null;
  source: 'url' | 'file';
  last_synced_at: Date | string | null;
  last_error: string | null;
  event_count: number;
}

export async function conflictsOf(db: Db, where: { listingId?: number; feedId?: number }): Promise<IcalConflict[]> {
  const rows = await db
    .selectFrom('ical_conflicts as c')
    .innerJoin('ical_feeds as f', 'f.id', 'c.feed_id')
    .select(['c.id', 'c.feed_id', 'f.name', 'c.start_date', 'c.end_date', 'c.booking_id', 'c.summary'])
    .$call((q) => (where.listingId !== undefined ? q.where('c.listing_id', '=', where.listingId) : q))
    .$call((q) => (where.feedId !== undefined ? q.where('c.feed_id', '=', where.feedId) : q))
    .orderBy('c.start_date')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    FeedId: row.feed_id,
    FeedName: row.name,
    ...inclusiveRange({ start: row.start_date, end: row.end_date }),
    BookingId: row.booking_id,
    Summary: row.summary,
  }));
}

/**
 * Replaces the feed's blocked nights with the events' busy nights (planImport): nights already blocked stay as they
 * are, nights on a booking become conflicts (shown to the host), the rest are blocked for the feed. One read of the
 * RV's taken nights and batched inserts, under the RV's lock, so that a large feed holds the database briefly.
 * Returns the nights blocked.
 */
export async function applyImport(
  db: Kysely<Database>,
  feed: FeedRow,
  events: readonly ImportedEvent[],
  now: Date,
): Promise<{ blockedNights: number }> {
  const span = events.length
    ? {
        start: events.reduce((min, e) => (e.range.start < min ? e.range.start : min), events[0].range.start),
        end: events.reduce((max, e) => (e.range.end > max ? e.range.end : max), events[0].range.end),
      }
    : undefined;
  return inTransaction(db, async (trx) => {
    await lockListing(trx, feed.listing_id);
    await trx.deleteFrom('availability_blocks').where('ical_feed_id', '=', feed.id).execute();
    await trx.deleteFrom('ical_conflicts').where('feed_id', '=', feed.id).execute();
    const taken = span ? await takenRanges(trx, feed.listing_id, span) : [];
    const plan = planImport(
      events,
      taken.map((row) => ({ range: row.range, kind: row.kind, bookingId: row.booking_id })),
    );
    for (let i = 0; i < plan.conflicts.length; i += insertBatch) {
      await trx
        .insertInto('ical_conflicts')
        .values(
          plan.conflicts.slice(i, i + insertBatch).map((conflict) => ({
            feed_id: feed.id,
            listing_id: feed.listing_id,
            start_date: conflict.range.start,
            end_date: conflict.range.end,
            booking_id: conflict.bookingId,
            summary: conflict.summary,
          })),
        )
        .execute();
    }
    for (let i = 0; i < plan.blocks.length; i += insertBatch) {
      await trx
        .insertInto('availability_blocks')
        .values(
          plan.blocks.slice(i, i + insertBatch).map((block) => ({
            listing_id: feed.listing_id,
            during: `[${block.range.start},${block.range.end})`,
            kind: 'blocked' as const,
            booking_id: null,
            note: block.note.slice(0, 200) || null,
            ical_feed_id: feed.id,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('ical_feeds')
      .set({ last_synced_at: now, last_error: null, event_count: events.length })
      .where('id', '=', feed.id)
      .execute();
    return { blockedNights: plan.blocks.reduce((total, block) => total + daysBetween(block.range.start, block.range.end), 0) };
  });
}

/** Rows per insert statement of an import (well under PostgreSQL's 65,535 parameters). */
const insertBatch = 1000;

/** One RV's calendar between `from` and `to` (inclusive days). */
export async function calendarOf(
  db: Db,
  listing: { id: number; name: string; country: Country; nightly_price: number; minimum_nights: number },
  from: string,
  to: string,
  exportUrl: string,
): Promise<CalendarRv> {
  const [bookings, blocks, days, feeds, conflicts] = await Promise.all([
    db
      .selectFrom('bookings as b')
      .innerJoin('users as u', 'u.id', 'b.renter_id')
      .select(['b.id', 'b.start_date', 'b.end_date', 'b.status', 'u.first_name', 'u.last_name'])
      .where('b.listing_id', '=', listing.id)
      .where('b.status', 'in', [...shownStatuses])
      .where('b.start_date', '<=', to)
      .where('b.end_date', '>', from)
      .orderBy('b.start_date')
      .execute(),
    db
      .selectFrom('availability_blocks as a')
      .leftJoin('ical_feeds as f', 'f.id', 'a.ical_feed_id')
      .select(['a.id', 'a.during', 'a.kind', 'a.booking_id', 'a.ical_feed_id', 'a.note', 'f.name as feed_name'])
      .where('a.listing_id', '=', listing.id)
      .where(sql<boolean>`a.during && daterange(${from}::date, ${to}::date, '[]')`)
      .execute(),
    db
      .selectFrom('calendar_days')
      .selectAll()
      .where('listing_id', '=', listing.id)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .execute(),
    db.selectFrom('ical_feeds').selectAll().where('listing_id', '=', listing.id).orderBy('id').execute(),
    conflictsOf(db, { listingId: listing.id }),
  ]);
  const bookingViews: CalendarBooking[] = bookings.map((row) => ({
    BookingId: row.id,
    ...inclusiveRange({ start: row.start_date, end: row.end_date }),
    Status: row.status,
    RenterName: `${row.first_name} ${row.last_name.slice(0, 1)}${row.last_name ? '.' : ''}`.trim(),
  }));
  const blockViews: CalendarBlock[] = [];
  for (const row of blocks) {
    const parsed = parseDateRange(row.during);
    if (!parsed) continue;
    if (row.kind === 'booked') {
      // Nights booked without a booking row (seeded history) show as bookings without a renter.
      if (row.booking_id === null && !bookings.some((b) => overlaps({ start: b.start_date, end: b.end_date }, parsed)))
        bookingViews.push({ BookingId: null, ...inclusiveRange(parsed), Status: 'Confirmed', RenterName: '' });
      continue;
    }
    blockViews.push({
      Id: row.id,
      ...inclusiveRange(parsed),
      Source: row.ical_feed_id === null ? 'host' : 'ical',
      FeedName: row.feed_name ?? null,
      Note: row.note,
    });
  }
  blockViews.sort((a, b) => a.StartDate.localeCompare(b.StartDate));
  bookingViews.sort((a, b) => a.StartDate.localeCompare(b.StartDate));
  return {
    Id: listing.id,
    Name: listing.name,
    Currency: listing.country === 'CA' ? 'CAD' : 'USD',
    BasePrice: Number(listing.nightly_price),
    MinimumNights: listing.minimum_nights,
    Bookings: bookingViews,
    Blocks: blockViews,
    Days: days.map((row) => ({
      Date: row.day,
      NightlyPrice: row.nightly_price === null ? null : Number(row.nightly_price),
      MinimumNights: row.minimum_nights,
    })),
    ICalExportUrl: exportUrl,
    Feeds: feeds.map(feedView),
    Conflicts: conflicts,
  };
}
