// Host operations (issue 19): the calendar (blocks, nightly prices and minimum stays per range), iCal export and
// import, and additional drivers. Field errors are codes of `hostWords` (sentences in locales/{en,fr}/forms.json): the server answers
// them in the request's language and the app shows the same sentences before a round trip.
import { z } from 'zod';
import { countries, currencies, locales, performanceTiers, spokenLanguages } from './constants.ts';
import { MoneyTotalSchema } from './bookings.ts';
import { calendarLimits, driverRegions, isCalendarDate } from './host-vocabulary.ts';

const isoDate = z.string({ error: 'Date.format' }).refine(isCalendarDate, { message: 'Date.format' });

/** Whole days from `from` to `to`. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const rangeShape = { StartDate: isoDate, EndDate: isoDate };
const orderedRange = <T extends { StartDate: string; EndDate: string }>(value: T) => value.EndDate >= value.StartDate;
const rangeOrder = { message: 'Range.order', path: ['EndDate'] };

export const CalendarRangeSchema = z.object(rangeShape).refine(orderedRange, rangeOrder);
export type CalendarRange = z.infer<typeof CalendarRangeSchema>;

export const CalendarBlockInputSchema = z
  .object({ ...rangeShape, Note: z.string().trim().max(calendarLimits.Note.max, { message: 'Note.tooLong' }).optional() })
  .refine(orderedRange, rangeOrder);
export type CalendarBlockInput = z.infer<typeof CalendarBlockInputSchema>;

/** NightlyPrice null goes back to the RV's base price on those nights. */
export const CalendarPriceInputSchema = z
  .object({
    ...rangeShape,
    NightlyPrice: z
      .number({ error: 'NightlyPrice.range' })
      .min(calendarLimits.NightlyPrice.min, { message: 'NightlyPrice.range' })
      .max(calendarLimits.NightlyPrice.max, { message: 'NightlyPrice.range' })
      .nullable(),
  })
  .refine(orderedRange, rangeOrder);
export type CalendarPriceInput = z.infer<typeof CalendarPriceInputSchema>;

/** MinimumNights null goes back to the RV's own minimum stay for trips starting on those nights. */
export const CalendarMinimumNightsInputSchema = z
  .object({
    ...rangeShape,
    MinimumNights: z
      .number({ error: 'MinimumNights.range' })
      .int({ message: 'MinimumNights.range' })
      .min(calendarLimits.MinimumNights.min, { message: 'MinimumNights.range' })
      .max(calendarLimits.MinimumNights.max, { message: 'MinimumNights.range' })
      .nullable(),
  })
  .refine(orderedRange, rangeOrder);
export type CalendarMinimumNightsInput = z.infer<typeof CalendarMinimumNightsInputSchema>;

/** The range checks that need today: no past night, not too long, not too far ahead. Codes of hostWords. */
export function calendarRangeProblem(range: CalendarRange, today: string): string | null {
  if (range.EndDate < range.StartDate) return 'Range.order';
  if (range.StartDate < today) return 'Range.past';
  if (daysFrom(range.StartDate, range.EndDate) + 1 > calendarLimits.RangeNights) return 'Range.tooLong';
  if (daysFrom(today, range.EndDate) > calendarLimits.AheadDays) return 'Range.tooFar';
  return null;
}

const feedName = z
  .string({ error: 'FeedName.length' })
  .trim()
  .min(calendarLimits.FeedName.min, { message: 'FeedName.length' })
  .max(calendarLimits.FeedName.max, { message: 'FeedName.length' });

