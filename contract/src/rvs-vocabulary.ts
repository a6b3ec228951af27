// Owners' RVs: the vocabulary and rules without zod (issue 35): statuses, rental types, park amenities, hitch sizes,
// limits, photo counts, and the field messages (rvMessage, English and French). The app's pages read them without
// loading a schema; rvs.ts builds its schemas on them.
import { type Bilingual, inLanguage } from './bilingual.ts';
import type { Locale } from './constants.ts';

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
const messageTable = {
  'Name.required': { en: 'Give your RV a name.', fr: 'Donnez un nom à votre VR.' },
  'Name.length': {
    en: `Use ${L.Name.min} to ${L.Name.max} characters for the name.`,
    fr: `Le nom doit compter de ${L.Name.min} à ${L.Name.max} caractères.`,
  },
  'Type.required': { en: 'Choose the type of RV.', fr: 'Choisissez le type de VR.' },
  'Year.required': { en: 'Enter the year your RV was built.', fr: 'Indiquez l’année de fabrication de votre VR.' },
  'Year.range': { en: `Enter a year from ${L.Year.min} to next year.`, fr: `Indiquez une année entre ${L.Year.min} et l’an prochain.` },
  'Brand.required': { en: 'Enter the make (manufacturer).', fr: 'Indiquez la marque (fabricant).' },
  'Brand.length': {
    en: `Use ${L.Brand.min} to ${L.Brand.max} characters for the make.`,
    fr: `La marque doit compter de ${L.Brand.min} à ${L.Brand.max} caractères.`,
  },
  'Model.required': { en: 'Enter the model.', fr: 'Indiquez le modèle.' },
  'Model.length': { en: `Use at most ${L.Model.max} characters for the model.`, fr: `Le modèle compte au plus ${L.Model.max} caractères.` },
  'Fuel.option': { en: 'Choose diesel or gasoline.', fr: 'Choisissez diesel ou essence.' },
  'Length.required': { en: 'Enter the length in feet.', fr: 'Indiquez la longueur en pieds.' },
  'Length.range': {
    en: `Enter a length from ${L.Length.min} to ${L.Length.max} feet.`,
    fr: `Indiquez une longueur de ${L.Length.min} à ${L.Length.max} pieds.`,
  },
  'Weight.required': { en: 'Enter the weight in pounds.', fr: 'Indiquez le poids en livres.' },
  'Weight.range': {
    en: `Enter a weight from ${L.Weight.min} to ${L.Weight.max.toLocaleString('en-US')} pounds.`,
    fr: `Indiquez un poids de ${L.Weight.min} à ${L.Weight.max.toLocaleString('fr-CA')} livres.`,
  },
  'HitchSize.required': { en: 'Choose the hitch size.', fr: 'Choisissez la taille d’attelage.' },
  'HitchWeight.required': { en: 'Enter the hitch (tongue) weight in pounds.', fr: 'Indiquez le poids au timon en livres.' },
  'HitchWeight.range': {
    en: `Enter a hitch weight from ${L.HitchWeight.min} to ${L.HitchWeight.max.toLocaleString('en-US')} pounds.`,
    fr: `Indiquez un poids au timon de ${L.HitchWeight.min} à ${L.HitchWeight.max.toLocaleString('fr-CA')} livres.`,
  },
  'HitchWeight.aboveWeight': {
    en: 'The hitch weight cannot be more than the RV’s weight.',
    fr: 'Le poids au timon ne peut pas dépasser le poids du VR.',
  },
  'Sleeps.required': { en: 'Say how many people can sleep in the RV.', fr: 'Indiquez combien de personnes peuvent y dormir.' },
  'Sleeps.range': {
    en: `Enter from ${L.Sleeps.min} to ${L.Sleeps.max} people.`,
    fr: `Indiquez de ${L.Sleeps.min} à ${L.Sleeps.max} personnes.`,
  },
  'Seatbelts.range': {
    en: `Enter from ${L.Seatbelts.min} to ${L.Seatbelts.max} seat belts.`,
    fr: `Indiquez de ${L.Seatbelts.min} à ${L.Seatbelts.max} ceintures.`,
  },
  'Seatbelts.required': {
    en: 'Say how many seat belts it has: renters ride in it.',
    fr: 'Indiquez combien de ceintures de sécurité il compte : les locataires y voyagent.',
  },
  'Beds.required': { en: 'Add at least one bed.', fr: 'Ajoutez au moins un lit.' },
  'Beds.invalid': {
    en: `Each bed type counts from ${L.BedCount.min} to ${L.BedCount.max}, once.`,
    fr: `Chaque type de lit compte de ${L.BedCount.min} à ${L.BedCount.max}, une seule fois.`,
  },
  'Slideouts.range': {
    en: `Enter from ${L.Slideouts.min} to ${L.Slideouts.max} slide-outs.`,
    fr: `Indiquez de ${L.Slideouts.min} à ${L.Slideouts.max} extensions.`,
  },
  'Amenities.option': { en: 'Choose amenities from the list.', fr: 'Choisissez les commodités dans la liste.' },
  'ParkAmenities.option': { en: 'Choose campsite features from the list.', fr: 'Choisissez les équipements de camping dans la liste.' },
  'Description.required': {
    en: `Describe your RV in English or French (at least ${L.Description.min} characters).`,
    fr: `Décrivez votre VR en français ou en anglais (au moins ${L.Description.min} caractères).`,
  },
  'Description.length': {
    en: `Use ${L.Description.min} to ${L.Description.max.toLocaleString('en-US')} characters for a description.`,
    fr: `Une description compte de ${L.Description.min} à ${L.Description.max.toLocaleString('fr-CA')} caractères.`,
  },
  'Location.required': {
    en: 'Enter the city where renters pick up your RV.',
    fr: 'Indiquez la ville où les locataires prennent votre VR.',
  },
  'Location.notFound': {
    en: 'We could not find that place in the United States or Canada. Pick a city from the suggestions.',
    fr: 'Ce lieu est introuvable aux États-Unis ou au Canada. Choisissez une ville parmi les suggestions.',
  },
  'Location.notACity': {
    en: 'Choose a city or town, not a whole state or province.',
    fr: 'Choisissez une ville, pas un État ou une province entière.',
  },
  'Street.length': {
    en: `Use at most ${L.Street.max} characters for the street.`,
    fr: `La rue compte au plus ${L.Street.max} caractères.`,
  },
  'PostalCode.format': {
    en: 'Enter a ZIP code (12345) or a postal code (A1A 1A1).',
    fr: 'Indiquez un code ZIP (12345) ou un code postal (A1A 1A1).',
  },
  'RentalType.required': { en: 'Choose how renters get your RV.', fr: 'Choisissez comment les locataires obtiennent votre VR.' },
  'CancellationPolicy.required': { en: 'Choose a cancellation policy.', fr: 'Choisissez une politique d’annulation.' },
  'NightlyPrice.required': { en: 'Set a nightly price.', fr: 'Fixez un prix par nuit.' },
  'NightlyPrice.range': {
    en: `Set a nightly price from ${L.NightlyPrice.min} to ${L.NightlyPrice.max.toLocaleString('en-US')}.`,
    fr: `Fixez un prix par nuit de ${L.NightlyPrice.min} à ${L.NightlyPrice.max.toLocaleString('fr-CA')}.`,
  },
  'CleaningFee.required': { en: 'Set a cleaning fee (0 for none).', fr: 'Fixez des frais de nettoyage (0 si aucuns).' },
  'CleaningFee.range': {
    en: `Set a cleaning fee from 0 to ${L.CleaningFee.max.toLocaleString('en-US')}.`,
    fr: `Fixez des frais de nettoyage de 0 à ${L.CleaningFee.max.toLocaleString('fr-CA')}.`,
  },
  'SecurityDeposit.required': { en: 'Set a security deposit (0 for none).', fr: 'Fixez un dépôt de garantie (0 si aucun).' },
  'SecurityDeposit.range': {
    en: `Set a deposit from 0 to ${L.SecurityDeposit.max.toLocaleString('en-US')}.`,
    fr: `Fixez un dépôt de 0 à ${L.SecurityDeposit.max.toLocaleString('fr-CA')}.`,
  },
  'DiscountPercent.range': {
    en: `Use a discount from 0 to ${L.DiscountPercent.max}%.`,
    fr: `Utilisez un rabais de 0 à ${L.DiscountPercent.max} %.`,
  },
  'MileageIncludedPerDay.range': {
    en: `Enter from 0 to ${L.MileageIncludedPerDay.max.toLocaleString('en-US')} a day, or choose unlimited.`,
    fr: `Indiquez de 0 à ${L.MileageIncludedPerDay.max.toLocaleString('fr-CA')} par jour, ou choisissez illimité.`,
  },
  'MileageOveragePrice.range': {
    en: `Set a price from 0 to ${L.MileageOveragePrice.max} per extra unit of distance.`,
    fr: `Fixez un prix de 0 à ${L.MileageOveragePrice.max} par unité de distance en plus.`,
  },
  'GeneratorHoursIncludedPerDay.range': {
    en: `Enter from 0 to ${L.GeneratorHoursIncludedPerDay.max} hours a day, or choose unlimited.`,
    fr: `Indiquez de 0 à ${L.GeneratorHoursIncludedPerDay.max} heures par jour, ou choisissez illimité.`,
  },
  'GeneratorOveragePrice.range': {
    en: `Set a price from 0 to ${L.GeneratorOveragePrice.max} per extra generator hour.`,
    fr: `Fixez un prix de 0 à ${L.GeneratorOveragePrice.max} par heure de génératrice en plus.`,
  },
  'DeliveryRadius.required': { en: 'Say how far you deliver.', fr: 'Indiquez jusqu’où vous livrez.' },
  'DeliveryRadius.range': {
    en: `Enter a delivery distance from ${L.DeliveryRadius.min} to ${L.DeliveryRadius.max}.`,
    fr: `Indiquez une distance de livraison de ${L.DeliveryRadius.min} à ${L.DeliveryRadius.max}.`,
  },
  'DeliveryPricePerUnit.range': {
    en: `Set a delivery price from 0 to ${L.DeliveryPricePerUnit.max} per unit of distance.`,
    fr: `Fixez un prix de livraison de 0 à ${L.DeliveryPricePerUnit.max} par unité de distance.`,
  },
  'DeliveryFreeRadius.range': {
    en: 'The free delivery distance must be from 0 up to your delivery distance.',
    fr: 'La distance de livraison gratuite va de 0 à votre distance de livraison.',
  },
  'MinimumNights.range': {
    en: `Enter a minimum stay from ${L.MinimumNights.min} to ${L.MinimumNights.max} nights.`,
    fr: `Indiquez un séjour minimum de ${L.MinimumNights.min} à ${L.MinimumNights.max} nuits.`,
  },
  'Time.format': { en: 'Enter a time such as 15:00.', fr: 'Indiquez une heure comme 15 h 00.' },
  'Boolean.invalid': { en: 'Choose yes or no.', fr: 'Choisissez oui ou non.' },
  'ProtectionAcknowledged.required': {
    en: 'Confirm that you have read how trips are protected.',
    fr: 'Confirmez avoir lu comment les voyages sont protégés.',
  },
  'HostAcceptanceAcknowledged.required': {
    en: 'Confirm that you will answer booking requests within 48 hours.',
    fr: 'Confirmez que vous répondrez aux demandes de réservation dans les 48 heures.',
  },
  'Photos.required': { en: `Add at least ${minPublishPhotos} photos.`, fr: `Ajoutez au moins ${minPublishPhotos} photos.` },
  'Caption.length': {
    en: `Use at most ${L.Caption.max} characters for a caption.`,
    fr: `Une légende compte au plus ${L.Caption.max} caractères.`,
  },
  'AddOnName.required': {
    en: `Name the add-on in English or French (${L.AddOnName.min} to ${L.AddOnName.max} characters).`,
    fr: `Nommez l’option en français ou en anglais (${L.AddOnName.min} à ${L.AddOnName.max} caractères).`,
  },
  'AddOnDescription.length': {
    en: `Use at most ${L.AddOnDescription.max} characters for the description.`,
    fr: `La description compte au plus ${L.AddOnDescription.max} caractères.`,
  },
  'AddOnPrice.range': {
    en: `Set a price from 0 to ${L.AddOnPrice.max.toLocaleString('en-US')}.`,
    fr: `Fixez un prix de 0 à ${L.AddOnPrice.max.toLocaleString('fr-CA')}.`,
  },
  'PricePer.option': { en: 'Choose per night or per trip.', fr: 'Choisissez par nuit ou par voyage.' },
  'AddOnMaxQuantity.range': {
    en: `Allow from ${L.AddOnMaxQuantity.min} to ${L.AddOnMaxQuantity.max} per booking.`,
    fr: `Permettez de ${L.AddOnMaxQuantity.min} à ${L.AddOnMaxQuantity.max} par réservation.`,
  },
  'WizardStep.option': { en: 'That step of the listing does not exist.', fr: 'Cette étape de l’annonce n’existe pas.' },
  'Field.unknown': { en: 'This field cannot be changed here.', fr: 'Ce champ ne peut pas être modifié ici.' },
  'Field.invalid': { en: 'Check this value.', fr: 'Vérifiez cette valeur.' },
} as const satisfies Record<string, Bilingual>;

export type RvMessageCode = keyof typeof messageTable;

export const rvMessageCodes = Object.keys(messageTable) as RvMessageCode[];

/** The sentence of an error code in the page's language (unknown codes read as "Check this value."). */
export function rvMessage(code: string, locale: Locale): string {
  return inLanguage((messageTable as Record<string, Bilingual>)[code] ?? messageTable['Field.invalid'], locale);
}

/** Field errors as the API answers them: field -> sentences (in the request's language). */
export function rvFieldErrors(codes: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(Object.entries(codes).map(([field, list]) => [field, [...new Set(list.map((c) => rvMessage(c, locale)))]]));
}
