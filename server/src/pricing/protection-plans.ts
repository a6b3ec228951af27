import type { Cents } from './money.ts';

// The levels and usages are the contract's (one list for client and server).
import { type drivingProtectionLevels, type ProtectionLevel, protectionUsageOf, type RvUsage } from '@rove/contract';
export {
  type ProtectionLevel,
  protectionLevelFitsUsage,
  protectionLevels,
  type RvUsage,
  rvUsages,
} from '@rove/contract';

export type RvClass = 'motorhome' | 'trailer';

/** Stationary plans cost this share less than the driving plan they mirror (shown as 37.5%). */
export const stationaryDiscountRate = 0.375;

interface PlanTerms {
  /** Nightly insurance in minor units of the RV's currency, by RV class. */
  nightly: Record<RvClass, Cents>;
  deductible: Cents;
  /** Nightly roadside assistance when the renter keeps it (stationary plans do not drive: none). */
  roadsideNightly: Cents;
}

const driving: Record<(typeof drivingProtectionLevels)[number], PlanTerms> = {
  Basic: { nightly: { motorhome: 2500, trailer: 1500 }, deductible: 250_000, roadsideNightly: 1000 },
  Standard: { nightly: { motorhome: 3500, trailer: 2200 }, deductible: 150_000, roadsideNightly: 800 },
  Premium: { nightly: { motorhome: 4900, trailer: 3000 }, deductible: 50_000, roadsideNightly: 600 },
};

function stationaryOf(plan: PlanTerms): PlanTerms {
  const discounted = (cents: Cents) => Math.round(cents * (1 - stationaryDiscountRate));
  return {
    nightly: { motorhome: discounted(plan.nightly.motorhome), trailer: discounted(plan.nightly.trailer) },
    deductible: plan.deductible,
    roadsideNightly: 0,
  };
}

export const protectionPlans: Record<ProtectionLevel, PlanTerms> = {
  ...driving,
  Stationary: stationaryOf(driving.Standard),
  StationaryPlus: stationaryOf(driving.Premium),
};

/** The plan a trip gets when none is chosen: Standard when the RV is driven, Stationary when it is delivered and parked. */
export function defaultLevelFor(usage: RvUsage): ProtectionLevel {
  return protectionUsageOf(usage) === 'stationary' ? 'Stationary' : 'Standard';
}

export interface ProtectionCharge {
  level: ProtectionLevel;
  insuranceNightly: Cents;
  insuranceTotal: Cents;
  roadsideNightly: Cents;
  roadsideTotal: Cents;
  deductible: Cents;
}

export function protectionCharge(level: ProtectionLevel, rvClass: RvClass, nights: number, roadside: boolean): ProtectionCharge {
  const plan = protectionPlans[level];
  const roadsideNightly = roadside ? plan.roadsideNightly : 0;
  return {
    level,
    insuranceNightly: plan.nightly[rvClass],
    insuranceTotal: plan.nightly[rvClass] * nights,
    roadsideNightly,
    roadsideTotal: roadsideNightly * nights,
    deductible: plan.deductible,
  };
}

/** Stationary discount percentage = rate x 100, rounded to at most one decimal. */
export function stationaryDiscountPercentage(rate: number = stationaryDiscountRate): number {
  return Math.round(rate * 1000) / 10;
}
