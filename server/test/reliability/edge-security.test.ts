// CORS as API.md says (preflight included), host-only endpoints, and the security headers and cookies that must stay.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderValues } from '../../src/identity/security-headers.ts';
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

describe('the strict CSP', () => {
  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it('allows scripts from our origin only: no unsafe-inline or unsafe-eval anywhere but inline styles', () => {
    for (const [origins, url] of [
      [['http://127.0.0.1:3000'], 'http://127.0.0.1:3000'],
      [['http://localhost:5173', 'https://rove.example'], 'https://rove.example'],
    ] as const) {
      const csp = directives(securityHeaderValues(origins, url)['Content-Security-Policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toBeDefined();
      const loose = [...csp].filter(([name, values]) => name !== 'style-src' && values.some((v) => /unsafe/.test(v)));
      expect(loose).toEqual([]);
    }
  });

  it('keeps every security header: one app origin over http, another app origin, and https', () => {
    expect(Object.keys(securityHeaderValues(['http://127.0.0.1:3000'], 'http://127.0.0.1:3000')).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Resource-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    // The app served apart may frame the provider (silent renew): frame-ancestors says who, not X-Frame-Options.
    const apart = securityHeaderValues(['http://localhost:5173', 'https://rove.example'], 'https://rove.example');
    expect(Object.keys(apart).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Resource-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ]);
    expect(apart['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    expect(apart['Content-Security-Policy']).toContain("frame-ancestors 'self' http://localhost:5173");
  });
});

/** What a browser would refuse to run on a page under its CSP: inline scripts without a listed hash, handlers. */
function blockedInline(html: string, csp: string): string[] {
  const scriptSrc = csp.match(/script-src([^;]*)/)?.[1] ?? '';
  const problems: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes)) continue;
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue; // data, not run
    const hash = createHash('sha256').update(body).digest('base64');
    if (!scriptSrc.includes(`'sha256-${hash}'`)) problems.push(`inline script: ${body.trim().slice(0, 60)}`);
  }
  for (const [handler] of html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)) problems.push(`inline handler: ${handler.slice(0, 60)}`);
  if (/\b(href|src|action)=["']?javascript:/i.test(html)) problems.push('javascript: URL');
  return problems;
}

describe('pages the server writes run under its CSP', () => {
  it.each([
    ['the API documentation', '/api/docs'],
    [
      'the payment simulator',
      '/api/payments/simulator/authenticate?payment_intent_client_secret=pi_x_secret_y&return_url=/payment-callback',
    ],
    ["the provider's sign-in page error", '/oidc/interaction/none'],
    ['the development mail outbox', '/dev/mail'],
  ])('%s has no inline script or handler the CSP would block', async (_name, path) => {
    const res = await ctx.request(path);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(blockedInline(await res.text(), csp)).toEqual([]);
  });

  it("the documentation's script is a file of our origin, so the page lists the operations", async () => {
    const page = await (await ctx.request('/api/docs')).text();
    const src = page.match(/<script[^>]*\ssrc="([^"]+)"/)?.[1];
    expect(src).toBe('/api/docs.js');
    const script = await ctx.request(src!);
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await script.text()).toContain("fetch('/api/openapi.json')");
  });

  it('the check itself catches an inline script, a handler and a javascript: link', () => {
    const csp = "script-src 'self'";
    expect(blockedInline('<script>alert(1)</script>', csp)).toHaveLength(1);
    expect(blockedInline('<button onclick="go()">Go</button>', csp)).toHaveLength(1);
    expect(blockedInline('<a href="javascript:go()">Go</a>', csp)).toHaveLength(1);
    const hashed = `script-src 'self' 'sha256-${createHash('sha256').update('go()').digest('base64')}'`;
    expect(blockedInline('<script>go()</script><script type="application/json">{}</script><script src="/a.js"></script>', hashed)).toEqual(
      [],
    );
  });
});
