import { type BookingDetail, type BookingListItem, bookingListFilterStatuses, type RenterDetails } from '@rove/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
import { photoUrl } from '../photos/photo-url.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { policyOf } from '../pricing/cancellation-policies.ts';
import { type BookingLedger, type FinancialBreakdown, financialBreakdown } from '../pricing/financial-breakdown.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { type BookingFacts, bookingAbilities, nextStep } from './booking-abilities.ts';
import { bookingView, type ViewFacts, type ViewMoney } from './booking-view-rules.ts';
import { bookingPaymentSchedule } from '../pricing/pay-later.ts';
import { answerDeadline, availableEvents, type BookingRole, type BookingStatus, pendingStatuses } from './booking-state-machine.ts';
import { bookingTimeline } from './booking-timeline.ts';
import type { BookingsTable, PaymentsTable } from './schema.ts';

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
  /** The nightly price of an accepted custom quote (cents); later re-pricing keeps it. */
  customNightlyPrice?: number | null;
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

export function roleOf(booking: Pick<BookingRow, 'renter_id' | 'owner_id'>, userId: number): Exclude<BookingRole, 'system'> | null {
  if (booking.owner_id === userId) return 'owner';
  if (booking.renter_id === userId) return 'renter';
  return null;
}

type PaymentRow = Selectable<PaymentsTable>;

/** The ledger of one booking from its rows (money requests are between the parties, never part of the trip). */
export function ledgerFromRows(
  booking: BookingRow,
  allPayments: readonly PaymentRow[],
  payouts: readonly { amount: number; status: string }[],
  closeoutTotal: number,
): BookingLedger {
  const payments = allPayments.filter((payment) => payment.purpose !== 'money_request');
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
    closeouts: closeoutTotal,
    damages: 0,
  };
}

export async function ledgerOf(db: Db, booking: BookingRow): Promise<BookingLedger> {
  const payments = await db.selectFrom('payments').selectAll().where('booking_id', '=', booking.id).orderBy('id').execute();
  const payouts = await db.selectFrom('payouts').select(['amount', 'status']).where('booking_id', '=', booking.id).execute();
  const closeout = await db.selectFrom('booking_closeouts').select('total').where('booking_id', '=', booking.id).executeTakeFirst();
  return ledgerFromRows(booking, payments, payouts, closeout?.total ?? 0);
}

export interface BookingViewer {
  userId: number;
  now: Date;
}

/** A booking's money as its viewer's lines need it (booking-view-rules.ts), from its rows. */
export function viewMoneyOf(
  booking: BookingRow,
  payments: readonly PaymentRow[],
  financial: FinancialBreakdown,
  payout: { amount: number; status: string; scheduled_for: string; paid_at: Date | null } | undefined,
): ViewMoney {
  const quote = booking.quote as TripQuote;
  const trip = payments.filter(
    (payment) => payment.purpose !== 'money_request' && payment.purpose !== 'closeout' && payment.kind !== 'security_deposit',
  );
  const succeeded = (kind: string) => trip.filter((payment) => payment.kind === kind && payment.status === 'succeeded');
  const charged = succeeded('charge').reduce((total, payment) => total + payment.amount, 0);
  const refunds = succeeded('refund');
  const refunded = refunds.reduce((total, payment) => total + payment.amount, 0);
  const paid = charged - refunded;
  const schedule = bookingPaymentSchedule(quote.renterDiscountedTotal, quote.schedule.payLaterOn, {
    charged,
    refunded,
    credits: booking.credits_applied,
  });
  const lastRefund = refunds.at(-1);
  return {
    paid,
    firstPaymentMade: paid > 0 || booking.credits_applied > 0,
    amountDue: Math.round(financial.AmountDue * 100),
    outstanding: Math.max(0, quote.renterDiscountedTotal - quote.credits.now - quote.credits.later - paid),
    scheduledNow: schedule.dueNow,
    dueLater: schedule.dueLater,
    payLaterOn: schedule.payLaterOn,
    authorised: trip.some((payment) => payment.kind === 'charge' && payment.status === 'requires_capture'),
    refunded,
    refundedOn: lastRefund ? lastRefund.created_at.toISOString().slice(0, 10) : null,
    deposit: quote.securityDeposit.amount,
    depositOn: quote.securityDeposit.on,
    ownerPayout: quote.ownerPayout,
    payout: payout
      ? {
          amount: payout.amount,
          status: payout.status,
          scheduledFor: payout.scheduled_for,
          paidOn: payout.paid_at?.toISOString().slice(0, 10) ?? null,
          held: false,
        }
      : null,
  };
}

