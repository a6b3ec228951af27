import type { Account } from 'oidc-provider';
import type { Identity } from '../identity.ts';

/** The provider's view of a user: standard claims for the ID token and user info. */
export async function findAccount(identity: Identity, id: string): Promise<Account | undefined> {
  if (!/^\d+$/.test(id)) return undefined;
  const row = await identity.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'language'])
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    accountId: id,
    claims: () => ({
      sub: id,
      email: row.email,
      email_verified: true,
      given_name: row.first_name,
      family_name: row.last_name,
      name: `${row.first_name} ${row.last_name}`.trim(),
      locale: row.language,
    }),
  };
}
