import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminAudience, signAccessToken } from '../../src/identity/access-token.ts';
import type { AuthUser } from '../../src/identity/auth-user.ts';
import { createSigningKey } from '../../src/identity/keyring.ts';
import { optionalUser, requireAdmin, requireRole, requireUser } from '../../src/identity/middleware.ts';

const renter: AuthUser = { id: 42, email: 'renter@example.test', isOwner: false, roles: ['renter'] };
const admin: AuthUser = { id: 1, email: 'admin@example.test', isOwner: false, roles: ['renter', 'administrator'] };

function testApp() {
  return new Hono()
    .get('/me', requireUser, (c) => c.json(c.get('user')))
    .get('/maybe', optionalUser, (c) => c.json({ user: c.get('user') ?? null }))
    .get('/owners', requireUser, requireRole('owner'), (c) => c.text('ok'))
    .get('/admin', requireAdmin, (c) => c.json(c.get('user')));
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('given a signing key the process trusts', async () => {
  const key = await createSigningKey();
  const app = testApp();
  const token = await signAccessToken(key, renter, { issuer: 'http://localhost' });

  it('requireUser sets the user from a valid bearer token', async () => {
    const response = await app.request('/me', bearer(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(renter);
  });

  it('requireUser answers 401 with a WWW-Authenticate challenge without or with a bad token', async () => {
    for (const init of [{}, bearer(`${token}x`), { headers: { Authorization: `Basic ${token}` } }]) {
      const response = await app.request('/me', init);
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer /);
    }
  });

  it('refuses an expired token', async () => {
    const expired = await signAccessToken(key, renter, { issuer: 'x', now: Date.now() - 3600_000, ttlSeconds: 60 });
    expect((await app.request('/me', bearer(expired))).status).toBe(401);
  });

  it('refuses a token signed by a key it does not trust, even with a known kid', async () => {
    const { generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ email: renter.email, own: false, roles: ['administrator'] })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
      .setAudience('urn:rove:api')
      .setSubject('42')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await app.request('/me', bearer(forged))).status).toBe(401);
  });

  it('optionalUser lets visitors through and reads signed-in users', async () => {
    expect(await (await app.request('/maybe')).json()).toEqual({ user: null });
    expect(await (await app.request('/maybe', bearer(token))).json()).toEqual({ user: renter });
    expect((await app.request('/maybe', bearer('not.a.token'))).status).toBe(401);
  });

  it('requireRole answers 403 to a user without the role', async () => {
    expect((await app.request('/owners', bearer(token))).status).toBe(403);
    const owner = await signAccessToken(key, { ...renter, isOwner: true, roles: ['renter', 'owner'] }, { issuer: 'x' });
    expect((await app.request('/owners', bearer(owner))).status).toBe(200);
  });

  it('keeps the admin access token separate from the normal one', async () => {
    const adminToken = await signAccessToken(key, admin, { issuer: 'x', audience: adminAudience });
    const normalAdminToken = await signAccessToken(key, admin, { issuer: 'x' });
    expect((await app.request('/admin', bearer(adminToken))).status).toBe(200);
    expect((await app.request('/admin', bearer(normalAdminToken))).status).toBe(401);
    expect((await app.request('/me', bearer(adminToken))).status).toBe(401);
    const renterAdminAudience = await signAccessToken(key, renter, { issuer: 'x', audience: adminAudience });
    expect((await app.request('/admin', bearer(renterAdminAudience))).status).toBe(403);
  });
});
