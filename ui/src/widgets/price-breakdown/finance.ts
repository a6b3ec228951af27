// Display helpers for the financial breakdown (booking specification, section 3). The breakdown's type is the
// contract's (`@rove/contract/finance`); money is computed on the server, and these only pick and format what it sent.

import type { Currency } from '@rove/contract/vocabulary';
import { numberFormat } from '../../lib/intl-format.ts';

// The widgets take the contract's types in their props; they are re-exported for consumers of the package.
export type {
  FinancialAddOn,
  FinancialBreakdown,
  FinancialDiscount,
  FinancialPayment,
  FinancialScheduledPayment,
  FinancialSecurityDeposit,
  FinancialTaxAmount,
  PerProtectionLevel,
} from '@rove/contract/finance';
export type { Country, Currency, ProtectionLevel } from '@rove/contract/vocabulary';

/** Rounds half away from zero at `decimals`, after dropping binary noise (1.005 -> 1.01, 110.00000000000001 -> 110). */
export function roundTo(value: number, decimals: number): number {
  const clean = Number(value.toPrecision(12));
  const sign = clean < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(clean)}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`) || 0;
}

/** Stationary discount percentage = rate x 100, rounded to at most one decimal (0.125 -> 12.5, 0.1 -> 10). */
export function stationaryDiscountPercentage(rate: number): number {
  return roundTo(rate * 100, 1);
}

/** The discounts as the breakdown gives them; older answers may lack a percentage. */
type Discounts = Record<'Midweekdays' | 'Monthly' | 'Weekly', { Percentage?: number | null } | null | undefined>;

/**
 * Discount percentage = the first present of midweek, monthly, weekly percentages.
 * A missing discount, a missing percentage or 0 counts as absent; null when none is present.
 */
export function discountPercentage(breakdown: Discounts): number | null {
  for (const discount of [breakdown.Midweekdays, breakdown.Monthly, breakdown.Weekly]) {
    const percentage = discount?.Percentage;
    if (typeof percentage === 'number' && Number.isFinite(percentage) && percentage !== 0) return percentage;
  }
  return null;
}

/** Which discount supplied the percentage, for its label. */
export function discountKind(breakdown: Discounts): 'Midweekdays' | 'Monthly' | 'Weekly' | null {
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
  return numberFormat(locale, {
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
  return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}
