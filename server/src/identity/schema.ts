// Kysely types of the identity tables (migration 0100_identity.sql).
import type { Country } from '@rove/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../db/schema.ts';

export type { ExternalProvider } from '@rove/contract';
import type { ExternalProvider } from '@rove/contract';
export type SignUpMethod = 'credentials' | ExternalProvider;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface IdentityKeysTable {
  kid: string;
  purpose: 'signing' | 'cookies';
  material: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}

export interface CredentialsTable {
  user_id: number;
  password_hash: string;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  user_agent: Generated<string>;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
}

export interface EmailChallengesTable {
  id: string;
  purpose: 'sign-up' | 'provider-sign-in';
  email: string;
  code_hash: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
}

export interface SignupContextsTable {
  user_id: number;
  method: SignUpMethod;
  sign_up_as: 1 | 2 | null;
  sign_up_country: Country | null;
  owner_newsletter: Generated<boolean>;
  renter_newsletter: Generated<boolean>;
  hear_about_us: string | null;
  referral_code: string | null;
  page_source: string | null;
  platform: string | null;
  created_at: Timestamp;
}

export interface ExternalIdentitiesTable {
  user_id: number;
  provider: ExternalProvider;
  linked_at: Timestamp;
  last_used_at: Timestamp;
}

export interface OidcModelsTable {
  model: string;
  id: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

export interface IdentityTables {
  identity_keys: IdentityKeysTable;
  credentials: CredentialsTable;
  refresh_tokens: RefreshTokensTable;
  recovery_codes: RecoveryCodesTable;
  email_challenges: EmailChallengesTable;
  signup_contexts: SignupContextsTable;
  external_identities: ExternalIdentitiesTable;
  oidc_models: OidcModelsTable;
}
