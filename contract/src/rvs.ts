// Owners' RVs (the listing wizard and RV management): the fields a host fills in, their limits, their error codes
// and the bilingual messages of those codes (the server answers them, the app shows them before a round trip), and
// the shapes of the host's RV, its photos, add-ons and the earnings projection. Step order: ./rv-wizard.ts.
import { z } from 'zod';
import { cancellationPolicyNames } from './bookings-vocabulary.ts';
import { amenities, bedTypes, countries, currencies, distanceUnits, fuels, rvTypes, rvWizardSteps } from './constants.ts';
import { imageVariantNames, type ImageVariant } from './image-variants.ts';
import {
  hitchSizes,
  maxRvPhotos,
  parkAmenities,
  rentalTypes,
  rvLimits,
  type RvMessageCode,
  rvMessageCodes,
  rvStatuses,
} from './rvs-vocabulary.ts';

// ---------------------------------------------------------------------------------------------------------------
// Error codes. A zod issue's message is one of these codes; their sentences are in locales/{en,fr}/forms.json (rvWords).

const L = rvLimits;

// ---------------------------------------------------------------------------------------------------------------
// Field schemas (zod). Messages are codes of the table above.

const code = (c: RvMessageCode) => ({ error: c });
const int = (field: RvMessageCode, min: number, max: number) =>
  z.number(code(field)).int(code(field)).min(min, code(field)).max(max, code(field));
const num = (field: RvMessageCode, min: number, max: number) => z.number(code(field)).min(min, code(field)).max(max, code(field));
const bool = z.boolean(code('Boolean.invalid'));
const time = z.string(code('Time.format')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, code('Time.format'));
const localizedText = (max: number, tooLong: RvMessageCode) =>
  z.object({ en: z.string().trim().max(max, code(tooLong)).default(''), fr: z.string().trim().max(max, code(tooLong)).default('') });

export const BedSchema = z.object({
  Type: z.enum(bedTypes, code('Beds.invalid')),
  Count: int('Beds.invalid', L.BedCount.min, L.BedCount.max),
});

/** Where the RV is picked up: a place from the suggestions (PlaceId) or a typed "City, Region"; street and postal code stay private. */
export const RvLocationInputSchema = z
  .object({
    PlaceId: z.string().trim().max(100).optional(),
    Address: z.string().trim().max(200).optional(),
    Street: z.string().trim().max(L.Street.max, code('Street.length')).optional(),
    PostalCode: z
      .string()
      .trim()
      .max(L.PostalCode.max, code('PostalCode.format'))
      .regex(/^$|^\d{5}(-\d{4})?$|^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, code('PostalCode.format'))
      .optional(),
  })
  .refine((l) => Boolean(l.PlaceId || l.Address), code('Location.required'));
export type RvLocationInput = z.infer<typeof RvLocationInputSchema>;

/**
 * Every field the wizard and the edit pages change, each optional (a step sends its own). Money is in the RV's
 * currency, lengths in feet, weights in pounds, distances in the RV's unit (miles in the US, km in Canada).
 * Nullable allowances mean "unlimited".
 */