export const IcalFeedInputSchema = z.object({
  Name: feedName,
  Url: z
    .string({ error: 'FeedUrl.format' })
    .trim()
    .max(calendarLimits.FeedUrl.max, { message: 'FeedUrl.format' })
    .regex(/^(https?|webcals?):\/\/[^\s/?#@]+(:\d{1,5})?([/?#]\S*)?$/i, { message: 'FeedUrl.format' }),
});
export type IcalFeedInput = z.infer<typeof IcalFeedInputSchema>;

export const IcalFileInputSchema = z.object({
  Name: feedName,
  Content: z.string({ error: 'FeedContent.required' }).min(1, { message: 'FeedContent.required' }),
});
export type IcalFileInput = z.infer<typeof IcalFileInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The calendar as the API answers it (GET /api/hosts/calendar).

export const CalendarBookingSchema = z.object({
  /** Null for nights booked before bookings were recorded (seed data). */
  BookingId: z.number().int().nullable(),
  StartDate: z.string(),
  /** The last night (the renter leaves the next morning). */
  EndDate: z.string(),
  Status: z.string(),
  RenterName: z.string(),
});
export const CalendarBlockSchema = z.object({
  Id: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  Source: z.enum(['host', 'ical']),
  FeedName: z.string().nullable(),
  Note: z.string().nullable(),
});
export const CalendarDaySchema = z.object({
  Date: z.string(),
  NightlyPrice: z.number().nullable(),
  MinimumNights: z.number().int().nullable(),
});
export const IcalFeedSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Url: z.string().nullable(),
  Source: z.enum(['url', 'file']),
  LastSyncedAt: z.string().nullable(),
  LastError: z.string().nullable(),
  EventCount: z.number().int(),
});
export const IcalConflictSchema = z.object({
  Id: z.number().int(),
  FeedId: z.number().int(),
  FeedName: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  BookingId: z.number().int().nullable(),
  Summary: z.string(),
});
export const CalendarRvSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Currency: z.enum(currencies),
    BasePrice: z.number(),
    MinimumNights: z.number().int(),
    Bookings: z.array(CalendarBookingSchema),
    Blocks: z.array(CalendarBlockSchema),
    Days: z.array(CalendarDaySchema),
    ICalExportUrl: z.string(),
    Feeds: z.array(IcalFeedSchema),
    Conflicts: z.array(IcalConflictSchema),
  })
  .meta({ id: 'CalendarRv' });
export const HostCalendarSchema = z
  .object({ From: z.string(), To: z.string(), Rvs: z.array(CalendarRvSchema) })
  .meta({ id: 'HostCalendar' });
export type CalendarBooking = z.infer<typeof CalendarBookingSchema>;
export type CalendarBlock = z.infer<typeof CalendarBlockSchema>;
export type CalendarDay = z.infer<typeof CalendarDaySchema>;
export type IcalFeed = z.infer<typeof IcalFeedSchema>;
export type IcalConflict = z.infer<typeof IcalConflictSchema>;
export type CalendarRv = z.infer<typeof CalendarRvSchema>;
export type HostCalendar = z.infer<typeof HostCalendarSchema>;

/** The answer of an iCal import: what it blocked and what fell on bookings. */
export const IcalImportResultSchema = z.object({
  Feed: IcalFeedSchema,
  BlockedNights: z.number().int(),
  Conflicts: z.array(IcalConflictSchema),
});
export type IcalImportResult = z.infer<typeof IcalImportResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Additional drivers (profile/drivers).

export const DriverInputSchema = z
  .object({
    FirstName: z
      .string({ error: 'FirstName.required' })
      .trim()
      .min(1, { message: 'FirstName.required' })
      .max(60, { message: 'Field.invalid' }),
    LastName: z
      .string({ error: 'LastName.required' })
      .trim()
      .min(1, { message: 'LastName.required' })
      .max(60, { message: 'Field.invalid' }),
    DateOfBirth: isoDate,
    LicenceNumber: z
      .string({ error: 'LicenceNumber.format' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9 -]{2,18}[A-Z0-9]$/, { message: 'LicenceNumber.format' }),
    LicenceCountry: z.enum(countries, { message: 'LicenceCountry.option' }),
    LicenceRegion: z.string({ error: 'LicenceRegion.option' }).trim().toUpperCase(),
    LicenceExpiry: isoDate,
  })
  .refine((value) => (driverRegions[value.LicenceCountry] as readonly string[]).includes(value.LicenceRegion), {
    message: 'LicenceRegion.option',
    path: ['LicenceRegion'],
  });
