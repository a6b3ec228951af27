// The dashboard's reads: the bookings lists (trips and bookings), the dashboard home for renters and hosts, the
// cancellation preview, a booking's payments and payouts, the host's review insights, "book a call", and the
// journeys' test clock (/dev/clock, only when ROVE_TEST_CLOCK=1 outside production).
import { createRoute, z } from '@hono/zod-openapi';
import {
  BookCallSchema,
  BookingListSchema,
  type BookingList,
  type BookingListFilterName,
  type BookingListItem,
  BookingMoneySchema,
  bookingListFilters,
  bookingListPageSize,
  CancellationPreviewSchema,
  type CancellationPreview,
  type HostDashboard,
  HostDashboardSchema,
  HostReviewsOverviewSchema,
  inStatusGroup,
  type RenterDashboard,
  RenterDashboardSchema,
} from '@rove/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { maxTestClockOffsetDays } from '../dev/test-clock.ts';
import type { App } from '../http/context.ts';
import { json, jsonBody, rateLimited, refusals } from '../http/openapi-routes.ts';
import { hostsOnly, isPublic, signedIn } from '../identity/route-security.ts';
import { mailerFor } from '../mail/mailer.ts';
import { performanceTier } from '../notifications/notification-rules.ts';
import { photoUrl } from '../photos/photo-url.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { policyOf } from '../pricing/cancellation-policies.ts';
import { type BookingContext, cancellationOutcome, settleBooking } from './booking-actions.ts';
import { bookingClockJob } from './booking-clock.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e, bookingTags } from './booking-http.ts';
import { answerDeadline, availableEvents } from './booking-state-machine.ts';
import { type BookingRow, bookingListItems, roleOf } from './booking-views.ts';
import { requireAction } from '../identity/action-limits.ts';
import { bookingError } from './booking-errors.ts';
import { serverWords } from '../i18n/server-words.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  callDateAllowed,
  compareForList,
  hostHomeGroups,
  listShows,
  nextMonthStart,
  renterHomeGroup,
  rvAttentionReasons,
  sumByCurrency,
} from './dashboard-rules.ts';

