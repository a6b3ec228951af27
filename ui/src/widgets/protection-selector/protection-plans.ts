import { drivingProtectionLevels, stationaryProtectionLevels } from '@rove/contract/vocabulary';
import type { ProtectionLevel } from '../price-breakdown/finance.ts';

/** How the RV is used on the trip: driven away, or delivered and parked. */
export type TripUsage = 'driving' | 'stationary';

export interface ProtectionPlanOption {
  level: ProtectionLevel;
  /** Price per night in the listing's currency. */
  nightlyPrice: number;
  deductible: number;
  /** What the plan covers, in the renter's language; defaults to the built-in wording. */
  covers?: readonly string[];
}

/** rvUsage StationaryAfterDelivery parks the RV: stationary plans. Pickup and delivery without it drive: driving plans. */
export function usageOfRvUsage(rvUsage: string | null | undefined): TripUsage {
  return rvUsage === 'StationaryAfterDelivery' ? 'stationary' : 'driving';
}

/** The plans offered for a usage, in level order; plans of the other usage are left out. */
export function plansForUsage(usage: TripUsage, plans: readonly ProtectionPlanOption[]): ProtectionPlanOption[] {
  const levels: readonly ProtectionLevel[] = usage === 'stationary' ? stationaryProtectionLevels : drivingProtectionLevels;
  return levels.flatMap((level) => plans.filter((plan) => plan.level === level).slice(0, 1));
}

/** The chosen level if it is offered for the usage; otherwise none (the renter must choose again). */
export function levelForUsage(usage: TripUsage, level: ProtectionLevel | null | undefined): ProtectionLevel | null {
  const levels: readonly ProtectionLevel[] = usage === 'stationary' ? stationaryProtectionLevels : drivingProtectionLevels;
  return level && levels.includes(level) ? level : null;
}
