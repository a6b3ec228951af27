// Kysely types of the bookings dashboard's tables (migration 0500_bookings_dashboard.sql).
import type { Locale } from '@rove/contract';
import type { Currency } from '@rove/contract';
import type { ClaimKind } from '@rove/contract';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface BookingEventsTable {
  id: Generated<number>;
  booking_id: number;
  event: string;
  actor_role: 'renter' | 'owner' | 'system';
  from_status: Nullable<string>;
  to_status: Nullable<string>;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface BookingAgreementsTable {
  booking_id: number;
  version: string;
  language: Locale;
  signed_name: string;
  signed_by: number;
  signed_at: Timestamp;
  text_hash: string;
}

export interface BookingClaimsTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  kind: ClaimKind;
  incident_date: string;
  incident_time: Nullable<string>;
  location: string;
  description: string;
  other_party_involved: Generated<boolean>;
  police_report: Generated<string>;
  photos: Json<string[]>;
  status: Generated<'Submitted'>;
  created_at: Timestamp;
}

export interface CustomQuotesTable {
  id: Generated<number>;
  booking_id: number;
  owner_id: number;
  nightly_price: number;
  message: Generated<string>;
  quote: Json<unknown>;
  status: 'Pending' | 'Accepted' | 'Declined' | 'Withdrawn';
  created_at: Timestamp;
  answered_at: Nullable<Date>;
}

export interface RenterReviewsTable {
  booking_id: number;
  renter_id: number;
  author_id: number;
  listing_accuracy: number;
  value: number;
  cleanliness: number;
  communication: number;
  rating: ColumnType<number, never, never>;
  body: string;
  language: Generated<Locale>;
  renter_response: Nullable<string>;
  created_at: Timestamp;
}

export interface ReviewReportsTable {
  id: Generated<number>;
  booking_id: number;
  side: 'renter' | 'owner';
  reporter_id: number;
  reason: string;
  details: Generated<string>;
  created_at: Timestamp;
}

export interface MoneyRequestsTable {
  id: Generated<number>;
  booking_id: number;
  requester_id: number;
  payer_id: number;
  amount: number;
  currency: Currency;
  reason: string;
  status: 'Pending' | 'Paid' | 'Disputed' | 'Withdrawn';
  dispute_reason: Nullable<string>;
  created_at: Timestamp;
  answered_at: Nullable<Date>;
}

export interface IdempotentRequestsTable {
  user_id: number;
  key: string;
  scope: string;
  request_hash: string;
  status_code: Nullable<number>;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface SupportCallRequestsTable {
  id: Generated<number>;
  user_id: number;
  booking_id: Nullable<number>;
  phone_number: string;
  preferred_date: string;
  preferred_window: 'Morning' | 'Afternoon' | 'Evening';
  topic: Generated<string>;
  language: Generated<Locale>;
  created_at: Timestamp;
}

export interface BookingDashboardTables {
  booking_events: BookingEventsTable;
  booking_agreements: BookingAgreementsTable;
  booking_claims: BookingClaimsTable;
  custom_quotes: CustomQuotesTable;
  renter_reviews: RenterReviewsTable;
  review_reports: ReviewReportsTable;
  money_requests: MoneyRequestsTable;
  idempotent_requests: IdempotentRequestsTable;
  support_call_requests: SupportCallRequestsTable;
}
