// The trip-quote analytics payload of spec 001 section 7, built from the booking inputs, the server's financial
// breakdown and a snapshot of the RV. Pure. Decisions where the spec is silent (written down here):
// - snapshot distances and prices are in the RV's market unit (miles in the US, km in Canada); the payload's
//   *Kms fields are kilometres, so US values convert with 1.60934 (distance) and 0.621371 (price per distance);
// - tripLength is the number of nights; isShortStay means fewer than 3 nights;
// - smartNightlyRate is the discounted nightly price when the RV has smart pricing, else the base price.

import { estimateDefaults } from '@rove/contract/estimate-defaults';
import type { Country, Currency } from '@rove/contract';
import { kmToMiles, milesToKm } from '@rove/contract';

export interface TripQuoteBooking {
  rvId: number;
  dateStart: string;
  dateEnd: string;
  adults: number;
  children: number;
  pets: boolean;
  destination?: string | null;
  rvUsage?: string | null;
  deliveryDistance?: number | null;
}

export interface TripQuoteFinancial {
  nightlyBase: number;
  nightlyDiscounted: number;
  weeklyDiscount: number;
  monthlyDiscount: number;
  totalRentalAmount: number;
  roadside: number;
  insurance: number;
  insuranceProtectionLevel: string | null;
  renterServiceFee: number;
  cleaning: number;
  securityDeposit: number;
  totalDays: number;
  totalNights: number;
  renterTotal: number;
  addOnsTotal: number;
  country: Country;
  deliveryTotal: number;
  addOns: readonly { name: string; pricePerItem: number; daily: boolean }[];
}

export interface TripQuoteSnapshot {
  hasSmartPricing: boolean;
  /** Generator price per hour beyond the free hours. */
  chargePerHourOver: number;
  /** Price per market distance unit beyond the free distance (the spec's name says KM). */
  surchargePerExtraKM: number;
  /** Free generator hours per day (the spec's name); null is unlimited. */
  freeHoursPerDay: number | null;
  /** Free distance per day in the market unit; null is unlimited. */
  freeDistancePerDay: number | null;
}

export interface TripQuotePayload {
  rvId: number;
  startDate: string;
  endDate: string;
  adults: number;
  children: number;
  hasPets: boolean;
  pricePerNight: number;
  smartNightlyRate: number;
  weeklyDiscount: number;
  monthlyDiscount: number;
  rentalPrice: number;
  roadsidePrice: number;
  insurancePrice: number;
  insuranceType: string | null;
  servicePrice: number;
  cleaningPrice: number;
  securityDepositPrice: number;
  generatorPriceHourly: number;
  distancePriceKms: number;
  freeDistanceKms: number | null;
  freeGeneratorHours: number | null;
  totalPrice: number;
  addonPrice: number;
  currency: Currency;
  tripLength: number;
  destination: string | null;
  hasDelivery: boolean;
  deliveryDistance: number | null;
  deliveryPrice: number;
  isStationaryDelivery: boolean;
  isShortStay: boolean;
  addons: { name: string; price: number; pricePer: 'night' | 'trip' }[];
  pageSource: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Km to miles (x 0.621371) and miles to km (x 1.60934), spec 001 section 5. */
export function kmToMilesDistance(km: number): number {
  return round2(kmToMiles(km));
}
export function milesToKmDistance(miles: number): number {
  return round2(milesToKm(miles));
}

/** Free distance or generator hours = free per day x total days (spec 001 section 5); null stays unlimited. */
export function freeAllowance(perDay: number | null, totalDays: number): number | null {
  return perDay === null ? null : perDay * totalDays;
}

export function tripQuotePayload(
  booking: TripQuoteBooking,
  financial: TripQuoteFinancial,
  snapshot: TripQuoteSnapshot,
  pageSource: string,
): TripQuotePayload {
  const us = financial.country === 'US';
  const freeDistance = freeAllowance(snapshot.freeDistancePerDay, financial.totalDays);
  const rvUsage = booking.rvUsage ?? estimateDefaults.rvUsage;
  return {
    rvId: booking.rvId,
    startDate: booking.dateStart,
    endDate: booking.dateEnd,
    adults: booking.adults,
    children: booking.children,
    hasPets: booking.pets,
    pricePerNight: financial.nightlyBase,
    smartNightlyRate: snapshot.hasSmartPricing ? financial.nightlyDiscounted : financial.nightlyBase,
    weeklyDiscount: financial.weeklyDiscount,
    monthlyDiscount: financial.monthlyDiscount,
    rentalPrice: financial.totalRentalAmount,
    roadsidePrice: financial.roadside,
    insurancePrice: financial.insurance,
    insuranceType: financial.insuranceProtectionLevel ? financial.insuranceProtectionLevel.toLowerCase() : null,
    servicePrice: financial.renterServiceFee,
    cleaningPrice: financial.cleaning,
    securityDepositPrice: financial.securityDeposit,
    generatorPriceHourly: snapshot.chargePerHourOver,
    distancePriceKms: us ? round2(kmToMiles(snapshot.surchargePerExtraKM)) : snapshot.surchargePerExtraKM,
    freeDistanceKms: freeDistance === null ? null : us ? milesToKmDistance(freeDistance) : freeDistance,
    freeGeneratorHours: freeAllowance(snapshot.freeHoursPerDay, financial.totalDays),
    totalPrice: financial.renterTotal,
    addonPrice: financial.addOnsTotal,
    currency: us ? 'USD' : 'CAD',
    tripLength: financial.totalNights,
    destination: booking.destination || null,
    hasDelivery: rvUsage !== 'Pickup',
    deliveryDistance: booking.deliveryDistance ?? null,
    deliveryPrice: financial.deliveryTotal,
    isStationaryDelivery: rvUsage === 'StationaryAfterDelivery',
    isShortStay: financial.totalNights < 3,
    addons: financial.addOns.map((a) => ({ name: a.name, price: a.pricePerItem, pricePer: a.daily ? 'night' : 'trip' })),
    pageSource,
  };
}
