// Kysely table types. Each owner of migrations declares its tables in an interface and adds it to
// `Database` below (one `extends` entry each):
//   - core (0001-0099): CoreTables, in this file
//   - identity (0100-0199): e.g. `import type { IdentityTables } from '../identity/schema.ts';`
//   - booking (0200-0299): e.g. `import type { BookingTables } from '../booking/schema.ts';`
import type { Locale } from '@rove/contract';
import type { Country } from '@rove/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BookingTables } from '../booking/schema.ts';
import type { BookingDashboardTables } from '../booking/dashboard-schema.ts';
import type { IdentityTables } from '../identity/schema.ts';
import type { MailTables } from '../mail/schema.ts';
import type { MessageTables } from '../messages/schema.ts';
import type { OwnerRvTables } from '../owner-rvs/schema.ts';
import type { HostOperationsTables } from '../host/schema.ts';
import type { UploadTables } from '../uploads/schema.ts';
import type { VerificationTables } from '../verification/schema.ts';

/** Stored as timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A numeric column: read as number (see the pg type parsers in database.ts), written as number. */
export type Numeric = ColumnType<number, number | string, number | string>;
/** A PostgreSQL daterange, read and written in its text form '[2026-07-01,2026-07-05)'. */
export type DateRange = string;

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone_number: string | null;
  country_phone_code: Generated<string>;
  language: Generated<Locale>;
  created_at: Timestamp;
  last_login: Timestamp | null;
  is_owner: Generated<boolean>;
  user_type: Generated<'Renter' | 'Owner' | 'Administrator'>;
  has_rv: Generated<boolean>;
  signup_from: Generated<'Web' | 'IOS' | 'Android'>;
  is_superhost: Generated<boolean>;
  is_verified: Generated<boolean>;
  about: Generated<string>;
  avatar_url: string | null;
  city: string | null;
  region: string | null;
  country: Country | null;
  /** Migration 0701: languages the user speaks (profile). */
  spoken_languages: Generated<string[]>;
}

/** 'draft' (issue 16): a listing being written in the wizard; its required columns are null until answered. */
export type ListingStatus = 'draft' | 'published' | 'unpublished' | 'deleted';

export interface BedSpec {
  Type: string;
  Count: number;
}

