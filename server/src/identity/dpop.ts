import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, EmbeddedJWK, errors, jwtVerify } from 'jose';
import { type Audience, apiAudience, InvalidAccessToken, verifyAccessTokenClaims } from './access-token.ts';
import type { AuthUser } from './auth-user.ts';

/** How long a DPoP proof stays acceptable after its iat (and how long its jti is remembered). */
const proofLifetimeSeconds = 60;
const seenProofs = new Map<string, number>();

function rememberProof(jti: string, now: number): boolean {
  for (const [id, expires] of seenProofs) if (expires < now) seenProofs.delete(id);
  if (seenProofs.has(jti)) return false;
  seenProofs.set(jti, now + proofLifetimeSeconds * 2 * 1000);
  return true;
}

/** The request URL without query and fragment, as RFC 9449 compares `htu`. */
function targetUri(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * Checks an RFC 9449 DPoP proof for a request carrying a bound access token: signed by the bound key, for this
 * method and URL, for this token (ath), fresh, and not seen before.
 */
export async function verifyDpopProof(
  proof: string,
  request: { method: string; url: string; accessToken: string; jkt: string },
): Promise<void> {
  try {
    const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256', 'ES384', 'PS256', 'RS256', 'EdDSA', 'Ed25519'],
      maxTokenAge: `${proofLifetimeSeconds}s`,
      clockTolerance: 5,
      requiredClaims: ['jti', 'htm', 'htu', 'iat', 'ath'],
    });
    if (!protectedHeader.jwk || (await calculateJwkThumbprint(protectedHeader.jwk)) !== request.jkt)
      throw new InvalidAccessToken('DPoP key mismatch');
    if (payload.htm !== request.method.toUpperCase()) throw new InvalidAccessToken('DPoP htm mismatch');
    if (typeof payload.htu !== 'string' || targetUri(payload.htu) !== targetUri(request.url))
      throw new InvalidAccessToken('DPoP htu mismatch');
    if (payload.ath !== createHash('sha256').update(request.accessToken).digest('base64url'))
      throw new InvalidAccessToken('DPoP ath mismatch');
    if (!rememberProof(String(payload.jti), Date.now())) throw new InvalidAccessToken('DPoP proof replayed');
  } catch (error) {
    if (error instanceof InvalidAccessToken) throw error;
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw new InvalidAccessToken('invalid DPoP proof');
    throw error;
  }
}

export interface PresentedCredentials {
  /** The Authorization header: `Bearer <token>`, or `DPoP <token>` for a bound token. */
  authorization: string | undefined;
  /** The DPoP header (the proof). */
  dpop: string | undefined;
  method: string;
  url: string;
}

const schemePattern = /^(Bearer|DPoP)\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/**
 * The user behind a request's access token, or undefined when there is none. A bearer token must be unbound;
 * a DPoP token must come with a valid proof of its key (spec 000 section 7: "an optional proof header").
 */
export async function userFromRequest(request: PresentedCredentials, audience: Audience = apiAudience): Promise<AuthUser | undefined> {
  const match = request.authorization?.match(schemePattern);
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  const token = match[2]!;
  const verified = await verifyAccessTokenClaims(token, audience);
  if (!verified.jkt) {
    if (scheme === 'dpop') throw new InvalidAccessToken('DPoP scheme with an unbound token');
    return verified.user;
  }
  if (scheme !== 'dpop' || !request.dpop) throw new InvalidAccessToken('DPoP-bound token presented without its proof');
  await verifyDpopProof(request.dpop, { method: request.method, url: request.url, accessToken: token, jkt: verified.jkt });
  return verified.user;
}
