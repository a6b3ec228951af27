import { errors, jwtVerify, SignJWT } from 'jose';
import { type AuthUser, isRole } from './auth-user.ts';
import { trustedKey, type SigningKey } from './keyring.ts';

/** Resource indicators (RFC 8707): the audience of tokens for the rentals API, and of the admin access token. */
export const apiAudience = 'urn:rove:api';
export const adminAudience = 'urn:rove:admin';

export const accessTokenTtlSeconds = 15 * 60;
export const adminAccessTokenTtlSeconds = 10 * 60;

export type Audience = typeof apiAudience | typeof adminAudience;

/** Claims beyond the registered ones; the provider's JWT access tokens carry the same (extraTokenClaims). */
export function userClaims(user: AuthUser): { email: string; own: boolean; roles: AuthUser['roles'] } {
  return { email: user.email, own: user.isOwner, roles: user.roles };
}

export async function signAccessToken(
  key: SigningKey,
  user: AuthUser,
  options: { issuer: string; audience?: Audience; ttlSeconds?: number; now?: number },
): Promise<string> {
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({ ...userClaims(user), client_id: 'rove-api' })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer)
    .setAudience(options.audience ?? apiAudience)
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + (options.ttlSeconds ?? accessTokenTtlSeconds))
    .setJti(crypto.randomUUID())
    .sign(key.privateKey);
}

export class InvalidAccessToken extends Error {}

/** A verified access token: its user and, for a DPoP-bound token, the thumbprint of the key it is bound to. */
export interface VerifiedAccessToken {
  user: AuthUser;
  /** RFC 9449 `cnf.jkt`: the request must carry a DPoP proof signed by that key. */
  jkt?: string;
}

/** Verifies one of our access tokens (ours or the provider's) and returns the user it names and its binding. */
export async function verifyAccessTokenClaims(token: string, audience: Audience = apiAudience): Promise<VerifiedAccessToken> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = trustedKey(header.kid);
        if (!key) throw new InvalidAccessToken('unknown signing key');
        return key;
      },
      { audience, typ: 'at+jwt', algorithms: ['ES256'], clockTolerance: 5, requiredClaims: ['sub', 'exp'] },
    );
    const id = Number(payload.sub);
    const { email, own } = payload;
    const tokenRoles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
    if (!Number.isSafeInteger(id) || id <= 0 || typeof email !== 'string' || typeof own !== 'boolean') {
      throw new InvalidAccessToken('missing user claims');
    }
    const cnf = payload.cnf as { jkt?: unknown } | undefined;
    return {
      user: { id, email, isOwner: own, roles: tokenRoles.length > 0 ? tokenRoles : ['renter'] },
      ...(typeof cnf?.jkt === 'string' ? { jkt: cnf.jkt } : {}),
    };
  } catch (error) {
    if (error instanceof InvalidAccessToken) throw error;
    if (error instanceof errors.JOSEError) throw new InvalidAccessToken(error.code);
    throw error;
  }
}

/** Verifies a bearer access token. A DPoP-bound token is refused here: it is only valid with its proof. */
export async function verifyAccessToken(token: string, audience: Audience = apiAudience): Promise<AuthUser> {
  const verified = await verifyAccessTokenClaims(token, audience);
  if (verified.jkt) throw new InvalidAccessToken('DPoP-bound token presented without its proof');
  return verified.user;
}
