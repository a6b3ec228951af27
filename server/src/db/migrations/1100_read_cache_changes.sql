-- Cached search and estimate answers (listings/read-cache.ts) stay correct: every statement that changes what
-- they read adds one row here, in the writer's transaction. A reader takes the number of changes (rows here plus
-- those pruned into read_cache_base) as the data's version before computing an answer and stores the answer under
-- it; any later commit raises that number, so a cached answer is never served after a change is visible. Writers
-- only insert here: they never wait on each other.
-- The embedded database (PGlite, one process) also hears a notification at each such commit (db/change-version.ts),
-- so its readers need no query for the version.
create table read_cache_changes (id bigserial primary key);
-- Rows folded in by the readers' pruning (one statement deletes rows and adds their number here): the version is
-- changes + the rows left, unchanged by a prune, so the table stays small without invalidating anything.
create table read_cache_base (id integer primary key check (id = 1), changes bigint not null);
insert into read_cache_base values (1, 0);

create function read_cache_changed() returns trigger language plpgsql as $$
begin
  insert into read_cache_changes default values;
  perform pg_notify('read_cache_changes', '');
  return null;
end $$;

-- What search (listings/search.ts, host standing) and the estimate (booking/listingTerms.ts, estimateTrip.ts) read.
create trigger listings_read_cache after insert or update or delete or truncate on listings
  for each statement execute function read_cache_changed();
-- Of a user, search reads only the superhost flag (a sign-in's last_login must not empty the cache).
create trigger users_read_cache after insert or update of is_superhost or delete or truncate on users
  for each statement execute function read_cache_changed();
create trigger listing_photos_read_cache after insert or update or delete or truncate on listing_photos
  for each statement execute function read_cache_changed();
create trigger listing_addons_read_cache after insert or update or delete or truncate on listing_addons
  for each statement execute function read_cache_changed();
create trigger availability_blocks_read_cache after insert or update or delete or truncate on availability_blocks
  for each statement execute function read_cache_changed();
create trigger reviews_read_cache after insert or update or delete or truncate on reviews
  for each statement execute function read_cache_changed();
-- Of bookings, only what the host's standing counts (notifications/host-standing.ts): owner and status.
create trigger bookings_read_cache after insert or update of status, owner_id or delete or truncate on bookings
  for each statement execute function read_cache_changed();
create trigger promo_codes_read_cache after insert or update or delete or truncate on promo_codes
  for each statement execute function read_cache_changed();
create trigger listing_booking_terms_read_cache after insert or update or delete or truncate on listing_booking_terms
  for each statement execute function read_cache_changed();
create trigger rv_photos_read_cache after insert or update or delete or truncate on rv_photos
  for each statement execute function read_cache_changed();
create trigger calendar_days_read_cache after insert or update or delete or truncate on calendar_days
  for each statement execute function read_cache_changed();
