import { randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createSigningKey, importSigningKey, type SigningKey } from './keyring.ts';

/**
 * The signing key: IDENTITY_SIGNING_JWK (a private EC P-256 JWK with a kid) when configured, else the oldest key
 * in identity_keys, created on first start. Two processes racing on a fresh database converge on the oldest row.
 */
export async function loadSigningKey(db: Kysely<Database>, configured = process.env.IDENTITY_SIGNING_JWK): Promise<SigningKey> {
  if (configured) return importSigningKey(JSON.parse(configured) as JWK);
  const oldest = () =>
    db
      .selectFrom('identity_keys')
      .select('material')
      .where('purpose', '=', 'signing')
      .orderBy('created_at')
      .orderBy('kid')
      .limit(1)
      .executeTakeFirst();
  let row = await oldest();
  if (!row) {
    const key = await createSigningKey();
    await db
      .insertInto('identity_keys')
      .values({ kid: key.kid, purpose: 'signing', material: JSON.stringify(key.privateJwk) })
      .execute();
    row = await oldest();
  }
  return importSigningKey(row!.material as JWK);
}

/** Secrets that sign the identity provider's cookies (IDENTITY_COOKIE_SECRET, else stored like the signing key). */
export async function loadCookieSecrets(db: Kysely<Database>, configured = process.env.IDENTITY_COOKIE_SECRET): Promise<string[]> {
  if (configured) return [configured];
  const rows = () =>
    db.selectFrom('identity_keys').select('material').where('purpose', '=', 'cookies').orderBy('created_at').orderBy('kid').execute();
  let found = await rows();
  if (found.length === 0) {
    const secret = randomBytes(32).toString('base64url');
    await db
      .insertInto('identity_keys')
      .values({ kid: `cookies-${crypto.randomUUID()}`, purpose: 'cookies', material: JSON.stringify({ secret }) })
      .execute();
    found = await rows();
  }
  return found.map((row) => String(row.material.secret));
}
