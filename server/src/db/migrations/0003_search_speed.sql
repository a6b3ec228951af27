-- Search speed: the sort keys as stored columns with indexes, so a page is an index walk plus a count.
-- The host's superhost flag is copied onto listings (kept in step by a trigger on users).
alter table listings add column host_superhost boolean not null default false;
update listings l set host_superhost = u.is_superhost from users u where u.id = l.owner_id;

create function users_superhost_changed() returns trigger language plpgsql as $$
begin
  update listings set host_superhost = new.is_superhost where owner_id = new.id and host_superhost <> new.is_superhost;
  return null;
end $$;
create trigger users_superhost after update of is_superhost on users for each row execute function users_superhost_changed();

create function listings_owner_superhost() returns trigger language plpgsql as $$
begin
  new.host_superhost := coalesce((select is_superhost from users where id = new.owner_id), false);
  return new;
end $$;
create trigger listings_owner_superhost before insert or update of owner_id on listings for each row execute function listings_owner_superhost();

-- Recommended: well-reviewed, responsive hosts first; a listing with no reviews counts as a 4.
alter table listings add column recommended_score double precision generated always as (
  coalesce(rating_average, 4.0)::float8 * ln(review_count + 2)
  + case when host_superhost then 1.5 else 0 end
  + case when instant_book then 0.5 else 0 end
  + case when featured then 1 else 0 end
) stored;
-- Nightly price in USD (1 CAD = 0.73 USD): one order for both markets, whatever the display currency.
alter table listings add column price_usd double precision generated always as (
  nightly_price::float8 * case when country = 'CA' then 0.73 else 1 end
) stored;

create index listings_published_recommended_idx on listings (recommended_score desc, id) where status = 'published';
create index listings_published_price_usd_idx on listings (price_usd, id) where status = 'published';
drop index listings_published_price_idx;
