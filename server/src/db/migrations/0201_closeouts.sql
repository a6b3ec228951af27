-- Post-trip closeouts: distance and generator hours beyond the allowances, with the 5% transaction fee.
create table booking_closeouts (
  booking_id bigint primary key references bookings (id) on delete cascade,
  distance_driven numeric(10, 1),
  generator_hours numeric(8, 1),
  distance_charge bigint not null,
  generator_charge bigint not null,
  transaction_fee bigint not null,
  total bigint not null,
  created_at timestamptz not null default now()
);

alter table payments drop constraint payments_purpose_check;
alter table payments add constraint payments_purpose_check
  check (purpose in ('reservation', 'balance', 'full', 'refund', 'security_deposit', 'closeout'));

-- A booking may have a trip payout and a closeout payout.
alter table payouts add column kind text not null default 'trip' check (kind in ('trip', 'closeout'));
alter table payouts drop constraint payouts_booking_id_key;
alter table payouts add constraint payouts_booking_kind_key unique (booking_id, kind);