/**
 * Everything the abilities and list rows need about several bookings at once, for one viewer: ledgers, closeouts,
 * agreements, the viewer's reviews, pending quotes, add-ons, money requests to pay. A handful of queries, not one per row.
 */
export async function loadBookingFacts(db: Db, bookings: readonly BookingRow[], viewer: BookingViewer) {
  const ids = bookings.map((booking) => booking.id);
  const facts = new Map<
    number,
    { facts: BookingFacts; view: ViewFacts; ledger: BookingLedger; financial: ReturnType<typeof financialBreakdown> }
  >();
  if (ids.length === 0) return facts;
  const listingIds = [...new Set(bookings.map((booking) => booking.listing_id))];
  const [payments, payouts, closeouts, agreements, listingReviews, renterReviews, quotes, addOns, moneyRequests, changes] =
    await Promise.all([
      db.selectFrom('payments').selectAll().where('booking_id', 'in', ids).orderBy('id').execute(),
      db
        .selectFrom('payouts')
        .select(['booking_id', 'amount', 'status', 'kind', 'scheduled_for', 'paid_at'])
        .where('booking_id', 'in', ids)
        .execute(),
      db.selectFrom('booking_closeouts').select(['booking_id', 'total']).where('booking_id', 'in', ids).execute(),
      db.selectFrom('booking_agreements').select('booking_id').where('booking_id', 'in', ids).execute(),
      db.selectFrom('reviews').select('booking_id').where('booking_id', 'in', ids).where('author_id', '=', viewer.userId).execute(),
      db.selectFrom('renter_reviews').select('booking_id').where('booking_id', 'in', ids).where('author_id', '=', viewer.userId).execute(),
      db.selectFrom('custom_quotes').select('booking_id').where('booking_id', 'in', ids).where('status', '=', 'Pending').execute(),
      db
        .selectFrom('listing_addons')
        .select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('listing_id', 'in', listingIds)
        .groupBy('listing_id')
        .execute(),
      db
        .selectFrom('money_requests')
        .select('booking_id')
        .where('booking_id', 'in', ids)
        .where('payer_id', '=', viewer.userId)
        .where('status', '=', 'Pending')
        .execute(),
      db
        .selectFrom('change_requests')
        .select(['booking_id', 'user_id'])
        .where('booking_id', 'in', ids)
        .where('status', '=', 'Pending')
        .execute(),
    ]);
  const has = (rows: readonly { booking_id: number | null }[]) => new Set(rows.map((row) => row.booking_id));
  const signed = has(agreements);
  const reviewed = new Set([...has(listingReviews), ...has(renterReviews)]);
  const quoted = has(quotes);
  const toPay = has(moneyRequests);
  const withAddOns = new Set(addOns.filter((row) => Number(row.n) > 0).map((row) => row.listing_id));
  const today = todayUtc(viewer.now);
  for (const booking of bookings) {
    const role = roleOf(booking, viewer.userId);
    const own = payments.filter((payment) => payment.booking_id === booking.id);
    const closeout = closeouts.find((row) => row.booking_id === booking.id);
    const ledger = ledgerFromRows(
      booking,
      own,
      payouts.filter((payout) => payout.booking_id === booking.id),
      closeout?.total ?? 0,
    );
    const quote = booking.quote as TripQuote;
    const financial = financialBreakdown(quote, ledger);
    const closeoutPaid = own
      .filter((payment) => payment.purpose === 'closeout' && payment.status === 'succeeded' && payment.kind === 'charge')
      .reduce((total, payment) => total + payment.amount, 0);
    const bookingFacts: BookingFacts = {
      role: role === 'owner' ? 'owner' : 'renter',
      status: booking.status,
      today,
      startDate: booking.start_date,
      endDate: booking.end_date,
      hasCloseout: closeout !== undefined,
      closeoutDue: closeout ? Math.max(0, closeout.total - closeoutPaid) : 0,
      amountDue: Math.round(financial.AmountDue * 100),
      agreementSigned: signed.has(booking.id),
      reviewedByViewer: reviewed.has(booking.id),
      pendingQuote: quoted.has(booking.id),
      rvHasAddOns: withAddOns.has(booking.listing_id),
      moneyRequestToPay: toPay.has(booking.id),
    };
    const change = changes.find((row) => row.booking_id === booking.id);
    const payout = payouts.find((row) => row.booking_id === booking.id && row.kind === 'trip');
    facts.set(booking.id, {
      ledger,
      financial,
      facts: bookingFacts,
      view: {
        ...bookingFacts,
        events: role
          ? availableEvents({ status: booking.status, waitingSince: booking.waiting_since, endDate: booking.end_date }, role, viewer.now)
          : [],
        pendingChange: !change ? 'none' : change.user_id === viewer.userId ? 'own' : 'other',
        money: viewMoneyOf(booking, own, financial, payout),
      },
    });
  }
  return facts;
}