const listQuerySchema = z.object({
  filter: z.enum(bookingListFilters).default('all'),
  role: z.enum(['renter', 'owner']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  /** The first version's paging (still answered). */
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** The user's bookings on one side (or both), with the time-driven steps that are due applied first. */
async function viewerBookings(ctx: BookingContext, userId: number, role: 'renter' | 'owner' | undefined): Promise<BookingRow[]> {
  const rows = await ctx.db
    .selectFrom('bookings')
    .selectAll()
    .where((eb) =>
      role === 'owner'
        ? eb('owner_id', '=', userId)
        : role === 'renter'
          ? eb('renter_id', '=', userId)
          : eb.or([eb('owner_id', '=', userId), eb('renter_id', '=', userId)]),
    )
    .execute();
  const now = ctx.now();
  const today = todayUtc(now);
  const settled: BookingRow[] = [];
  for (const row of rows) {
    const due =
      (inStatusGroup(row.status, 'pending') && now.getTime() >= answerDeadline(row.waiting_since).getTime()) ||
      (row.status === 'Confirmed' && today >= row.end_date);
    settled.push(due ? await settleBooking(ctx, row) : row);
  }
  return settled;
}

const common = { tags: bookingTags, ...signedIn };
const listRoute = createRoute({
  method: 'get',
  path: '/api/bookings',
  operationId: 'listBookings',
  summary: 'Bookings of the signed-in user, a page at a time (trips: role=renter; bookings: role=owner)',
  ...common,
  request: { query: listQuerySchema },
  responses: {
    200: json(BookingListSchema, 'A page of the list, with the count per filter'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst }),
  },
});
const dashboardRoute = createRoute({
  method: 'get',
  path: '/api/dashboard',
  operationId: 'getDashboard',
  summary: 'The dashboard home: mode=renter (/dashboard) or mode=host (/host)',
  ...common,
  request: { query: z.object({ mode: z.enum(['renter', 'host']).optional().meta({ description: 'renter by default' }) }) },
  responses: {
    200: json(z.union([RenterDashboardSchema, HostDashboardSchema]), 'The renter’s or the host’s home'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst }),
  },
});
const cancellationRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/cancellation',
  operationId: 'previewCancellation',
  summary: 'What cancelling now gives back, by the booking’s policy (by=renter: what the host keeps if the renter cancels)',
  ...common,
  request: { params: BookingParams, query: z.object({ by: z.enum(['renter']).optional() }) },
  responses: {
    200: json(CancellationPreviewSchema, 'The refund and what the host keeps'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: e.notParty }),
  },
});
const moneyRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/money',
  operationId: 'getBookingMoney',
  summary: 'The renter’s payments or the host’s payouts of a booking',
  ...common,
  request: { params: BookingParams },
  responses: {
    200: json(BookingMoneySchema, 'Payments (renter) or payouts (host)'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst, 404: e.notParty }),
  },
});
const hostReviewsRoute = createRoute({
  method: 'get',
  path: '/api/hosts/insights/reviews',
  operationId: 'getHostReviewsOverview',
  summary: 'Reviews of the host’s RVs: the averages per category and the latest ten',
  tags: bookingTags,
  ...hostsOnly,
  responses: {
    200: json(HostReviewsOverviewSchema, 'Averages and recent reviews'),
    ...refusals({ 400: e.invalid, 401: e.signInFirst, 403: 'Not an owner (FORBIDDEN)' }),
  },
});
const callRequestRoute = createRoute({
  method: 'post',
  path: '/api/support/call-requests',
  operationId: 'requestSupportCall',
  summary: 'Book a call with support (a confirmation is mailed)',
  ...common,
  request: { body: jsonBody(BookCallSchema) },
  responses: {
    201: json(z.object({ Id: z.number().int() }), 'Booked'),
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      404: 'BOOKING_NOT_FOUND: a booking named that is not the caller’s',
      422: 'VALIDATION_FAILED: PreferredDate not within the next 60 days',
      429: rateLimited,
    }),
  },
});
const ClockSchema = z.object({ Now: z.string(), OffsetDays: z.number() });
const clockRoutes = {
  read: createRoute({
    method: 'get',
    path: '/dev/clock',
    operationId: 'getTestClock',
    tags: ['Development'],
    summary: 'Journeys only (ROVE_TEST_CLOCK=1, never in production): the moved clock',
    ...isPublic,
    responses: { 200: json(ClockSchema, 'Now and the offset'), ...refusals({ 400: e.invalid }) },
  }),
  move: createRoute({
    method: 'post',
    path: '/dev/clock',
    operationId: 'moveTestClock',
    tags: ['Development'],
    summary: 'Journeys only: move the clock, then run the booking clock',
    ...isPublic,
    request: { body: jsonBody(z.object({ OffsetDays: z.number().min(-maxTestClockOffsetDays).max(maxTestClockOffsetDays) })) },
    responses: { 200: json(ClockSchema, 'Now and the offset'), ...refusals({ 400: e.invalid }) },
  }),
};

