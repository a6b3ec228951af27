/** Money inside the engine is integer minor units (cents); decimals appear only at the API boundary. */
export type Cents = number;

import { type Country, type Currency as CurrencyCode, currencyOf } from '@rove/contract';

export { type Country, type CurrencyCode, currencyOf };

/**
 * `percent` of `amount`, rounded half up to the cent. The percentage is first fixed to thousandths
 * (9.975 -> 9975) so that the product is an exact integer and rounding never depends on float noise.
 */
export function percentOf(amount: Cents, percent: number): Cents {
  const thousandths = Math.round(percent * 1000);
  return Math.round((amount * thousandths) / 100_000);
}

/** Integer cents from a decimal amount in the currency (12.5 -> 1250). */
export function toCents(amount: number): Cents {
  return Math.round(amount * 100);
}

/** Decimal amount in the currency from integer cents (1250 -> 12.5), the shape the API answers with. */
export function toDecimal(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function sum(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
