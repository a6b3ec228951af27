import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
import { type BookingLedger, financialBreakdown } from '../pricing/financialBreakdown.ts';
import type { TripQuote } from '../pricing/quoteTrip.ts';
import { answerDeadline, availableEvents, type BookingRole, type BookingStatus, pendingStatuses } from './bookingStateMachine.ts';
import type { RenterDetails } from './renterDetails.ts';
import type { BookingsTable } from './schema.ts';

type Db = Kysely<Database>;
export type BookingRow = Selectable<BookingsTable>;

/** What the booking request asked for, kept with the booking (the estimate inputs). */
export interface StoredTrip {
  adults: number;
  children: number;
  pets: boolean;
  protectionLevel: string;
  roadsideAssistance: boolean;
  rvUsage: string;
  addons: { id: number; quantity: number }[];
  destination: string | null;
  deliveryAddress: string | null;
  deliveryDistance: number | null;
  promoCode: string | null;
}

/** A booking party (spec 001 section 3). */
export function partyOf(user: Selectable<UsersTable>) {
  return {
    About: user.about,
    Avatar: user.avatar_url,
    CoverImage: null,
    CreatedAt: user.created_at.toISOString(),
    FirstName: user.first_name,
    Id: user.id,
    IsSuperHostActive: user.is_superhost,
    IsVerified: user.is_verified,
    Language: 'Any',
    LastName: user.last_name,
    Location: [user.city, user.region].filter(Boolean).join(', ') || null,
    Name: `${user.first_name} ${user.last_name.slice(0, 1)}`.trim(),
  };
}

export function roleOf(booking: Pick<BookingRow, 'renter_id' | 'owner_id'>, userId: number): BookingRole | null {
  if (booking.owner_id === userId) return 'owner';
  if (booking.renter_id === userId) return 'renter';
  return null;
}

export async function ledgerOf(db: Db, booking: BookingRow): Promise<BookingLedger> {
  const payments = await db.selectFrom('payments').selectAll().where('booking_id', '=', booking.id).orderBy('id').execute();
  const payouts = await db.selectFrom('payouts').select(['amount', 'status']).where('booking_id', '=', booking.id).execute();
  const closeout = await db.selectFrom('booking_closeouts').select('total').where('booking_id', '=', booking.id).executeTakeFirst();
  const deposit = payments.filter((payment) => payment.kind === 'security_deposit');
  return {
    bookingId: booking.id,
    status: booking.status,
    payToReserve: booking.instant_book,
    payments: payments
      .filter((payment) => payment.kind !== 'security_deposit')
      .map((payment) => ({
        id: payment.id,
        kind: payment.kind === 'refund' ? 'refund' : 'charge',
        amount: payment.amount,
        status: payment.status,
        createdAt: payment.created_at.toISOString(),
      })),
    creditsApplied: booking.credits_applied,
    pendingRenterRefund: 0,
    payouts: payouts.filter((payout) => payout.status === 'paid').reduce((total, payout) => total + payout.amount, 0),
    securityDeposit: { taken: 0, failed: deposit.length > 0 && deposit.every((payment) => payment.status === 'failed') },
    closeouts: closeout?.total ?? 0,
    damages: 0,
  };
}

export interface BookingViewer {
  userId: number;
  now: Date;
}

