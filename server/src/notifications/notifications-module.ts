// GET /api/Message/user-pending-notifications-indicator and GET /api/hosts/insights (spec 000 section 7), both for
// signed-in users (401 otherwise, which the app ignores). Counts come from the bookings and change requests tables.
import { createRoute, z } from '@hono/zod-openapi';
import { HostInsightsSchema } from '@rove/contract';
import { invalid, json, refusals, signInFirst } from '../http/openapi-routes.ts';
import { hostsOnly, signedIn } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { hostRecordOf } from './host-standing.ts';
import { unreadMessageCount } from '../messages/message-store.ts';
import { notificationsIndicator, performanceTier } from './notification-rules.ts';

const IndicatorSchema = z
  .object({
    HasBookingNotifications: z.boolean(),
    HasTripNotifications: z.boolean(),
    HasChangeRequestNotifications: z.boolean(),
    HasMessageNotifications: z.boolean(),
    TotalInboxNotifications: z.number().int(),
    UnreadMessages: z.number().int(),
  })
  .openapi('NotificationsIndicator');

const errors = refusals({ 400: invalid, 401: signInFirst });

const indicatorRoute = createRoute({
  method: 'get',
  path: '/api/Message/user-pending-notifications-indicator',
  operationId: 'getNotificationsIndicator',
  tags: ['Notifications'],
  summary: 'What waits for the signed-in user (header indicator)',
  ...signedIn,
  responses: { 200: json(IndicatorSchema, 'Flags per kind and the inbox total'), ...errors },
});

const insightsRoute = createRoute({
  method: 'get',
  path: '/api/hosts/insights',
  operationId: 'getHostInsights',
  tags: ['Notifications'],
  summary: 'The host performance tier (ActionRequired shows the account as suspended)',
  ...hostsOnly,
  responses: {
    200: json(HostInsightsSchema, 'The tier and the figures behind it'),
    ...refusals({ 400: invalid, 401: signInFirst, 403: 'Not an owner (FORBIDDEN)' }),
  },
});

const asNumber = (value: unknown) => Number(value ?? 0);

export const notificationsModule: ApiModule = {
  name: 'notifications',
  register(app, deps) {
    const db = deps.db;
    app.openapi(indicatorRoute, async (c) => {
      const user = c.get('user');
      const bookingCounts = await db
        .selectFrom('bookings')
        .select((eb) => [
          eb.fn
            .countAll()
            .filterWhere((w) => w.and([w('owner_id', '=', user.id), w('status', '=', 'AwaitingOwnerApproval')]))
            .as('hostRequests'),
          eb.fn
            .countAll()
            .filterWhere((w) => w.and([w('renter_id', '=', user.id), w('status', '=', 'AwaitingPayment')]))
            .as('renterPayments'),
        ])
        .where((w) => w.or([w('owner_id', '=', user.id), w('renter_id', '=', user.id)]))
        .executeTakeFirst();
      const changeRequests = await db
        .selectFrom('change_requests')
        .innerJoin('bookings', 'bookings.id', 'change_requests.booking_id')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('change_requests.status', '=', 'Pending')
        .where('change_requests.user_id', '!=', user.id)
        .where((w) => w.or([w('bookings.owner_id', '=', user.id), w('bookings.renter_id', '=', user.id)]))
        .executeTakeFirst();
      return c.json(
        notificationsIndicator({
          hostRequests: asNumber(bookingCounts?.hostRequests),
          renterPayments: asNumber(bookingCounts?.renterPayments),
          changeRequests: asNumber(changeRequests?.count),
          unreadMessages: await unreadMessageCount(db, user.id),
        }),
        200,
      );
    });

    app.openapi(insightsRoute, async (c) => {
      const user = c.get('user');
      const record = await hostRecordOf(db, user.id);
      return c.json(
        {
          PerformanceTier: performanceTier(record),
          TotalBookings: record.total,
          CancelledByOwner: record.cancelledByOwner,
          ExpiredRequests: record.expired,
        },
        200,
      );
    });
  },
};
