-- Search is a lookup (issue 35): one narrow row per published listing with everything search filters and sorts on,
-- prepared when a listing, its calendar or its availability changes, so a search reads one table through indexes
-- that serve it and never runs a query per candidate (listings/search.ts).
--   earth: the stored point (ll_to_earth(lat, lng)) under a GiST index, for "within 400 km" (earth_box, then the
--     exact distance as a chord length, cube_distance: no per-row recomputation, no SQL function call per row);
--   unavailable: every booked or blocked range of the listing as one datemultirange (one overlap test per row
--     instead of a probe of availability_blocks);
--   calendar_minimums, calendar_prices: whether the host set minimum stays, prices, on calendar days (only those
--     rows look them up);
--   delivery_chord: the delivery radius as a chord length (0 when the host does not deliver);
--   host_charges_federal_tax, host_charges_sales_tax: the host's tax registration (listing_booking_terms), for the
--     card's total.
-- Only published listings have a row. Kept in step by statement triggers below, in the writer's transaction
-- (their change rows for the read cache, migration 1100, come from the tables they follow).
create table listing_search (
  -- Fixed-width columns first: a row's filters read them at fixed offsets (each column after a variable-width one
  -- is found by walking the row).
  listing_id bigint primary key references listings (id) on delete cascade,
  owner_id bigint not null,
  lat double precision not null,
  lng double precision not null,
  price_usd double precision not null,
  recommended_score double precision not null,
  delivery_chord double precision not null,
  sleeps integer not null,
  year integer not null,
  weight integer not null,
  minimum_nights integer not null,
  pets_allowed boolean not null,
  experience_required boolean not null,
  host_superhost boolean not null,
  festival_friendly boolean not null,
  instant_book boolean not null,
  calendar_minimums boolean not null,
  calendar_prices boolean not null,
  host_charges_federal_tax boolean not null,
  host_charges_sales_tax boolean not null,
  earth earth not null,
  unavailable datemultirange not null,
  length numeric(4, 1) not null,
  country text not null,
  region text not null,
  type text not null,
  brand_key text not null,
  amenities text[] not null
) with (fillfactor = 80);

-- The point, and the beds (btree_gist): a search for 5 guests leaves the RVs sleeping fewer in the index.
create index listing_search_earth_idx on listing_search using gist (earth, sleeps);
create index listing_search_lat_idx on listing_search (lat);
create index listing_search_region_idx on listing_search (country, region);
create index listing_search_owner_idx on listing_search (owner_id);

-- The rows of the given listings (all when null) made equal to their listing, calendar and availability: inserted
-- or updated when published, deleted otherwise. A row that would not change is not written.
create function refresh_listing_search(ids bigint[]) returns void language sql as $$
  delete from listing_search s
  where (ids is null or s.listing_id = any (ids))
    and not exists (select 1 from listings l where l.id = s.listing_id and l.status = 'published');
  insert into listing_search as s (listing_id, owner_id, lat, lng, price_usd, recommended_score, delivery_chord, sleeps,
    year, weight, minimum_nights, pets_allowed, experience_required, host_superhost, festival_friendly, instant_book,
    calendar_minimums, calendar_prices, host_charges_federal_tax, host_charges_sales_tax, earth, unavailable, length,
    country, region, type, brand_key, amenities)
  select l.id, l.owner_id, l.lat, l.lng, l.price_usd, l.recommended_score,
    -- The delivery radius is in the market's unit: miles in the US, km in Canada.
    case when l.delivery_radius > 0
      then gc_to_sec(l.delivery_radius * case when l.country = 'US' then 1609.34 else 1000 end) else 0 end,
    l.sleeps, l.year, l.weight, l.minimum_nights, l.pets_allowed, l.experience_required, l.host_superhost,
    l.festival_friendly, l.instant_book,
    exists (select 1 from calendar_days c where c.listing_id = l.id and c.minimum_nights is not null),
    exists (select 1 from calendar_days c where c.listing_id = l.id and c.nightly_price is not null),
    coalesce(t.host_charges_federal_tax, false), coalesce(t.host_charges_sales_tax, false),
    ll_to_earth(l.lat, l.lng),
    coalesce((select range_agg(b.during) from availability_blocks b where b.listing_id = l.id), '{}'),
    l.length, l.country, l.region, l.type, lower(l.brand), l.amenities
  from listings l left join listing_booking_terms t on t.listing_id = l.id
  where (ids is null or l.id = any (ids)) and l.status = 'published'
  order by l.id
  on conflict (listing_id) do update set
    earth = excluded.earth, lat = excluded.lat, lng = excluded.lng, owner_id = excluded.owner_id,
    country = excluded.country, region = excluded.region, type = excluded.type, sleeps = excluded.sleeps,
    length = excluded.length, year = excluded.year, weight = excluded.weight, price_usd = excluded.price_usd,
    recommended_score = excluded.recommended_score, amenities = excluded.amenities,
    pets_allowed = excluded.pets_allowed, brand_key = excluded.brand_key, delivery_chord = excluded.delivery_chord,
    experience_required = excluded.experience_required, host_superhost = excluded.host_superhost,
    festival_friendly = excluded.festival_friendly, instant_book = excluded.instant_book,
    minimum_nights = excluded.minimum_nights, calendar_minimums = excluded.calendar_minimums,
    calendar_prices = excluded.calendar_prices, host_charges_federal_tax = excluded.host_charges_federal_tax,
    host_charges_sales_tax = excluded.host_charges_sales_tax, unavailable = excluded.unavailable
  where (s.*) is distinct from (excluded.*);
