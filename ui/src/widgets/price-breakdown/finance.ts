// The financial breakdown of a booking (booking specification, section 3) and the values derived from it.
// Money is computed on the server; these derivations are the only arithmetic the client does.

export type Country = 'US' | 'CA';
export type Currency = 'USD' | 'CAD';
export type ProtectionLevel = 'Basic' | 'Standard' | 'Premium' | 'Stationary' | 'StationaryPlus';

export interface FinancialAddOn {
  Id?: number;
  Name: string;
  /** RVAddOn is the value the specification shows; others pass through. */
  AddOnType: 'RVAddOn' | (string & {});
  /** Charged per night when true, once per trip otherwise. */
  Daily: boolean;
  Price: number;
  Quantity: number;
  Total: number;
}

export interface FinancialTaxAmount {
  Name: string;
  /** Rate as a fraction (0.13 for 13% HST), when the server gives it. */
  Rate?: number | null;
  /** The same rate as shown (13). */
  Percentage?: number | null;
  Amount: number;
}

export interface FinancialDiscount {
  Percentage: number | null;
  Amount?: number | null;
  Nights?: number | null;
}

/** One instalment: DueOn null means now; Kind says whether it is paid already, due now or due later. */
export interface FinancialScheduledPayment {
  Kind?: 'Paid' | 'DueNow' | 'DueLater';
  DueOn: string | null;
  Amount: number;
}

export interface FinancialPayment {
  Id?: number;
  Amount: number;
  /** YYYY-MM-DD or ISO timestamp. */
  Date?: string | null;
  Status?: string | null;
}

export interface FinancialSecurityDeposit {
  Amount: number;
  Balance: number;
  Failed: boolean;
  /** When the deposit is (or was) authorised: YYYY-MM-DD or ISO timestamp. */
  On: string | null;
  Taken: number;
}

/** Nightly rates or deductibles per protection level. */
export type PerProtectionLevel = Partial<Record<ProtectionLevel, number | null>>;

export interface FinancialBreakdown {
  // Identity and status
  BookingId: number | null;
  Country: Country;
  /** AwaitingOwnerApproval marks a request the host has not answered yet. */
  Status: 'AwaitingOwnerApproval' | (string & {}) | null;
  PayLater: boolean;
  /** The date the balance is charged when PayLater: YYYY-MM-DD. */
  PayLaterOn: string | null;
  PayToReserve: boolean;
  Payments: FinancialPayment[];
  /** The instalments of a pay-later booking (now, then on PayLaterOn), when the server gives them. */
  PaymentSchedule?: FinancialScheduledPayment[];
  /** Redundant with Country; the display always derives it from Country. */
  Currency?: Currency;
  // Add-ons
  AddOns: FinancialAddOn[];
  // Insurance
  InsuranceProtectionLevel: ProtectionLevel | null;
  Deductible?: number | null;
  Deductibles?: PerProtectionLevel;
  InsuranceRates?: PerProtectionLevel;
  StationaryDiscountRate?: number | null;
  RoadsideRates?: PerProtectionLevel;
  // Amounts
  AmountDue: number;
  DepositAmount: number;
  Discount: number;
  OwnerPayoutTotal?: number;
  OwnerReferralCredits?: number;
  OwnerSalesTaxAmounts?: FinancialTaxAmount[];
  OwnerTaxAmounts?: FinancialTaxAmount[];
  OwnerTotal?: number;
  PendingRenterRefund: number;
  /** RenterTotal after the promotional discount: the trip's total. */
  RenterDiscountedTotal: number;
  RenterOutstandingBalance: number;
  RenterTaxAmounts: FinancialTaxAmount[];
  /** The total before the promotional discount. */
  RenterTotal: number;
  USTaxAmounts: FinancialTaxAmount[];
  // Security deposit
  SecurityDeposit: FinancialSecurityDeposit;
  // Totals
  TotalAddOns: number;
  TotalCleanings: number;
  TotalCloseouts: number;
  TotalDamages: number;
  TotalDelivery: number;
  /** The delivery price per distance unit (not a separate line: TotalDelivery already includes it). */
  TotalDeliveryFee: number;
  TotalIncomeProtection: number;
  TotalInsurances: number;
  TotalNights: number;
  TotalOwnerTaxes?: number;
  TotalRenterTaxes: number;
  TotalOwnerServiceFees?: number;
  TotalRenterServiceFees: number;
  TotalPaid: number;
  TotalPayoutAmounts?: number;
  TotalPreDiscountRentalAmount: number;
  TotalRentalAmount: number;
  TotalRentalPaid: number;
  TotalRoadsides: number;
  TotalSecurityDepositItems?: number;
  TotalUSTaxes: number;
  TotalCreditsToBeApplied: number;
  TotalPromotionalDiscountAmount: number;
  // Discounts
  Midweekdays: FinancialDiscount | null;
  Monthly: FinancialDiscount | null;
  Weekly: FinancialDiscount | null;
  Nightly: { Base: number; Discounted: number };
  CreditsApplied: number;
  CreditsToBeApplied: number;
  CreditsToBeAppliedLater: number;
  PromoCode: string | null;
}

