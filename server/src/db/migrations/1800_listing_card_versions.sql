-- Each prepared card's version (issue 35): a number from one sequence, new whenever refresh_listing_cards writes the
-- row (a card that would not change is not written, so keeps its version). The server keeps each card it has shown,
-- turned into the answer's fields and JSON text, under this version (listings/search-cards.ts): a search's page
-- then reads the listing's id and version alone, and the card's JSON is neither sent, parsed nor serialized again
-- while its listing is unchanged. The sequence only grows, so a version is never given twice, even after the table
-- is emptied and filled again.
create sequence listing_card_versions;

alter table listing_cards add column version bigint not null default nextval('listing_card_versions');

create or replace function refresh_listing_cards(ids bigint[]) returns void language sql as $$
  insert into listing_cards as c (listing_id, nightly_price, card)
  select l.id, l.nightly_price, json_build_array(l.id, l.alias, l.name, l.type, l.brand, l.model, l.year, l.length,
      l.weight, l.sleeps, l.city, l.region, l.country, l.lat, l.lng, l.nightly_price, l.cleaning_fee,
      l.midweek_discount_percent, l.weekly_discount_percent, l.monthly_discount_percent, l.minimum_nights,
      l.rating_average, l.review_count, l.instant_book, l.delivery_radius, l.delivery_only, l.featured, l.pets_allowed,
      l.host_superhost, l.card_photos)
  from listings l
  where ids is null or l.id = any (ids)
  order by l.id
  on conflict (listing_id) do update
    set nightly_price = excluded.nightly_price, card = excluded.card, version = nextval('listing_card_versions')
  where c.nightly_price is distinct from excluded.nightly_price or c.card::text is distinct from excluded.card::text;
$$;
