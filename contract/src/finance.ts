// The financial breakdown of a booking or an estimate (booking specification, section 3), as the server sends it:
// PascalCase fields, amounts as decimal numbers in the RV's currency. The server's `financialBreakdown` returns this
// type, its responses are checked against the schema in tests, and the app parses what it receives with it.
// Money is computed on the server: every total the screens show is a field here, never re-derived by the client.
import { z } from 'zod';
import { IsoDaySchema } from './dates.ts';
import { countries, currencies, distanceUnits, type ProtectionLevel, protectionLevels, rvUsages } from './constants.ts';

const money = z.number().finite();
const isoDate = IsoDaySchema;

export const FinancialTaxAmountSchema = z.object({
  Name: z.string(),
  /** Rate as a fraction (0.13 for 13% HST). */
  Rate: z.number().nullable(),
  /** The same rate as shown (13). */
  Percentage: z.number().nullable(),
  Amount: money,
});
export type FinancialTaxAmount = z.infer<typeof FinancialTaxAmountSchema>;

export const FinancialAddOnSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  AddOnType: z.literal('RVAddOn'),
  Price: money,
  /** Charged per night when true, once per trip otherwise. */
  Daily: z.boolean(),
  Quantity: z.number().int(),
  Total: money,
});
export type FinancialAddOn = z.infer<typeof FinancialAddOnSchema>;

/** The discount applied (only one of midweek, weekly and monthly is present; the others are null). */
export const FinancialDiscountSchema = z.object({ Percentage: z.number(), Amount: money, Nights: z.number().int() });
export type FinancialDiscount = z.infer<typeof FinancialDiscountSchema>;

export const scheduledPaymentKinds = ['Paid', 'DueNow', 'DueLater'] as const;
/** One instalment: DueOn null means now; Kind says whether it is paid already, due now or due later. */
export const FinancialScheduledPaymentSchema = z.object({
  Kind: z.enum(scheduledPaymentKinds),
  DueOn: isoDate.nullable(),
  Amount: money,
});
export type FinancialScheduledPayment = z.infer<typeof FinancialScheduledPaymentSchema>;

export const FinancialPaymentSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(['charge', 'refund']),
  Amount: money,
  Status: z.string(),
  /** ISO timestamp. */
  Date: z.string(),
});
export type FinancialPayment = z.infer<typeof FinancialPaymentSchema>;

export const FinancialSecurityDepositSchema = z.object({
  Amount: money,
  Balance: money,
  Failed: z.boolean(),
  /** When the deposit is (or was) authorised. */
  On: isoDate.nullable(),
  Taken: money,
});
export type FinancialSecurityDeposit = z.infer<typeof FinancialSecurityDepositSchema>;

/** Nightly rates or deductibles per protection level. */
export const PerProtectionLevelSchema = z.object(
  Object.fromEntries(protectionLevels.map((level) => [level, money])) as Record<ProtectionLevel, typeof money>,
);
export type PerProtectionLevel = z.infer<typeof PerProtectionLevelSchema>;

export const FinancialBreakdownSchema = z.object({
  // Identity and status
  BookingId: z.number().int().nullable(),
  Country: z.enum(countries),
  Currency: z.enum(currencies),
  /** AwaitingOwnerApproval marks a request the host has not answered yet; null for an estimate. */
  Status: z.string().nullable(),
  PayLater: z.boolean(),
  /** The date the balance is charged when PayLater. */
  PayLaterOn: isoDate.nullable(),
  PayToReserve: z.boolean(),
  Payments: z.array(FinancialPaymentSchema),
  PaymentSchedule: z.array(FinancialScheduledPaymentSchema),
  // The trip
  StartDate: isoDate,
  EndDate: isoDate,
  RvUsage: z.enum(rvUsages),
  DistanceUnit: z.enum(distanceUnits),
  DeliveryDistance: z.number().nullable(),
  // Add-ons
  AddOns: z.array(FinancialAddOnSchema),
  // Protection
  InsuranceProtectionLevel: z.enum(protectionLevels),
  RoadsideAssistance: z.boolean(),
  Deductible: money,
  InsuranceNightlyRate: money,
  RoadsideNightlyRate: money,
  Deductibles: PerProtectionLevelSchema,
  InsuranceRates: PerProtectionLevelSchema,
  RoadsideRates: PerProtectionLevelSchema,
  StationaryDiscountRate: z.number(),
  // Amounts
  AmountDue: money,
  DepositAmount: money,
  Discount: money,
  OwnerPayoutTotal: money,
  OwnerReferralCredits: money,
  OwnerSalesTaxAmounts: z.array(FinancialTaxAmountSchema),
  OwnerTaxAmounts: z.array(FinancialTaxAmountSchema),
  OwnerTotal: money,
  PendingRenterRefund: money,
  /** RenterTotal after the promotional discount: the trip's total. */
  RenterDiscountedTotal: money,
  RenterOutstandingBalance: money,
  RenterTaxAmounts: z.array(FinancialTaxAmountSchema),
  /** The total before the promotional discount. */
  RenterTotal: money,
  USTaxAmounts: z.array(FinancialTaxAmountSchema),
  SecurityDeposit: FinancialSecurityDepositSchema,
  // Totals
  TotalAddOns: money,
  TotalCleanings: money,
  TotalCloseouts: money,
  TotalDamages: money,
  TotalDelivery: money,
  /** The delivery price per distance unit (not a separate line: TotalDelivery already includes it). */
  TotalDeliveryFee: money,
  TotalIncomeProtection: money,
  TotalInsurances: money,
  TotalNights: z.number().int(),
  /** Total days = total nights + 1. */
  TotalDays: z.number().int(),
  TotalOwnerTaxes: money,
  TotalRenterTaxes: money,
  TotalOwnerServiceFees: money,
  TotalRenterServiceFees: money,
  TotalPaid: money,
  TotalPayoutAmounts: money,
  TotalPreDiscountRentalAmount: money,
  TotalRentalAmount: money,
  TotalRentalPaid: money,
  TotalRoadsides: money,
  TotalSecurityDepositItems: money,
  TotalUSTaxes: money,
  TotalCreditsToBeApplied: money,
  TotalPromotionalDiscountAmount: money,
  /** Total protection = insurances + roadsides. */
  TotalProtection: money,
  // Discounts
  Midweekdays: FinancialDiscountSchema.nullable(),
  Monthly: FinancialDiscountSchema.nullable(),
  Weekly: FinancialDiscountSchema.nullable(),
  Nightly: z.object({ Base: money, Discounted: money }),
  CreditsApplied: money,
  CreditsToBeApplied: money,
  CreditsToBeAppliedLater: money,
  PromoCode: z.string().nullable(),
  // Allowances (null means unlimited)
  FreeDistance: z.number().nullable(),
  ChargePerDistanceOver: money,
  FreeGeneratorHours: z.number().nullable(),
  ChargePerGeneratorHourOver: money,
});
export type FinancialBreakdown = z.infer<typeof FinancialBreakdownSchema>;
