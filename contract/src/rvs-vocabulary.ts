// Owners' RVs: the vocabulary and rules without zod (issue 35): statuses, rental types, park amenities, hitch sizes,
// limits, photo counts, and the field messages' codes (rvWords; their sentences are in locales/*/forms.json). The app's pages read them without
// loading a schema; rvs.ts builds its schemas on them.
import { type CodeWords, localeNumber } from './bilingual.ts';

export const rvStatuses = ['draft', 'published', 'unpublished', 'deleted'] as const;
export type RvStatus = (typeof rvStatuses)[number];

/** How renters get the RV: they pick it up (and drive or tow it), the host delivers it, or both. */
export const rentalTypes = ['PickupAndDelivery', 'PickupOnly', 'DeliveryOnly'] as const;
export type RentalType = (typeof rentalTypes)[number];

export const offersDelivery = (type: RentalType | null | undefined) => type === 'PickupAndDelivery' || type === 'DeliveryOnly';

/** What the RV offers once parked at a campsite (asked of RVs that are delivered). */
export const parkAmenities = [
  'Electric30Amp',
  'Electric50Amp',
  'WaterHookup',
  'SewerHookup',
  'Generator',
  'Awning',
  'OutdoorGrill',
  'Wifi',
  'Levelling',
] as const;

export type ParkAmenity = (typeof parkAmenities)[number];

/** Hitch sizes of towables (ball diameters, or a fifth-wheel or gooseneck coupler). */
export const hitchSizes = ['1 7/8"', '2"', '2 5/16"', 'Fifth wheel', 'Gooseneck'] as const;
export type HitchSize = (typeof hitchSizes)[number];

/** A published listing needs at least this many photos; no RV holds more than the maximum. */
export const minPublishPhotos = 3;

export const maxRvPhotos = 40;

/** A deleted RV can be restored for this many days (spec: rvs/deleted). */
export const restoreWindowDays = 30;

/** The host's share after Rove's owner service fee (server/PRICING.md: 20% of rental and add-ons). */
export const ownerServiceFeePercent = 20;

/** Bounds of every number and text a host enters (money in the RV's currency, length in feet, weight in pounds). */
export const rvLimits = {
  Name: { min: 3, max: 60 },
  Brand: { min: 2, max: 40 },
  Model: { min: 1, max: 40 },
  Year: { min: 1950, aheadOfCurrentYear: 1 },
  Length: { min: 5, max: 60 },
  Weight: { min: 100, max: 40000 },
  HitchWeight: { min: 10, max: 5000 },
  Sleeps: { min: 1, max: 20 },
  Seatbelts: { min: 0, max: 20 },
  BedCount: { min: 1, max: 10 },
  Slideouts: { min: 0, max: 6 },
  Description: { min: 30, max: 3000 },
  Street: { max: 120 },
  PostalCode: { max: 12 },
  NightlyPrice: { min: 10, max: 5000 },
  CleaningFee: { min: 0, max: 1000 },
  SecurityDeposit: { min: 0, max: 10000 },
  DiscountPercent: { min: 0, max: 75 },
  MileageIncludedPerDay: { min: 0, max: 1000 },
  MileageOveragePrice: { min: 0, max: 10 },
  GeneratorHoursIncludedPerDay: { min: 0, max: 24 },
  GeneratorOveragePrice: { min: 0, max: 50 },
  DeliveryRadius: { min: 1, max: 500 },
  DeliveryPricePerUnit: { min: 0, max: 20 },
  DeliveryFreeRadius: { min: 0, max: 500 },
  MinimumNights: { min: 1, max: 30 },
  Caption: { max: 200 },
  AddOnName: { min: 2, max: 60 },
  AddOnDescription: { max: 300 },
  AddOnPrice: { min: 0, max: 1000 },
  AddOnMaxQuantity: { min: 1, max: 20 },
} as const;

