// The app's identify() puts UserId in each event's envelope: the collector accepts it, and stores the user its
// bearer token proves, never the claimed id (anyone could send any UserId).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEventsTable } from '../src/analytics/analytics-module.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { createUserWithToken } from './identity/sign-in.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(() => ctx.close());

const batch = (userId: number) => ({
  Events: [
    {
      Name: 'SearchViewed',
      Version: 8,
      Payload: { total: 1 },
      OccurredAt: '2026-11-22T04:00:00.000Z',
      AnonymousId: 'anon-1',
      UserId: userId,
    },
  ],
});

const post = (body: unknown, headers: Record<string, string>) =>
  ctx.request('/api/analytics/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ...headers },
    body: JSON.stringify(body),
  });

const userIdsFor = async (correlationId: string) =>
  (
    await ctx.db
      .withTables<{ analytics_events: AnalyticsEventsTable }>()
      .selectFrom('analytics_events')
      .select('user_id')
      .where('correlation_id', '=', correlationId)
      .execute()
  ).map((row) => (row.user_id === null ? null : Number(row.user_id)));

describe('UserId in the event envelope', () => {
  it('is accepted; the stored user is the bearer token user', async () => {
    const { user, headers } = await createUserWithToken(ctx.db);
    const res = await post(batch(user.id + 1000), { ...headers, 'X-Correlation-Id': 'identify-token' });
    expect(res.status).toBe(202);
    expect(await userIdsFor('identify-token')).toEqual([user.id]);
  });

  it('is not trusted without a token (a beacon): stored as a visitor event', async () => {
    const res = await post(batch(42), { 'X-Correlation-Id': 'identify-beacon' });
    expect(res.status).toBe(202);
    expect(await userIdsFor('identify-beacon')).toEqual([null]);
  });
});
