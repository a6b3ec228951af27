// The bookings dashboard (issue 17): cancellation policies, lists, the dashboard home, actions on a booking,
// documents, reviews, money requests, services. Request bodies are zod schemas (the server validates with them,
// the app's forms check the same limits first); answers are types.
import { z } from 'zod';
import { IsoDaySchema } from './dates.ts';
import { bookingStatuses, countries, currencies, distanceUnits, locales, performanceTiers } from './constants.ts';
import { FinancialBreakdownSchema } from './finance.ts';
import {
  cancellationPolicyNames,
  declineReasonCodes,
  cancelReasonCodes,
  bookingListFilters,
  type BookingListFilterName,
  claimKinds,
  maxClaimPhotos,
  reviewReportReasons,
  callWindows,
} from './bookings-vocabulary.ts';
import { BookingViewSchema } from './booking-view.ts';

// Answers are zod schemas too (their types inferred): the server's OpenAPI document names them, its tests check
// every answer against them, and the app parses the ones that carry money or state.
const Status = z.enum(bookingStatuses);
const CurrencyCode = z.enum(currencies);
const day = IsoDaySchema;
const timestamp = z.string();
const money = z.number();
const Role = z.enum(['renter', 'owner']);

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
export const CancellationPreviewSchema = z
  .object({
    BookingId: z.number().int(),
    Policy: CancellationPolicySchema,
    CancelledBy: Role,
    /** Whole days from today to the first day of the trip (negative once it has started). */
    DaysBeforeStart: z.number().int(),
    /** The rule's percentage that applies now (100 when the host cancels). */
    RefundPercent: z.number(),
    Currency: CurrencyCode,
    /** What the renter paid so far (card charges less refunds). */
    Paid: money,
    /** What the renter gets back if the booking is cancelled now. */
    Refund: money,
    /** What the host keeps (0 when the host cancels). */
    HostKeeps: money,
    /** Credits returned to the renter's account. */
    CreditsReturned: money,
    /** Whether this viewer may cancel in this status. */
    CanCancel: z.boolean(),
  })
  .meta({ id: 'CancellationPreview' });
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

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

export const BookingPartySummarySchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  Name: z.string(),
  Avatar: z.string().nullable(),
});
export type BookingPartySummary = z.infer<typeof BookingPartySummarySchema>;

/** One row of GET /api/bookings and of the dashboard home. */
export const BookingListItemSchema = z
  .object({
    Id: z.number().int(),
    Status,
    ViewerRole: Role.nullable(),
    RvId: z.number().int(),
    RvName: z.string(),
    RvAlias: z.string(),
    RvPhotoUrl: z.string().nullable(),
    RvLocation: z.string(),
    StartDate: day,
    EndDate: day,
    Nights: z.number().int(),
    Guests: z.number().int(),
    Currency: CurrencyCode,
    RenterTotal: money,
    OwnerPayoutTotal: money,
    /** The amount this viewer sees: the renter's total, or the host's payout. */
    ViewerTotal: money,
    CreatedAt: timestamp,
    ExpiresAt: timestamp.nullable(),
    OtherParty: BookingPartySummarySchema,
    NextStep: z.enum(bookingNextSteps).nullable(),
  })
  .meta({ id: 'BookingListItem' });
export type BookingListItem = z.infer<typeof BookingListItemSchema>;

export const BookingListSchema = z
  .object({
    Filter: z.enum(bookingListFilters),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
    TotalPages: z.number().int(),
    Counts: z.object(
      Object.fromEntries(bookingListFilters.map((filter) => [filter, z.number().int()])) as Record<BookingListFilterName, z.ZodNumber>,
    ),
    Items: z.array(BookingListItemSchema),
  })
  .meta({ id: 'BookingList' });
export type BookingList = z.infer<typeof BookingListSchema>;

export const MoneyTotalSchema = z.object({ Currency: CurrencyCode, Amount: money });
export type MoneyTotal = z.infer<typeof MoneyTotalSchema>;

export const rvAttentionReasons = ['unpublished', 'fewPhotos', 'missingDescription', 'noAddOns'] as const;
export type RvAttentionReason = (typeof rvAttentionReasons)[number];

