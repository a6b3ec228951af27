import type { Country } from '../price-breakdown/finance.ts';

/** Km to miles factor of the specification. */
export const KM_TO_MILES = 0.621371;
/** Miles to km factor of the specification. */
export const MILES_TO_KM = 1.60934;

export type DistanceUnit = 'km' | 'mi';

/** Distances are in km for CA and miles for US. */
export function distanceUnitOf(country: Country): DistanceUnit {
  return country === 'US' ? 'mi' : 'km';
}

export function kmToMiles(km: number): number {
  return km * KM_TO_MILES;
}

export function milesToKm(miles: number): number {
  return miles * MILES_TO_KM;
}

/** A distance given in km, shown in the country's unit: one decimal under 10, whole numbers above. */
export function formatDistance(km: number, country: Country, locale: string): string {
  const unit = distanceUnitOf(country);
  const value = unit === 'mi' ? kmToMiles(km) : km;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
