import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** The one signing key of an identity instance: it signs our access tokens and the provider's tokens. */
export interface SigningKey {
  kid: string;
  alg: 'ES256';
  privateKey: CryptoKey;
  /** Private JWK with kid, alg and use, in the form oidc-provider's `jwks` option takes. */
  privateJwk: JWK;
}

/**
 * Public keys trusted by `verifyAccessToken`, by key id, for the whole process. An identity instance adds its key
 * when it starts; the middleware then needs no reference to the instance (tests run several apps in one process).
 */
const trusted = new Map<string, CryptoKey>();

export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `rove-${crypto.randomUUID()}`;
  return importSigningKey({ ...jwk, kid, alg: 'ES256', use: 'sig' });
}

export async function importSigningKey(privateJwk: JWK): Promise<SigningKey> {
  if (!privateJwk.kid || !privateJwk.d) throw new Error('A signing key needs a kid and its private part');
  const privateKey = (await importJWK({ ...privateJwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
  const { d: _private, ...publicJwk } = privateJwk;
  trusted.set(privateJwk.kid, (await importJWK({ ...publicJwk, alg: 'ES256' }, 'ES256')) as CryptoKey);
  return { kid: privateJwk.kid, alg: 'ES256', privateKey, privateJwk: { ...privateJwk, alg: 'ES256', use: 'sig' } };
}

export function trustedKey(kid: string | undefined): CryptoKey | undefined {
  return kid === undefined ? undefined : trusted.get(kid);
}
