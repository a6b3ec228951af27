// CORS as API.md says (preflight included), host-only endpoints, and the security headers and cookies that must stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createUserWithToken } from '../identity/sign-in.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(() => ctx?.close());

const preflight = (path: string, origin: string) =>
  ctx.request(path, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });

describe('CORS', () => {
  const appOrigin = 'http://127.0.0.1:3000';
  it.each(['/oidc/token', '/oidc/token/revocation', '/oidc/me', '/api/bookings', '/api/rvs/search'])(
    'preflight on %s allows the app origin only, never a foreign one or null',
    async (path) => {
      const ours = await preflight(path, appOrigin);
      expect(ours.headers.get('Access-Control-Allow-Origin')).toBe(appOrigin);
      for (const origin of ['https://evil.example', 'null']) {
        const res = await preflight(path, origin);
        expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
      }
    },
  );
  it('a cross-origin API read from a foreign origin gets no allow-origin', async () => {
    const res = await ctx.request('/api/health', { headers: { Origin: 'null' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('host-only endpoints', () => {
  it.each(['/api/hosts/insights', '/api/hosts/insights/earnings', '/api/payouts'])(
    '%s: 401 visitor, 403 renter, 200 host',
    async (path) => {
      const renter = await createUserWithToken(ctx.db);
      const host = await createUserWithToken(ctx.db, { is_owner: true });
      expect((await ctx.request(path)).status).toBe(401);
      expect((await ctx.request(path, { headers: renter.headers })).status).toBe(403);
      expect((await ctx.request(path, { headers: host.headers })).status).toBe(200);
    },
  );
});

describe('security headers', () => {
  it.each(['/api/health', '/oidc/.well-known/openid-configuration', '/no-such-page'])('%s carries every header', async (path) => {
    const res = await ctx.request(path);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/frame-ancestors /);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
  });
});
