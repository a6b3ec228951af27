-- Uploaded images (RV photos, message photos, licence photos): one row per upload, its resized variants in
-- upload_blobs when the database holds the bytes (PostgreSQL, tests), or as files under the data folder.
create table uploads (
  id uuid primary key,
  owner_id bigint references users (id) on delete set null,
  kind text not null check (kind in ('rv-photo', 'message-photo', 'licence-photo')),
  -- public: served to anyone with immutable caching; private: only the owner and administrators.
  visibility text not null check (visibility in ('public', 'private')),
  original_name text not null default '',
  width integer not null,
  height integer not null,
  original_bytes integer not null,
  variants jsonb not null,
  created_at timestamptz not null default now()
);
create index uploads_owner_idx on uploads (owner_id);

create table upload_blobs (
  key text primary key,
  bytes bytea not null
);
