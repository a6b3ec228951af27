import { type ProtectionUsage, protectionLevelsByUsage } from '@rove/contract/vocabulary';
import type { ProtectionLevel } from '../price-breakdown/finance.ts';

/** How the RV is used on the trip: driven away, or delivered and parked (the contract's ProtectionUsage). */
export type TripUsage = ProtectionUsage;

export interface ProtectionPlanOption {
  level: ProtectionLevel;
  /** Price per night in the listing's currency. */
  nightlyPrice: number;
  deductible: number;
  /** What the plan covers, in the renter's language; defaults to the built-in wording. */
  covers?: readonly string[];
}

/** Stationary plans only when the RV is delivered and parked; driving plans otherwise (the contract's rule). */
export { protectionUsageOf as usageOfRvUsage } from '@rove/contract/vocabulary';

/** The plans offered for a usage, in level order; plans of the other usage are left out. */
export function plansForUsage(usage: TripUsage, plans: readonly ProtectionPlanOption[]): ProtectionPlanOption[] {
  return protectionLevelsByUsage[usage].flatMap((level) => plans.filter((plan) => plan.level === level).slice(0, 1));
}

/** The chosen level if it is offered for the usage; otherwise none (the renter must choose again). */
export function levelForUsage(usage: TripUsage, level: ProtectionLevel | null | undefined): ProtectionLevel | null {
  return level && protectionLevelsByUsage[usage].includes(level) ? level : null;
}
