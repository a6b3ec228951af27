// The listing's part of a search card, kept in the server under its prepared card's version (issue 35). The search
// query reads the page's listing ids and card versions (listing_cards.version, migration 1800); a card this process
// holds at that version is used as it is, the others read from listing_cards in one query and kept. What a card
// shows of its listing alone (names, sizes, prices in its own currency, photos, badges) is thus turned into the
// answer's JSON text once per version of the listing, not at every search that shows it: at ten times the listings
// an answer holds twice the cards, and parsing, building and serializing them was most of what a card cost the
// server. An answer given as objects (landing pages, similar RVs) parses its cards' text again (cardFields).
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { type Country, currencyOf, type RvType, type SearchResult } from '@rove/contract';
import type { CardPhoto, Database } from '../db/schema.ts';
import { queryPrepared } from '../db/database.ts';
import { photoUrl, uploadedPhotoUrl } from '../photos/photo-url.ts';
import { rvClassOf } from '../booking/listing-terms.ts';
import { toCents } from '../pricing/money.ts';
import type { SearchCardTerms } from '../pricing/search-trip-total.ts';
import { type Currency, money } from './money.ts';

/** listing_cards.card: the listing's fields of a card, in this order (migration 1531). */
export type ListingCard = [
  id: number,
  alias: string,
  name: string,
  type: string,
  brand: string,
  model: string,
  year: number,
  length: number,
  weight: number,
  sleeps: number,
  city: string,
  region: string,
  country: Country,
  lat: number,
  lng: number,
  nightlyPrice: number,
  cleaningFee: number,
  midweekDiscountPercent: number,
  weeklyDiscountPercent: number,
  monthlyDiscountPercent: number,
  minimumNights: number,
  ratingAverage: number | null,
  reviewCount: number,
  instantBook: boolean,
  deliveryRadius: number,
  deliveryOnly: boolean,
  featured: boolean,
  petsAllowed: boolean,
  hostSuperhost: boolean,
  cardPhotos: CardPhoto[],
];

/** The fields of a card that the search adds (the display currency, the distance, the stay's nights and total). */
export type SearchedFields = Pick<
  SearchResult,
  'DisplayNightlyPrice' | 'Distance' | 'DistanceUnit' | 'Nights' | 'TripTotal' | 'DisplayTripTotal'
>;

/** The fields of a card that its listing alone gives. */
export type ListingFields = Omit<SearchResult, keyof SearchedFields>;

/** A listing's card as this process keeps it. */
export interface PreparedCard {
  version: number;
  /**
   * The listing's fields as JSON text without its closing brace: an answer appends the searched fields. Kept as text
   * alone, not beside its objects: 23,000 cards (ten times the seeded listings) as object trees were some 300,000
   * objects for the collector to trace at every full collection (issue 35).
   */
  json: string;
  /** The listing's terms for the card's total (the host's tax registration comes with each search row). */
  terms: Omit<SearchCardTerms, 'minimumNightsByDate' | 'hostChargesFederalTax' | 'hostChargesSalesTax'>;
  /** The nightly price in the listing's own currency, decimal. */
  nightlyPrice: number;
  currency: Currency;
}

const badgesOf = (card: { superhost: boolean; instantBook: boolean; deliveryOnly: boolean; featured: boolean }) => {
  const badges: SearchResult['Badges'] = [];
  if (card.superhost) badges.push('Superhost');
  if (card.instantBook) badges.push('InstantBook');
  if (card.deliveryOnly) badges.push('DeliveryOnly');
  if (card.featured) badges.push('Featured');
  return badges;
};

/** A listing's prepared card (listing_cards.card) as the answer shows it. */
export function prepareCard(version: number, card: ListingCard): PreparedCard {
  const [id, alias, name, type, brand, model, year, length, weight, sleeps, city, region, country, lat, lng, ...prices] = card;
  const [nightlyPrice, cleaningFee, midweekPercent, weeklyPercent, monthlyPercent, minimumNights, ...flags] = prices;
  const [rating, reviewCount, instantBook, deliveryRadius, deliveryOnly, featured, petsAllowed, superhost, photos] = flags;
  const currency = currencyOf(country);
  const fields: ListingFields = {
    Id: id,
    Alias: alias,
    Name: name,
    Type: type as RvType,
    Brand: brand,
    Model: model,
    Year: year,
    Length: length,
    Weight: weight,
    Sleeps: sleeps,
    City: city,
    Region: region,
    Country: country,
    Lat: lat,
    Lng: lng,
    NightlyPrice: money(nightlyPrice, currency),
    Photos: photos.map((photo) => ({ Url: photo.u ? uploadedPhotoUrl(photo.u, 'card') : photoUrl(id, photo.p), Caption: photo.c })),
    Rating: rating,
    ReviewCount: reviewCount,
    IsSuperHost: superhost,
    InstantBook: instantBook,
    Delivery: deliveryRadius > 0,
    DeliveryOnly: deliveryOnly,
    Featured: featured,
    PetFriendly: petsAllowed,
    Badges: badgesOf({ superhost, instantBook, deliveryOnly, featured }),
  };
  return {
    version,
    json: JSON.stringify(fields).slice(0, -1),
    terms: {
      country,
      region,
      rvClass: rvClassOf(type),
      nightlyPrice: toCents(nightlyPrice),
      cleaningFee: toCents(cleaningFee),
      midweekPercent: midweekPercent || null,
      weeklyPercent: weeklyPercent || null,
      monthlyPercent: monthlyPercent || null,
      minimumNights,
      maxGuests: sleeps,
      petsAllowed,
    },
    nightlyPrice,
    currency,
  };
}

/** A card's JSON text: its listing's fields, then the search's. */
export const cardJson = (card: PreparedCard, searched: SearchedFields) => `${card.json},${JSON.stringify(searched).slice(1)}`;

/** A card's listing fields as objects (a new copy at each call), for an answer given as objects. */
export const cardFields = (card: PreparedCard): ListingFields => JSON.parse(`${card.json}}`) as ListingFields;

/**
 * Cards kept per database, at most this many (about 1.5 KB each): past it, the longest kept goes first. Ten times
 * the seeded listings (23,000) fit.
 */
export const keptCards = 50_000;

const kept = new WeakMap<Kysely<Database>, Map<number, PreparedCard>>();

const cardsQuery = (db: Kysely<Database>, ids: number[]): CompiledQuery<{ listing_id: number; version: number; card: ListingCard }> =>
  sql<{ listing_id: number; version: number; card: ListingCard }>`select listing_id, version, card from listing_cards
    where listing_id = any(${ids}::bigint[])`.compile(db);

/**
 * The cards of these listings at these versions (the search's page, in its order): those this process holds at the
 * version, the others read in one query. A card read here may be newer than the version asked (its listing changed
 * since the page was read): it is shown, as a search an instant later would. A listing deleted since shows the card
 * this process held, else none (null).
 */
export async function searchCards(
  db: Kysely<Database>,
  page: readonly (readonly [id: number, version: number, ...unknown[]])[],
): Promise<(PreparedCard | null)[]> {
  let cards = kept.get(db);
  if (!cards) kept.set(db, (cards = new Map()));
  const missing = page.filter(([id, version]) => cards.get(id)?.version !== version).map(([id]) => id);
  if (missing.length) {
    for (const row of await queryPrepared(db, cardsQuery(db, missing))) {
      if (cards.size >= keptCards && !cards.has(row.listing_id)) cards.delete(cards.keys().next().value as number);
      cards.set(row.listing_id, prepareCard(Number(row.version), row.card));
    }
  }
  return page.map(([id]) => cards.get(id) ?? null);
}