export interface ListingsTable {
  id: Generated<number>;
  alias: string;
  owner_id: number;
  status: Generated<ListingStatus>;
  /** The host's superhost flag, copied from users and kept in step by triggers (migration 0003). */
  host_superhost: Generated<boolean>;
  name: string;
  type: string;
  brand: string;
  model: string;
  year: number;
  length: Numeric;
  weight: number;
  sleeps: number;
  seatbelts: Generated<number>;
  slideouts: Generated<number>;
  description_en: Generated<string>;
  description_fr: Generated<string>;
  lat: number;
  lng: number;
  city: string;
  region: string;
  country: Country;
  delivery_radius: Generated<number>;
  delivery_price_per_unit: ColumnType<number, number | undefined, number>;
  delivery_only: Generated<boolean>;
  hitch_size: string | null;
  hitch_weight: number | null;
  amenities: ColumnType<string[], string[] | undefined, string[]>;
  beds: ColumnType<BedSpec[], string | undefined, string>;
  fuel: 'Diesel' | 'Gasoline' | null;
  pets_allowed: Generated<boolean>;
  festival_friendly: Generated<boolean>;
  experience_required: Generated<boolean>;
  smoking_allowed: Generated<boolean>;
  instant_book: Generated<boolean>;
  featured: Generated<boolean>;
  nightly_price: Numeric;
  weekly_discount_percent: ColumnType<number, number | undefined, number>;
  monthly_discount_percent: ColumnType<number, number | undefined, number>;
  midweek_discount_percent: ColumnType<number, number | undefined, number>;
  cleaning_fee: ColumnType<number, number | undefined, number>;
  security_deposit: ColumnType<number, number | undefined, number>;
  mileage_included_per_day: number | null;
  mileage_overage_price: ColumnType<number, number | undefined, number>;
  generator_hours_included_per_day: number | null;
  generator_overage_price: ColumnType<number, number | undefined, number>;
  minimum_nights: Generated<number>;
  pickup_time: Generated<string>;
  dropoff_time: Generated<string>;
  review_count: Generated<number>;
  rating_average: ColumnType<number | null, never, never>;
  rating_listing_accuracy: ColumnType<number | null, never, never>;
  rating_value: ColumnType<number | null, never, never>;
  rating_cleanliness: ColumnType<number | null, never, never>;
  rating_communication: ColumnType<number | null, never, never>;
  /** The card's first photos, prepared by triggers when photos change (migration 1500): { p, c, u? }. */
  card_photos: ColumnType<CardPhoto[], never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A search card's photo as prepared in listings.card_photos: position, English caption, upload id when uploaded. */
export interface CardPhoto {
  p: number;
  c: string;
  u?: string;
}

/**
 * One row per published listing with what search filters and sorts on (migration 1500), written only by triggers:
 * search reads it, nothing writes it.
 */
export interface ListingSearchTable {
  listing_id: ColumnType<number, never, never>;
  earth: ColumnType<string, never, never>;
  lat: ColumnType<number, never, never>;
  lng: ColumnType<number, never, never>;
  owner_id: ColumnType<number, never, never>;
  country: ColumnType<Country, never, never>;
  region: ColumnType<string, never, never>;
  type: ColumnType<string, never, never>;
  sleeps: ColumnType<number, never, never>;
  length: ColumnType<number, never, never>;
  year: ColumnType<number, never, never>;
  weight: ColumnType<number, never, never>;
  price_usd: ColumnType<number, never, never>;
  recommended_score: ColumnType<number, never, never>;
  amenities: ColumnType<string[], never, never>;
  pets_allowed: ColumnType<boolean, never, never>;
  brand_key: ColumnType<string, never, never>;
  delivery_chord: ColumnType<number, never, never>;
  experience_required: ColumnType<boolean, never, never>;
  host_superhost: ColumnType<boolean, never, never>;
  festival_friendly: ColumnType<boolean, never, never>;
  instant_book: ColumnType<boolean, never, never>;
  minimum_nights: ColumnType<number, never, never>;
  calendar_minimums: ColumnType<boolean, never, never>;
  calendar_prices: ColumnType<boolean, never, never>;
  host_charges_federal_tax: ColumnType<boolean, never, never>;
  host_charges_sales_tax: ColumnType<boolean, never, never>;
  unavailable: ColumnType<string, never, never>;
}

export interface ListingPhotosTable {
  id: Generated<number>;
  listing_id: number;
  position: number;
  scene: string;
  caption_en: Generated<string>;
  caption_fr: Generated<string>;
}

export interface ListingAddonsTable {
  id: Generated<number>;
  listing_id: number;
  name_en: string;
  name_fr: string;
  description_en: Generated<string>;
  description_fr: Generated<string>;
  price: Numeric;
  price_per: 'night' | 'trip';
  max_quantity: Generated<number>;
}

export interface AvailabilityBlocksTable {
  id: Generated<number>;
  listing_id: number;
  during: DateRange;
  kind: 'booked' | 'blocked';
  booking_id: number | null;
  note: string | null;
  /** Migration 0700: the imported iCal feed that blocks these nights. */
  ical_feed_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReviewsTable {
  id: Generated<number>;
  listing_id: number;
  author_id: number;
  booking_id: number | null;
  listing_accuracy: number;
  value: number;
  cleanliness: number;
  communication: number;
  rating: ColumnType<number, never, never>;
  body: Generated<string>;
  language: Generated<Locale>;
  owner_response: string | null;
  created_at: Timestamp;
}

export interface FavouriteCollectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: Timestamp;
}

export interface FavouriteItemsTable {
  id: Generated<number>;
  collection_id: number;
  listing_id: number;
  created_at: Timestamp;
}

export interface CoreTables {
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  listings: ListingsTable;
  listing_search: ListingSearchTable;
  listing_photos: ListingPhotosTable;
  listing_addons: ListingAddonsTable;
  availability_blocks: AvailabilityBlocksTable;
  reviews: ReviewsTable;
  favourite_collections: FavouriteCollectionsTable;
  favourite_items: FavouriteItemsTable;
}

/** Throttle counters (migration 1099): one row per counted event, shared by every process on the database. */
export interface ReliabilityTables {
  rate_limit_events: { id: Generated<number>; name: string; key: string; at: Date };
}

// Append your tables with one more `extends` entry (identity: IdentityTables, booking: BookingTables).
export interface Database
  extends CoreTables,
    BookingTables,
    IdentityTables,
    MailTables,
    UploadTables,
    BookingDashboardTables,
    OwnerRvTables,
    MessageTables,
    VerificationTables,
    HostOperationsTables,
    ReliabilityTables {}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Listing = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
