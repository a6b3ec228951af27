-- Visitors' pages are kept under the read cache's version too (http/page-cache.ts), and a page shows more of a user
-- than search does: the host's name, photo, about text, place, language and verification on a listing, a review's
-- author name and photo, the superhosts' names and places. A change of any of these moves the version; a sign-in
-- (last_login) and the columns no public page shows still do not.
drop trigger users_read_cache on users;
create trigger users_read_cache after insert or update of is_superhost, first_name, last_name, avatar_url, about, is_verified,
  city, region, country, language, spoken_languages or delete or truncate on users
  for each statement execute function read_cache_changed();
