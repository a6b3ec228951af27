// The bookings dashboard (issue 17): cancellation policies, lists, the dashboard home, actions on a booking,
// documents, reviews, money requests, services. Request bodies are zod schemas (the server validates with them,
// the app's forms check the same limits first); answers are types.
import { z } from 'zod';
import type { BookingStatus, Country, Currency, DistanceUnit } from './constants.ts';
import { FinancialBreakdownSchema } from './finance.ts';
import {
  cancellationPolicyNames,
  declineReasonCodes,
  cancelReasonCodes,
  type BookingListFilterName,
  claimKinds,
  type ClaimKind,
  maxClaimPhotos,
  reviewReportReasons,
  callWindows,
} from './bookings-vocabulary.ts';

// ---- Cancellation policies -------------------------------------------------------------------------------

export const CancellationRuleSchema = z.object({
  /** The rule applies when the renter cancels at least this many days before the first day of the trip. */
  MinDaysBefore: z.number().int(),
  /** Share of the trip (beyond protection and the service fee) given back: 100, 50 or 0. */
  RefundPercent: z.number().int().min(0).max(100),
});
export type CancellationRule = z.infer<typeof CancellationRuleSchema>;

export const CancellationPolicySchema = z
  .object({
    Name: z.enum(cancellationPolicyNames),
    /** From the most days before departure to the fewest; the first rule the cancellation meets applies, else 0%. */
    Rules: z.array(CancellationRuleSchema),
  })
  .meta({ id: 'CancellationPolicy' });
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

/** GET /api/rvs/{rvId}/estimate: the trip's financial breakdown and the RV's cancellation policy. */
export const EstimateSchema = FinancialBreakdownSchema.extend({ CancellationPolicy: CancellationPolicySchema });
export type Estimate = z.infer<typeof EstimateSchema>;

/** GET /api/bookings/{id}/cancellation: what cancelling now would give back (computed by the server). */
export interface CancellationPreview {
  BookingId: number;
  Policy: CancellationPolicy;
  CancelledBy: 'renter' | 'owner';
  /** Whole days from today to the first day of the trip (negative once it has started). */
  DaysBeforeStart: number;
  /** The rule's percentage that applies now (100 when the host cancels). */
  RefundPercent: number;
  Currency: Currency;
  /** What the renter paid so far (card charges less refunds). */
  Paid: number;
  /** What the renter gets back if the booking is cancelled now. */
  Refund: number;
  /** What the host keeps (0 when the host cancels). */
  HostKeeps: number;
  /** Credits returned to the renter's account. */
  CreditsReturned: number;
  /** Whether this viewer may cancel in this status. */
  CanCancel: boolean;
}

// ---- Reasons ---------------------------------------------------------------------------------------------

export const maxReasonLength = 1000;

export const DeclineRequestSchema = z.object({
  ReasonCode: z.enum(declineReasonCodes).default('Other'),
  Reason: z.string().trim().max(maxReasonLength).default(''),
});
export const CancelRequestSchema = z.object({
  ReasonCode: z.enum(cancelReasonCodes).default('Other'),
  Reason: z.string().trim().max(maxReasonLength).default(''),
});
export type DeclineRequest = z.input<typeof DeclineRequestSchema>;
export type CancelRequest = z.input<typeof CancelRequestSchema>;

// ---- Lists and the dashboard home -------------------------------------------------------------------------

export const bookingListPageSize = 10;

/** What waits for the viewer on a booking (shown on cards and lists). */
export const bookingNextSteps = ['answer', 'pay', 'sign', 'closeout', 'payCloseout', 'review', 'answerQuote', 'payMoneyRequest'] as const;
export type BookingNextStep = (typeof bookingNextSteps)[number];

export interface BookingPartySummary {
  Id: number;
  FirstName: string;
  Name: string;
  Avatar: string | null;
}

/** One row of GET /api/bookings and of the dashboard home. */
export interface BookingListItem {
  Id: number;
  Status: BookingStatus;
  ViewerRole: 'renter' | 'owner' | null;
  RvId: number;
  RvName: string;
  RvAlias: string;
  RvPhotoUrl: string | null;
  RvLocation: string;
  StartDate: string;
  EndDate: string;
  Nights: number;
  Guests: number;
  Currency: Currency;
  RenterTotal: number;
  OwnerPayoutTotal: number;
  /** The amount this viewer sees: the renter's total, or the host's payout. */
  ViewerTotal: number;
  CreatedAt: string;
  ExpiresAt: string | null;
  OtherParty: BookingPartySummary;
  NextStep: BookingNextStep | null;
}

export interface BookingList {
  Filter: BookingListFilterName;
  Total: number;
  Page: number;
  PageSize: number;
  TotalPages: number;
  Counts: Record<BookingListFilterName, number>;
  Items: BookingListItem[];
}