const currencyByCountry: Record<Country, Currency> = { US: 'USD', CA: 'CAD' };

/** Currency is looked up from the country (US USD, CA CAD). */
export function currencyOf(country: Country): Currency {
  const currency = currencyByCountry[country];
  if (!currency) throw new Error(`Unknown country for a currency: ${String(country)}`);
  return currency;
}

/** Rounds half away from zero at `decimals`, after dropping binary noise (1.005 -> 1.01, 110.00000000000001 -> 110). */
export function roundTo(value: number, decimals: number): number {
  const clean = Number(value.toPrecision(12));
  const sign = clean < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(clean)}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`) || 0;
}

/** Total days = total nights + 1. */
export function totalDays(totalNights: number): number {
  return totalNights + 1;
}

/** Total protection = insurances + roadsides (in cents, so 0.1 + 0.2 stays 0.3). */
export function totalProtection(breakdown: Pick<FinancialBreakdown, 'TotalInsurances' | 'TotalRoadsides'>): number {
  return roundTo(breakdown.TotalInsurances + breakdown.TotalRoadsides, 2);
}

/** Stationary discount percentage = rate x 100, rounded to at most one decimal (0.125 -> 12.5, 0.1 -> 10). */
export function stationaryDiscountPercentage(rate: number): number {
  return roundTo(rate * 100, 1);
}

/**
 * Discount percentage = the first present of midweek, monthly, weekly percentages.
 * A missing discount, a missing percentage or 0 counts as absent; null when none is present.
 */
export function discountPercentage(breakdown: Pick<FinancialBreakdown, 'Midweekdays' | 'Monthly' | 'Weekly'>): number | null {
  for (const discount of [breakdown.Midweekdays, breakdown.Monthly, breakdown.Weekly]) {
    const percentage = discount?.Percentage;
    if (typeof percentage === 'number' && Number.isFinite(percentage) && percentage !== 0) return percentage;
  }
  return null;
}

/** Which discount supplied the percentage, for its label. */
export function discountKind(
  breakdown: Pick<FinancialBreakdown, 'Midweekdays' | 'Monthly' | 'Weekly'>,
): 'Midweekdays' | 'Monthly' | 'Weekly' | null {
  for (const kind of ['Midweekdays', 'Monthly', 'Weekly'] as const) {
    const percentage = breakdown[kind]?.Percentage;
    if (typeof percentage === 'number' && Number.isFinite(percentage) && percentage !== 0) return kind;
  }
  return null;
}

/** Renter amount factor of the specification. */
export const RENTER_AMOUNT_FACTOR = 1.1;

/** Renter-facing amount = total rental paid x 1.1, rounded to 2 decimals. */
export function renterFacingAmount(totalRentalPaid: number): number {
  return roundTo(totalRentalPaid * RENTER_AMOUNT_FACTOR, 2);
}

/** Money for the locale: `formatMoney(1234.5, 'CAD', 'fr-CA')` -> "1 234,50 $". */
export function formatMoney(
  amount: number,
  currency: Currency,
  locale: string,
  options: { signDisplay?: 'auto' | 'always' | 'exceptZero' | 'negative' } = {},
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: options.signDisplay ?? 'auto',
  }).format(amount);
}

/** Money rounded to whole units, for prices on cards and sliders ("$150"). */
export function formatWholeMoney(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}
