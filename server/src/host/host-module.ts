// Host operations (issue 19): the calendar across the host's RVs (blocks, nightly prices and minimum stays per
// range), iCal export (a secret address per RV) and import (by address, refreshed on the scheduler, or from a file),
// and additional drivers. Paths: server/API.md, "Host operations". Errors in the request's language; another
// host's RV answers like an unknown one (404 NOT_FOUND).
import type { Country } from '@rove/contract';
import {
  CalendarBlockInputSchema,
  CalendarMinimumNightsInputSchema,
  CalendarPriceInputSchema,
  CalendarRangeSchema,
  calendarLimits,
  calendarRangeProblem,
  type HostCalendar,
  type IcalImportResult,
  IcalFeedInputSchema,
  IcalFileInputSchema,
} from '@rove/contract';
import { sql } from 'kysely';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../identity/middleware.ts';
import type { AuthUser } from '../identity/auth-user.ts';
import type { ApiModule } from '../module.ts';
import { addDays, todayUtc } from '../pricing/calendar.ts';
import { parseDateRange } from '../db/date-range.ts';
import { nightsRange } from './calendar-rules.ts';
import {
  applyImport,
  blockRange,
  calendarOf,
  conflictsOf,
  exportToken,
  type FeedRow,
  feedView,
  RangeBookedError,
  rotateExportToken,
  setCalendarDays,
  unblockRange,
} from './calendar-store.ts';
import { registerDriverRoutes } from './drivers.ts';
import { registerInsightRoutes } from './insights.ts';
import { registerProfileRoutes } from './profile.ts';
import { documentHostRoutes } from './host-openapi.ts';
import { exportCalendar, fetchFeed, IcalFormatError, IcalLimitError, type ImportedEvent } from './ical.ts';
import { FeedParserStopped, parseFeed } from './feed-parser.ts';
import { OutboundFetchError } from '../http/guarded-fetch.ts';
import type { AppConfig } from '../deps.ts';
import { hostError, hostValidationError, type Locale } from './messages.ts';
import { parseWith, readJson } from './request-body.ts';

const base = '/api/hosts/calendar';
const idOf = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN);
const canManage = (user: AuthUser, ownerId: number) => user.id === ownerId || user.roles.includes('administrator');

interface CalendarListing {
  id: number;
  name: string;
  owner_id: number;
  country: Country;
  nightly_price: number;
  minimum_nights: number;
  status: string;
}

const feedMessages = {
  timeout: 'feedTimeout',
  tooLarge: 'feedTooLarge',
  tooManyRedirects: 'feedTooManyRedirects',
  unreachable: 'feedUnreachable',
  privateAddress: 'feedPrivate',
} as const;

/** A failed fetch as the API answers it: 504 timeout, 413 too large, 422 private address, 502 otherwise. */
function feedFailure(error: unknown, locale: Locale) {
  const reason = error instanceof OutboundFetchError ? error.reason : 'unreachable';
  const status = reason === 'timeout' ? 504 : reason === 'tooLarge' ? 413 : reason === 'privateAddress' ? 422 : 502;
  return hostError(status, feedMessages[reason], `ICAL_${reason === 'privateAddress' ? 'PRIVATE_ADDRESS' : reason.toUpperCase()}`, locale);
}

/** A feed that could not be read as the API answers it: 422 not iCal or too many events, 503 while shutting down. */
function readFailure(error: unknown, locale: Locale) {
  if (error instanceof IcalFormatError) return hostError(422, 'feedNotIcal', 'ICAL_INVALID', locale);
  if (error instanceof IcalLimitError) return hostError(422, 'feedTooManyEvents', 'ICAL_TOO_MANY_EVENTS', locale);
  if (error instanceof FeedParserStopped) return hostError(503, 'shuttingDown', 'SHUTTING_DOWN', locale);
  return undefined;
}

/** Addresses a feed may be fetched from although they are not public: loopback in tests and journeys, none in production. */
function outboundAllow(config: AppConfig): ReadonlySet<string> {
  if (config.env === 'production') return new Set();
  const loopback = config.env === 'test' || process.env.ROVE_FETCH_ALLOW_LOOPBACK === '1' ? ['127.0.0.1', '::1'] : [];
  return new Set(config.outboundAllow ?? loopback);
}