/** GET /api/dashboard?mode=renter */
export const RenterDashboardSchema = z
  .object({
    Current: z.array(BookingListItemSchema),
    Upcoming: z.array(BookingListItemSchema),
    AwaitingHost: z.array(BookingListItemSchema),
    /** Trips that need the renter: pay, sign, pay post-trip charges, review, answer a quote. */
    ToDo: z.array(BookingListItemSchema),
    Favourites: z.object({
      Count: z.number().int(),
      Items: z.array(z.object({ RvId: z.number().int(), Alias: z.string(), Name: z.string(), PhotoUrl: z.string().nullable() })),
    }),
  })
  .meta({ id: 'RenterDashboard' });
export type RenterDashboard = z.infer<typeof RenterDashboardSchema>;

/** GET /api/dashboard?mode=host */
export const HostDashboardSchema = z
  .object({
    Requests: z.array(BookingListItemSchema),
    Departures: z.array(BookingListItemSchema),
    Returns: z.array(BookingListItemSchema),
    /** Trips to close out or review. */
    ToDo: z.array(BookingListItemSchema),
    Earnings: z.object({ Month: z.string(), Paid: z.array(MoneyTotalSchema), Scheduled: z.array(MoneyTotalSchema) }),
    RvsNeedingAttention: z.array(
      z.object({ Id: z.number().int(), Alias: z.string(), Name: z.string(), Reasons: z.array(z.enum(rvAttentionReasons)) }),
    ),
    PerformanceTier: z.enum(performanceTiers),
    Record: z.object({ TotalBookings: z.number().int(), CancelledByOwner: z.number().int(), ExpiredRequests: z.number().int() }),
    HasRv: z.boolean(),
  })
  .meta({ id: 'HostDashboard' });
export type HostDashboard = z.infer<typeof HostDashboardSchema>;

// ---- The booking page ------------------------------------------------------------------------------------

/** A booking party (spec 001 section 3). */
export const BookingPartySchema = z
  .object({
    About: z.string(),
    Avatar: z.string().nullable(),
    CoverImage: z.string().nullable(),
    CreatedAt: timestamp,
    FirstName: z.string(),
    Id: z.number().int(),
    IsSuperHostActive: z.boolean(),
    IsVerified: z.boolean(),
    Language: z.string(),
    LastName: z.string(),
    Location: z.string().nullable(),
    Name: z.string(),
  })
  .meta({ id: 'BookingParty' });
export type BookingParty = z.infer<typeof BookingPartySchema>;

/** What the viewer may do beyond the state machine's AvailableActions (accept, decline, cancel). */
export const BookingAbilitiesSchema = z.object({
  Pay: z.boolean(),
  Closeout: z.boolean(),
  PayCloseout: z.boolean(),
  Sign: z.boolean(),
  Review: z.boolean(),
  CustomQuote: z.boolean(),
  AnswerQuote: z.boolean(),
  RequestMoney: z.boolean(),
  UpdateServices: z.boolean(),
  FileClaim: z.boolean(),
});
export type BookingAbilities = z.infer<typeof BookingAbilitiesSchema>;

export const BookingCloseoutSchema = z.object({
  StartOdometer: z.number().nullable(),
  EndOdometer: z.number().nullable(),
  DistanceDriven: z.number().nullable(),
  GeneratorHours: z.number().nullable(),
  FreeDistance: z.number().nullable(),
  FreeGeneratorHours: z.number().nullable(),
  DistanceUnit: z.enum(distanceUnits),
  DistanceCharge: money,
  GeneratorCharge: money,
  Damages: money,
  DamageDescription: z.string(),
  TransactionFee: money,
  Total: money,
  /** What the renter still owes of it. */
  Due: money,
  CreatedAt: timestamp,
});
export type BookingCloseout = z.infer<typeof BookingCloseoutSchema>;

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

export const BookingTimelineEntrySchema = z.object({
  Event: z.enum(bookingTimelineEvents),
  Actor: z.enum(['renter', 'owner', 'system']),
  FromStatus: z.string().nullable(),
  ToStatus: z.string().nullable(),
  At: timestamp,
  Data: z.record(z.string(), z.unknown()),
});
export type BookingTimelineEntry = z.infer<typeof BookingTimelineEntrySchema>;

