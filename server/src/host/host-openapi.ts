// OpenAPI entries of the host operations endpoints (server/API.md, "Host operations"), from the contract's schemas.
import {
  CalendarBlockInputSchema,
  CalendarMinimumNightsInputSchema,
  CalendarPriceInputSchema,
  CalendarRangeSchema,
  CardInputSchema,
  DriverInputSchema,
  DriverListSchema,
  DriverSchema,
  EarningsInsightsSchema,
  GoalInputSchema,
  HostCalendarSchema,
  HostProfileSchema,
  IcalFeedInputSchema,
  IcalFileInputSchema,
  IcalImportResultSchema,
  MailPreferencesInputSchema,
  OpportunitiesAnswerSchema,
  PayoutMethodInputSchema,
  ProfileInputSchema,
  ReviewReplySchema,
} from '@rove/contract';
import { z } from 'zod';
import type { App } from '../http/context.ts';
import { routeDocumenter } from '../http/openapi-routes.ts';

const anyObject = z.record(z.string(), z.unknown());
const rvParams = z.object({ rvId: z.string() });

export function documentHostRoutes(app: App) {
  const add = routeDocumenter(app, 'Host operations', {
    400: 'Invalid fields (sentences in Errors, in the request’s language)',
    401: 'Sign in to continue',
    404: 'No such RV, feed, driver, card or review of this user',
    409: 'CALENDAR_RANGE_BOOKED, ICAL_FEED_LIMIT, TOO_MANY_DRIVERS, ALREADY_REPLIED',
  });
  add('get', '/api/hosts/calendar', 'The host’s calendar (From, To, RvId)', { ok: [200, HostCalendarSchema] });
  add('post', '/api/hosts/calendar/{rvId}/blocks', 'Block nights', {
    params: rvParams,
    body: CalendarBlockInputSchema,
    ok: [200, anyObject],
  });
  add('post', '/api/hosts/calendar/{rvId}/unblock', 'Unblock the host’s nights', {
    params: rvParams,
    body: CalendarRangeSchema,
    ok: [200, anyObject],
  });
  add('put', '/api/hosts/calendar/{rvId}/prices', 'Nightly price for a range', {
    params: rvParams,
    body: CalendarPriceInputSchema,
    ok: [200, anyObject],
  });
  add('put', '/api/hosts/calendar/{rvId}/minimum-nights', 'Minimum stay for a range', {
    params: rvParams,
    body: CalendarMinimumNightsInputSchema,
    ok: [200, anyObject],
  });
  add('post', '/api/hosts/calendar/{rvId}/ical-export/reset', 'A new secret iCal export address', {
    params: rvParams,
    ok: [200, anyObject],
  });
  add('post', '/api/hosts/calendar/{rvId}/feeds', 'Import an iCal feed by address', {
    params: rvParams,
    body: IcalFeedInputSchema,
    ok: [201, IcalImportResultSchema],
  });
  add('post', '/api/hosts/calendar/{rvId}/feeds/file', 'Import an iCal file', {
    params: rvParams,
    body: IcalFileInputSchema,
    ok: [201, IcalImportResultSchema],
  });
  add('get', '/api/calendar/{file}', 'The RV’s iCal export ({token}.ics, text/calendar)', {
    params: z.object({ file: z.string() }),
    ok: [200, z.string()],
  });
  add('get', '/api/hosts/insights/earnings', 'Earnings per month and per RV (Year)', { ok: [200, EarningsInsightsSchema] });
  add('get', '/api/hosts/insights/earnings.csv', 'Earnings as CSV (Year)', { ok: [200, z.string()] });
  add('get', '/api/hosts/insights/opportunities', 'Suggestions from comparable listings', { ok: [200, OpportunitiesAnswerSchema] });
  add('get', '/api/hosts/insights/reviews/history', 'Ratings per quarter and the reviews (Page)', { ok: [200, anyObject] });
  add('post', '/api/hosts/insights/reviews/{reviewId}/reply', 'Reply to a review', {
    params: z.object({ reviewId: z.string() }),
    body: ReviewReplySchema,
    ok: [200, anyObject],
  });
  add('get', '/api/user-profiles/me/profile', 'The profile', { ok: [200, HostProfileSchema] });
  add('put', '/api/user-profiles/me/profile', 'Save the profile', { body: ProfileInputSchema, ok: [200, HostProfileSchema] });
  add('put', '/api/hosts/goals', 'The year’s earnings goal', { body: GoalInputSchema, ok: [200, anyObject] });
  add('put', '/api/user-profiles/me/payout-method', 'Save the payout method', { body: PayoutMethodInputSchema, ok: [200, anyObject] });
  add('post', '/api/user-profiles/me/cards', 'Save a card (payment simulator)', { body: CardInputSchema, ok: [201, anyObject] });
  add('put', '/api/user-profiles/me/mail-preferences', 'Mail preferences per kind', {
    body: MailPreferencesInputSchema,
    ok: [200, anyObject],
  });
  add('get', '/api/user-profiles/me/drivers', 'Additional drivers', { ok: [200, DriverListSchema] });
  add('post', '/api/user-profiles/me/drivers', 'Add a driver (Idempotency-Key)', { body: DriverInputSchema, ok: [201, DriverSchema] });
}
