// The fuzzed cases that answered 500: each is now a 4xx with a clear message (one edge check, http/input-guard.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJson, checkUrl, hasForbiddenCharacter, isSaneDate } from '../../src/http/input-guard.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createUserWithToken } from '../identity/sign-in.ts';

describe('input guard rules', () => {
  it('finds NUL and unpaired surrogates, not paired ones', () => {
    expect(hasForbiddenCharacter('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacter('\ud800')).toBe(true);
    expect(hasForbiddenCharacter('x\udc00')).toBe(true);
    expect(hasForbiddenCharacter('🚐 camping-car é')).toBe(false);
  });
  it('bounds the years of dates to 1000-2200', () => {
    expect(isSaneDate('0000-01-01')).toBe(false);
    expect(isSaneDate('0999-12-31')).toBe(false);
    expect(isSaneDate('1850-01-01')).toBe(true);
    expect(isSaneDate('2201-01-01')).toBe(false);
    expect(isSaneDate('2026-07-01')).toBe(true);
    expect(isSaneDate('2026-07-01T10:00:00Z')).toBe(true);
    expect(isSaneDate('not a date')).toBe(true);
  });
  it('bounds ids and pages to int4 in URLs and bodies', () => {
    expect(checkUrl('/api/rvs/2147483648/photos/1.svg')?.kind).toBe('number');
    expect(checkUrl('/api/rvs/2147483647/photos/1.svg')).toBeUndefined();
    expect(checkUrl('/api/rvs/x/reviews?Page=99999999999')?.kind).toBe('number');
    expect(checkUrl('/api/rvs/x/reviews?PageSize=-99999999999')?.kind).toBe('number');
    expect(checkJson({ RvId: 2 ** 31 })?.kind).toBe('number');
    expect(checkJson({ Items: [{ BookingId: '9999999999' }] })?.kind).toBe('number');
    expect(checkJson({ Amount: 1e300 })?.kind).toBe('number');
    expect(checkJson({ RvId: 12, Note: 'fine' })).toBeUndefined();
  });
  it('rejects bad percent-encoding and over-long URLs', () => {
    expect(checkUrl('/api/rvs/search?RVBrand=%ED%A0%80')?.kind).toBe('encoding');
    expect(checkUrl(`/api/rvs/${'a'.repeat(5000)}`)?.kind).toBe('tooLong');
  });
});

describe('bad input answers 4xx at the edge', () => {
  let ctx: TestContext;
  let auth: { Authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    auth = (await createUserWithToken(ctx.db)).headers;
  });
  afterAll(() => ctx?.close());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    ctx.json<{ Status: number; Message: string; StatusMessage?: string }>(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth, ...headers },
      body,
    });

  it.each([
    ['/api/rvs/search?RVBrand=a%00b', 400],
    ['/api/rvs/search?RVBrand=%ED%A0%80', 400],
    ['/api/rvs/1/estimate?dateStart=0000-01-01&dateEnd=0000-01-03', 400],
    ['/api/rvs/2147483648/photos/1.svg', 400],
    ['/api/rvs/2147483648', 400],
    ['/api/rvs/1/reviews?Page=99999999999&PageSize=99999999999', 400],
    ['/api/rvs/1/estimate?dateStart=2027-01-01&dateEnd=2027-01-04&promoCode=a%00', 400],
    [`/api/rvs/${'a'.repeat(20_000)}`, 414],
  ])('GET %s -> %i', async (path, status) => {
    const res = await ctx.json<{ Message: string; StatusMessage: string }>(path.slice(0, 40_000));
    expect(res.status).toBe(status);
    expect(res.body.Message).toMatch(/not allowed|out of range|valid date|UTF-8|too long/);
  });

  it('answers in French when asked', async () => {
    const res = await ctx.json<{ Message: string }>('/api/rvs/search?RVBrand=a%00b', { headers: { 'Accept-Language': 'fr' } });
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/caractère interdit/);
  });

  it.each([
    ['/api/rvs/1/estimate', '{"dateStart":"2027-01-01","dateEnd":"2027-01-04","promoCode":"\\u0000"}'],
    ['/api/bookings', '{"RvId":"\\u0000"}'],
    ['/api/bookings', '{"RvId":2147483648}'],
    ['/api/favourites/collections', '{"Name":"\\ud800"}'],
    ['/api/analytics/events', '{"Events":[{"Name":"x\\u0000","Properties":{"a":"\\ud800"}}]}'],
    ['/api/rvs/1/estimate', '{"dateStart":"0000-01-01","dateEnd":"0000-01-04"}'],
  ])('POST %s %s -> 400', async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.body.StatusMessage).toBe('INVALID_INPUT');
  });

  it('lets good input through', async () => {
    expect((await ctx.request('/api/rvs/search?RVBrand=Winnebago')).status).toBe(200);
  });
});
