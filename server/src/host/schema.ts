// Tables of host operations (migration 0700): calendar overrides, iCal export and import, drivers.
import type { Country, Currency } from '@rove/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, Timestamp } from '../db/schema.ts';

export interface CalendarDaysTable {
  listing_id: number;
  day: string;
  nightly_price: Numeric | null;
  minimum_nights: number | null;
}

export interface IcalExportsTable {
  listing_id: number;
  token: string;
  created_at: Generated<Date>;
}

export interface IcalFeedsTable {
  id: Generated<number>;
  listing_id: number;
  name: string;
  url: string | null;
  source: 'url' | 'file';
  last_synced_at: Timestamp | null;
  last_error: string | null;
  event_count: Generated<number>;
  created_at: Generated<Date>;
}

export interface IcalConflictsTable {
  id: Generated<number>;
  feed_id: number;
  listing_id: number;
  start_date: string;
  end_date: string;
  booking_id: number | null;
  summary: Generated<string>;
}

export interface DriversTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  licence_number: string;
  licence_country: Country;
  licence_region: string;
  licence_expiry: string;
  created_at: Generated<Date>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HostGoalsTable {
  user_id: number;
  year: number;
  amount: Numeric;
  currency: Currency;
  updated_at: Generated<Date>;
}

export interface PayoutMethodsTable {
  user_id: number;
  country: Country;
  account_holder: string;
  routing: string;
  account_last4: string;
  token: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SavedCardsTable {
  id: Generated<number>;
  user_id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  created_at: Generated<Date>;
}

export interface MailPreferencesTable {
  user_id: number;
  category: string;
  enabled: boolean;
}

export interface HostOperationsTables {
  host_goals: HostGoalsTable;
  payout_methods: PayoutMethodsTable;
  saved_cards: SavedCardsTable;
  mail_preferences: MailPreferencesTable;
  calendar_days: CalendarDaysTable;
  ical_exports: IcalExportsTable;
  ical_feeds: IcalFeedsTable;
  ical_conflicts: IcalConflictsTable;
  drivers: DriversTable;
}
