// Public content (issue 21): the answers behind the pages that must never drift from the product's rules (service
// fees, protection, superhost, reviews), the blog, public profiles and renter verification.
import { z } from 'zod';
import { SearchResultSchema } from './search.ts';
import { spokenLanguages, locales } from './constants.ts';

// ---- Service fees (generated from the pricing engine's constants) ----

export const ServiceFeesSchema = z
  .object({
    RenterServiceFeePercent: z.number(),
    RenterServiceFeeMinimumPerNight: z
      .object({ Motorhome: z.number(), Trailer: z.number() })
      .describe("In the RV's currency (USD in the US, CAD in Canada)."),
    OwnerServiceFeePercent: z.number(),
    PostTripTransactionFeePercent: z.number(),
    PayLater: z.object({ DaysBeforeTrip: z.number().int(), PercentDueNow: z.number() }),
    SecurityDeposit: z.object({ AuthorisedDaysBefore: z.number().int() }),
    CanadaTaxes: z.array(
      z.object({
        Region: z.string(),
        Taxes: z.array(z.object({ Name: z.string(), Percent: z.number(), Kind: z.enum(['federal', 'sales']) })),
        TotalPercent: z.number(),
      }),
    ),
    UsSalesTaxes: z.array(z.object({ Region: z.string(), Percent: z.number() })),
    CancellationPolicies: z.array(
      z.object({ Name: z.string(), Rules: z.array(z.object({ MinDaysBefore: z.number().int(), RefundPercent: z.number() })) }),
    ),
  })
  .meta({ id: 'ServiceFees' });
export type ServiceFees = z.infer<typeof ServiceFeesSchema>;

// ---- Protection levels ----

export const ProtectionLevelInfoSchema = z.object({
  Level: z.enum(['Basic', 'Standard', 'Premium', 'Stationary', 'StationaryPlus']),
  Stationary: z.boolean(),
  NightlyMotorhome: z.number(),
  NightlyTrailer: z.number(),
  Deductible: z.number(),
  RoadsideNightly: z.number().nullable().describe('null: no roadside assistance (parked RVs).'),
  MinimumDriverAge: z.number().int(),
  Usages: z.array(z.string()),
});
export const ProtectionInfoSchema = z
  .object({
    Levels: z.array(ProtectionLevelInfoSchema),
    StationaryDiscountPercent: z.number(),
    DefaultLevel: z.object({ Driving: z.string(), Parked: z.string() }),
    TrailerTypes: z.array(z.string()),
  })
  .meta({ id: 'ProtectionInfo' });
export type ProtectionInfo = z.infer<typeof ProtectionInfoSchema>;
export type ProtectionLevelInfo = z.infer<typeof ProtectionLevelInfoSchema>;

// ---- Superhost ----

/** The superhost programme's criteria, reviewed over the last 12 months. */
export const superhostCriteria = {
  MinimumCompletedTrips: 10,
  MinimumAverageRating: 4.8,
  MinimumResponseRatePercent: 90,
  MaximumOwnerCancellationPercent: 1,
  ReviewMonths: 12,
} as const;

export const PublicHostSchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  AvatarUrl: z.string().nullable(),
  Location: z.string().nullable(),
  MemberSince: z.string(),
  RvCount: z.number().int(),
  Rating: z.number().nullable(),
  ReviewCount: z.number().int(),
});
export const SuperhostPageSchema = z
  .object({
    Criteria: z.object({
      MinimumCompletedTrips: z.number(),
      MinimumAverageRating: z.number(),
      MinimumResponseRatePercent: z.number(),
      MaximumOwnerCancellationPercent: z.number(),
      ReviewMonths: z.number(),
    }),
    SuperhostCount: z.number().int(),
    Superhosts: z.array(PublicHostSchema),
  })
  .meta({ id: 'SuperhostPage' });
export type SuperhostPage = z.infer<typeof SuperhostPageSchema>;
export type PublicHost = z.infer<typeof PublicHostSchema>;

// ---- Reviews page ----

export const PublicReviewSchema = z.object({
  Id: z.number().int(),
  AuthorFirstName: z.string(),
  Rating: z.number(),
  Body: z.string(),
  Language: z.enum(locales),
  CreatedDate: z.string(),
  RvName: z.string(),
  RvAlias: z.string(),
  Location: z.string(),
});
export const ReviewsOverviewSchema = z
  .object({
    Count: z.number().int(),
    Averages: z.object({
      Overall: z.number().nullable(),
      ListingAccuracy: z.number().nullable(),
      Value: z.number().nullable(),
      Cleanliness: z.number().nullable(),
      Communication: z.number().nullable(),
    }),
    Recent: z.array(PublicReviewSchema),
  })
  .meta({ id: 'ReviewsOverview' });
export type ReviewsOverview = z.infer<typeof ReviewsOverviewSchema>;
export type PublicReview = z.infer<typeof PublicReviewSchema>;

// ---- Public profile ----

export const PublicProfileSchema = z
  .object({
    Id: z.number().int(),
    FirstName: z.string(),
    LastInitial: z.string(),
    AvatarUrl: z.string().nullable(),
    About: z.string(),
    AboutLanguage: z
      .enum(['en', 'fr'])
      .describe('The language the member writes in (their account language): the page marks the text with it.'),
    Location: z.string().nullable(),
    MemberSince: z.string(),
    Languages: z.array(z.enum(spokenLanguages)),
    IsSuperHostActive: z.boolean(),
    IsVerified: z.boolean(),
    IsOwner: z.boolean(),
    ResponseRatePercent: z.number().nullable().describe('Share of booking requests answered; null before any request.'),
    Rvs: z.array(SearchResultSchema),
    ReviewsReceived: z.object({ Count: z.number().int(), Average: z.number().nullable(), Recent: z.array(PublicReviewSchema) }),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

// ---- Blog ----

export const BlogAuthorSchema = z.object({ Slug: z.string(), Name: z.string(), Role: z.string(), Bio: z.string(), AvatarUrl: z.string() });
export const BlogCategorySchema = z.object({ Slug: z.string(), Name: z.string(), Description: z.string() });
export const BlogPostSummarySchema = z.object({
  Slug: z.string(),
  Title: z.string(),
  Excerpt: z.string(),
  PublishedDate: z.string(),
  ReadingMinutes: z.number().int(),
  ImageUrl: z.string(),
  ImageAlt: z.string(),
  Author: BlogAuthorSchema,
  Category: BlogCategorySchema,
});
export const BlogListSchema = z
  .object({
    Posts: z.array(BlogPostSummarySchema),
    Page: z.number().int(),
    PageSize: z.number().int(),
    Total: z.number().int(),
    TotalPages: z.number().int(),
    Author: BlogAuthorSchema.nullable(),
    Category: BlogCategorySchema.nullable(),
    Categories: z.array(BlogCategorySchema),
  })
  .meta({ id: 'BlogList' });
export const BlogPostSchema = BlogPostSummarySchema.extend({
  Html: z.string().describe('Rendered from Markdown with raw HTML disabled.'),
  Related: z.array(BlogPostSummarySchema),
}).meta({ id: 'BlogPost' });
export type BlogAuthor = z.infer<typeof BlogAuthorSchema>;
export type BlogCategory = z.infer<typeof BlogCategorySchema>;
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;
export type BlogList = z.infer<typeof BlogListSchema>;
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogQuerySchema = z.object({
  key: z.string().min(1).max(100).describe('The blog content key (spec 000 section 7).'),
  locale: z.enum(locales).default('en'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