/** The importable part of a feed: today up to the calendar's horizon. */
const importWindow = (today: string) => ({ from: today, until: addDays(today, calendarLimits.AheadDays + 1) });

export const hostModule: ApiModule = {
  name: 'host-operations',
  register(app, deps) {
    const { db } = deps;
    const today = () => todayUtc(deps.now());
    const allowAddresses = outboundAllow(deps.config);
    const readFeed = (text: string) => parseFeed(text, importWindow(today()));
    const exportUrl = (token: string) => `${deps.config.publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;

    async function managedRv(rvId: string, user: AuthUser, locale: Locale): Promise<CalendarListing> {
      const id = idOf(rvId);
      const row = Number.isSafeInteger(id)
        ? await db
            .selectFrom('listings')
            .select(['id', 'name', 'owner_id', 'country', 'nightly_price', 'minimum_nights', 'status'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
      if (!row || !canManage(user, row.owner_id) || row.status === 'deleted') throw hostError(404, 'notFound', 'NOT_FOUND', locale);
      return row as CalendarListing;
    }

    function checkedRange<T extends { StartDate: string; EndDate: string }>(input: T, locale: Locale): T {
      const problem = calendarRangeProblem(input, today());
      if (problem) throw hostValidationError({ [problem === 'Range.past' ? 'StartDate' : 'EndDate']: [problem] }, locale);
      return input;
    }

    async function rvCalendar(listing: CalendarListing, from: string, to: string) {
      return calendarOf(db, listing, from, to, exportUrl(await exportToken(db, listing.id)));
    }

    // GET /api/hosts/calendar?From&To&RvId: the host's RVs (or one) with bookings, blocks, prices, feeds, conflicts.
    app.get(base, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const user = c.get('user');
      const first = `${today().slice(0, 7)}-01`;
      const from = c.req.query('From') ?? first;
      const to = c.req.query('To') ?? addDays(addDays(first, 31).slice(0, 8).concat('01'), -1);
      const range = parseWith(CalendarRangeSchema, { StartDate: from, EndDate: to }, locale);
      const rvId = c.req.query('RvId');
      if (rvId !== undefined && !Number.isSafeInteger(idOf(rvId))) throw hostValidationError({ RvId: ['Field.invalid'] }, locale);
      const listings = (await db
        .selectFrom('listings')
        .select(['id', 'name', 'owner_id', 'country', 'nightly_price', 'minimum_nights', 'status'])
        .where('owner_id', '=', user.id)
        .where('status', 'in', ['published', 'unpublished'])
        .$call((q) => (rvId === undefined ? q : q.where('id', '=', idOf(rvId))))
        .orderBy('id')
        .execute()) as CalendarListing[];
      if (rvId !== undefined && !listings.length) throw hostError(404, 'notFound', 'NOT_FOUND', locale);
      const answer: HostCalendar = {
        From: range.StartDate,
        To: range.EndDate,
        Rvs: await Promise.all(listings.map((listing) => rvCalendar(listing, range.StartDate, range.EndDate))),
      };
      return c.json(answer);
    });

    const rangeAnswer = async (listing: CalendarListing, range: { StartDate: string; EndDate: string }) =>
      rvCalendar(listing, range.StartDate, range.EndDate);

    app.post(`${base}/:rvId/blocks`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const input = checkedRange(parseWith(CalendarBlockInputSchema, await readJson(c), locale), locale);
      try {
        const nights = await blockRange(db, listing.id, nightsRange(input), input.Note || null);
        return c.json({ BlockedNights: nights, Calendar: await rangeAnswer(listing, input) });
      } catch (error) {
        if (error instanceof RangeBookedError)
          throw hostError(409, 'rangeBooked', 'CALENDAR_RANGE_BOOKED', locale, { data: { BookingIds: error.bookingIds } });
        throw error;
      }
    });

    app.post(`${base}/:rvId/unblock`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const input = checkedRange(parseWith(CalendarRangeSchema, await readJson(c), locale), locale);
      const nights = await unblockRange(db, listing.id, nightsRange(input));
      return c.json({ UnblockedNights: nights, Calendar: await rangeAnswer(listing, input) });
    });

    app.put(`${base}/:rvId/prices`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const input = checkedRange(parseWith(CalendarPriceInputSchema, await readJson(c), locale), locale);
      await setCalendarDays(db, listing.id, nightsRange(input), 'nightly_price', input.NightlyPrice);
      return c.json({ Calendar: await rangeAnswer(listing, input) });
    });

    app.put(`${base}/:rvId/minimum-nights`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const input = checkedRange(parseWith(CalendarMinimumNightsInputSchema, await readJson(c), locale), locale);
      await setCalendarDays(db, listing.id, nightsRange(input), 'minimum_nights', input.MinimumNights);
      return c.json({ Calendar: await rangeAnswer(listing, input) });
    });

    // A new secret export address (the old one stops working at once).
    app.post(`${base}/:rvId/ical-export/reset`, requireUser, async (c) => {
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), c.var.request.locale);
      return c.json({ ICalExportUrl: exportUrl(await rotateExportToken(db, listing.id)) });
    });

    // The export itself: public, found by its secret token only. Bookings and blocks from 30 days ago on.
    app.get('/api/calendar/:file', async (c) => {
      const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(c.req.param('file'));
      const row = match
        ? await db
            .selectFrom('ical_exports as e')
            .innerJoin('listings as l', 'l.id', 'e.listing_id')
            .select(['l.id', 'l.name'])
            .where('e.token', '=', match[1])
            .executeTakeFirst()
        : undefined;
      if (!row) throw new ApiError(404, 'Not found', { statusMessage: 'NOT_FOUND' });
      const from = addDays(today(), -30);
      const blocks = await db
        .selectFrom('availability_blocks')
        .select(['id', 'during', 'kind', 'booking_id', 'note'])
        .where('listing_id', '=', row.id)
        .where(sql<boolean>`upper(during) > ${from}::date`)
        .execute();
      const events = blocks.flatMap((block) => {
        const range = parseDateRange(block.during);
        if (!range) return [];
        const booked = block.kind === 'booked';
        return [
          {
            uid: booked && block.booking_id !== null ? `rove-booking-${block.booking_id}` : `rove-block-${block.id}`,
            range,
            summary: booked ? `Rove booking${block.booking_id !== null ? ` #${block.booking_id}` : ''}` : 'Not available (Rove)',
            description: block.note ?? undefined,
          },
        ];
      });
      const host = new URL(deps.config.publicUrl).host;
      const body = exportCalendar({ name: row.name, host, events, now: deps.now() });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="rove-${row.id}.ics"`,
        'Cache-Control': 'private, max-age=300',
      });
    });

    /**
     * Fetches (url feeds) or takes (file) a feed's text, reads it in a worker (feed-parser.ts) and applies it;
     * failures are saved on the feed and thrown. `events` skips the reading when the caller already read the text.
     */
    async function syncFeed(feed: FeedRow, locale: Locale, given?: { text: string; events?: ImportedEvent[] }): Promise<IcalImportResult> {
      const fail = async (failure: ApiError) => {
        if (failure.status !== 503)
          await db.updateTable('ical_feeds').set({ last_error: failure.message }).where('id', '=', feed.id).execute();
        return failure;
      };
      let text: string;
      try {
        text = given?.text ?? (await fetchFeed(feed.url ?? '', { allowAddresses }));
      } catch (error) {
        throw await fail(feedFailure(error, locale));
      }
      if (Buffer.byteLength(text) > calendarLimits.FeedBytes) throw await fail(hostError(413, 'feedTooLarge', 'ICAL_TOOLARGE', locale));
      let events: ImportedEvent[];
      try {
        events = given?.events ?? (await readFeed(text));
      } catch (error) {
        const failure = readFailure(error, locale);
        if (!failure) throw error;
        throw await fail(failure);
      }
      const { blockedNights } = await applyImport(db, feed, events, deps.now());
      const saved = (await db.selectFrom('ical_feeds').selectAll().where('id', '=', feed.id).executeTakeFirstOrThrow()) as FeedRow;
      return { Feed: feedView(saved), BlockedNights: blockedNights, Conflicts: await conflictsOf(db, { feedId: feed.id }) };
    }

    /** Reads a feed before anything is saved: a refused feed saves nothing. */
    async function readNewFeed(text: string, locale: Locale): Promise<ImportedEvent[]> {
      try {
        return await readFeed(text);
      } catch (error) {
        throw readFailure(error, locale) ?? error;
      }
    }

    async function newFeed(listingId: number, name: string, url: string | null, locale: Locale): Promise<FeedRow> {
      const count = await db
        .selectFrom('ical_feeds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('listing_id', '=', listingId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= calendarLimits.FeedsPerRv) throw hostError(409, 'feedLimit', 'ICAL_FEED_LIMIT', locale);
      return (await db
        .insertInto('ical_feeds')
        .values({ listing_id: listingId, name, url, source: url ? 'url' : 'file' })
        .returningAll()
        .executeTakeFirstOrThrow()) as FeedRow;
    }

    // Import by address: fetched now (a failure leaves nothing behind), then refreshed by the scheduler.
    app.post(`${base}/:rvId/feeds`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const input = parseWith(IcalFeedInputSchema, await readJson(c), locale);
      const url = input.Url.replace(/^webcals?:\/\//i, 'https://');
      // Fetch and parse before saving anything: a refused feed saves nothing.
      let text: string;
      try {
        text = await fetchFeed(url, { allowAddresses });
      } catch (error) {
        throw feedFailure(error, locale);
      }
      const events = await readNewFeed(text, locale);
      const feed = await newFeed(listing.id, input.Name, url, locale);
      return c.json(await syncFeed(feed, locale, { text, events }), 201);
    });

    // Import a file once (its text in the JSON body: { Name, Content }).
    app.post(`${base}/:rvId/feeds/file`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const input = parseWith(IcalFileInputSchema, await readJson(c), locale);
      if (Buffer.byteLength(input.Content) > calendarLimits.FeedBytes) throw hostError(413, 'feedTooLarge', 'ICAL_TOOLARGE', locale);
      const events = await readNewFeed(input.Content, locale);
      const feed = await newFeed(listing.id, input.Name, null, locale);
      return c.json(await syncFeed(feed, locale, { text: input.Content, events }), 201);
    });

    async function managedFeed(c: { req: { param(name: string): string }; get(k: 'user'): AuthUser }, locale: Locale) {
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const feedId = idOf(c.req.param('feedId'));
      const feed = Number.isSafeInteger(feedId)
        ? await db.selectFrom('ical_feeds').selectAll().where('id', '=', feedId).where('listing_id', '=', listing.id).executeTakeFirst()
        : undefined;
      if (!feed) throw hostError(404, 'feedNotFound', 'NOT_FOUND', locale);
      return feed as FeedRow;
    }

    app.post(`${base}/:rvId/feeds/:feedId/refresh`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const feed = await managedFeed(c, locale);
      if (feed.source !== 'url')
        return c.json({ Feed: feedView(feed), BlockedNights: 0, Conflicts: await conflictsOf(db, { feedId: feed.id }) });
      return c.json(await syncFeed(feed, locale));
    });

    // Removing a feed frees its nights and forgets its conflicts (cascade).
    app.delete(`${base}/:rvId/feeds/:feedId`, requireUser, async (c) => {
      const feed = await managedFeed(c, c.var.request.locale);
      await db.deleteFrom('ical_feeds').where('id', '=', feed.id).execute();
      return c.body(null, 204);
    });

    // The scheduler refreshes every address feed through syncFeed, so with the same limits as an import: the guarded
    // fetch, the parser's worker with its budgets and its limits on events. One failing feed never stops the others.
    deps.scheduler.add({
      name: 'ical-refresh',
      everyMs: 30 * 60 * 1000,
      run: async () => {
        const feeds = await db
          .selectFrom('ical_feeds as f')
          .innerJoin('listings as l', 'l.id', 'f.listing_id')
          .innerJoin('users as u', 'u.id', 'l.owner_id')
          .selectAll('f')
          .select('u.language')
          .where('f.source', '=', 'url')
          .orderBy('f.id')
          .execute();
        for (const feed of feeds) {
          try {
            // The error the host will read on the feed, in the host's language.
            await syncFeed(feed as FeedRow, feed.language === 'fr' ? 'fr' : 'en');
          } catch (error) {
            deps.logger.warn('ical feed refresh failed', {
              feedId: feed.id,
              error: error instanceof Error ? error.message : String(error),
            });
          }
        }
      },
    });

    registerDriverRoutes(app, deps);
    registerInsightRoutes(app, deps);
    registerProfileRoutes(app, deps);
    documentHostRoutes(app);
  },
};