$$;

-- Statement triggers with transition tables: one refresh per statement for the listings it touched (a bulk write,
-- such as the seed's rating refresh, is one set-based refresh). PostgreSQL allows one event per such trigger.
create function listing_search_new_rows() returns trigger language plpgsql as $$
begin
  perform refresh_listing_search(array(select distinct listing_id from new_rows));
  return null;
end $$;
create function listing_search_old_rows() returns trigger language plpgsql as $$
begin
  perform refresh_listing_search(array(select distinct listing_id from old_rows));
  return null;
end $$;
create function listing_search_both_rows() returns trigger language plpgsql as $$
begin
  perform refresh_listing_search(array(select listing_id from new_rows union select listing_id from old_rows));
  return null;
end $$;
create function listing_search_listings() returns trigger language plpgsql as $$
begin
  perform refresh_listing_search(array(select id from new_rows));
  return null;
end $$;

-- Listings: a deleted row takes its search row with it (on delete cascade).
create trigger listing_search_insert after insert on listings
  referencing new table as new_rows for each statement execute function listing_search_listings();
create trigger listing_search_update after update on listings
  referencing new table as new_rows for each statement execute function listing_search_listings();
create trigger listing_search_blocks_insert after insert on availability_blocks
  referencing new table as new_rows for each statement execute function listing_search_new_rows();
create trigger listing_search_blocks_update after update on availability_blocks
  referencing new table as new_rows old table as old_rows for each statement execute function listing_search_both_rows();
create trigger listing_search_blocks_delete after delete on availability_blocks
  referencing old table as old_rows for each statement execute function listing_search_old_rows();
create trigger listing_search_calendar_insert after insert on calendar_days
  referencing new table as new_rows for each statement execute function listing_search_new_rows();
create trigger listing_search_calendar_update after update on calendar_days
  referencing new table as new_rows old table as old_rows for each statement execute function listing_search_both_rows();
create trigger listing_search_calendar_delete after delete on calendar_days
  referencing old table as old_rows for each statement execute function listing_search_old_rows();
create trigger listing_search_terms_insert after insert on listing_booking_terms
  referencing new table as new_rows for each statement execute function listing_search_new_rows();
create trigger listing_search_terms_update after update on listing_booking_terms
  referencing new table as new_rows old table as old_rows for each statement execute function listing_search_both_rows();
create trigger listing_search_terms_delete after delete on listing_booking_terms
  referencing old table as old_rows for each statement execute function listing_search_old_rows();

select refresh_listing_search(null);

-- The card's photos, prepared when photos change: the host's uploaded photos when it has any (rv_photos, migration
-- 0400), else the generated illustrations; the first five, in order, as search shows them
-- ({ p: position, c: English caption, u: upload id }).
alter table listings add column card_photos jsonb not null default '[]';

create function refresh_card_photos(ids bigint[]) returns void language sql as $$
  update listings l set card_photos = p.photos
  from (
    select x.id, coalesce(
      (select jsonb_agg(jsonb_build_object('p', rp.position, 'c', rp.caption_en, 'u', rp.upload_id) order by rp.position)
        from rv_photos rp where rp.listing_id = x.id and rp.position < 5),
      (select jsonb_agg(jsonb_build_object('p', ph.position, 'c', ph.caption_en) order by ph.position)
        from listing_photos ph where ph.listing_id = x.id and ph.position < 5),
      '[]') as photos
    from listings x where ids is null or x.id = any (ids)
  ) p
  where l.id = p.id and l.card_photos is distinct from p.photos;
$$;

create function card_photos_new_rows() returns trigger language plpgsql as $$
begin
  perform refresh_card_photos(array(select distinct listing_id from new_rows));
  return null;
end $$;
create function card_photos_old_rows() returns trigger language plpgsql as $$
begin
  perform refresh_card_photos(array(select distinct listing_id from old_rows));
  return null;
end $$;
create function card_photos_both_rows() returns trigger language plpgsql as $$
begin
  perform refresh_card_photos(array(select listing_id from new_rows union select listing_id from old_rows));
  return null;
end $$;

create trigger card_photos_insert after insert on listing_photos
  referencing new table as new_rows for each statement execute function card_photos_new_rows();
create trigger card_photos_update after update on listing_photos
  referencing new table as new_rows old table as old_rows for each statement execute function card_photos_both_rows();
create trigger card_photos_delete after delete on listing_photos
  referencing old table as old_rows for each statement execute function card_photos_old_rows();
create trigger card_photos_uploads_insert after insert on rv_photos
  referencing new table as new_rows for each statement execute function card_photos_new_rows();
create trigger card_photos_uploads_update after update on rv_photos
  referencing new table as new_rows old table as old_rows for each statement execute function card_photos_both_rows();
create trigger card_photos_uploads_delete after delete on rv_photos
  referencing old table as old_rows for each statement execute function card_photos_old_rows();

select refresh_card_photos(null);

-- Search no longer reads listings for its filters and sorts: their indexes there only slowed writes.
drop index listings_published_earth_idx;
drop index listings_published_recommended_idx;
drop index listings_published_price_usd_idx;

-- The suspended hosts' lookup (notifications/host-standing.ts) finds the hosts with a miss by status (an index-only
-- scan), then counts their bookings through bookings_owner_idx.
create index bookings_status_owner_idx on bookings (status, owner_id);
