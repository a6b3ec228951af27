-- Identity (server/src/identity): credentials, sessions (refresh tokens), e-mailed codes, sign-up context,
-- linked external providers and the signing keys. The users table itself is core (0001).

create table identity_keys (
  kid text primary key,
  purpose text not null check (purpose in ('signing', 'cookies')),
  -- A private JWK for signing keys; { "secret": "..." } for cookie keys.
  material jsonb not null,
  created_at timestamptz not null default now()
);

create table credentials (
  user_id bigint primary key references users (id) on delete cascade,
  password_hash text not null,
  updated_at timestamptz not null default now()
);

-- Rotating refresh tokens: only a SHA-256 of each token is stored. A family is one sign-in; every refresh
-- marks the presented token used and adds its successor to the family. A used token presented again
-- revokes the whole family (reuse detection).
create table refresh_tokens (
  token_hash text primary key,
  family_id uuid not null,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  user_agent text not null default ''
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);

-- Password recovery: a one-time code (hashed) sent by e-mail, with an expiry.
create table recovery_codes (
  code_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index recovery_codes_user_idx on recovery_codes (user_id);

-- Codes sent to an e-mail address before an account is created or signed into (sign-up confirmation, the
-- local identity provider's sign-in). The payload holds what the purpose needs (e.g. the pending sign-up).
create table email_challenges (
  id uuid primary key,
  purpose text not null check (purpose in ('sign-up', 'provider-sign-in')),
  email text not null,
  code_hash text not null,
  payload jsonb not null default '{}',
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_challenges_email_idx on email_challenges (purpose, lower(email), created_at desc);

-- The sign-up context of spec 000 section 3, kept as sent when the account was created.
create table signup_contexts (
  user_id bigint primary key references users (id) on delete cascade,
  method text not null check (method in ('credentials', 'facebook', 'google', 'apple')),
  sign_up_as smallint check (sign_up_as in (1, 2)),
  sign_up_country text check (sign_up_country in ('US', 'CA')),
  owner_newsletter boolean not null default false,
  renter_newsletter boolean not null default false,
  hear_about_us text,
  referral_code text,
  page_source text,
  platform text,
  created_at timestamptz not null default now()
);

-- Accounts linked to an external provider through the identity provider (asch).
create table external_identities (
  user_id bigint not null references users (id) on delete cascade,
  provider text not null check (provider in ('facebook', 'google', 'apple')),
  linked_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  primary key (user_id, provider)
);

-- oidc-provider's models (sessions, grants, codes, refresh tokens, interactions...): one row per model
-- instance, the payload as the library gives it.
create table oidc_models (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_models_grant_idx on oidc_models (grant_id) where grant_id is not null;
create index oidc_models_uid_idx on oidc_models (uid) where uid is not null;
create index oidc_models_user_code_idx on oidc_models (user_code) where user_code is not null;
create index oidc_models_expires_idx on oidc_models (expires_at);