export function rvFieldSchemas(currentYear: number) {
  return {
    Name: z
      .string(code('Name.required'))
      .trim()
      .min(1, code('Name.required'))
      .min(L.Name.min, code('Name.length'))
      .max(L.Name.max, code('Name.length')),
    Type: z.enum(rvTypes, code('Type.required')),
    Year: int('Year.range', L.Year.min, currentYear + L.Year.aheadOfCurrentYear),
    Brand: z
      .string(code('Brand.required'))
      .trim()
      .min(1, code('Brand.required'))
      .min(L.Brand.min, code('Brand.length'))
      .max(L.Brand.max, code('Brand.length')),
    Model: z.string(code('Model.required')).trim().min(1, code('Model.required')).max(L.Model.max, code('Model.length')),
    Fuel: z.enum(fuels, code('Fuel.option')).nullable(),
    Length: num('Length.range', L.Length.min, L.Length.max),
    Weight: int('Weight.range', L.Weight.min, L.Weight.max),
    HitchSize: z.enum(hitchSizes, code('HitchSize.required')),
    HitchWeight: int('HitchWeight.range', L.HitchWeight.min, L.HitchWeight.max),
    Sleeps: int('Sleeps.range', L.Sleeps.min, L.Sleeps.max),
    Seatbelts: int('Seatbelts.range', L.Seatbelts.min, L.Seatbelts.max),
    Beds: z
      .array(BedSchema, code('Beds.invalid'))
      .max(bedTypes.length, code('Beds.invalid'))
      .refine((beds) => new Set(beds.map((b) => b.Type)).size === beds.length, code('Beds.invalid')),
    Slideouts: int('Slideouts.range', L.Slideouts.min, L.Slideouts.max),
    Amenities: z
      .array(z.enum(amenities, code('Amenities.option')), code('Amenities.option'))
      .max(amenities.length, code('Amenities.option')),
    ParkAmenities: z
      .array(z.enum(parkAmenities, code('ParkAmenities.option')), code('ParkAmenities.option'))
      .max(parkAmenities.length, code('ParkAmenities.option')),
    Description: localizedText(L.Description.max, 'Description.length').refine(
      (d) => [d.en, d.fr].every((text) => text.length === 0 || text.length >= L.Description.min),
      code('Description.length'),
    ),
    Location: RvLocationInputSchema,
    RentalType: z.enum(rentalTypes, code('RentalType.required')),
    NightlyPrice: num('NightlyPrice.range', L.NightlyPrice.min, L.NightlyPrice.max),
    CleaningFee: num('CleaningFee.range', L.CleaningFee.min, L.CleaningFee.max),
    SecurityDeposit: num('SecurityDeposit.range', L.SecurityDeposit.min, L.SecurityDeposit.max),
    WeeklyDiscountPercent: num('DiscountPercent.range', L.DiscountPercent.min, L.DiscountPercent.max),
    MonthlyDiscountPercent: num('DiscountPercent.range', L.DiscountPercent.min, L.DiscountPercent.max),
    MidweekDiscountPercent: num('DiscountPercent.range', L.DiscountPercent.min, L.DiscountPercent.max),
    MileageIncludedPerDay: int('MileageIncludedPerDay.range', L.MileageIncludedPerDay.min, L.MileageIncludedPerDay.max).nullable(),
    MileageOveragePrice: num('MileageOveragePrice.range', L.MileageOveragePrice.min, L.MileageOveragePrice.max),
    GeneratorHoursIncludedPerDay: int(
      'GeneratorHoursIncludedPerDay.range',
      L.GeneratorHoursIncludedPerDay.min,
      L.GeneratorHoursIncludedPerDay.max,
    ).nullable(),
    GeneratorOveragePrice: num('GeneratorOveragePrice.range', L.GeneratorOveragePrice.min, L.GeneratorOveragePrice.max),
    DeliveryRadius: int('DeliveryRadius.range', L.DeliveryRadius.min, L.DeliveryRadius.max),
    DeliveryPricePerUnit: num('DeliveryPricePerUnit.range', L.DeliveryPricePerUnit.min, L.DeliveryPricePerUnit.max),
    DeliveryFreeRadius: int('DeliveryFreeRadius.range', L.DeliveryFreeRadius.min, L.DeliveryFreeRadius.max),
    MinimumNights: int('MinimumNights.range', L.MinimumNights.min, L.MinimumNights.max),
    PickupTime: time,
    DropoffTime: time,
    InstantBook: bool,
    /** The RV's cancellation policy (refund rules by days before departure: cancellationPolicies). */
    CancellationPolicy: z.enum(cancellationPolicyNames, code('CancellationPolicy.required')),
    PetsAllowed: bool,
    SmokingAllowed: bool,
    FestivalFriendly: bool,
    ExperienceRequired: bool,
    ProtectionAcknowledged: z.literal(true, code('ProtectionAcknowledged.required')),
    HostAcceptanceAcknowledged: z.literal(true, code('HostAcceptanceAcknowledged.required')),
  };
}

export type RvFieldSchemas = ReturnType<typeof rvFieldSchemas>;
export type RvFieldName = keyof RvFieldSchemas;
export const rvFieldNames = Object.keys(rvFieldSchemas(2000)) as RvFieldName[];
/** The body of PATCH /api/hosts/rvs/{rvId}: any of the fields, and the wizard step being saved. */
export type RvUpdate = Partial<{ [K in RvFieldName]: z.input<RvFieldSchemas[K]> }> & { WizardStep?: string };
export type RvUpdateValues = Partial<{ [K in RvFieldName]: z.output<RvFieldSchemas[K]> }>;

