import type { Locale } from '@rove/contract';
/** Why an estimate or a booking request cannot be priced; the app shows `message` in the user's language. */
export type TripErrorCode =
  | 'INVALID_DATES'
  | 'DATES_IN_PAST'
  | 'DATES_UNAVAILABLE'
  | 'MINIMUM_NIGHTS'
  | 'TOO_MANY_GUESTS'
  | 'PETS_NOT_ALLOWED'
  | 'PROTECTION_NOT_AVAILABLE'
  | 'DELIVERY_NOT_OFFERED'
  | 'DELIVERY_DISTANCE_REQUIRED'
  | 'DELIVERY_OUT_OF_RANGE'
  | 'UNKNOWN_ADDON'
  | 'ADDON_QUANTITY_TOO_HIGH'
  | 'UNKNOWN_PROMO_CODE'
  | 'DRIVER_TOO_YOUNG'
  | 'DRIVERS_LICENCE_EXPIRED';

export interface TripError {
  code: TripErrorCode;
  params: Record<string, string | number>;
}

type Catalogue = Record<TripErrorCode, (params: Record<string, string | number>) => string>;

const en: Catalogue = {
  INVALID_DATES: () => 'The end date must be after the start date.',
  DATES_IN_PAST: () => 'The trip cannot start in the past.',
  DATES_UNAVAILABLE: () => 'This RV is not available for these dates.',
  MINIMUM_NIGHTS: (p) => `This RV needs a stay of at least ${p.minimumNights} nights.`,
  TOO_MANY_GUESTS: (p) => `This RV sleeps at most ${p.maxGuests} guests.`,
  PETS_NOT_ALLOWED: () => 'Pets are not allowed in this RV.',
  PROTECTION_NOT_AVAILABLE: (p) => `The ${p.protectionLevel} protection plan is not available for this kind of trip.`,
  DELIVERY_NOT_OFFERED: () => 'This host does not deliver this RV.',
  DELIVERY_DISTANCE_REQUIRED: () => 'Enter a delivery address or distance.',
  DELIVERY_OUT_OF_RANGE: (p) => `This host delivers up to ${p.maxRadius} ${p.unit}.`,
  UNKNOWN_ADDON: (p) => `Unknown add-on: ${p.addOnId}.`,
  ADDON_QUANTITY_TOO_HIGH: (p) => `You can take at most ${p.maxQuantity} of this add-on.`,
  UNKNOWN_PROMO_CODE: (p) => `The promo code ${p.promoCode} is not valid.`,
  DRIVER_TOO_YOUNG: (p) => `Drivers must be at least ${p.minimumAge} years old for this protection plan.`,
  DRIVERS_LICENCE_EXPIRED: () => "The driver's licence must be valid until the end of the trip.",
};

const fr: Catalogue = {
  INVALID_DATES: () => 'La date de fin doit suivre la date de début.',
  DATES_IN_PAST: () => 'Le voyage ne peut pas commencer dans le passé.',
  DATES_UNAVAILABLE: () => "Ce VR n'est pas disponible à ces dates.",
  MINIMUM_NIGHTS: (p) => `Ce VR exige un séjour d'au moins ${p.minimumNights} nuits.`,
  TOO_MANY_GUESTS: (p) => `Ce VR accueille au plus ${p.maxGuests} voyageurs.`,
  PETS_NOT_ALLOWED: () => 'Les animaux ne sont pas admis dans ce VR.',
  PROTECTION_NOT_AVAILABLE: (p) => `Le plan de protection ${p.protectionLevel} n'est pas offert pour ce type de voyage.`,
  DELIVERY_NOT_OFFERED: () => 'Cet hôte ne livre pas ce VR.',
  DELIVERY_DISTANCE_REQUIRED: () => 'Indiquez une adresse ou une distance de livraison.',
  DELIVERY_OUT_OF_RANGE: (p) => `Cet hôte livre jusqu'à ${p.maxRadius} ${p.unit}.`,
  UNKNOWN_ADDON: (p) => `Option inconnue : ${p.addOnId}.`,
  ADDON_QUANTITY_TOO_HIGH: (p) => `Vous pouvez prendre au plus ${p.maxQuantity} de cette option.`,
  UNKNOWN_PROMO_CODE: (p) => `Le code promo ${p.promoCode} n'est pas valide.`,
  DRIVER_TOO_YOUNG: (p) => `Les conducteurs doivent avoir au moins ${p.minimumAge} ans pour ce plan de protection.`,
  DRIVERS_LICENCE_EXPIRED: () => 'Le permis de conduire doit être valide jusqu’à la fin du voyage.',
};

export function tripErrorMessage(error: TripError, locale: Locale = 'en'): string {
  return (locale === 'fr' ? fr : en)[error.code](error.params);
}

export const tripErrorCodes = Object.keys(en) as TripErrorCode[];
export const tripErrorCatalogues = { en, fr };