export type DriverInput = z.infer<typeof DriverInputSchema>;

export const DriverSchema = z
  .object({
    Id: z.number().int(),
    FirstName: z.string(),
    LastName: z.string(),
    DateOfBirth: z.string(),
    Age: z.number().int(),
    YoungDriver: z.boolean(),
    LicenceNumber: z.string().describe('Only the last four characters; the rest is masked.'),
    LicenceCountry: z.enum(countries),
    LicenceRegion: z.string(),
    LicenceExpiry: z.string(),
  })
  .meta({ id: 'Driver' });
export type Driver = z.infer<typeof DriverSchema>;

/** GET /api/user-profiles/me/drivers: the drivers and whether another may be added. */
export const DriverListSchema = z.object({ Items: z.array(DriverSchema), CanAddDriver: z.boolean(), MaxDrivers: z.number().int() });
export type DriverList = z.infer<typeof DriverListSchema>;
export const maxAdditionalDrivers = 5;

// ---------------------------------------------------------------------------------------------------------------
// Insights: the performance tier, earnings (per month and per RV, paid and upcoming, in the host's currency) and opportunities.

/** GET /api/hosts/insights: the host's performance tier and the figures behind it. */
export const HostInsightsSchema = z
  .object({
    PerformanceTier: z.enum(performanceTiers),
    TotalBookings: z.number().int(),
    CancelledByOwner: z.number().int(),
    ExpiredRequests: z.number().int(),
  })
  .meta({ id: 'HostInsights' });
export type HostInsights = z.infer<typeof HostInsightsSchema>;

export const EarningsInsightsSchema = z
  .object({
    Year: z.number().int(),
    Currency: z.enum(currencies),
    TotalPaid: z.number(),
    TotalUpcoming: z.number(),
    /** The month (1-12) with the most earnings, or null with none. */
    BestMonth: z.number().int().nullable(),
    Months: z.array(z.object({ Month: z.number().int(), Paid: z.number(), Upcoming: z.number() })),
    Rvs: z.array(z.object({ RvId: z.number().int(), RvName: z.string(), Paid: z.number(), Upcoming: z.number() })),
  })
  .meta({ id: 'EarningsInsights' });
export type EarningsInsights = z.infer<typeof EarningsInsightsSchema>;

export const opportunityKinds = [
  'PriceAboveComparables',
  'PriceBelowComparables',
  'TurnOnInstantBook',
  'AddWeeklyDiscount',
  'ShortenMinimumStay',
  'AddPhotos',
  'OpenDatesAhead',
] as const;
export type OpportunityKind = (typeof opportunityKinds)[number];
export const OpportunitySchema = z.object({
  RvId: z.number().int(),
  RvName: z.string(),
  Kind: z.enum(opportunityKinds),
  /** The RV's figure (price, nights, photos, free nights). */
  Value: z.number(),
  /** The comparable figure (median price or minimum stay, share in percent, target). */
  Comparable: z.number(),
});
export type Opportunity = z.infer<typeof OpportunitySchema>;
export const OpportunitiesAnswerSchema = z.object({ Items: z.array(OpportunitySchema), RvCount: z.number().int() });
export type OpportunitiesAnswer = z.infer<typeof OpportunitiesAnswerSchema>;

/** GET /api/hosts/insights/reviews/history: ratings per quarter (the last eight) and the reviews, a page at a time. */
export const ReviewsHistorySchema = z
  .object({
    Periods: z.array(
      z.object({
        Period: z.string().meta({ description: 'YYYY-"Q"Q, e.g. 2026-Q2' }),
        Count: z.number().int(),
        Overall: z.number(),
        ListingAccuracy: z.number(),
        Value: z.number(),
        Cleanliness: z.number(),
        Communication: z.number(),
      }),
    ),
    Items: z.array(
      z.object({
        Id: z.number().int(),
        BookingId: z.number().int().nullable(),
        RvName: z.string(),
        AuthorFirstName: z.string(),
        Rating: z.number(),
        ListingAccuracy: z.number(),
        Value: z.number(),
        Cleanliness: z.number(),
        Communication: z.number(),
        Body: z.string(),
        Response: z.string().nullable(),
        CreatedAt: z.string(),
      }),
    ),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'ReviewsHistory' });
