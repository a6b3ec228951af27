// The pages that tell the truth from the product's own rules: built from the pricing engine's constants, never a
// copy of a number. Each builder takes the constants (defaults: the engine's own) so a test can change one.
import {
  cancellationPolicies,
  minimumDriverAgeOf,
  type ProtectionInfo,
  protectionLevelFitsUsage,
  protectionUsageOfLevel,
  rvTypes,
  type ServiceFees,
} from '@rove/contract';
import { rvClassOf } from '../booking/listing-terms.ts';
import { postTripTransactionFeePercent } from '../pricing/closeout.ts';
import { payLaterDays, payLaterNowPercent, securityDepositLeadDays } from '../pricing/pay-later.ts';
import {
  defaultLevelFor,
  protectionLevels,
  protectionPlans,
  rvUsages,
  stationaryDiscountPercentage,
  stationaryDiscountRate,
} from '../pricing/protection-plans.ts';
import { canadianTaxes, usStateSalesTaxPercent } from '../pricing/sales-taxes.ts';
import { ownerServiceFeePercent, renterServiceFeeMinimumPerNight, renterServiceFeePercent } from '../pricing/service-fees.ts';

const decimal = (cents: number) => Math.round(cents) / 100;
const sumPercent = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

export const feeConstants = {
  renterServiceFeePercent,
  renterServiceFeeMinimumPerNight,
  ownerServiceFeePercent,
  postTripTransactionFeePercent,
  payLaterDays,
  payLaterNowPercent,
  securityDepositLeadDays,
  canadianTaxes,
  usStateSalesTaxPercent,
  cancellationPolicies,
};
export type FeeConstants = typeof feeConstants;

/** GET /api/content/service-fees: every fee, tax and deposit rule the renter and the host meet. */
export function serviceFeesInfo(k: FeeConstants = feeConstants): ServiceFees {
  return {
    RenterServiceFeePercent: k.renterServiceFeePercent,
    RenterServiceFeeMinimumPerNight: {
      Motorhome: decimal(k.renterServiceFeeMinimumPerNight.motorhome),
      Trailer: decimal(k.renterServiceFeeMinimumPerNight.trailer),
    },
    OwnerServiceFeePercent: k.ownerServiceFeePercent,
    PostTripTransactionFeePercent: k.postTripTransactionFeePercent,
    PayLater: { DaysBeforeTrip: k.payLaterDays, PercentDueNow: k.payLaterNowPercent },
    SecurityDeposit: { AuthorisedDaysBefore: k.securityDepositLeadDays },
    CanadaTaxes: Object.entries(k.canadianTaxes)
      .map(([region, taxes]) => ({
        Region: region,
        Taxes: taxes.map((t) => ({ Name: t.name, Percent: t.percent, Kind: t.kind })),
        TotalPercent: sumPercent(taxes.map((t) => t.percent)),
      }))
      .sort((a, b) => a.Region.localeCompare(b.Region)),
    UsSalesTaxes: Object.entries(k.usStateSalesTaxPercent)
      .map(([region, percent]) => ({ Region: region, Percent: percent }))
      .sort((a, b) => a.Region.localeCompare(b.Region)),
    CancellationPolicies: Object.values(k.cancellationPolicies).map((p) => ({
      Name: p.Name,
      Rules: p.Rules.map((r) => ({ MinDaysBefore: r.MinDaysBefore, RefundPercent: r.RefundPercent })),
    })),
  };
}

export interface ProtectionConstants {
  protectionLevels: typeof protectionLevels;
  protectionPlans: typeof protectionPlans;
  stationaryDiscountRate: number;
}
export const protectionConstants: ProtectionConstants = { protectionLevels, protectionPlans, stationaryDiscountRate };

/** GET /api/content/protection: the protection levels as the estimate prices them. */
export function protectionInfo(k: ProtectionConstants = protectionConstants): ProtectionInfo {
  return {
    Levels: k.protectionLevels.map((level) => {
      const plan = k.protectionPlans[level];
      const stationary = protectionUsageOfLevel(level) === 'stationary';
      return {
        Level: level,
        Stationary: stationary,
        NightlyMotorhome: decimal(plan.nightly.motorhome),
        NightlyTrailer: decimal(plan.nightly.trailer),
        Deductible: decimal(plan.deductible),
        RoadsideNightly: stationary ? null : decimal(plan.roadsideNightly),
        MinimumDriverAge: minimumDriverAgeOf(level),
        Usages: rvUsages.filter((usage) => protectionLevelFitsUsage(level, usage)),
      };
    }),
    StationaryDiscountPercent: stationaryDiscountPercentage(k.stationaryDiscountRate),
    DefaultLevel: { Driving: defaultLevelFor('Pickup'), Parked: defaultLevelFor('StationaryAfterDelivery') },
    TrailerTypes: rvTypes.filter((type) => rvClassOf(type) === 'trailer'),
  };
}