/** Numbers a step shows before the host changes them (zero discounts, a 1-night minimum, 15:00 and 11:00). */
export const rvDefaults = {
  Seatbelts: 0,
  Slideouts: 0,
  WeeklyDiscountPercent: 0,
  MonthlyDiscountPercent: 0,
  MidweekDiscountPercent: 0,
  MinimumNights: 1,
  PickupTime: '15:00',
  DropoffTime: '11:00',
} as const;

export type RvValidation = { ok: true; values: RvUpdateValues; step?: string } | { ok: false; codes: Record<string, string[]> };

/**
 * Checks an update: each field present against its schema (unknown fields are refused), plus the rules between
 * fields that the update itself carries (hitch weight within the weight, free delivery within the radius).
 * `current` holds the stored values the cross-field rules compare with.
 */
export function validateRvUpdate(
  input: unknown,
  context: { currentYear: number; current?: { Weight?: number | null; DeliveryRadius?: number | null } },
): RvValidation {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, codes: { _: ['Field.invalid'] } };
  const schemas = rvFieldSchemas(context.currentYear) as Record<string, z.ZodType>;
  const codes: Record<string, string[]> = {};
  const values: Record<string, unknown> = {};
  let step: string | undefined;
  for (const [field, raw] of Object.entries(input as Record<string, unknown>)) {
    if (field === 'WizardStep') {
      if (typeof raw !== 'string') codes.WizardStep = ['WizardStep.option'];
      else step = raw;
      continue;
    }
    const schema = schemas[field];
    if (!schema) {
      codes[field] = ['Field.unknown'];
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) values[field] = parsed.data;
    // The first problem of a field is the one to fix (an empty name is "required", not also "too short").
    else
      codes[field] = [
        (rvMessageCodes as readonly string[]).includes(parsed.error.issues[0].message) ? parsed.error.issues[0].message : 'Field.invalid',
      ];
  }
  const v = values as RvUpdateValues;
  const weight = v.Weight ?? context.current?.Weight;
  if (v.HitchWeight !== undefined && weight != null && v.HitchWeight > weight) codes.HitchWeight = ['HitchWeight.aboveWeight'];
  const radius = v.DeliveryRadius ?? context.current?.DeliveryRadius ?? 0;
  if (v.DeliveryFreeRadius !== undefined && v.DeliveryFreeRadius > radius) codes.DeliveryFreeRadius = ['DeliveryFreeRadius.range'];
  return Object.keys(codes).length ? { ok: false, codes } : { ok: true, values: v, step };
}

/**
 * validateRvUpdate as a zod schema of the update's body (each field's first code as its issue's message), for the
 * app's forms: the very checks the server makes on PATCH /api/hosts/rvs/{id}.
 */