export interface MoneyTotal {
  Currency: Currency;
  Amount: number;
}

export const rvAttentionReasons = ['unpublished', 'fewPhotos', 'missingDescription', 'noAddOns'] as const;
export type RvAttentionReason = (typeof rvAttentionReasons)[number];

/** GET /api/dashboard?mode=renter */
export interface RenterDashboard {
  Current: BookingListItem[];
  Upcoming: BookingListItem[];
  AwaitingHost: BookingListItem[];
  /** Trips that need the renter: pay, sign, pay post-trip charges, review, answer a quote. */
  ToDo: BookingListItem[];
  Favourites: { Count: number; Items: { RvId: number; Alias: string; Name: string; PhotoUrl: string | null }[] };
}

/** GET /api/dashboard?mode=host */
export interface HostDashboard {
  Requests: BookingListItem[];
  Departures: BookingListItem[];
  Returns: BookingListItem[];
  /** Trips to close out or review. */
  ToDo: BookingListItem[];
  Earnings: { Month: string; Paid: MoneyTotal[]; Scheduled: MoneyTotal[] };
  RvsNeedingAttention: { Id: number; Alias: string; Name: string; Reasons: RvAttentionReason[] }[];
  PerformanceTier: 'Good' | 'NeedsImprovement' | 'ActionRequired';
  Record: { TotalBookings: number; CancelledByOwner: number; ExpiredRequests: number };
  HasRv: boolean;
}

// ---- The booking page ------------------------------------------------------------------------------------

/** A booking party (spec 001 section 3). */
export interface BookingParty {
  About: string;
  Avatar: string | null;
  CoverImage: string | null;
  CreatedAt: string;
  FirstName: string;
  Id: number;
  IsSuperHostActive: boolean;
  IsVerified: boolean;
  Language: string;
  LastName: string;
  Location: string | null;
  Name: string;
}

/** What the viewer may do beyond the state machine's AvailableActions (accept, decline, cancel). */
export interface BookingAbilities {
  Pay: boolean;
  Closeout: boolean;
  PayCloseout: boolean;
  Sign: boolean;
  Review: boolean;
  CustomQuote: boolean;
  AnswerQuote: boolean;
  RequestMoney: boolean;
  UpdateServices: boolean;
  FileClaim: boolean;
}

export interface BookingCloseout {
  StartOdometer: number | null;
  EndOdometer: number | null;
  DistanceDriven: number | null;
  GeneratorHours: number | null;
  FreeDistance: number | null;
  FreeGeneratorHours: number | null;
  DistanceUnit: DistanceUnit;
  DistanceCharge: number;
  GeneratorCharge: number;
  Damages: number;
  DamageDescription: string;
  TransactionFee: number;
  Total: number;
  /** What the renter still owes of it. */
  Due: number;
  CreatedAt: string;
}

/** GET /api/bookings/{id} and the answers of the actions; Financial is the financial breakdown of spec 001. */
export interface BookingDetail<F = Record<string, unknown>> {
  Id: number;
  Status: BookingStatus;
  ViewerRole: 'renter' | 'owner' | null;
  RvId: number;
  RvAlias: string;
  RvName: string;
  RvType: string;
  RvLocation: string;
  RvPhotoUrl: string | null;
  PickupTime: string;
  DropoffTime: string;
  OwnerId: number;
  RenterId: number;
  StartDate: string;
  EndDate: string;
  Adults: number;
  Children: number;
  Pets: boolean;
  RvUsage: string;
  Destination: string | null;
  DeliveryAddress: string | null;
  DeliveryDistance: number | null;
  InstantBook: boolean;
  MessageToHost: string;
  DeclineReason: string | null;
  DeclineReasonCode: string | null;
  CancelReason: string | null;
  CancelReasonCode: string | null;
  CancelledBy: 'renter' | 'owner' | null;
  RefundAmount: number;
  CreatedAt: string;
  ExpiresAt: string | null;
  AvailableActions: string[];
  Abilities: BookingAbilities;
  NextStep: BookingNextStep | null;
  CancellationPolicy: CancellationPolicy;
  Owner: BookingParty;
  Renter: BookingParty;
  /** The renter's contact and licence: the renter always, the host once confirmed. */
  RenterDetails: {
    FirstName: string;
    LastName: string;
    CountryPhoneCode: string;
    PhoneNumber: string;
    Address: { Street: string; City: string; Region: string; PostalCode: string; Country: Country };
    DateOfBirth: string;
    DriversLicence: { Number: string; Region: string; Country: Country; ExpiresOn: string };
  } | null;
  Payout: { Amount: number; Currency: string; Status: string; ScheduledFor: string } | null;
  PendingChangeRequestId: number | null;
  Closeout: BookingCloseout | null;
  Agreement: { Name: string; SignedAt: string; SignedBy: number; Version: string; Language: 'en' | 'fr' } | null;
  CustomQuote: {
    Id: number;
    Status: 'Pending' | 'Accepted' | 'Declined' | 'Withdrawn';
    NightlyPrice: number;
    Message: string;
    CreatedAt: string;
    AnsweredAt: string | null;
    Financial: F;
  } | null;
  Timeline: BookingTimelineEntry[];
  Financial: F;
}