/** The booking detail: both parties, the trip, the breakdown and what the viewer may do next. */
export async function bookingDetail(db: Db, booking: BookingRow, viewer: BookingViewer) {
  const role = roleOf(booking, viewer.userId);
  const [listing, owner, renter, ledger, changeRequest, payout] = await Promise.all([
    db
      .selectFrom('listings')
      .select(['id', 'alias', 'name', 'type', 'city', 'region', 'country'])
      .where('id', '=', booking.listing_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').selectAll().where('id', '=', booking.owner_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').selectAll().where('id', '=', booking.renter_id).executeTakeFirstOrThrow(),
    ledgerOf(db, booking),
    db.selectFrom('change_requests').selectAll().where('booking_id', '=', booking.id).where('status', '=', 'Pending').executeTakeFirst(),
    db.selectFrom('payouts').selectAll().where('booking_id', '=', booking.id).where('kind', '=', 'trip').executeTakeFirst(),
  ]);
  const closeout = await db.selectFrom('booking_closeouts').selectAll().where('booking_id', '=', booking.id).executeTakeFirst();
  const trip = booking.trip as StoredTrip;
  const quote = booking.quote as TripQuote;
  const facts = { status: booking.status, waitingSince: booking.waiting_since, endDate: booking.end_date };
  // The host sees the renter's contact and licence once the booking is confirmed.
  const showDetails = role === 'renter' || (role === 'owner' && (booking.status === 'Confirmed' || booking.status === 'Completed'));
  return {
    Id: booking.id,
    Status: booking.status,
    ViewerRole: role,
    RvId: listing.id,
    RvAlias: listing.alias,
    RvName: listing.name,
    RvType: listing.type,
    RvLocation: `${listing.city}, ${listing.region}`,
    OwnerId: booking.owner_id,
    RenterId: booking.renter_id,
    StartDate: booking.start_date,
    EndDate: booking.end_date,
    Adults: trip.adults,
    Children: trip.children,
    Pets: trip.pets,
    RvUsage: trip.rvUsage,
    Destination: trip.destination,
    DeliveryAddress: trip.deliveryAddress,
    DeliveryDistance: trip.deliveryDistance,
    InstantBook: booking.instant_book,
    MessageToHost: booking.message_to_host,
    DeclineReason: booking.decline_reason,
    CancelReason: booking.cancel_reason,
    RefundAmount: booking.refund_amount / 100,
    CreatedAt: booking.created_at.toISOString(),
    /** When a pending request or an unpaid acceptance expires. */
    ExpiresAt: (pendingStatuses as readonly BookingStatus[]).includes(booking.status)
      ? answerDeadline(booking.waiting_since).toISOString()
      : null,
    AvailableActions: role ? availableEvents(facts, role, viewer.now) : [],
    Owner: partyOf(owner),
    Renter: partyOf(renter),
    RenterDetails: showDetails ? (booking.renter_details as RenterDetails) : null,
    Payout: payout
      ? { Amount: payout.amount / 100, Currency: payout.currency, Status: payout.status, ScheduledFor: payout.scheduled_for }
      : null,
    PendingChangeRequestId: changeRequest?.id ?? null,
    Closeout: closeout
      ? {
          DistanceDriven: closeout.distance_driven,
          GeneratorHours: closeout.generator_hours,
          DistanceCharge: closeout.distance_charge / 100,
          GeneratorCharge: closeout.generator_charge / 100,
          TransactionFee: closeout.transaction_fee / 100,
          Total: closeout.total / 100,
        }
      : null,
    Financial: financialBreakdown(quote, ledger),
  };
}

/** One row of the bookings lists. */
export function bookingSummary(booking: BookingRow & { rv_name: string; rv_alias: string }, userId: number) {
  const quote = booking.quote as TripQuote;
  return {
    Id: booking.id,
    Status: booking.status,
    ViewerRole: roleOf(booking, userId),
    RvId: booking.listing_id,
    RvName: booking.rv_name,
    RvAlias: booking.rv_alias,
    StartDate: booking.start_date,
    EndDate: booking.end_date,
    Currency: booking.currency,
    RenterTotal: quote.renterDiscountedTotal / 100,
    OwnerPayoutTotal: quote.ownerPayout / 100,
    CreatedAt: booking.created_at.toISOString(),
  };
}

export const listFilters = {
  all: null,
  pending: ['AwaitingOwnerApproval', 'AwaitingPayment'],
  confirmed: ['Confirmed'],
  completed: ['Completed'],
} as const satisfies Record<string, readonly BookingStatus[] | null>;
export type ListFilter = keyof typeof listFilters;
