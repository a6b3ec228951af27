// The listing page's contract (GET /api/rvs/{alias}) and its reviews (GET /api/rvs/{alias}/reviews).
import { z } from 'zod';
import { CancellationPolicySchema } from './bookings.ts';
import { currencies, distanceUnits, rvTypes, badges, countries, locales } from './constants.ts';
import { MoneySchema, pageFields, rvSpecFields, SearchResultSchema } from './search.ts';

const Localized = z.object({ en: z.string(), fr: z.string() });

export const ReviewSchema = z
  .object({
    Id: z.number().int(),
    AuthorFirstName: z.string(),
    AuthorAvatarUrl: z.string().nullable(),
    Rating: z.number(),
    ListingAccuracy: z.number().int(),
    Value: z.number().int(),
    Cleanliness: z.number().int(),
    Communication: z.number().int(),
    Body: z.string(),
    Language: z.enum(locales),
    OwnerResponse: z.string().nullable(),
    CreatedDate: z.string(),
  })
  .meta({ id: 'Review' });

export const ReviewPageSchema = z
  .object({
    Reviews: z.array(ReviewSchema),
    ...pageFields,
    Sort: z.enum(['newest', 'highest', 'lowest']),
  })
  .meta({ id: 'ReviewPage' });

export const ListingDetailSchema = z
  .object({
    Id: z.number().int(),
    Alias: z.string(),
    Name: z.string(),
    Status: z.enum(['published']),
    Type: z.enum(rvTypes),
    Drivable: z.boolean(),
    ...rvSpecFields,
    Seatbelts: z.number().int(),
    Slideouts: z.number().int(),
    Description: Localized,
    Location: z.object({ City: z.string(), Region: z.string(), Country: z.enum(countries), Lat: z.number(), Lng: z.number() }),
    Currency: z.enum(currencies),
    DistanceUnit: z.enum(distanceUnits),
    Photos: z.array(z.object({ Url: z.string(), Caption: Localized })),
    Amenities: z.array(z.string()),
    Beds: z.array(z.object({ Type: z.string(), Count: z.number().int() })),
    Fuel: z.enum(['Diesel', 'Gasoline']).nullable(),
    HitchSize: z.string().nullable(),
    HitchWeight: z.number().nullable(),
    Rules: z.object({
      PetsAllowed: z.boolean(),
      FestivalFriendly: z.boolean(),
      ExperienceRequired: z.boolean(),
      SmokingAllowed: z.boolean(),
      MinimumNights: z.number().int(),
      PickupTime: z.string(),
      DropoffTime: z.string(),
    }),
    InstantBook: z.boolean(),
    Pricing: z.object({
      NightlyPrice: MoneySchema,
      WeeklyDiscountPercent: z.number(),
      MonthlyDiscountPercent: z.number(),
      MidweekDiscountPercent: z.number(),
      CleaningFee: MoneySchema,
      SecurityDeposit: MoneySchema,
      MileageIncludedPerDay: z.number().nullable().describe('In DistanceUnit; null means unlimited.'),
      MileageOveragePrice: MoneySchema,
      GeneratorHoursIncludedPerDay: z.number().nullable().describe('Null means unlimited.'),
      GeneratorOveragePrice: MoneySchema,
    }),
    Delivery: z.object({ Available: z.boolean(), DeliveryOnly: z.boolean(), Radius: z.number(), PricePerUnit: MoneySchema }),
    AddOns: z.array(
      z.object({
        Id: z.number().int(),
        Name: Localized,
        Description: Localized,
        Price: MoneySchema,
        PricePer: z.enum(['night', 'trip']),
        MaxQuantity: z.number().int(),
      }),
    ),
    Host: z.object({
      Id: z.number().int(),
      FirstName: z.string(),
      LastName: z.string(),
      AvatarUrl: z.string().nullable(),
      About: z.string(),
      IsSuperHostActive: z.boolean(),
      IsVerified: z.boolean(),
      CreatedDate: z.string(),
      Location: z.string().nullable(),
      Language: z.enum(locales),
    }),
    RatingBreakdown: z.object({
      Overall: z.number().nullable(),
      ListingAccuracy: z.number().nullable(),
      Value: z.number().nullable(),
      Cleanliness: z.number().nullable(),
      Communication: z.number().nullable(),
      Count: z.number().int(),
    }),
    Reviews: ReviewPageSchema,
    BookedDates: z
      .array(z.object({ StartDate: z.string(), EndDate: z.string() }))
      .describe('Unavailable nights as [StartDate, EndDate) ranges from today on.'),
    Badges: z.array(z.enum(badges)),
    /** The RV's cancellation policy (its refund rules by days before departure). */
    CancellationPolicy: CancellationPolicySchema,
    Bookable: z
      .boolean()
      .optional()
      .describe(
        'False while the host is suspended (tier ActionRequired): the page renders but the RV cannot be booked now (RV_NOT_BOOKABLE).',
      ),
  })
  .meta({ id: 'ListingDetail' });

/**
 * Data of the RV_UNPUBLISHED error: the place (for "Near {place}"), similar published RVs (the same type near it)
 * and, under "More Available RVs", other published RVs near it.
 */
export const UnpublishedDataSchema = z
  .object({ Near: z.string(), SimilarRvs: z.array(SearchResultSchema), MoreRvs: z.array(SearchResultSchema) })
  .meta({ id: 'UnpublishedData' });

export type ListingDetail = z.infer<typeof ListingDetailSchema>;
export type Review = z.infer<typeof ReviewSchema>;
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