/** The booking detail: both parties, the trip, the breakdown, the timeline and what the viewer may do next. */
export async function bookingDetail(db: Db, booking: BookingRow, viewer: BookingViewer): Promise<BookingDetail<FinancialBreakdown>> {
  const role = roleOf(booking, viewer.userId);
  const [listing, owner, renter, changeRequest, payout, closeout, agreement, quote, timeline, photo, factsById] = await Promise.all([
    db
      .selectFrom('listings')
      .select(['id', 'alias', 'name', 'type', 'city', 'region', 'country', 'pickup_time', 'dropoff_time'])
      .where('id', '=', booking.listing_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').selectAll().where('id', '=', booking.owner_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').selectAll().where('id', '=', booking.renter_id).executeTakeFirstOrThrow(),
    db.selectFrom('change_requests').selectAll().where('booking_id', '=', booking.id).where('status', '=', 'Pending').executeTakeFirst(),
    db.selectFrom('payouts').selectAll().where('booking_id', '=', booking.id).where('kind', '=', 'trip').executeTakeFirst(),
    db.selectFrom('booking_closeouts').selectAll().where('booking_id', '=', booking.id).executeTakeFirst(),
    db.selectFrom('booking_agreements').selectAll().where('booking_id', '=', booking.id).executeTakeFirst(),
    db.selectFrom('custom_quotes').selectAll().where('booking_id', '=', booking.id).orderBy('id', 'desc').executeTakeFirst(),
    bookingTimeline(db, booking.id),
    db.selectFrom('listing_photos').select('position').where('listing_id', '=', booking.listing_id).orderBy('position').executeTakeFirst(),
    loadBookingFacts(db, [booking], viewer),
  ]);
  const trip = booking.trip as StoredTrip;
  const tripQuote = booking.quote as TripQuote;
  const entry = factsById.get(booking.id);
  const facts = { status: booking.status, waitingSince: booking.waiting_since, endDate: booking.end_date };
  // The host sees the renter's contact and licence once the booking is confirmed.
  const showDetails = role === 'renter' || (role === 'owner' && (booking.status === 'Confirmed' || booking.status === 'Completed'));
  const abilities =
    role && entry
      ? bookingAbilities(entry.facts)
      : bookingAbilities({
          role: 'renter',
          status: 'Declined',
          today: '',
          startDate: '',
          endDate: '',
          hasCloseout: false,
          closeoutDue: 0,
          amountDue: 0,
          agreementSigned: false,
          reviewedByViewer: true,
          pendingQuote: false,
          rvHasAddOns: false,
          moneyRequestToPay: false,
        });
  return {
    Id: booking.id,
    Status: booking.status,
    ViewerRole: role,
    RvId: listing.id,
    RvAlias: listing.alias,
    RvName: listing.name,
    RvType: listing.type,
    RvLocation: `${listing.city}, ${listing.region}`,
    RvPhotoUrl: photo ? photoUrl(listing.id, photo.position) : null,
    PickupTime: listing.pickup_time,
    DropoffTime: listing.dropoff_time,
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
    DeclineReasonCode: booking.decline_code,
    CancelReason: booking.cancel_reason,
    CancelReasonCode: booking.cancel_code,
    CancelledBy: booking.status === 'CancelledByOwner' ? 'owner' : booking.status === 'CancelledByRenter' ? 'renter' : null,
    RefundAmount: booking.refund_amount / 100,
    CreatedAt: booking.created_at.toISOString(),
    /** When a pending request or an unpaid acceptance expires. */
    ExpiresAt: (pendingStatuses as readonly BookingStatus[]).includes(booking.status)
      ? answerDeadline(booking.waiting_since).toISOString()
      : null,
    AvailableActions: role ? availableEvents(facts, role, viewer.now) : [],
    Abilities: abilities,
    NextStep: role && entry ? nextStep(entry.facts, abilities) : null,
    View: role && entry ? bookingView(entry.view) : { Voice: 'renter', Actions: [], Money: [] },
    CancellationPolicy: policyOf(booking.cancellation_policy),
    Owner: partyOf(owner),
    Renter: partyOf(renter),
    RenterDetails: showDetails ? (booking.renter_details as RenterDetails) : null,
    Payout: payout
      ? { Amount: payout.amount / 100, Currency: payout.currency, Status: payout.status, ScheduledFor: payout.scheduled_for }
      : null,
    PendingChangeRequestId: changeRequest?.id ?? null,
    Closeout: closeout
      ? {
          StartOdometer: closeout.start_odometer,
          EndOdometer: closeout.end_odometer,
          DistanceDriven: closeout.distance_driven,
          GeneratorHours: closeout.generator_hours,
          FreeDistance: tripQuote.allowances.freeDistance,
          FreeGeneratorHours: tripQuote.allowances.freeGeneratorHours,
          DistanceUnit: tripQuote.distanceUnit,
          DistanceCharge: closeout.distance_charge / 100,
          GeneratorCharge: closeout.generator_charge / 100,
          Damages: closeout.damages / 100,
          DamageDescription: closeout.damage_description,
          TransactionFee: closeout.transaction_fee / 100,
          Total: closeout.total / 100,
          Due: (entry?.facts.closeoutDue ?? 0) / 100,
          CreatedAt: closeout.created_at.toISOString(),
        }
      : null,
    Agreement: agreement
      ? {
          Name: agreement.signed_name,
          SignedAt: agreement.signed_at.toISOString(),
          SignedBy: agreement.signed_by,
          Version: agreement.version,
          Language: agreement.language,
        }
      : null,
    CustomQuote: quote
      ? {
          Id: quote.id,
          Status: quote.status,
          NightlyPrice: quote.nightly_price / 100,
          Message: quote.message,
          CreatedAt: quote.created_at.toISOString(),
          AnsweredAt: quote.answered_at?.toISOString() ?? null,
          Financial: financialBreakdown(quote.quote as TripQuote, null, booking.instant_book),
        }
      : null,
    Timeline: timeline,
    Financial: entry?.financial ?? financialBreakdown(tripQuote, await ledgerOf(db, booking)),
  };
}