export type ReviewsHistory = z.infer<typeof ReviewsHistorySchema>;

export const ReviewReplySchema = z.object({
  Body: z.string({ error: 'Reply.length' }).trim().min(2, { message: 'Reply.length' }).max(1000, { message: 'Reply.length' }),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** GET /api/hosts/insights/reviews/history (ReviewsHistorySchema above). */
export type ReviewHistory = z.infer<typeof ReviewsHistorySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Profile pages: the profile, the yearly goal, the payout method, saved cards, mail preferences.

export const ProfileInputSchema = z.object({
  FirstName: z
    .string({ error: 'FirstName.required' })
    .trim()
    .min(1, { message: 'FirstName.required' })
    .max(60, { message: 'Field.invalid' }),
  LastName: z.string({ error: 'LastName.required' }).trim().min(1, { message: 'LastName.required' }).max(60, { message: 'Field.invalid' }),
  About: z.string().trim().max(1000, { message: 'About.tooLong' }).default(''),
  Languages: z
    .array(z.enum(spokenLanguages, { message: 'Languages.option' }))
    .max(spokenLanguages.length)
    .default([]),
  City: z.string().trim().max(80, { message: 'City.tooLong' }).nullable().default(null),
  Region: z.string().trim().toUpperCase().max(3, { message: 'Field.invalid' }).nullable().default(null),
  Country: z.enum(countries, { message: 'Field.invalid' }).nullable().default(null),
  PhoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{10}$/.test(value.replace(/[\s().-]/g, '')), { message: 'PhoneNumber.format' })
    .nullable()
    .default(null),
  /** The language of the mails Rove sends (and of the dashboard by default). */
  Language: z.enum(locales, { message: 'Language.option' }),
  /** An upload of kind profile-photo, or null to remove the photo; absent keeps it. */
  AvatarUploadId: z.string().uuid({ message: 'Field.invalid' }).nullable().optional(),
});
export type ProfileInput = z.input<typeof ProfileInputSchema>;

export const HostProfileSchema = z
  .object({
    Id: z.number().int(),
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    About: z.string(),
    Languages: z.array(z.string()),
    City: z.string().nullable(),
    Region: z.string().nullable(),
    Country: z.enum(countries).nullable(),
    PhoneNumber: z.string().nullable(),
    CountryPhoneCode: z.string(),
    Language: z.enum(locales),
    AvatarUrl: z.string().nullable(),
  })
  .meta({ id: 'HostProfile' });
export type HostProfile = z.infer<typeof HostProfileSchema>;

export const GoalInputSchema = z.object({
  Year: z.number().int().min(2000, { message: 'Field.invalid' }).max(2100, { message: 'Field.invalid' }),
  Amount: z.number({ error: 'Goal.range' }).min(1, { message: 'Goal.range' }).max(10_000_000, { message: 'Goal.range' }),
});
export type GoalInput = z.infer<typeof GoalInputSchema>;
export const GoalAnswerSchema = z
  .object({
    Year: z.number().int(),
    Currency: z.enum(currencies),
    Goal: z.number().nullable(),
    Earned: z.number(),
    Paid: z.number(),
    Upcoming: z.number(),
    /** Percent of the goal earned (paid and upcoming), 0 to 100+, or null without a goal. */
    Progress: z.number().nullable(),
  })
  .meta({ id: 'GoalAnswer' });
export type GoalAnswer = z.infer<typeof GoalAnswerSchema>;

export const PayoutMethodInputSchema = z.object({
  Country: z.enum(countries, { message: 'Field.invalid' }),
  AccountHolder: z
    .string({ error: 'AccountHolder.length' })
    .trim()
    .min(2, { message: 'AccountHolder.length' })
    .max(80, { message: 'AccountHolder.length' }),
  RoutingNumber: z.string().trim().optional(),
  InstitutionNumber: z.string().trim().optional(),
  TransitNumber: z.string().trim().optional(),
  AccountNumber: z.string({ error: 'AccountNumber.formatUS' }).trim(),
  ConfirmAccountNumber: z.string().trim(),
});
export type PayoutMethodInput = z.infer<typeof PayoutMethodInputSchema>;

export const PayoutMethodSchema = z
  .object({
    Country: z.enum(countries),
    AccountHolder: z.string(),
    /** US: the routing number; CA: institution-transit. */
    Routing: z.string(),
    AccountLast4: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'PayoutMethod' });
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;
/**
 * GET and PUT /api/user-profiles/me/payout-method: the method on file (null: none yet) and the payouts held for want
 * of one (due, not paid: saving a method pays them).
 */
export const PayoutMethodAnswerSchema = z.object({
  Method: PayoutMethodSchema.nullable(),
  Held: z.object({ Count: z.number().int(), Totals: z.array(MoneyTotalSchema) }),
});
export type PayoutMethodAnswer = z.infer<typeof PayoutMethodAnswerSchema>;

/** Luhn's check of a card number. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CardInputSchema = z.object({
  Number: z.string({ error: 'CardNumber.invalid' }).refine(luhnValid, { message: 'CardNumber.invalid' }),
  ExpMonth: z.number({ error: 'CardExpiry.past' }).int().min(1, { message: 'CardExpiry.past' }).max(12, { message: 'CardExpiry.past' }),
  ExpYear: z.number({ error: 'CardExpiry.past' }).int().min(2000, { message: 'CardExpiry.past' }).max(2100, { message: 'CardExpiry.past' }),
  Cvc: z.string({ error: 'CardCvc.format' }).regex(/^\d{3,4}$/, { message: 'CardCvc.format' }),
});
export type CardInput = z.infer<typeof CardInputSchema>;
export const SavedCardSchema = z.object({
  Id: z.number().int(),
  Brand: z.string(),
  Last4: z.string(),
  ExpMonth: z.number().int(),
  ExpYear: z.number().int(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;
export const SavedCardListSchema = z.object({ Items: z.array(SavedCardSchema) }).meta({ id: 'SavedCardList' });

/** Kinds of booking mail a user may switch off; Payments and Cancellations are always sent (money and legal). */
export const mailCategories = [
  'BookingRequests',
  'BookingUpdates',
  'Payments',
  'Cancellations',
  'Quotes',
  'TripEnd',
  'Reviews',
  'MoneyRequests',
  'Claims',
] as const;
export type MailCategory = (typeof mailCategories)[number];
export const essentialMailCategories: readonly MailCategory[] = ['Payments', 'Cancellations'];

/** The category of a booking mail event (server/src/mail/booking-mail.ts templates); null = always sent. */
export function mailCategoryOf(event: string): MailCategory | null {
  if (event === 'requested') return 'BookingRequests';
  if (['accept', 'decline', 'expire', 'agreement-signed', 'services-updated'].includes(event)) return 'BookingUpdates';
  if (event === 'pay') return 'Payments';
  if (event === 'cancel') return 'Cancellations';
  if (event.startsWith('quote')) return 'Quotes';
  if (event === 'complete' || event.startsWith('closeout')) return 'TripEnd';
  if (event === 'review') return 'Reviews';
  if (event.startsWith('money-request')) return 'MoneyRequests';
  if (event === 'claim') return 'Claims';
  return null;
}

export const MailPreferencesInputSchema = z.object({
  Preferences: z
    .array(z.object({ Category: z.enum(mailCategories, { message: 'Field.invalid' }), Enabled: z.boolean() }))
    .max(mailCategories.length),
});
export type MailPreferencesInput = z.infer<typeof MailPreferencesInputSchema>;
export const MailPreferenceSchema = z.object({ Category: z.enum(mailCategories), Enabled: z.boolean(), Essential: z.boolean() });
export type MailPreference = z.infer<typeof MailPreferenceSchema>;
export const MailPreferenceListSchema = z.object({ Items: z.array(MailPreferenceSchema) }).meta({ id: 'MailPreferenceList' });
