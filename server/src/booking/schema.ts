// Kysely types of the booking tables (migration 0200_bookings.sql).
import type { Country, Currency } from '@rove/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CancellationPolicyName, PayoutStatus } from '@rove/contract';
import type { BookingStatus } from './booking-state-machine.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** A bigint column (the pg parser reads it as a number). */
type Money = ColumnType<number, number | undefined, number>;

export interface BookingsTable {
  id: Generated<number>;
  listing_id: number;
  renter_id: number;
  owner_id: number;
  status: BookingStatus;
  start_date: string;
  end_date: string;
  during: ColumnType<string, never, never>;
  instant_book: Generated<boolean>;
  currency: Currency;
  trip: Json<unknown>;
  quote: Json<unknown>;
  renter_total: number;
  renter_details: Json<unknown>;
  message_to_host: Generated<string>;
  decline_reason: string | null;
  cancel_reason: string | null;
  refund_amount: Money;
  credits_applied: Money;
  waiting_since: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0500: the policy the booking was made under, and why it was declined or cancelled. */
  cancellation_policy: Generated<CancellationPolicyName>;
  decline_code: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_code: ColumnType<string | null, string | null | undefined, string | null>;
  cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  booking_id: number | null;
  created_at: Timestamp;
}

export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';

export interface SimulatedPaymentIntentsTable {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  capture_method: 'automatic' | 'manual';
  status: IntentStatus;
  card_last4: string | null;
  last_error: string | null;
  amount_captured: Money;
  amount_refunded: Money;
  created_at: Timestamp;
}

export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'failed' | 'canceled';

export interface PaymentsTable {
  id: Generated<number>;
  booking_id: number;
  kind: 'charge' | 'refund' | 'security_deposit';
  purpose: 'reservation' | 'balance' | 'full' | 'refund' | 'security_deposit' | 'closeout' | 'money_request';
  amount: number;
  currency: string;
  status: PaymentStatus;
  provider: Generated<string>;
  intent_id: string | null;
  client_secret: string | null;
  failure_message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0500: the money request a payment pays. */
  money_request_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PayoutsTable {
  id: Generated<number>;
  booking_id: number;
  owner_id: number;
  amount: number;
  currency: string;
  status: PayoutStatus;
  kind: Generated<'trip' | 'closeout'>;
  scheduled_for: string;
  paid_at: Date | null;
  created_at: Timestamp;
  /** Migration 1700: when the payout run found it due and its host without a payout method (null: not held). */
  held_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PromoCodesTable {
  code: string;
  kind: 'percent' | 'amount';
  value: ColumnType<number, number | string, number | string>;
  country: Country | null;
  active: Generated<boolean>;
  expires_on: string | null;
}

export interface UserCreditsTable {
  id: Generated<number>;
  user_id: number;
  currency: Currency;
  amount: number;
  booking_id: number | null;
  reason: string;
  created_at: Timestamp;
}

export interface ListingBookingTermsTable {
  listing_id: number;
  delivery_free_radius: Generated<number>;
  host_charges_federal_tax: Generated<boolean>;
  host_charges_sales_tax: Generated<boolean>;
  cancellation_policy: Generated<CancellationPolicyName>;
}

export interface ChangeRequestsTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  status: 'Draft' | 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn' | 'Closed';
  request: Json<unknown>;
  quote: ColumnType<unknown, string | null | undefined, string | null>;
  expected_total: number | null;
  rejection_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingCloseoutsTable {
  booking_id: number;
  distance_driven: ColumnType<number | null, number | null, number | null>;
  generator_hours: ColumnType<number | null, number | null, number | null>;
  distance_charge: number;
  generator_charge: number;
  transaction_fee: number;
  total: number;
  created_at: Timestamp;
  start_odometer: ColumnType<number | null, number | null | undefined, number | null>;
  end_odometer: ColumnType<number | null, number | null | undefined, number | null>;
  damages: Generated<number>;
  damage_description: Generated<string>;
}

export interface BookingTables {
  booking_closeouts: BookingCloseoutsTable;
  bookings: BookingsTable;
  idempotency_keys: IdempotencyKeysTable;
  simulated_payment_intents: SimulatedPaymentIntentsTable;
  payments: PaymentsTable;
  payouts: PayoutsTable;
  promo_codes: PromoCodesTable;
  user_credits: UserCreditsTable;
  listing_booking_terms: ListingBookingTermsTable;
  change_requests: ChangeRequestsTable;
}
