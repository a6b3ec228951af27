// The first-party analytics collector: POST /api/analytics/events takes a batch of catalogued events and stores
// them with the request's correlation id, platform, anonymous id and (when its bearer token verifies) user id.
// Crawlers get 204 and nothing is stored (spec 000 section 5). A bad token is ignored here, not a 401: losing
// an event to an expired session would be worse than recording it as a visitor's.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/context.ts';
import { errorResponse } from '../http/errors.ts';
import { invalid, json, jsonBody, refusals, tooLarge } from '../http/openapi-routes.ts';
import { userFromRequest } from '../identity/dpop.ts';
import { publicRequestUrl } from '../identity/middleware.ts';
import { tokenIfAny } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { analyticsEventsPath, analyticsEventVersion } from '@rove/contract';

export const maxEventsPerBatch = 50;
export const maxBatchBytes = 64 * 1024;

const safeId = /^[A-Za-z0-9._:-]{1,128}$/;

export const AnalyticsEventSchema = z
  .object({
    Name: z.string().min(1, 'Enter the event name.').max(100),
    Version: z.number().int().positive(),
    Payload: z.record(z.string(), z.unknown()),
    OccurredAt: z.iso.datetime({ offset: true }),
    AnonymousId: z.string().regex(safeId, 'Use at most 128 letters, digits or . _ : -').optional(),
  })
  .superRefine((event, ctx) => {
    const version = analyticsEventVersion(event.Name);
    if (version === undefined) ctx.addIssue({ code: 'custom', path: ['Name'], message: `Unknown event '${event.Name}'.` });
    else if (version !== event.Version) {
      ctx.addIssue({ code: 'custom', path: ['Version'], message: `${event.Name} is version ${version}, not ${event.Version}.` });
    }
  });

export const AnalyticsBatchSchema = z.object({
  Events: z
    .array(AnalyticsEventSchema)
    .min(1, 'Send at least one event.')
    .max(maxEventsPerBatch, `Send at most ${maxEventsPerBatch} events per batch.`),
});

const batchLimit = bodyLimit({
  maxSize: maxBatchBytes,
  onError: (c) => errorResponse(c, 413, `Request body too large (limit ${maxBatchBytes} bytes).`, { StatusMessage: 'PAYLOAD_TOO_LARGE' }),
});
// Crawlers get 204 whatever they send: before the body is read or judged.
const crawlersIgnored = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.request.isCrawler) return c.body(null, 204);
  await next();
});

const collectRoute = createRoute({
  method: 'post',
  path: analyticsEventsPath,
  operationId: 'collectAnalyticsEvents',
  tags: ['Analytics'],
  summary: 'Store a batch of catalogued analytics events',
  description: 'A valid access token, when sent, attributes the events to its user; a bad one is ignored (never a 401).',
  // Visitors send none; a token is read when given and ignored when it does not verify.
  security: tokenIfAny,
  middleware: [batchLimit, crawlersIgnored] as const,
  request: { body: jsonBody(AnalyticsBatchSchema) },
  responses: {
    202: json(z.object({ Accepted: z.number().int() }), 'Stored'),
    204: { description: 'A crawler: nothing stored' },
    ...refusals({ 400: invalid, 413: tooLarge }),
  },
});

/** The user of a valid access token, or undefined for none, a bad one, or any verification failure. */
async function softUserId(c: Context<AppEnv>): Promise<number | undefined> {
  if (!c.req.header('Authorization')) return undefined;
  try {
    const user = await userFromRequest({
      authorization: c.req.header('Authorization'),
      dpop: c.req.header('DPoP'),
      method: c.req.method,
      url: publicRequestUrl(c),
    });
    return user?.id;
  } catch {
    return undefined;
  }
}

export const analyticsModule: ApiModule = {
  name: 'analytics',
  register(app, deps: AppDeps) {
    app.openapi(collectRoute, async (c) => {
      const request = c.var.request;
      const events = c.req.valid('json').Events;
      const userId = await softUserId(c);
      await deps.db
        .withTables<{ analytics_events: AnalyticsEventsTable }>()
        .insertInto('analytics_events')
        .values(
          events.map((event) => ({
            name: event.Name,
            version: event.Version,
            payload: JSON.stringify(event.Payload),
            occurred_at: new Date(event.OccurredAt),
            correlation_id: request.correlationId,
            platform: request.platform,
            anonymous_id: event.AnonymousId ?? request.anonymousId ?? null,
            user_id: userId ?? null,
          })),
        )
        .execute();
      return c.json({ Accepted: events.length }, 202);
    });
  },
};

/** The row shape for inserts (the table is created by migration 0300_analytics.sql). */
export interface AnalyticsEventsTable {
  name: string;
  version: number;
  payload: string;
  occurred_at: Date;
  correlation_id: string;
  platform: string;
  anonymous_id: string | null;
  user_id: number | null;
}