export function rvUpdateSchema(context: Parameters<typeof validateRvUpdate>[1]) {
  return z.record(z.string(), z.unknown()).superRefine((input, ctx) => {
    const result = validateRvUpdate(input, context);
    if (!result.ok)
      for (const [field, codes] of Object.entries(result.codes)) ctx.addIssue({ code: 'custom', path: [field], message: codes[0] });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Answers.

const Localized = z.object({ en: z.string(), fr: z.string() });
const Currency = z.enum(currencies);

export const RvPhotoSchema = z
  .object({
    Id: z.number().int(),
    UploadId: z.string(),
    Position: z.number().int().describe('0 is the cover photo.'),
    IsCover: z.boolean(),
    Caption: Localized,
    Width: z.number().int(),
    Height: z.number().int(),
    Urls: z.record(z.enum(imageVariantNames as [ImageVariant, ...ImageVariant[]]), z.string()),
  })
  .meta({ id: 'RvPhoto' });
export type RvPhoto = z.infer<typeof RvPhotoSchema>;

export const RvAddOnSchema = z
  .object({
    Id: z.number().int(),
    Name: Localized,
    Description: Localized,
    Price: z.number(),
    PricePer: z.enum(['night', 'trip']),
    MaxQuantity: z.number().int(),
  })
  .meta({ id: 'RvAddOn' });
export type RvAddOn = z.infer<typeof RvAddOnSchema>;

export const RvAddOnInputSchema = z.object({
  Name: z
    .object({
      en: z.string().trim().max(L.AddOnName.max, code('AddOnName.required')).default(''),
      fr: z.string().trim().max(L.AddOnName.max, code('AddOnName.required')).default(''),
    })
    .refine((name) => [name.en, name.fr].some((n) => n.length >= L.AddOnName.min), code('AddOnName.required')),
  Description: localizedText(L.AddOnDescription.max, 'AddOnDescription.length').optional(),
  Price: num('AddOnPrice.range', L.AddOnPrice.min, L.AddOnPrice.max),
  PricePer: z.enum(['night', 'trip'], code('PricePer.option')),
  MaxQuantity: int('AddOnMaxQuantity.range', L.AddOnMaxQuantity.min, L.AddOnMaxQuantity.max).default(1),
});
export type RvAddOnInput = z.input<typeof RvAddOnInputSchema>;

export const RvPhotoCaptionSchema = z.object({ Caption: localizedText(L.Caption.max, 'Caption.length') });
export const RvPhotoAttachSchema = z.object({
  UploadId: z.string().uuid(code('Field.invalid')),
  Caption: localizedText(L.Caption.max, 'Caption.length').optional(),
});
export const RvPhotoOrderSchema = z.object({ PhotoIds: z.array(z.number().int().positive()).min(1).max(maxRvPhotos) });

export const RvLocationSchema = z.object({
  Street: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  Region: z.string(),
  RegionName: z.string(),
  Country: z.enum(countries),
  Lat: z.number(),
  Lng: z.number(),
});

export const RvMissingSchema = z.object({ Step: z.string(), Fields: z.array(z.string()) });

/** The host's RV as the wizard and the edit pages read it: every field, null where not answered yet. */
export const HostRvSchema = z
  .object({
    Id: z.number().int(),
    Status: z.enum(rvStatuses),
    Alias: z.string().nullable().describe('The public listing address (rv-rental/{alias}) once published.'),
    Name: z.string().nullable(),
    DisplayName: z.string().describe('The name, else year make model, else "Untitled RV" / "VR sans nom".'),
    Type: z.enum(rvTypes).nullable(),
    Drivable: z.boolean().nullable(),
    Year: z.number().int().nullable(),
    Brand: z.string().nullable(),
    Model: z.string().nullable(),
    Fuel: z.enum(fuels).nullable(),
    Length: z.number().nullable(),
    Weight: z.number().nullable(),
    HitchSize: z.enum(hitchSizes).nullable(),
    HitchWeight: z.number().nullable(),
    Sleeps: z.number().int().nullable(),
    Seatbelts: z.number().int(),
    Beds: z.array(BedSchema),
    Slideouts: z.number().int(),
    Amenities: z.array(z.string()),
    ParkAmenities: z.array(z.string()),
    Description: Localized,
    Location: RvLocationSchema.nullable(),
    Currency: Currency,
    DistanceUnit: z.enum(distanceUnits),
    RentalType: z.enum(rentalTypes).nullable(),
    NightlyPrice: z.number().nullable(),
    CleaningFee: z.number().nullable(),
    SecurityDeposit: z.number().nullable(),
    WeeklyDiscountPercent: z.number(),
    MonthlyDiscountPercent: z.number(),
    MidweekDiscountPercent: z.number(),
    MileageIncludedPerDay: z.number().nullable(),
    MileageOveragePrice: z.number(),
    GeneratorHoursIncludedPerDay: z.number().nullable(),
    GeneratorOveragePrice: z.number(),
    DeliveryRadius: z.number(),
    DeliveryPricePerUnit: z.number(),
    DeliveryFreeRadius: z.number(),
    MinimumNights: z.number().int(),
    PickupTime: z.string(),
    DropoffTime: z.string(),
    InstantBook: z.boolean(),
    CancellationPolicy: z.enum(cancellationPolicyNames),
    PetsAllowed: z.boolean(),
    SmokingAllowed: z.boolean(),
    FestivalFriendly: z.boolean(),
    ExperienceRequired: z.boolean(),
    ProtectionAcknowledged: z.boolean(),
    HostAcceptanceAcknowledged: z.boolean(),
    Photos: z.array(RvPhotoSchema),
    GeneratedPhotoCount: z
      .number()
      .int()
      .describe('Listings made before uploads show generated illustrations until their first uploaded photo.'),
    AddOns: z.array(RvAddOnSchema),
    Wizard: z.object({
      Steps: z.array(z.string()).describe('The steps that apply to this RV, in order.'),
      VisitedSteps: z.array(z.string()),
      LastStep: z.string().nullable(),
      ResumeStep: z.enum(rvWizardSteps).describe('Where "continue" goes: the first step not done yet, else the last one.'),
    }),
    Completeness: z.object({
      Percent: z.number().int(),
      CanPublish: z.boolean(),
      Missing: z.array(RvMissingSchema).describe('What publishing still needs, by wizard step.'),
    }),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
    PublishedAt: z.string().nullable(),
    DeletedAt: z.string().nullable(),
    RestorableUntil: z.string().nullable(),
  })
  .meta({ id: 'HostRv' });
export type HostRv = z.infer<typeof HostRvSchema>;

export const HostRvSummarySchema = z
  .object({
    Id: z.number().int(),
    Status: z.enum(rvStatuses),
    Alias: z.string().nullable(),
    DisplayName: z.string(),
    Type: z.enum(rvTypes).nullable(),
    Year: z.number().int().nullable(),
    City: z.string().nullable(),
    Region: z.string().nullable(),
    Country: z.enum(countries).nullable(),
    CoverUrl: z.string().nullable(),
    NightlyPrice: z.number().nullable(),
    Currency: Currency,
    CompletenessPercent: z.number().int(),
    MissingCount: z.number().int(),
    ResumeStep: z.enum(rvWizardSteps),
    UpdatedAt: z.string(),
    PublishedAt: z.string().nullable(),
    DeletedAt: z.string().nullable(),
    RestorableUntil: z.string().nullable(),
  })
  .meta({ id: 'HostRvSummary' });
export type HostRvSummary = z.infer<typeof HostRvSummarySchema>;

export const HostRvListSchema = z.object({ Items: z.array(HostRvSummarySchema) }).meta({ id: 'HostRvList' });

/** Error codes (StatusMessage) of the owners' RV endpoints. */
export const hostRvErrorCodes = [
  'RV_INCOMPLETE',
  'RV_STEP_OUT_OF_ORDER',
  'RV_LAST_PHOTO',
  'RV_PHOTO_LIMIT',
  'RV_UPLOAD_UNUSABLE',
  'RV_NOT_PUBLISHED',
  'RV_HAS_BOOKINGS',
  'RV_RESTORE_EXPIRED',
  'RV_DELETED',
  'VALIDATION_FAILED',
  'NOT_FOUND',
] as const;
export type HostRvErrorCode = (typeof hostRvErrorCodes)[number];

// ---------------------------------------------------------------------------------------------------------------
// Earnings projection (earn-more): from comparable published listings.

export const seasons = ['peak', 'shoulder', 'low'] as const;
export type Season = (typeof seasons)[number];

export const EarningsQuerySchema = z.object({
  Type: z.enum(rvTypes, code('Type.required')),
  Year: z.coerce.number().int().min(L.Year.min).max(2100).optional(),
  Length: z.coerce.number().min(L.Length.min).max(L.Length.max).optional(),
  PlaceId: z.string().max(100).optional().describe('A place from /api/places/autocomplete (city or region).'),
  Country: z.enum(countries).optional(),
  Region: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  Month: z.coerce.number().int().min(1).max(12).optional().describe('The month projected (default: the current one).'),
});
export type EarningsQuery = z.input<typeof EarningsQuerySchema>;

export const EarningsEstimateSchema = z
  .object({
    Currency: Currency,
    Comparables: z.number().int().describe('How many published listings the figures come from.'),
    Basis: z.object({
      Type: z.enum(rvTypes),
      SameType: z.boolean(),
      Region: z.string().nullable(),
      RegionName: z.string().nullable(),
      Country: z.enum(countries),
      SimilarSize: z.boolean(),
      SimilarYear: z.boolean(),
    }),
    NightlyPrice: z.object({ Low: z.number(), Typical: z.number(), High: z.number() }),
    OccupancyPercent: z.number().describe('Projected share of the year’s nights booked (comparable RVs’ bookings against the seasons).'),
    Month: z.number().int(),
    Season: z.enum(seasons),
    MonthNights: z.number().int(),
    MonthEarnings: z.number().describe('The host’s share for the month, after Rove’s owner fee.'),
    YearEarnings: z.number(),
    OwnerFeePercent: z.number(),
    Months: z.array(z.object({ Month: z.number().int(), Season: z.enum(seasons), Nights: z.number().int(), Earnings: z.number() })),
  })
  .meta({ id: 'EarningsEstimate' });
export type EarningsEstimate = z.infer<typeof EarningsEstimateSchema>;

/** Peak June to August, shoulder May, September and October, low the rest (northern hemisphere markets). */
export function seasonOf(month: number): Season {
  if (month >= 6 && month <= 8) return 'peak';
  if (month === 5 || month === 9 || month === 10) return 'shoulder';
  return 'low';
}