export function registerDashboardRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  // GET /api/bookings?filter=all|pending|completed|confirmed&role=renter|owner&page=1&pageSize=10
  app.openapi(listRoute, async (c) => {
    const ctx = helpers.contextOf(c);
    const query = c.req.valid('query');
    const user = c.get('user');
    const rows = await viewerBookings(ctx, user.id, query.role);
    const counts = Object.fromEntries(
      bookingListFilters.map((filter) => [filter, rows.filter((row) => listShows(filter, row.status)).length]),
    ) as Record<BookingListFilterName, number>;
    const matching = rows.filter((row) => listShows(query.filter, row.status)).sort(compareForList(query.filter));
    const pageSize = query.pageSize ?? query.limit ?? bookingListPageSize;
    const offset = query.offset ?? (query.page - 1) * pageSize;
    const page = matching.slice(offset, offset + pageSize);
    const answer: BookingList = {
      Filter: query.filter,
      Total: matching.length,
      Page: Math.floor(offset / pageSize) + 1,
      PageSize: pageSize,
      TotalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
      Counts: counts,
      Items: await bookingListItems(deps.db, page, { userId: user.id, now: deps.now() }),
    };
    return c.json(answer, 200);
  });

  // The dashboard home: /dashboard (mode=renter) and /host (mode=host).
  app.openapi(dashboardRoute, async (c) => {
    const ctx = helpers.contextOf(c);
    const user = c.get('user');
    const mode = c.req.valid('query').mode === 'host' ? 'host' : 'renter';
    const now = deps.now();
    const today = todayUtc(now);
    const viewer = { userId: user.id, now };
    if (mode === 'renter') {
      const rows = (await viewerBookings(ctx, user.id, 'renter')).sort(compareForList('all'));
      const items = await bookingListItems(deps.db, rows, viewer);
      const byId = new Map(items.map((item) => [item.Id, item]));
      const pick = (filter: (row: BookingRow) => boolean, limit = 6) =>
        rows
          .filter(filter)
          .slice(0, limit)
          .map((row) => byId.get(row.id) as BookingListItem);
      const awaitingHost = pick((row) => renterHomeGroup(row, today) === 'AwaitingHost');
      const favourites = await deps.db
        .selectFrom('favourite_items as i')
        .innerJoin('favourite_collections as fc', 'fc.id', 'i.collection_id')
        .innerJoin('listings as l', 'l.id', 'i.listing_id')
        .select(['l.id', 'l.alias', 'l.name', sql<number>`count(*) over ()`.as('total')])
        .where('fc.user_id', '=', user.id)
        .where('l.status', '=', 'published')
        .orderBy('i.created_at', 'desc')
        .limit(4)
        .execute();
      const answer: RenterDashboard = {
        Current: pick((row) => renterHomeGroup(row, today) === 'Current'),
        Upcoming: pick((row) => renterHomeGroup(row, today) === 'Upcoming'),
        AwaitingHost: awaitingHost,
        ToDo: items.filter((item) => item.NextStep !== null && item.Status !== 'AwaitingOwnerApproval').slice(0, 10),
        Favourites: {
          Count: Number(favourites[0]?.total ?? 0),
          Items: favourites.map((row) => ({ RvId: row.id, Alias: row.alias, Name: row.name, PhotoUrl: photoUrl(row.id, 1) })),
        },
      };
      return c.json(answer, 200);
    }
    const rows = (await viewerBookings(ctx, user.id, 'owner')).sort(compareForList('all'));
    const items = await bookingListItems(deps.db, rows, viewer);
    const byId = new Map(items.map((item) => [item.Id, item]));
    const pick = (filter: (row: BookingRow) => boolean, order?: (a: BookingRow, b: BookingRow) => number, limit = 8) =>
      [...rows]
        .filter(filter)
        .sort(order ?? (() => 0))
        .slice(0, limit)
        .map((row) => byId.get(row.id) as BookingListItem);
    const month = today.slice(0, 7);
    const [payouts, listings, record] = await Promise.all([
      deps.db
        .selectFrom('payouts')
        .select(['amount', 'currency', 'status'])
        .where('owner_id', '=', user.id)
        .where('status', 'in', ['scheduled', 'paid'])
        .where('scheduled_for', '>=', `${month}-01`)
        .where('scheduled_for', '<', nextMonthStart(month))
        .execute(),
      deps.db
        .selectFrom('listings as l')
        .select([
          'l.id',
          'l.alias',
          'l.name',
          'l.status',
          'l.description_en',
          'l.description_fr',
          (eb) =>
            eb
              .selectFrom('listing_photos as p')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('p.listing_id', '=', 'l.id')
              .as('photos'),
          (eb) =>
            eb
              .selectFrom('listing_addons as a')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('a.listing_id', '=', 'l.id')
              .as('addons'),
        ])
        .where('l.owner_id', '=', user.id)
        .where('l.status', '!=', 'deleted')
        .orderBy('l.id')
        .execute(),
      deps.db
        .selectFrom('bookings')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn.countAll().filterWhere('status', '=', 'CancelledByOwner').as('cancelledByOwner'),
          eb.fn.countAll().filterWhere('status', '=', 'Expired').as('expired'),
        ])
        .where('owner_id', '=', user.id)
        .executeTakeFirst(),
    ]);
    const inMonth = payouts;
    const attention = listings
      .map((row) => ({
        Id: row.id,
        Alias: row.alias,
        Name: row.name,
        Reasons: rvAttentionReasons({
          status: row.status,
          photos: Number(row.photos ?? 0),
          descriptionEn: row.description_en,
          descriptionFr: row.description_fr,
          addOns: Number(row.addons ?? 0),
        }),
      }))
      .filter((row) => row.Reasons.length > 0)
      .slice(0, 10);
    const counts = {
      total: Number(record?.total ?? 0),
      cancelledByOwner: Number(record?.cancelledByOwner ?? 0),
      expired: Number(record?.expired ?? 0),
    };
    const answer: HostDashboard = {
      Requests: pick(
        (row) => hostHomeGroups(row, today).includes('Requests'),
        (a, b) => a.waiting_since.getTime() - b.waiting_since.getTime(),
        20,
      ),
      Departures: pick(
        (row) => hostHomeGroups(row, today).includes('Departures'),
        (a, b) => a.start_date.localeCompare(b.start_date),
      ),
      Returns: pick(
        (row) => hostHomeGroups(row, today).includes('Returns'),
        (a, b) => a.end_date.localeCompare(b.end_date),
      ),
      ToDo: items.filter((item) => item.NextStep !== null && item.NextStep !== 'answer').slice(0, 10),
      Earnings: {
        Month: month,
        Paid: sumByCurrency(inMonth.filter((row) => row.status === 'paid')),
        Scheduled: sumByCurrency(inMonth.filter((row) => row.status === 'scheduled')),
      },
      RvsNeedingAttention: attention,
      PerformanceTier: performanceTier(counts),
      Record: { TotalBookings: counts.total, CancelledByOwner: counts.cancelledByOwner, ExpiredRequests: counts.expired },
      HasRv: listings.length > 0,
    };
    return c.json(answer, 200);
  });

  // What cancelling now would give back (the cancel page shows it before the user confirms).
  app.openapi(cancellationRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const viewer = roleOf(booking, user.id) as 'renter' | 'owner';
    // ?by=renter: the host asks what they would keep if the renter cancelled now (income protection).
    const role = c.req.valid('query').by === 'renter' ? 'renter' : viewer;
    const outcome = await cancellationOutcome(ctx, booking, role);
    const facts = { status: booking.status, waitingSince: booking.waiting_since, endDate: booking.end_date };
    const answer: CancellationPreview = {
      BookingId: booking.id,
      Policy: policyOf(outcome.policy),
      CancelledBy: role,
      DaysBeforeStart: outcome.daysBeforeStart,
      RefundPercent: outcome.percent,
      Currency: booking.currency,
      Paid: outcome.paid / 100,
      Refund: outcome.refund / 100,
      HostKeeps: outcome.hostKeeps / 100,
      CreditsReturned: outcome.creditsReturned / 100,
      CanCancel: role === viewer && availableEvents(facts, role, deps.now()).includes('cancel'),
    };
    return c.json(answer, 200);
  });

  // The money of one booking as each side sees it: the renter's payments, the host's payouts.
  app.openapi(moneyRoute, async (c) => {
    const user = c.get('user');
    const { booking } = await helpers.bookingForParty(c, user.id);
    const role = roleOf(booking, user.id);
    const [payments, payouts, moneyRequests] = await Promise.all([
      deps.db.selectFrom('payments').selectAll().where('booking_id', '=', booking.id).orderBy('id').execute(),
      deps.db.selectFrom('payouts').selectAll().where('booking_id', '=', booking.id).orderBy('id').execute(),
      deps.db
        .selectFrom('money_requests')
        .selectAll()
        .where('booking_id', '=', booking.id)
        .where('status', '=', 'Paid')
        .orderBy('id')
        .execute(),
    ]);
    const paidBy = (userId: number) =>
      payments.filter(
        (payment) =>
          payment.status !== 'requires_payment_method' &&
          (payment.purpose !== 'money_request' ||
            moneyRequests.some((request) => request.id === payment.money_request_id && request.payer_id === userId)),
      );
    return c.json(
      {
        BookingId: booking.id,
        Currency: booking.currency,
        Payments:
          role === 'renter'
            ? paidBy(user.id).map((payment) => ({
                Id: payment.id,
                Kind: payment.kind,
                Purpose: payment.purpose,
                Amount: payment.amount / 100,
                Status: payment.status,
                Date: payment.updated_at.toISOString(),
              }))
            : [],
        Payouts:
          role === 'owner'
            ? [
                ...payouts.map((payout) => ({
                  Id: payout.id,
                  Kind: payout.kind as string,
                  Amount: payout.amount / 100,
                  Status: payout.status,
                  ScheduledFor: payout.scheduled_for,
                  PaidAt: payout.paid_at?.toISOString() ?? null,
                })),
                ...moneyRequests
                  .filter((request) => request.requester_id === user.id)
                  .map((request) => ({
                    Id: -request.id,
                    Kind: 'money_request',
                    Amount: request.amount / 100,
                    Status: 'paid' as const,
                    ScheduledFor: (request.answered_at ?? request.created_at).toISOString().slice(0, 10),
                    PaidAt: request.answered_at?.toISOString() ?? null,
                  })),
              ]
            : [],
      },
      200,
    );
  });

  // Host insights: the reviews of the host's RVs (new renter reviews included as soon as they are left).
  app.openapi(hostReviewsRoute, async (c) => {
    const user = c.get('user');
    const base = deps.db.selectFrom('reviews as r').innerJoin('listings as l', 'l.id', 'r.listing_id').where('l.owner_id', '=', user.id);
    const [summary, recent] = await Promise.all([
      base
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          sql<number | null>`round(avg(r.rating), 2)`.as('overall'),
          sql<number | null>`round(avg(r.listing_accuracy), 2)`.as('accuracy'),
          sql<number | null>`round(avg(r.value), 2)`.as('value'),
          sql<number | null>`round(avg(r.cleanliness), 2)`.as('cleanliness'),
          sql<number | null>`round(avg(r.communication), 2)`.as('communication'),
        ])
        .executeTakeFirst(),
      base
        .innerJoin('users as a', 'a.id', 'r.author_id')
        .select(['r.id', 'r.booking_id', 'r.rating', 'r.body', 'r.owner_response', 'r.created_at', 'l.name', 'l.alias', 'a.first_name'])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(10)
        .execute(),
    ]);
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return c.json(
      {
        Count: Number(summary?.count ?? 0),
        Overall: num(summary?.overall),
        ListingAccuracy: num(summary?.accuracy),
        Value: num(summary?.value),
        Cleanliness: num(summary?.cleanliness),
        Communication: num(summary?.communication),
        Recent: recent.map((row) => ({
          Id: row.id,
          BookingId: row.booking_id,
          RvName: row.name,
          RvAlias: row.alias,
          AuthorFirstName: row.first_name,
          Rating: Number(row.rating),
          Body: row.body,
          Response: row.owner_response,
          CreatedAt: row.created_at.toISOString(),
        })),
      },
      200,
    );
  });

  // "Book a call" with Rove's support team (the book-call modal); the user gets a confirmation by mail.
  app.openapi(callRequestRoute, async (c) => {
    const ctx = helpers.contextOf(c);
    const user = c.get('user');
    const body = c.req.valid('json');
    const today = todayUtc(deps.now());
    if (!callDateAllowed(body.PreferredDate, today))
      return c.json(
        {
          Status: 422,
          Message: serverWords(ctx.locale, 'supportCall.dateOutOfRange'),
          StatusMessage: 'VALIDATION_FAILED',
          Errors: { PreferredDate: ['Out of range'] },
        },
        422,
      );
    // A booking named must be the caller's (as renter or host): someone else's answers exactly like an unknown one.
    if (body.BookingId) {
      const booking = await deps.db
        .selectFrom('bookings')
        .select(['owner_id', 'renter_id'])
        .where('id', '=', body.BookingId)
        .executeTakeFirst();
      if (!booking || roleOf(booking, user.id) === null) throw bookingError(404, 'BOOKING_NOT_FOUND', ctx.locale);
    }
    await requireAction(c, deps, 'callRequestsPerUser', user.id);
    const account = await deps.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', user.id).executeTakeFirst();
    const day = new Intl.DateTimeFormat(ctx.locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${body.PreferredDate}T00:00:00Z`),
    );
    const window = serverWords(ctx.locale, `callWindows.${body.PreferredWindow}`);
    const mailer = mailerFor(deps);
    // The request and its confirmation commit together (durable mail: mail/mailer.ts).
    const row = await inTransaction(deps.db, async (trx) => {
      const saved = await trx
        .insertInto('support_call_requests')
        .values({
          user_id: user.id,
          booking_id: body.BookingId ?? null,
          phone_number: body.PhoneNumber,
          preferred_date: body.PreferredDate,
          preferred_window: body.PreferredWindow,
          topic: body.Topic,
          language: ctx.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (account)
        await mailer.send(
          {
            kind: 'support-call',
            to: account.email,
            language: ctx.locale,
            subject: serverWords(ctx.locale, 'supportCall.subject'),
            text: [
              serverWords(ctx.locale, 'supportCall.greeting', { first: account.first_name }),
              serverWords(ctx.locale, 'supportCall.body', { day, window }),
              '— Rove',
            ].join('\n\n'),
          },
          trx,
        );
      return saved;
    });
    mailer.nudge();
    return c.json({ Id: row.id }, 201);
  });

  // Journeys only: move the clock (ROVE_TEST_CLOCK=1, never in production), then run the booking clock.
  if (deps.testClock && deps.config.env !== 'production') {
    const clock = deps.testClock;
    const state = () => ({ Now: deps.now().toISOString(), OffsetDays: clock.offsetMs() / 86_400_000 });
    app.openapi(clockRoutes.read, (c) => c.json(state(), 200));
    app.openapi(clockRoutes.move, async (c) => {
      clock.setOffset(c.req.valid('json').OffsetDays * 86_400_000);
      await deps.scheduler.runNow(bookingClockJob);
      return c.json(state(), 200);
    });
  }
}
