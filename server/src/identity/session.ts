import type { Session } from '@rove/contract';
import type { UserId } from './auth-user.ts';
import type { Identity } from './identity.ts';
import { authUserFromRow } from './roles.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The app's start-up session call: session data plus the user fields of spec 000 section 3. */
export async function loadSession(identity: Identity, id: UserId): Promise<Session | undefined> {
  const row = await identity.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const user = authUserFromRow(row);
  return {
    email: row.email,
    id: row.id,
    isOwner: user.isOwner,
    locale: row.language,
    roles: user.roles,
    User: {
      Id: row.id,
      Email: row.email,
      FirstName: row.first_name,
      LastName: row.last_name,
      PhoneNumber: row.phone_number,
      CountryPhoneCode: row.country_phone_code,
      Language: row.language === 'fr' ? 'French' : 'English',
      CreatedDate: iso(row.created_at)!,
      LastLogin: iso(row.last_login),
      IsOwner: user.isOwner,
      UserType: row.user_type,
      HasRv: row.has_rv,
      SignupFrom: row.signup_from,
      SuperHost: { IsActive: row.is_superhost },
    },
  };
}
