// Beyond the in-flight limit, a request gets 503 with Retry-After at once; the health check still answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let release: () => void = () => {};
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none', config: { maxInFlight: 2 } });
  const gate = new Promise<void>((done) => (release = done));
  ctx.app.get('/slow-test', async (c) => {
    await gate;
    return c.text('done');
  });
});
afterAll(() => ctx?.close());

describe('overload', () => {
  it('answers 503 with Retry-After beyond the limit, and serves again once requests finish', async () => {
    const held = [ctx.request('/slow-test'), ctx.request('/slow-test')];
    await new Promise((r) => setTimeout(r, 10));
    const refused = await ctx.json<{ StatusMessage: string }>('/api/rvs/search');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(refused.body.StatusMessage).toBe('OVERLOADED');
    expect((await ctx.request('/api/health')).status).toBe(200);
    release();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    expect((await ctx.request('/api/content/service-fees')).status).toBe(200);
  });
});
