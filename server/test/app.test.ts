import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHeaders } from '@rove/contract';
import { createTestContext, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: 'none', config: { maxBodyBytes: 1024 } });
});
afterAll(() => t.close());

describe('the app shell', () => {
  it('answers the health check from the database', async () => {
    const res = await t.json('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Status: 'ok', Database: 'ok', Version: '1' });
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const res = await t.json<{ Status: number; Message: string; StatusMessage: string }>('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Status: 404, StatusMessage: 'NOT_FOUND' });
    expect(res.body.Message).toContain('/api/nope');
  });

  it('serves a generated OpenAPI 3.1 document and a page to read it', async () => {
    const doc = await t.json<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/rvs/search', '/api/rvs/{alias}', '/Geocoding/Geocode/Raw']),
    );
    const search = (doc.body.paths['/api/rvs/search'] as { get: { parameters: { name: string }[] } }).get;
    expect(search.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Guest', 'SortOrder', 'SubTravelTrailer', 'NeLat', 'RVBrand']),
    );
    const page = await t.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/openapi.json');
  });
});

describe('request headers', () => {
  it('accepts the current API version and answers an unsupported one with a clear 400', async () => {
    expect((await t.request('/api/health', { headers: { [ApiHeaders.ApiVersion]: '1' } })).status).toBe(200);
    const res = await t.json<{ Status: number; Message: string; StatusMessage: string }>('/api/health', {
      headers: { [ApiHeaders.ApiVersion]: '7' },
    });
    expect(res.status).toBe(400);
    expect(res.body.StatusMessage).toBe('UNSUPPORTED_API_VERSION');
    expect(res.body.Message).toMatch(/Unsupported API version '7'/);
  });

  it('echoes the correlation id and writes it into the structured logs', async () => {
    const res = await t.request('/api/health', {
      headers: { [ApiHeaders.CorrelationId]: 'corr-123', [ApiHeaders.Platform]: 'android', [ApiHeaders.AnonymousId]: 'anon-9' },
    });
    expect(res.headers.get(ApiHeaders.CorrelationId)).toBe('corr-123');
    const line = t.logs.find((l) => l.correlationId === 'corr-123' && l.message === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200, platform: 'android', anonymousId: 'anon-9' });
  });

  it('makes up a correlation id when none (or a malformed one) is sent', async () => {
    const res = await t.request('/api/health', { headers: { [ApiHeaders.CorrelationId]: 'bad id with spaces' } });
    const id = res.headers.get(ApiHeaders.CorrelationId);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await t.json<{ Status: number; Message: string }>('/api/health-echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":',
    });
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/Malformed JSON/);
  });

  it('answers an oversized body with a 413', async () => {
    const res = await t.json<{ Status: number; StatusMessage: string }>('/api/health-echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Text: 'x'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ Status: 413, StatusMessage: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a body that fails its schema with field errors', async () => {
    const res = await t.json<{ Status: number; Errors: Record<string, string[]> }>('/api/health-echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Text: 42 }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.Errors)).toEqual(['Text']);
  });

  it('echoes a valid body', async () => {
    const res = await t.json('/api/health-echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Text: 'hello' }),
    });
    expect(res).toMatchObject({ status: 200, body: { Text: 'hello' } });
  });
});