/** GET /api/bookings/{id}/money: the renter's payments, or the host's payouts. */
export interface BookingMoney {
  BookingId: number;
  Currency: Currency;
  Payments: { Id: number; Kind: string; Purpose: string; Amount: number; Status: string; Date: string }[];
  Payouts: { Id: number; Kind: string; Amount: number; Status: string; ScheduledFor: string; PaidAt: string | null }[];
}

// ---- Timeline --------------------------------------------------------------------------------------------

export const bookingTimelineEvents = [
  'requested',
  'accept',
  'decline',
  'expire',
  'pay',
  'cancel',
  'complete',
  'quote-sent',
  'quote-accepted',
  'quote-declined',
  'closeout',
  'closeout-paid',
  'agreement-signed',
  'review',
  'money-request',
  'money-request-paid',
  'money-request-disputed',
  'services-updated',
  'claim',
  'change-requested',
  'change-approved',
  'change-rejected',
  'protection-changed',
  'change-withdrawn',
] as const;
export type BookingTimelineEvent = (typeof bookingTimelineEvents)[number];

export interface BookingTimelineEntry {
  Event: BookingTimelineEvent;
  Actor: 'renter' | 'owner' | 'system';
  FromStatus: string | null;
  ToStatus: string | null;
  At: string;
  Data: Record<string, unknown>;
}

// ---- Closeout --------------------------------------------------------------------------------------------

export const maxDamagesAmount = 10_000;

export const CloseoutRequestSchema = z.object({
  /** Odometer readings at pickup and return, in the RV's distance unit; the distance is their difference. */
  StartOdometer: z.number().min(0).max(10_000_000).nullish(),
  EndOdometer: z.number().min(0).max(10_000_000).nullish(),
  /** Or the distance itself (when no readings are given). */
  DistanceDriven: z.number().min(0).max(100_000).nullish(),
  GeneratorHours: z.number().min(0).max(10_000).nullish(),
  Damages: z.number().min(0).max(maxDamagesAmount).default(0),
  DamageDescription: z.string().trim().max(2000).default(''),
});
export type CloseoutRequest = z.input<typeof CloseoutRequestSchema>;

// ---- Documents -------------------------------------------------------------------------------------------

export const SignAgreementSchema = z.object({
  /** The renter's full name as on the booking, typed as a signature. */
  Name: z.string().trim().min(1).max(200),
  Agree: z.literal(true),
});

export interface AgreementSignature {
  Name: string;
  SignedAt: string;
  SignedBy: number;
  Language: 'en' | 'fr';
  Version: string;
}

/** GET /api/bookings/{id}/agreement?lang= */
export interface RentalAgreement {
  BookingId: number;
  Version: string;
  Language: 'en' | 'fr';
  Title: string;
  Clauses: { Heading: string; Body: string }[];
  /** The name the renter must type (first and last name of the booking's renter details). */
  ExpectedName: string | null;
  Signature: AgreementSignature | null;
  CanSign: boolean;
}

export interface InvoiceLine {
  Label: string;
  Detail?: string | null;
  Amount: number;
}

/** GET /api/bookings/{id}/invoice?lang= (the PDF: .../invoice.pdf?lang=). */
export interface Invoice {
  Number: string;
  Kind: 'renter' | 'host';
  Language: 'en' | 'fr';
  Currency: Currency;
  IssuedOn: string;
  Title: string;
  Seller: string[];
  BilledTo: string[];
  Trip: { Label: string; Value: string }[];
  Sections: { Heading: string; Lines: InvoiceLine[] }[];
  Totals: InvoiceLine[];
  Notes: string[];
}

export const ClaimRequestSchema = z.object({
  Kind: z.enum(claimKinds),
  IncidentDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  IncidentTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullish(),
  Location: z.string().trim().min(3).max(300),
  Description: z.string().trim().min(20).max(4000),
  OtherPartyInvolved: z.boolean().default(false),
  PoliceReport: z.string().trim().max(100).default(''),
  Photos: z.array(z.string().uuid()).max(maxClaimPhotos).default([]),
});
export type ClaimRequest = z.input<typeof ClaimRequestSchema>;