export type BookingDetailAnswer = Awaited<ReturnType<typeof bookingDetail>>;

/** Rows of the lists and the dashboard home, for one viewer. */
export async function bookingListItems(db: Db, bookings: readonly BookingRow[], viewer: BookingViewer): Promise<BookingListItem[]> {
  if (bookings.length === 0) return [];
  const listingIds = [...new Set(bookings.map((booking) => booking.listing_id))];
  const userIds = [...new Set(bookings.flatMap((booking) => [booking.owner_id, booking.renter_id]))];
  const [listings, users, photos, factsById] = await Promise.all([
    db.selectFrom('listings').select(['id', 'alias', 'name', 'city', 'region']).where('id', 'in', listingIds).execute(),
    db.selectFrom('users').select(['id', 'first_name', 'last_name', 'avatar_url']).where('id', 'in', userIds).execute(),
    db
      .selectFrom('listing_photos')
      .select(['listing_id', (eb) => eb.fn.min<number>('position').as('position')])
      .where('listing_id', 'in', listingIds)
      .groupBy('listing_id')
      .execute(),
    loadBookingFacts(db, bookings, viewer),
  ]);
  return bookings.map((booking) => {
    const role = roleOf(booking, viewer.userId);
    const listing = listings.find((row) => row.id === booking.listing_id);
    const other = users.find((user) => user.id === (role === 'owner' ? booking.renter_id : booking.owner_id));
    const photo = photos.find((row) => row.listing_id === booking.listing_id);
    const quote = booking.quote as TripQuote;
    const trip = booking.trip as StoredTrip;
    const entry = factsById.get(booking.id);
    return {
      Id: booking.id,
      Status: booking.status,
      ViewerRole: role,
      RvId: booking.listing_id,
      RvName: listing?.name ?? '',
      RvAlias: listing?.alias ?? '',
      RvPhotoUrl: photo ? photoUrl(booking.listing_id, Number(photo.position)) : null,
      RvLocation: listing ? `${listing.city}, ${listing.region}` : '',
      StartDate: booking.start_date,
      EndDate: booking.end_date,
      Nights: quote.nights,
      Guests: trip.adults + trip.children,
      Currency: booking.currency,
      RenterTotal: quote.renterDiscountedTotal / 100,
      OwnerPayoutTotal: quote.ownerPayout / 100,
      ViewerTotal: (role === 'owner' ? quote.ownerPayout : quote.renterDiscountedTotal) / 100,
      CreatedAt: booking.created_at.toISOString(),
      ExpiresAt: (pendingStatuses as readonly BookingStatus[]).includes(booking.status)
        ? answerDeadline(booking.waiting_since).toISOString()
        : null,
      OtherParty: {
        Id: other?.id ?? 0,
        FirstName: other?.first_name ?? '',
        Name: other ? `${other.first_name} ${other.last_name.slice(0, 1)}`.trim() : '',
        Avatar: other?.avatar_url ?? null,
      },
      NextStep: role && entry ? nextStep(entry.facts) : null,
    };
  });
}

/** One row of the bookings lists (kept for callers of the first version). */
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

export const listFilters = bookingListFilterStatuses;
export type ListFilter = keyof typeof listFilters;