const L = rvLimits;
/** The RV codes; their sentences are in locales/{en,fr}/forms.json, section `rv`. */
export const rvMessageCodes = [
  'Name.required',
  'Name.length',
  'Type.required',
  'Year.required',
  'Year.range',
  'Brand.required',
  'Brand.length',
  'Model.required',
  'Model.length',
  'Fuel.option',
  'Length.required',
  'Length.range',
  'Weight.required',
  'Weight.range',
  'HitchSize.required',
  'HitchWeight.required',
  'HitchWeight.range',
  'HitchWeight.aboveWeight',
  'Sleeps.required',
  'Sleeps.range',
  'Seatbelts.range',
  'Seatbelts.required',
  'Beds.required',
  'Beds.invalid',
  'Slideouts.range',
  'Amenities.option',
  'ParkAmenities.option',
  'Description.required',
  'Description.length',
  'Location.required',
  'Location.notFound',
  'Location.notACity',
  'Street.length',
  'PostalCode.format',
  'RentalType.required',
  'CancellationPolicy.required',
  'NightlyPrice.required',
  'NightlyPrice.range',
  'CleaningFee.required',
  'CleaningFee.range',
  'SecurityDeposit.required',
  'SecurityDeposit.range',
  'DiscountPercent.range',
  'MileageIncludedPerDay.range',
  'MileageOveragePrice.range',
  'GeneratorHoursIncludedPerDay.range',
  'GeneratorOveragePrice.range',
  'DeliveryRadius.required',
  'DeliveryRadius.range',
  'DeliveryPricePerUnit.range',
  'DeliveryFreeRadius.range',
  'MinimumNights.range',
  'Time.format',
  'Boolean.invalid',
  'ProtectionAcknowledged.required',
  'HostAcceptanceAcknowledged.required',
  'Photos.required',
  'Caption.length',
  'AddOnName.required',
  'AddOnDescription.length',
  'AddOnPrice.range',
  'PricePer.option',
  'AddOnMaxQuantity.range',
  'WizardStep.option',
  'Field.unknown',
  'Field.invalid',
] as const;
export type RvMessageCode = (typeof rvMessageCodes)[number];

/** The RV codes' words: an unknown code reads as "Check this value." (Field.invalid). */
export const rvWords: CodeWords<RvMessageCode> = {
  section: 'rv',
  codes: rvMessageCodes,
  fallback: 'Field.invalid',
  values: (_code, locale) => ({
    nameMin: L.Name.min,
    nameMax: L.Name.max,
    yearMin: L.Year.min,
    brandMin: L.Brand.min,
    brandMax: L.Brand.max,
    modelMax: L.Model.max,
    lengthMin: L.Length.min,
    lengthMax: L.Length.max,
    weightMin: L.Weight.min,
    weightMax: localeNumber(L.Weight.max, locale),
    hitchWeightMin: L.HitchWeight.min,
    hitchWeightMax: localeNumber(L.HitchWeight.max, locale),
    sleepsMin: L.Sleeps.min,
    sleepsMax: L.Sleeps.max,
    seatbeltsMin: L.Seatbelts.min,
    seatbeltsMax: L.Seatbelts.max,
    bedCountMin: L.BedCount.min,
    bedCountMax: L.BedCount.max,
    slideoutsMin: L.Slideouts.min,
    slideoutsMax: L.Slideouts.max,
    descriptionMin: L.Description.min,
    descriptionMax: localeNumber(L.Description.max, locale),
    streetMax: L.Street.max,
    nightlyPriceMin: L.NightlyPrice.min,
    nightlyPriceMax: localeNumber(L.NightlyPrice.max, locale),
    cleaningFeeMax: localeNumber(L.CleaningFee.max, locale),
    securityDepositMax: localeNumber(L.SecurityDeposit.max, locale),
    discountPercentMax: L.DiscountPercent.max,
    mileageIncludedPerDayMax: localeNumber(L.MileageIncludedPerDay.max, locale),
    mileageOveragePriceMax: L.MileageOveragePrice.max,
    generatorHoursIncludedPerDayMax: L.GeneratorHoursIncludedPerDay.max,
    generatorOveragePriceMax: L.GeneratorOveragePrice.max,
    deliveryRadiusMin: L.DeliveryRadius.min,
    deliveryRadiusMax: L.DeliveryRadius.max,
    deliveryPricePerUnitMax: L.DeliveryPricePerUnit.max,
    minimumNightsMin: L.MinimumNights.min,
    minimumNightsMax: L.MinimumNights.max,
    minPublishPhotos: minPublishPhotos,
    captionMax: L.Caption.max,
    addOnNameMin: L.AddOnName.min,
    addOnNameMax: L.AddOnName.max,
    addOnDescriptionMax: L.AddOnDescription.max,
    addOnPriceMax: localeNumber(L.AddOnPrice.max, locale),
    addOnMaxQuantityMin: L.AddOnMaxQuantity.min,
    addOnMaxQuantityMax: L.AddOnMaxQuantity.max,
  }),
};

/** Field errors as the API answers them: field -> sentences (each code worded in the request's language). */
export function rvFieldErrors(codes: Record<string, string[]>, words: (code: string) => string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(codes).map(([field, list]) => [field, [...new Set(list.map(words))]]));
}
