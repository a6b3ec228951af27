// Host operations (issue 19): the calendar across the host's RVs (blocks, nightly prices and minimum stays per
// range), iCal export (a secret address per RV) and import (by address, refreshed on the scheduler, or from a file),
// and additional drivers. Paths: server/API.md, "Host operations". Errors in the request's language; another
// host's RV answers like an unknown one (404 NOT_FOUND).
import { createRoute, z } from '@hono/zod-openapi';
import type { Country } from '@rove/contract';
import {
  CalendarRvSchema,
  HostCalendarSchema,
  IcalImportResultSchema,
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
import { invalid, json, jsonBody, media, refusals, signInFirst } from '../http/openapi-routes.ts';
import { isPublic, signedIn } from '../identity/route-security.ts';
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
import { exportCalendar, fetchFeed } from './ical.ts';
import { IcalFormatError, IcalLimitError, type ImportedEvent } from './ical-parse.ts';
import { FeedParserStopped, parseFeed } from './feed-parser.ts';
import { OutboundFetchError } from '../http/guarded-fetch.ts';
import type { AppConfig } from '../deps.ts';
import { hostError, hostValidationError, type Locale } from './messages.ts';
import { hostFields, parseWith } from './request-body.ts';

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

// ---- Declarations ----

const common = { tags: ['Host calendar'], ...signedIn };
// Ids of another shape are as unknown as another host's RV (404), so the handlers judge the parameters.
const RvParams = z.object({ rvId: z.string().meta({ description: 'The RV (digits)' }) });
const FeedParams = RvParams.extend({ feedId: z.string().meta({ description: 'The feed (digits)' }) });
const fieldsRefused = 'VALIDATION_FAILED: field errors in Errors, in the request’s language (a range in the past, too long...)';
const rvNotFound = 'NOT_FOUND: no such RV, or another host’s';
const edit = (conflict?: string) =>
  refusals({ 400: fieldsRefused, 401: signInFirst, 404: rvNotFound, ...(conflict ? { 409: conflict } : {}) });
const feedRefusals = refusals({
  400: fieldsRefused,
  401: signInFirst,
  404: `${rvNotFound}; or no such feed of it`,
  409: 'ICAL_FEED_LIMIT',
  413: 'ICAL_TOOLARGE',
  422: 'ICAL_INVALID, ICAL_TOO_MANY_EVENTS, ICAL_PRIVATE_ADDRESS',
  502: 'ICAL_UNREACHABLE, ICAL_TOOMANYREDIRECTS: the feed’s server did not answer well',
  503: 'SHUTTING_DOWN',
  504: 'ICAL_TIMEOUT',
});
const calendarAnswer = (extra: Record<string, z.ZodType>, description: string) =>
  json(z.object({ ...extra, Calendar: CalendarRvSchema }), description);
const routes = {
  calendar: createRoute({
    method: 'get',
    path: base,
    operationId: 'getHostCalendar',
    summary: 'The host’s calendar (this month by default): bookings, blocks, prices, minimum stays, feeds, conflicts',
    ...common,
    request: {
      query: z.object({
        From: z.string().optional().meta({ description: 'YYYY-MM-DD' }),
        To: z.string().optional().meta({ description: 'YYYY-MM-DD' }),
        RvId: z.string().optional().meta({ description: 'One RV only' }),
      }),
    },
    responses: { 200: json(HostCalendarSchema, 'The calendar'), ...refusals({ 400: fieldsRefused, 401: signInFirst, 404: rvNotFound }) },
  }),
  block: createRoute({
    method: 'post',
    path: `${base}/{rvId}/blocks`,
    operationId: 'blockNights',
    summary: 'Block nights',
    ...common,
    request: { params: RvParams, body: jsonBody(CalendarBlockInputSchema) },
    responses: {
      200: calendarAnswer({ BlockedNights: z.number().int() }, 'The nights blocked and the calendar'),
      ...edit('CALENDAR_RANGE_BOOKED (Data.BookingIds)'),
    },
  }),
  unblock: createRoute({
    method: 'post',
    path: `${base}/{rvId}/unblock`,
    operationId: 'unblockNights',
    summary: 'Unblock the host’s nights (bookings and imported nights stay)',
    ...common,
    request: { params: RvParams, body: jsonBody(CalendarRangeSchema) },
    responses: { 200: calendarAnswer({ UnblockedNights: z.number().int() }, 'The nights freed and the calendar'), ...edit() },
  }),
  prices: createRoute({
    method: 'put',
    path: `${base}/{rvId}/prices`,
    operationId: 'setNightlyPrices',
    summary: 'The nightly price of a range',
    ...common,
    request: { params: RvParams, body: jsonBody(CalendarPriceInputSchema) },
    responses: { 200: calendarAnswer({}, 'The calendar'), ...edit() },
  }),
  minimumNights: createRoute({
    method: 'put',
    path: `${base}/{rvId}/minimum-nights`,
    operationId: 'setMinimumNights',
    summary: 'The minimum stay of a range',
    ...common,
    request: { params: RvParams, body: jsonBody(CalendarMinimumNightsInputSchema) },
    responses: { 200: calendarAnswer({}, 'The calendar'), ...edit() },
  }),
  resetExport: createRoute({
    method: 'post',
    path: `${base}/{rvId}/ical-export/reset`,
    operationId: 'resetIcalExport',
    summary: 'A new secret iCal export address (the old one stops working at once)',
    ...common,
    request: { params: RvParams },
    responses: {
      200: json(z.object({ ICalExportUrl: z.string() }), 'The new address'),
      ...refusals({ 400: invalid, 401: signInFirst, 404: rvNotFound }),
    },
  }),
  exportFile: createRoute({
    method: 'get',
    path: '/api/calendar/{file}',
    operationId: 'getIcalExport',
    tags: ['Host calendar'],
    summary: 'An RV’s iCal export ({token}.ics): public, found by its secret token only',
    ...isPublic,
    request: { params: z.object({ file: z.string().meta({ description: '{token}.ics' }) }) },
    responses: { 200: media('text/calendar', 'iCalendar (RFC 5545)'), ...refusals({ 400: invalid, 404: 'NOT_FOUND: no such token' }) },
  }),
  importUrl: createRoute({
    method: 'post',
    path: `${base}/{rvId}/feeds`,
    operationId: 'importIcalFeed',
    summary: 'Import an iCal feed by address (fetched now; refreshed by the scheduler)',
    ...common,
    request: { params: RvParams, body: jsonBody(IcalFeedInputSchema) },
    responses: { 201: json(IcalImportResultSchema, 'The feed, the nights it blocks and its conflicts'), ...feedRefusals },
  }),
  importFile: createRoute({
    method: 'post',
    path: `${base}/{rvId}/feeds/file`,
    operationId: 'importIcalFile',
    summary: 'Import an iCal file once (its text in the body)',
    ...common,
    request: { params: RvParams, body: jsonBody(IcalFileInputSchema) },
    responses: { 201: json(IcalImportResultSchema, 'The feed, the nights it blocks and its conflicts'), ...feedRefusals },
  }),
  refreshFeed: createRoute({
    method: 'post',
    path: `${base}/{rvId}/feeds/{feedId}/refresh`,
    operationId: 'refreshIcalFeed',
    summary: 'Fetch an address feed again now',
    ...common,
    request: { params: FeedParams },
    responses: { 200: json(IcalImportResultSchema, 'The feed after the refresh'), ...feedRefusals },
  }),
  removeFeed: createRoute({
    method: 'delete',
    path: `${base}/{rvId}/feeds/{feedId}`,
    operationId: 'removeIcalFeed',
    summary: 'Remove a feed: its nights are freed',
    ...common,
    request: { params: FeedParams },
    responses: {
      204: { description: 'Removed' },
      ...refusals({ 400: invalid, 401: signInFirst, 404: `${rvNotFound}; or no such feed of it` }),
    },
  }),
};

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
    app.openapi(routes.calendar, async (c) => {
      const locale = c.var.request.locale;
      const user = c.get('user');
      const query = c.req.valid('query');
      const first = `${today().slice(0, 7)}-01`;
      const from = query.From ?? first;
      const to = query.To ?? addDays(addDays(first, 31).slice(0, 8).concat('01'), -1);
      const range = parseWith(CalendarRangeSchema, { StartDate: from, EndDate: to }, locale);
      const rvId = query.RvId;
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
      return c.json(answer, 200);
    });

    const rangeAnswer = async (listing: CalendarListing, range: { StartDate: string; EndDate: string }) =>
      rvCalendar(listing, range.StartDate, range.EndDate);

    app.openapi(
      routes.block,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managedRv(c.req.valid('param').rvId, c.get('user'), locale);
        const input = checkedRange(c.req.valid('json'), locale);
        try {
          const nights = await blockRange(db, listing.id, nightsRange(input), input.Note || null);
          return c.json({ BlockedNights: nights, Calendar: await rangeAnswer(listing, input) }, 200);
        } catch (error) {
          if (error instanceof RangeBookedError)
            throw hostError(409, 'rangeBooked', 'CALENDAR_RANGE_BOOKED', locale, { data: { BookingIds: error.bookingIds } });
          throw error;
        }
      },
      hostFields,
    );

    app.openapi(
      routes.unblock,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managedRv(c.req.valid('param').rvId, c.get('user'), locale);
        const input = checkedRange(c.req.valid('json'), locale);
        const nights = await unblockRange(db, listing.id, nightsRange(input));
        return c.json({ UnblockedNights: nights, Calendar: await rangeAnswer(listing, input) }, 200);
      },
      hostFields,
    );

    app.openapi(
      routes.prices,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managedRv(c.req.valid('param').rvId, c.get('user'), locale);
        const input = checkedRange(c.req.valid('json'), locale);
        await setCalendarDays(db, listing.id, nightsRange(input), 'nightly_price', input.NightlyPrice);
        return c.json({ Calendar: await rangeAnswer(listing, input) }, 200);
      },
      hostFields,
    );

    app.openapi(
      routes.minimumNights,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managedRv(c.req.valid('param').rvId, c.get('user'), locale);
        const input = checkedRange(c.req.valid('json'), locale);
        await setCalendarDays(db, listing.id, nightsRange(input), 'minimum_nights', input.MinimumNights);
        return c.json({ Calendar: await rangeAnswer(listing, input) }, 200);
      },
      hostFields,
    );

    // A new secret export address (the old one stops working at once).
    app.openapi(routes.resetExport, async (c) => {
      const listing = await managedRv(c.req.valid('param').rvId, c.get('user'), c.var.request.locale);
      return c.json({ ICalExportUrl: exportUrl(await rotateExportToken(db, listing.id)) }, 200);
    });

    // The export itself: public, found by its secret token only. Bookings and blocks from 30 days ago on.
    app.openapi(routes.exportFile, async (c) => {
      const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(c.req.valid('param').file);
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
    app.openapi(
      routes.importUrl,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managedRv(c.req.valid('param').rvId, c.get('user'), locale);
        const input = c.req.valid('json');
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
      },
      hostFields,
    );

    // Import a file once (its text in the JSON body: { Name, Content }).
    app.openapi(
      routes.importFile,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managedRv(c.req.valid('param').rvId, c.get('user'), locale);
        const input = c.req.valid('json');
        if (Buffer.byteLength(input.Content) > calendarLimits.FeedBytes) throw hostError(413, 'feedTooLarge', 'ICAL_TOOLARGE', locale);
        const events = await readNewFeed(input.Content, locale);
        const feed = await newFeed(listing.id, input.Name, null, locale);
        return c.json(await syncFeed(feed, locale, { text: input.Content, events }), 201);
      },
      hostFields,
    );

    async function managedFeed(c: { req: { param(name: string): string }; get(k: 'user'): AuthUser }, locale: Locale) {
      const listing = await managedRv(c.req.param('rvId'), c.get('user'), locale);
      const feedId = idOf(c.req.param('feedId'));
      const feed = Number.isSafeInteger(feedId)
        ? await db.selectFrom('ical_feeds').selectAll().where('id', '=', feedId).where('listing_id', '=', listing.id).executeTakeFirst()
        : undefined;
      if (!feed) throw hostError(404, 'feedNotFound', 'NOT_FOUND', locale);
      return feed as FeedRow;
    }

    app.openapi(routes.refreshFeed, async (c) => {
      const locale = c.var.request.locale;
      const feed = await managedFeed(c, locale);
      if (feed.source !== 'url')
        return c.json({ Feed: feedView(feed), BlockedNights: 0, Conflicts: await conflictsOf(db, { feedId: feed.id }) }, 200);
      return c.json(await syncFeed(feed, locale), 200);
    });

    // Removing a feed frees its nights and forgets its conflicts (cascade).
    app.openapi(routes.removeFeed, async (c) => {
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
  },
};