// ---- The booking detail ------------------------------------------------------------------------------------

/** The renter's contact and licence: the renter always, the host once confirmed. */
export const BookingRenterDetailsSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  CountryPhoneCode: z.string(),
  PhoneNumber: z.string(),
  Address: z.object({ Street: z.string(), City: z.string(), Region: z.string(), PostalCode: z.string(), Country: z.enum(countries) }),
  DateOfBirth: day,
  DriversLicence: z.object({ Number: z.string(), Region: z.string(), Country: z.enum(countries), ExpiresOn: day }),
});

export const customQuoteStatuses = ['Pending', 'Accepted', 'Declined', 'Withdrawn'] as const;

/** GET /api/bookings/{id} and the answers of the actions; Financial is the financial breakdown of spec 001. */
export const BookingDetailSchema = z
  .object({
    Id: z.number().int(),
    Status,
    ViewerRole: Role.nullable(),
    RvId: z.number().int(),
    RvAlias: z.string(),
    RvName: z.string(),
    RvType: z.string(),
    RvLocation: z.string(),
    RvPhotoUrl: z.string().nullable(),
    PickupTime: z.string(),
    DropoffTime: z.string(),
    OwnerId: z.number().int(),
    RenterId: z.number().int(),
    StartDate: day,
    EndDate: day,
    Adults: z.number().int(),
    Children: z.number().int(),
    Pets: z.boolean(),
    RvUsage: z.string(),
    Destination: z.string().nullable(),
    DeliveryAddress: z.string().nullable(),
    DeliveryDistance: z.number().nullable(),
    InstantBook: z.boolean(),
    MessageToHost: z.string(),
    DeclineReason: z.string().nullable(),
    DeclineReasonCode: z.string().nullable(),
    CancelReason: z.string().nullable(),
    CancelReasonCode: z.string().nullable(),
    CancelledBy: Role.nullable(),
    RefundAmount: money,
    CreatedAt: timestamp,
    ExpiresAt: timestamp.nullable(),
    AvailableActions: z.array(z.string()),
    Abilities: BookingAbilitiesSchema,
    NextStep: z.enum(bookingNextSteps).nullable(),
    /** What this viewer may do now and the money lines that concern them, in their voice (issue 38). */
    View: BookingViewSchema,
    CancellationPolicy: CancellationPolicySchema,
    Owner: BookingPartySchema,
    Renter: BookingPartySchema,
    RenterDetails: BookingRenterDetailsSchema.nullable(),
    Payout: z.object({ Amount: money, Currency: z.string(), Status: z.string(), ScheduledFor: day }).nullable(),
    PendingChangeRequestId: z.number().int().nullable(),
    Closeout: BookingCloseoutSchema.nullable(),
    Agreement: z
      .object({ Name: z.string(), SignedAt: timestamp, SignedBy: z.number().int(), Version: z.string(), Language: z.enum(locales) })
      .nullable(),
    CustomQuote: z
      .object({
        Id: z.number().int(),
        Status: z.enum(customQuoteStatuses),
        NightlyPrice: money,
        Message: z.string(),
        CreatedAt: timestamp,
        AnsweredAt: timestamp.nullable(),
        Financial: FinancialBreakdownSchema,
      })
      .nullable(),
    Timeline: z.array(BookingTimelineEntrySchema),
    Financial: FinancialBreakdownSchema,
  })
  .meta({ id: 'BookingDetail' });
/** The detail's type; F narrows Financial where a caller knows more of it. */
export type BookingDetail<F = z.infer<typeof FinancialBreakdownSchema>> = Omit<z.infer<typeof BookingDetailSchema>, 'Financial'> & {
  Financial: F;
};

/** GET /api/bookings/{id}/money: the renter's payments, or the host's payouts. */
export const BookingMoneySchema = z
  .object({
    BookingId: z.number().int(),
    Currency: CurrencyCode,
    Payments: z.array(
      z.object({ Id: z.number().int(), Kind: z.string(), Purpose: z.string(), Amount: money, Status: z.string(), Date: timestamp }),
    ),
    Payouts: z.array(
      z.object({
        Id: z.number().int(),
        Kind: z.string(),
        Amount: money,
        Status: z.string(),
        ScheduledFor: day,
        PaidAt: timestamp.nullable(),
      }),
    ),
  })
  .meta({ id: 'BookingMoney' });
