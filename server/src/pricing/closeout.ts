import { type Cents, percentOf } from './money.ts';

/** Post-trip charges carry a 5% transaction fee, paid by the renter and kept by Rove. */
export const postTripTransactionFeePercent = 5;

export interface TripAllowances {
  /** Free distance for the whole trip in the market unit (free per day x total days); null = unlimited. */
  freeDistance: number | null;
  chargePerDistanceOver: Cents;
  /** Free generator hours for the whole trip; null = unlimited. */
  freeGeneratorHours: number | null;
  chargePerGeneratorHourOver: Cents;
}

export interface TripUsage {
  /** Distance driven in the market unit, from the odometer readings. */
  distance: number | null;
  generatorHours: number | null;
}

export interface CloseoutCharges {
  distanceOver: number;
  distanceCharge: Cents;
  generatorHoursOver: number;
  generatorCharge: Cents;
  /** Damages the host claims, passed through to the host like the other charges. */
  damages: Cents;
  transactionFee: Cents;
  total: Cents;
}

/** Whole units beyond the allowance (a started unit counts). */
function over(used: number | null, free: number | null): number {
  if (used === null || free === null) return 0;
  return Math.max(0, Math.ceil(used - free - 1e-9));
}

/** What the renter owes after the trip for distance and generator hours beyond the allowances, and damages. */
export function closeoutCharges(allowances: TripAllowances, usage: TripUsage, damages: Cents = 0): CloseoutCharges {
  const distanceOver = over(usage.distance, allowances.freeDistance);
  const generatorHoursOver = over(usage.generatorHours, allowances.freeGeneratorHours);
  const distanceCharge = distanceOver * allowances.chargePerDistanceOver;
  const generatorCharge = generatorHoursOver * allowances.chargePerGeneratorHourOver;
  const charges = distanceCharge + generatorCharge + Math.max(0, damages);
  const transactionFee = percentOf(charges, postTripTransactionFeePercent);
  return {
    distanceOver,
    distanceCharge,
    generatorHoursOver,
    generatorCharge,
    damages: Math.max(0, damages),
    transactionFee,
    total: charges + transactionFee,
  };
}
