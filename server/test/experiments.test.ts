// POST /api/experiments: the assignment for a valid body, 400 for a bad one, stable bucketing, ROVE_EXPERIMENTS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignExperiments,
  assignFlag,
  bucketOf,
  defaultExperimentConfig,
  experimentConfigFrom,
  experimentTracking,
} from '../src/experiments/experiment-rules.ts';
import { ExperimentsAnswerSchema, experimentFlags } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';

type Answer = {
  Assignments?: Record<string, boolean | string>;
  Experiments?: Record<string, { Default: boolean | string; Tracked: boolean; AllowedInWebView: boolean; TrackDefault: boolean }>;
  StatusMessage?: string;
  Errors?: Record<string, string[]>;
};

const body = (custom: Record<string, unknown> = {}, top: Record<string, unknown> = {}) => ({
  Email: 'renter@example.com',
  Country: 'CA',
  Custom: {
    UserId: 42,
    SessionId: 'anon-1',
    UserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    DeviceType: 'desktop',
    Language: 'fr',
    Owner: 'no',
    Environment: 'development',
    Region: 'QC',
    ...custom,
  },
  ...top,
});

const post = (ctx: TestContext, payload: unknown) =>
  ctx.json<Answer>('/api/experiments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/experiments (default configuration)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: 'none' });
  });
  afterAll(() => ctx.close());

  it('answers every flag off for a signed-in user, as the app defaults', async () => {
    const res = await post(ctx, body());
    expect(res.status).toBe(200);
    expect(res.body.Assignments).toEqual({
      maintenanceMode: false,
      showCanadianOwnerBanner: false,
      midweekBannerCanada: false,
      canadianOwnedCampaign: false,
      thanksgivingBanner: false,
      notificationCards: false,
      sessionRecording: false,
    });
  });

  it("answers the contract's shape: every flag of the contract, with its default and tracking", async () => {
    const res = await post(ctx, body());
    expect(ExperimentsAnswerSchema.safeParse(res.body).success).toBe(true);
    expect(Object.keys(res.body.Experiments ?? {})).toEqual([...experimentFlags]);
    expect(res.body.Experiments?.maintenanceMode).toEqual({ Default: false, Tracked: false, AllowedInWebView: false, TrackDefault: false });
    expect(res.body.Experiments?.notificationCards).toEqual({
      Default: false,
      Tracked: true,
      AllowedInWebView: false,
      TrackDefault: false,
    });
  });

  it('accepts a visitor with no email, country, user id or region', async () => {
    const res = await post(ctx, body({ UserId: null, Region: null }, { Email: null, Country: null }));
    expect(res.status).toBe(200);
    expect(res.body.Assignments?.maintenanceMode).toBe(false);
  });

  it.each([
    ['a device type outside the list', body({ DeviceType: 'watch' }), 'Custom.DeviceType'],
    ['owner not yes or no', body({ Owner: true }), 'Custom.Owner'],
    ['a malformed email', body({}, { Email: 'not-an-email' }), 'Email'],
    ['no custom block', { Email: null, Country: 'US' }, 'Custom'],
    ['no language', body({ Language: undefined }), 'Custom.Language'],
  ])('rejects %s with 400 and the field', async (_label, payload, field) => {
    const res = await post(ctx, payload);
    expect(res.status).toBe(400);
    expect(res.body.StatusMessage).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.Errors ?? {})).toContain(field);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await post(ctx, '{"Email":');
    expect(res.status).toBe(400);
  });
});

