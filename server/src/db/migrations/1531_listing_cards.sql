-- A search card's listing fields, prepared when the listing changes (issue 35): the JSON array search's page reads
-- as it is (listings/search.ts `CardRow`), instead of building it from 30 columns (numbers, texts, the photos' jsonb)
-- for every card of every answer, about 10 µs of the database's time a card. One row per listing, written by
-- statement triggers on listings in the writer's transaction (the photos reach it through listings.card_photos,
-- migration 1500; the superhost flag through listings.host_superhost), deleted with its listing. nightly_price: for
-- the calendar prices' difference from it (the card's total), so the page reads no other table per card.
create table listing_cards (
  listing_id bigint primary key references listings (id) on delete cascade,
  nightly_price numeric(10, 2),
  card json not null
);

-- The rows of the given listings (all when null) made equal to their listing; a row that would not change is not
-- written.
create function refresh_listing_cards(ids bigint[]) returns void language sql as $$
  insert into listing_cards as c (listing_id, nightly_price, card)
  select l.id, l.nightly_price, json_build_array(l.id, l.alias, l.name, l.type, l.brand, l.model, l.year, l.length,
      l.weight, l.sleeps, l.city, l.region, l.country, l.lat, l.lng, l.nightly_price, l.cleaning_fee,
      l.midweek_discount_percent, l.weekly_discount_percent, l.monthly_discount_percent, l.minimum_nights,
      l.rating_average, l.review_count, l.instant_book, l.delivery_radius, l.delivery_only, l.featured, l.pets_allowed,
      l.host_superhost, l.card_photos)
  from listings l
  where ids is null or l.id = any (ids)
  order by l.id
  on conflict (listing_id) do update set nightly_price = excluded.nightly_price, card = excluded.card
  where c.nightly_price is distinct from excluded.nightly_price or c.card::text is distinct from excluded.card::text;
$$;

create function listing_cards_listings() returns trigger language plpgsql as $$
begin
  perform refresh_listing_cards(array(select id from new_rows));
  return null;
end $$;

create trigger listing_cards_insert after insert on listings
  referencing new table as new_rows for each statement execute function listing_cards_listings();
create trigger listing_cards_update after update on listings
  referencing new table as new_rows for each statement execute function listing_cards_listings();

select refresh_listing_cards(null);