export interface Claim {
  Id: number;
  BookingId: number;
  Number: string;
  FiledBy: 'renter' | 'owner';
  Kind: ClaimKind;
  IncidentDate: string;
  IncidentTime: string | null;
  Location: string;
  Description: string;
  OtherPartyInvolved: boolean;
  PoliceReport: string;
  Photos: { Id: string; Thumb: string; Gallery: string }[];
  Status: 'Submitted';
  CreatedAt: string;
}

// ---- Custom quotes ---------------------------------------------------------------------------------------

export const CustomQuoteRequestSchema = z.object({
  NightlyPrice: z.number().positive().max(10_000),
  Message: z.string().trim().max(maxReasonLength).default(''),
});
export type CustomQuoteRequest = z.input<typeof CustomQuoteRequestSchema>;

// ---- Reviews ---------------------------------------------------------------------------------------------

/** Both sides may review for this long after the trip's last day. */
export const reviewWindowDays = 30;

const rating = z.number().int().min(1).max(5);
export const ReviewRequestSchema = z.object({
  ListingAccuracy: rating,
  Value: rating,
  Cleanliness: rating,
  Communication: rating,
  Body: z.string().trim().min(20).max(2000),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

export const ReviewResponseSchema = z.object({ Body: z.string().trim().min(1).max(2000) });

export const ReviewReportSchema = z.object({
  Side: z.enum(['renter', 'owner']),
  Reason: z.enum(reviewReportReasons),
  Details: z.string().trim().max(maxReasonLength).default(''),
});
export type ReviewReportRequest = z.input<typeof ReviewReportSchema>;

export interface BookingReview {
  /** renter: the renter's review of the RV and host; owner: the host's review of the renter. */
  Side: 'renter' | 'owner';
  AuthorId: number;
  AuthorFirstName: string;
  ListingAccuracy: number;
  Value: number;
  Cleanliness: number;
  Communication: number;
  Rating: number;
  Body: string;
  Language: 'en' | 'fr';
  Response: string | null;
  CreatedAt: string;
  ReportedByViewer: boolean;
}

/** GET /api/bookings/{id}/reviews */
export interface BookingReviews {
  Renter: BookingReview | null;
  Owner: BookingReview | null;
  CanReview: boolean;
  /** Last day a review may be left (YYYY-MM-DD), once the trip is over. */
  ReviewDeadline: string | null;
  CanRespond: boolean;
}

// ---- Money requests --------------------------------------------------------------------------------------

/** DESIGN.md: money requests after a trip, within 30 days, up to 5,000. */
export const moneyRequestWindowDays = 30;
export const moneyRequestMaxAmount = 5000;

export const MoneyRequestSchema = z.object({
  Amount: z.number().positive().max(moneyRequestMaxAmount),
  Reason: z.string().trim().min(5).max(maxReasonLength),
});
export type MoneyRequestInput = z.input<typeof MoneyRequestSchema>;
export const MoneyRequestDisputeSchema = z.object({ Reason: z.string().trim().min(5).max(maxReasonLength) });

export interface MoneyRequest {
  Id: number;
  BookingId: number;
  RequesterId: number;
  PayerId: number;
  RequestedBy: 'renter' | 'owner';
  Amount: number;
  Currency: Currency;
  Reason: string;
  Status: 'Pending' | 'Paid' | 'Disputed' | 'Withdrawn';
  DisputeReason: string | null;
  CreatedAt: string;
  AnsweredAt: string | null;
}

/** GET /api/bookings/{id}/money-requests */
export interface MoneyRequests {
  Items: MoneyRequest[];
  CanRequest: boolean;
  /** Last day a request may be sent (YYYY-MM-DD). */
  Deadline: string | null;
  MaxAmount: number;
}

// ---- Services (add-ons) ----------------------------------------------------------------------------------

export const ServicesUpdateSchema = z.object({
  AddOns: z.array(z.object({ Id: z.number().int().positive(), Quantity: z.number().int().min(1).max(50) })).max(50),
  /** The renter total the renter saw (the update is refused with PRICE_CHANGED when it moved). */
  ExpectedTotal: z.number().min(0).nullish(),
});
export type ServicesUpdate = z.input<typeof ServicesUpdateSchema>;

// ---- Book a call -----------------------------------------------------------------------------------------

export const BookCallSchema = z.object({
  BookingId: z.number().int().positive().nullish(),
  PhoneNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s().+-]/g, ''))
    .pipe(z.string().regex(/^\d{7,15}$/)),
  PreferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  PreferredWindow: z.enum(callWindows),
  Topic: z.string().trim().max(maxReasonLength).default(''),
});
export type BookCallRequest = z.input<typeof BookCallSchema>;
