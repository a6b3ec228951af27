import type { Country } from '@rove/contract';
import { type Cents, percentOf } from './money.ts';

export interface Promotion {
  code: string;
  /** Percent off, or a fixed amount in minor units of the RV's currency. */
  kind: 'percent' | 'amount';
  value: number;
}

/**
 * Promotions that always exist (the promo_codes table may add more, or switch one off with active = false).
 * Kept in code so that a reseeded database still has them.
 */
export const builtInPromotions: readonly (Promotion & { country: Country | null })[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, country: null },
  { code: 'ROVE50', kind: 'amount', value: 5_000, country: null },
  { code: 'CANADA15', kind: 'percent', value: 15, country: 'CA' },
];

/**
 * A promotion is funded by Rove: it lowers what the renter pays (after taxes, which stay on the full
 * price) and never what the host earns. It never takes the renter total below zero.
 */
export function promotionalDiscount(promotion: Promotion | null, renterTotal: Cents): Cents {
  if (promotion === null || renterTotal <= 0) return 0;
  const amount = promotion.kind === 'percent' ? percentOf(renterTotal, promotion.value) : Math.round(promotion.value);
  return Math.min(Math.max(0, amount), renterTotal);
}

/** Credits from the renter's account pay what is due, the part due now first. */
export function splitCredits(available: Cents, dueNow: Cents, dueLater: Cents): { now: Cents; later: Cents } {
  const usable = Math.max(0, available);
  const now = Math.min(usable, dueNow);
  const later = Math.min(usable - now, dueLater);
  return { now, later };
}
