-- Renter verification (issue 21): /verification/{verificationId}, its account and driver steps.
-- The id is an unguessable token (the page's address); the licence photo is a private upload of kind licence-photo.
create table verifications (
  id text primary key,
  user_id bigint not null references users (id) on delete cascade,
  booking_id bigint references bookings (id) on delete set null,
  status text not null default 'Pending' check (status in ('Pending', 'Verified')),
  account jsonb,
  driver jsonb,
  licence_upload_id uuid references uploads (id) on delete set null,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index verifications_user_idx on verifications (user_id, created_at desc);
-- One open verification per member and booking: starting again answers the open one.
create unique index verifications_one_pending on verifications (user_id, coalesce(booking_id, 0)) where status = 'Pending';