describe('POST /api/experiments with ROVE_EXPERIMENTS', () => {
  let ctx: TestContext;
  const saved = process.env.ROVE_EXPERIMENTS;
  beforeAll(async () => {
    process.env.ROVE_EXPERIMENTS = JSON.stringify({
      notificationCards: { default: false, rollout: 50, tracked: true, allowedInWebView: true, trackDefault: true },
      midweekBannerCanada: { default: false, rollout: 100, countries: ['CA'] },
    });
    ctx = await createTestContext({ seed: 'none' });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.ROVE_EXPERIMENTS;
    else process.env.ROVE_EXPERIMENTS = saved;
    await ctx.close();
  });

  it('gives the same user the same variant on every call, and splits users', async () => {
    const first = await post(ctx, body({ UserId: 7 }));
    const again = await post(ctx, body({ UserId: 7, SessionId: 'another-session' }));
    expect(again.body.Assignments?.notificationCards).toBe(first.body.Assignments?.notificationCards);
    const values = new Set<unknown>();
    for (let id = 1; id <= 40; id++) values.add((await post(ctx, body({ UserId: id }))).body.Assignments?.notificationCards);
    expect(values).toEqual(new Set([true, false]));
  });

  it("carries each experiment's tracking attributes from ROVE_EXPERIMENTS (unset ones false)", async () => {
    const res = await post(ctx, body());
    expect(res.body.Experiments?.notificationCards).toEqual({ Default: false, Tracked: true, AllowedInWebView: true, TrackDefault: true });
    expect(res.body.Experiments?.midweekBannerCanada).toEqual({
      Default: false,
      Tracked: false,
      AllowedInWebView: false,
      TrackDefault: false,
    });
  });

  it('limits a rollout to its countries', async () => {
    expect((await post(ctx, body({}, { Country: 'CA' }))).body.Assignments?.midweekBannerCanada).toBe(true);
    expect((await post(ctx, body({}, { Country: 'US' }))).body.Assignments?.midweekBannerCanada).toBe(false);
    expect((await post(ctx, body({}, { Country: null }))).body.Assignments?.midweekBannerCanada).toBe(false);
  });
});

describe('experiment rules', () => {
  it('buckets deterministically per flag and unit, within 0-100', () => {
    expect(bucketOf('notificationCards', 'user:7')).toBe(bucketOf('notificationCards', 'user:7'));
    for (let id = 0; id < 200; id++) {
      const bucket = bucketOf('flag', `user:${id}`);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  it('spreads a 30% rollout over roughly 30% of users', () => {
    const definition = { default: false, rollout: 30 };
    let on = 0;
    for (let id = 1; id <= 2000; id++) if (assignFlag('thanksgivingBanner', definition, { userId: id }) === true) on++;
    expect(on / 2000).toBeGreaterThan(0.25);
    expect(on / 2000).toBeLessThan(0.35);
  });

  it.each([
    ['no rollout gives the default', { default: 'control' }, { userId: 1 }, 'control'],
    ['a full rollout gives the variant', { default: 'control', variant: 'green', rollout: 100 }, { userId: 1 }, 'green'],
    ['nobody to bucket gives the default', { default: false, rollout: 100 }, { userId: null, sessionId: null }, false],
    ['the session id buckets a visitor', { default: false, rollout: 100 }, { sessionId: 'anon' }, true],
    [
      'a country outside the list gives the default',
      { default: false, rollout: 100, countries: ['CA'] },
      { userId: 1, country: 'US' },
      false,
    ],
    ['a lower-case country matches', { default: false, rollout: 100, countries: ['CA'] }, { userId: 1, country: 'ca' }, true],
  ])('%s', (_label, definition, subject, expected) => {
    expect(assignFlag('flag', definition, subject)).toBe(expected);
  });

  it('uses the user id before the session id', () => {
    const config = { a: { default: false, rollout: 50 } };
    const byUser = assignExperiments(config, { userId: 3, sessionId: 'x' }).a;
    for (const sessionId of ['y', 'z', 'w']) expect(assignExperiments(config, { userId: 3, sessionId }).a).toBe(byUser);
  });

  it('reads ROVE_EXPERIMENTS over the defaults and fails loudly on a bad value', () => {
    expect(experimentConfigFrom(undefined)).toEqual(defaultExperimentConfig);
    expect(experimentConfigFrom('')).toEqual(defaultExperimentConfig);
    const config = experimentConfigFrom('{"thanksgivingBanner":{"default":true}}');
    expect(config.thanksgivingBanner).toEqual({ default: true });
    expect(config.maintenanceMode).toEqual({ default: false });
    expect(() => experimentConfigFrom('{')).toThrow('ROVE_EXPERIMENTS is not valid JSON.');
    expect(() => experimentConfigFrom('{"x":{"default":false,"rollout":150}}')).toThrow('ROVE_EXPERIMENTS is not valid');
    expect(() => experimentConfigFrom('{"x":{"default":false,"typo":1}}')).toThrow('ROVE_EXPERIMENTS is not valid');
    expect(() => experimentConfigFrom('{"x":{"default":false,"tracked":"yes"}}')).toThrow('ROVE_EXPERIMENTS is not valid');
  });

  it('describes the tracking of each experiment of a configuration', () => {
    expect(experimentTracking({ a: { default: 'blue', tracked: true, trackDefault: true }, b: { default: false } })).toEqual({
      a: { Default: 'blue', Tracked: true, AllowedInWebView: false, TrackDefault: true },
      b: { Default: false, Tracked: false, AllowedInWebView: false, TrackDefault: false },
    });
  });
});
