// The first-party analytics collector: accepted batches stored with the request's context, validation, crawlers, size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEventsTable } from '../src/analytics/analytics-module.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { createUserWithToken } from './identity/sign-in.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(() => ctx.close());

const event = (overrides: Record<string, unknown> = {}) => ({
  Name: 'SearchViewed',
  Version: 8,
  Payload: { searchAddress: 'Banff', total: 12 },
  OccurredAt: '2026-11-22T03:50:00.000Z',
  ...overrides,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.json<{ Status?: number; StatusMessage?: string; Errors?: Record<string, string[]>; Accepted?: number }>('/api/analytics/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

type Row = AnalyticsEventsTable & { payload: unknown };
const rowsFor = async (correlationId: string) =>
  (await ctx.db
    .withTables<{ analytics_events: AnalyticsEventsTable }>()
    .selectFrom('analytics_events')
    .selectAll()
    .where('correlation_id', '=', correlationId)
    .orderBy('name')
    .execute()) as Row[];

describe('POST /api/analytics/events', () => {
  it('stores an accepted batch with the correlation id, platform and anonymous id, and answers 202', async () => {
    const res = await post(
      { Events: [event(), event({ Name: 'MarketingSearch', Version: 1, Payload: { total: 12 }, AnonymousId: 'event-anon' })] },
      { 'X-Correlation-Id': 'analytics-accepted', 'X-Platform': 'ios-v1', 'X-Anonymous-Id': 'header-anon' },
    );
    expect(res.status).toBe(202);
    expect(res.body.Accepted).toBe(2);
    const rows = await rowsFor('analytics-accepted');
    expect(rows.map((r) => [r.name, r.version, r.platform, r.anonymous_id, r.user_id])).toEqual([
      ['MarketingSearch', 1, 'ios-v1', 'event-anon', null],
      ['SearchViewed', 8, 'ios-v1', 'header-anon', null],
    ]);
    expect(rows[1]!.payload).toEqual({ searchAddress: 'Banff', total: 12 });
    expect(new Date(rows[1]!.occurred_at).toISOString()).toBe('2026-11-22T03:50:00.000Z');
  });

  it('records the user of a valid bearer token, and ignores a bad token instead of answering 401', async () => {
    const { user, headers } = await createUserWithToken(ctx.db);
    const good = await post({ Events: [event()] }, { ...headers, 'X-Correlation-Id': 'analytics-user' });
    expect(good.status).toBe(202);
    expect((await rowsFor('analytics-user')).map((r) => Number(r.user_id))).toEqual([user.id]);

    const bad = await post({ Events: [event()] }, { Authorization: 'Bearer not.a.token', 'X-Correlation-Id': 'analytics-bad-token' });
    expect(bad.status).toBe(202);
    expect((await rowsFor('analytics-bad-token')).map((r) => r.user_id)).toEqual([null]);
  });

  it('answers 400 with field errors for an unknown name or a wrong version, and stores nothing of the batch', async () => {
    const res = await post(
      { Events: [event(), event({ Name: 'Nope' }), event({ Name: 'RequestBookingSent', Version: 6 })] },
      { 'X-Correlation-Id': 'analytics-invalid' },
    );
    expect(res.status).toBe(400);
    expect(res.body.StatusMessage).toBe('VALIDATION_FAILED');
    expect(res.body.Errors).toEqual({
      'Events.1.Name': ["Unknown event 'Nope'."],
      'Events.2.Version': ['RequestBookingSent is version 7, not 6.'],
    });
    expect(await rowsFor('analytics-invalid')).toEqual([]);
  });

  it('validates the batch shape: at least one and at most 50 events, dates, payload objects, JSON', async () => {
    expect((await post({ Events: [] })).body.Errors).toEqual({ Events: ['Send at least one event.'] });
    const many = await post({ Events: Array.from({ length: 51 }, () => event({ Payload: {} })) });
    expect(many.status).toBe(400);
    expect(many.body.Errors).toEqual({ Events: ['Send at most 50 events per batch.'] });
    const shape = await post({ Events: [event({ OccurredAt: 'yesterday', Payload: 'x' })] });
    expect(Object.keys(shape.body.Errors ?? {}).sort()).toEqual(['Events.0.OccurredAt', 'Events.0.Payload']);
    const malformed = await post('{"Events": [');
    expect([malformed.status, malformed.body.StatusMessage]).toEqual([400, 'MALFORMED_JSON']);
  });

  it('answers 204 to crawlers and stores nothing', async () => {
    const res = await post(
      { Events: [event()] },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'X-Correlation-Id': 'analytics-crawler' },
    );
    expect(res.status).toBe(204);
    expect(await rowsFor('analytics-crawler')).toEqual([]);
  });

  it('answers 413 to a body over 64 KiB and stores nothing', async () => {
    const big = 'x'.repeat(64 * 1024);
    const res = await post({ Events: [event({ Payload: { big } })] }, { 'X-Correlation-Id': 'analytics-big' });
    expect(res.status).toBe(413);
    expect(res.body.StatusMessage).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowsFor('analytics-big')).toEqual([]);
  });
});