export type BookingMoney = z.infer<typeof BookingMoneySchema>;

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

export const AgreementSignatureSchema = z.object({
  Name: z.string(),
  SignedAt: timestamp,
  SignedBy: z.number().int(),
  Language: z.enum(locales),
  Version: z.string(),
});
export type AgreementSignature = z.infer<typeof AgreementSignatureSchema>;

/** GET /api/bookings/{id}/agreement?lang= */
export const RentalAgreementSchema = z
  .object({
    BookingId: z.number().int(),
    Version: z.string(),
    Language: z.enum(locales),
    Title: z.string(),
    Clauses: z.array(z.object({ Heading: z.string(), Body: z.string() })),
    /** The name the renter must type (first and last name of the booking's renter details). */
    ExpectedName: z.string().nullable(),
    Signature: AgreementSignatureSchema.nullable(),
    CanSign: z.boolean(),
  })
  .meta({ id: 'RentalAgreement' });
export type RentalAgreement = z.infer<typeof RentalAgreementSchema>;

export const InvoiceLineSchema = z.object({ Label: z.string(), Detail: z.string().nullish(), Amount: money });
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** GET /api/bookings/{id}/invoice?lang= (the PDF: .../invoice.pdf?lang=). */
export const InvoiceSchema = z
  .object({
    Number: z.string(),
    Kind: z.enum(['renter', 'host']),
    Language: z.enum(locales),
    Currency: CurrencyCode,
    IssuedOn: z.string(),
    Title: z.string(),
    Seller: z.array(z.string()),
    BilledTo: z.array(z.string()),
    Trip: z.array(z.object({ Label: z.string(), Value: z.string() })),
    Sections: z.array(z.object({ Heading: z.string(), Lines: z.array(InvoiceLineSchema) })),
    Totals: z.array(InvoiceLineSchema),
    Notes: z.array(z.string()),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const ClaimRequestSchema = z.object({
  Kind: z.enum(claimKinds),
  IncidentDate: IsoDaySchema,
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

export const ClaimSchema = z
  .object({
    Id: z.number().int(),
    BookingId: z.number().int(),
    Number: z.string(),
    FiledBy: Role,
    Kind: z.enum(claimKinds),
    IncidentDate: day,
    IncidentTime: z.string().nullable(),
    Location: z.string(),
    Description: z.string(),
    OtherPartyInvolved: z.boolean(),
    PoliceReport: z.string(),
    Photos: z.array(z.object({ Id: z.string(), Thumb: z.string(), Gallery: z.string() })),
    Status: z.literal('Submitted'),
    CreatedAt: timestamp,
  })
  .meta({ id: 'Claim' });
export type Claim = z.infer<typeof ClaimSchema>;

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

export const BookingReviewSchema = z.object({
  /** renter: the renter's review of the RV and host; owner: the host's review of the renter. */
  Side: Role,
  AuthorId: z.number().int(),
  AuthorFirstName: z.string(),
  ListingAccuracy: z.number(),
  Value: z.number(),
  Cleanliness: z.number(),
  Communication: z.number(),
  Rating: z.number(),
  Body: z.string(),
  Language: z.enum(locales),
  Response: z.string().nullable(),
  CreatedAt: timestamp,
  ReportedByViewer: z.boolean(),
});
export type BookingReview = z.infer<typeof BookingReviewSchema>;

/** GET /api/bookings/{id}/reviews */
export const BookingReviewsSchema = z
  .object({
    Renter: BookingReviewSchema.nullable(),
    Owner: BookingReviewSchema.nullable(),
    CanReview: z.boolean(),
    /** Last day a review may be left (YYYY-MM-DD), once the trip is over. */
    ReviewDeadline: day.nullable(),
    CanRespond: z.boolean(),
  })
  .meta({ id: 'BookingReviews' });
export type BookingReviews = z.infer<typeof BookingReviewsSchema>;

/** GET /api/hosts/insights/reviews: the averages of the host's RVs' reviews (null with none) and the latest ten. */
export const HostReviewsOverviewSchema = z
  .object({
    Count: z.number().int(),
    Overall: z.number().nullable(),
    ListingAccuracy: z.number().nullable(),
    Value: z.number().nullable(),
    Cleanliness: z.number().nullable(),
    Communication: z.number().nullable(),
    Recent: z.array(
      z.object({
        Id: z.number().int(),
        BookingId: z.number().int().nullable(),
        RvName: z.string(),
        RvAlias: z.string(),
        AuthorFirstName: z.string(),
        Rating: z.number(),
        Body: z.string(),
        Response: z.string().nullable(),
        CreatedAt: timestamp,
      }),
    ),
  })
  .meta({ id: 'HostReviewsOverview' });
export type HostReviewsOverview = z.infer<typeof HostReviewsOverviewSchema>;

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

export const moneyRequestStatuses = ['Pending', 'Paid', 'Disputed', 'Withdrawn'] as const;
export const MoneyRequestViewSchema = z
  .object({
    Id: z.number().int(),
    BookingId: z.number().int(),
    RequesterId: z.number().int(),
    PayerId: z.number().int(),
    RequestedBy: Role,
    Amount: money,
    Currency: CurrencyCode,
    Reason: z.string(),
    Status: z.enum(moneyRequestStatuses),
    DisputeReason: z.string().nullable(),
    CreatedAt: timestamp,
    AnsweredAt: timestamp.nullable(),
  })
  .meta({ id: 'MoneyRequest' });
export type MoneyRequest = z.infer<typeof MoneyRequestViewSchema>;

/** GET /api/bookings/{id}/money-requests */
export const MoneyRequestsSchema = z
  .object({
    Items: z.array(MoneyRequestViewSchema),
    CanRequest: z.boolean(),
    /** Last day a request may be sent (YYYY-MM-DD). */
    Deadline: day.nullable(),
    MaxAmount: money,
  })
  .meta({ id: 'MoneyRequests' });
export type MoneyRequests = z.infer<typeof MoneyRequestsSchema>;

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
  PreferredDate: IsoDaySchema,
  PreferredWindow: z.enum(callWindows),
  Topic: z.string().trim().max(maxReasonLength).default(''),
});
export type BookCallRequest = z.input<typeof BookCallSchema>;

// ---- Payments and payouts --------------------------------------------------------------------------------

/** What a payment pays for (the payments table's purposes). */
export const paymentPurposes = ['full', 'reservation', 'balance', 'refund', 'security_deposit', 'closeout', 'money_request'] as const;
export const paymentStatuses = [
  'requires_payment_method',
  'requires_action',
  'requires_capture',
  'succeeded',
  'failed',
  'canceled',
] as const;

/** Answers of payment-intent, payments/confirm and payment-callback (and a money request's payment). */
export const BookingPaymentSchema = z
  .object({
    PaymentId: z.number().int(),
    BookingId: z.number().int(),
    ClientSecret: z.string().nullable().optional(),
    Amount: money,
    Currency: CurrencyCode,
    Purpose: z.enum(paymentPurposes),
    Status: z.enum(paymentStatuses),
    Message: z.string().nullable(),
    /** The authentication step's page, when Status is requires_action. */
    NextActionUrl: z.string().nullable().optional(),
    BookingStatus: z.string().nullable(),
  })
  .meta({ id: 'BookingPayment' });
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

export const payoutStatuses = ['scheduled', 'paid', 'canceled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** One payout of GET /api/payouts. */
export const PayoutListItemSchema = z
  .object({
    Id: z.number().int(),
    Kind: z.string(),
    BookingId: z.number().int(),
    Amount: money,
    Currency: CurrencyCode,
    Status: z.enum(payoutStatuses),
    ScheduledFor: day,
    PaidAt: timestamp.nullable(),
    /** Due while the host had no payout method: paid once one is saved. */
    HeldAt: timestamp.nullable(),
  })
  .meta({ id: 'PayoutListItem' });
export type PayoutListItem = z.infer<typeof PayoutListItemSchema>;

/** GET /api/payouts: the host's payouts, latest first. */
export const PayoutListSchema = z.object({ Items: z.array(PayoutListItemSchema) }).meta({ id: 'PayoutList' });
export type PayoutList = z.infer<typeof PayoutListSchema>;
