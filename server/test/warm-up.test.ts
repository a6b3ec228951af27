// What a server asks itself before it takes traffic (http/warm-up.ts): each request a first visitor would otherwise
// pay for, answered by the real app, so a renamed parameter or route cannot leave a part cold without failing here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/http/context.ts';
import { warmUp } from '../src/http/warm-up.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the warm-up', () => {
  it('asks the location box for suggestions and gets some: the gazetteer loads before the first visitor types', async () => {
    const answers = new Map<string, { status: number; body: string }>();
    const recording = {
      fetch: async (request: Request) => {
        const res = await t.app.fetch(request);
        const url = new URL(request.url);
        answers.set(`${url.pathname}${url.search}`, { status: res.status, body: await res.clone().text() });
        return res;
      },
    } as unknown as App;
    await warmUp(recording, new Date('2027-03-01T12:00:00Z'));
    const suggestions = [...answers].find(([path]) => path.startsWith('/api/places/autocomplete'));
    expect(suggestions, 'no suggestions asked').toBeDefined();
    const [, answer] = suggestions!;
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { status: string; predictions: unknown[] };
    expect(body.status).toBe('OK');
    expect(body.predictions.length).toBeGreaterThan(0);
  });
});
