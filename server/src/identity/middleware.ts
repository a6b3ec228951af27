import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Audience, adminAudience, apiAudience, InvalidAccessToken } from './access-token.ts';
import type { AuthEnv, AuthUser, OptionalAuthEnv, Role } from './auth-user.ts';
import { userFromRequest } from './dpop.ts';

export type { AuthEnv, AuthUser, OptionalAuthEnv, Role } from './auth-user.ts';

type Denial = { status: 401 | 403; message: string; statusMessage: string; error?: string };

/** A 401 or 403 in the API's error shape ({ Status, Message, StatusMessage }), with an RFC 6750 challenge on 401. */
function deny(c: Context, denial: Denial): Response {
  const headers: Record<string, string> = {};
  if (denial.status === 401) {
    headers['WWW-Authenticate'] =
      `Bearer realm="rove", error="${denial.error ?? 'invalid_token'}", error_description="${denial.message}", DPoP algs="ES256 PS256 RS256 EdDSA"`;
  }
  return c.json({ Status: denial.status, Message: denial.message, StatusMessage: denial.statusMessage }, denial.status, headers);
}

const signInRequired: Denial = { status: 401, message: 'Sign in to continue.', statusMessage: 'UNAUTHORIZED', error: 'invalid_request' };
const invalidToken: Denial = { status: 401, message: 'The access token is invalid or expired.', statusMessage: 'INVALID_TOKEN' };
const forbidden: Denial = { status: 403, message: 'You do not have permission to do this.', statusMessage: 'FORBIDDEN' };

/** The URL the client called (DPoP proofs name it): behind a trusted proxy, its forwarded scheme and host. */
export function publicRequestUrl(c: Context): string {
  const url = new URL(c.req.url);
  if (process.env.TRUST_PROXY) {
    const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim();
    const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim();
    if (proto) url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.href;
}

/** The user of the request's access token: undefined without one, a Denial when it does not verify. */
async function userFrom(c: Context, audience: Audience): Promise<AuthUser | Denial | undefined> {
  try {
    return await userFromRequest(
      { authorization: c.req.header('Authorization'), dpop: c.req.header('DPoP'), method: c.req.method, url: publicRequestUrl(c) },
      audience,
    );
  } catch (error) {
    if (error instanceof InvalidAccessToken) return invalidToken;
    throw error;
  }
}

const isDenial = (value: AuthUser | Denial | undefined): value is Denial => value !== undefined && 'status' in value;

/** Requires a valid bearer access token; 401 otherwise. Sets `c.get('user')`. */
export const requireUser = createMiddleware<AuthEnv>(async (c, next) => {
  const user = await userFrom(c, apiAudience);
  if (!user) return deny(c, signInRequired);
  if (isDenial(user)) return deny(c, user);
  c.set('user', user);
  await next();
});

/**
 * Reads the user when a bearer token is given; visitors pass with `user` undefined. A token that fails
 * verification is a 401 (the client refreshes and retries) rather than a silent downgrade to visitor.
 */
export const optionalUser = createMiddleware<OptionalAuthEnv>(async (c, next) => {
  const user = await userFrom(c, apiAudience);
  if (isDenial(user)) return deny(c, user);
  c.set('user', user);
  await next();
});

/** Requires a signed-in user holding the role (after `requireUser`, or on its own). */
export function requireRole(role: Role) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const user = c.get('user') ?? (await userFrom(c, apiAudience));
    if (!user) return deny(c, signInRequired);
    if (isDenial(user)) return deny(c, user);
    if (!user.roles.includes(role)) return deny(c, forbidden);
    c.set('user', user);
    await next();
  });
}

/**
 * Administrator routes take the separate admin access token (spec 000 section 6), as a bearer token. A normal
 * access token is refused here, and an admin token is refused by `requireUser` (different audience).
 */
export const requireAdmin = createMiddleware<AuthEnv>(async (c, next) => {
  const user = await userFrom(c, adminAudience);
  if (!user) return deny(c, { ...signInRequired, message: 'An admin access token is required.' });
  if (isDenial(user)) return deny(c, user);
  if (!user.roles.includes('administrator')) return deny(c, forbidden);
  c.set('user', user);
  await next();
});
