import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../../src/db/schema.ts';
import { signAccessToken } from '../../src/identity/access-token.ts';
import type { AuthUser } from '../../src/identity/auth-user.ts';
import { createSigningKey, type SigningKey } from '../../src/identity/keyring.ts';
import { authUserFromRow } from '../../src/identity/roles.ts';

let testKey: Promise<SigningKey> | undefined;

/**
 * For tests of other modules: creates a user row and returns a bearer access token the API accepts (signed by a
 * process-wide test key that `requireUser` trusts). The token is real; only the sign-in step is skipped.
 */
export async function createUserWithToken(
  db: Kysely<Database>,
  fields: Partial<NewUser> = {},
): Promise<{ user: AuthUser; token: string; authorization: string; headers: { Authorization: string } }> {
  const email = fields.email ?? `user-${crypto.randomUUID()}@example.test`;
  const row = await db
    .insertInto('users')
    .values({ first_name: 'Test', last_name: 'User', ...fields, email })
    .returning(['id', 'email', 'is_owner', 'user_type'])
    .executeTakeFirstOrThrow();
  const user = authUserFromRow(row);
  testKey ??= createSigningKey();
  const token = await signAccessToken(await testKey, user, { issuer: 'urn:rove:test' });
  const authorization = `Bearer ${token}`;
  return { user, token, authorization, headers: { Authorization: authorization } };
}
