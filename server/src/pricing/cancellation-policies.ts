// Refunds when a booking is cancelled, by the booking's named cancellation policy (the names and rules are public:
// `cancellationPolicies` in @rove/contract; PRICING.md "Cancellation policies"). Pure functions over cents.
import { type CancellationPolicy, type CancellationPolicyName, cancellationPolicies } from '@rove/contract';
import type { Cents } from './money.ts';

export interface RefundInputs {
  policy: CancellationPolicyName;
  cancelledBy: 'renter' | 'owner';
  /** Whole days from the cancellation day to the first day of the trip (negative once it has started). */
  daysBeforeStart: number;
  /** What the renter paid so far (charges less refunds). */
  paid: Cents;
  /** The booking's full amounts, from its quote. */
  total: Cents;
  protection: Cents;
  renterServiceFee: Cents;
}

export function policyOf(name: CancellationPolicyName): CancellationPolicy {
  return cancellationPolicies[name];
}

/** The share of the trip a renter's cancellation gives back: the first rule met, else 0. The host's is always 100. */
export function refundPercent(policy: CancellationPolicyName, cancelledBy: 'renter' | 'owner', daysBeforeStart: number): number {
  if (cancelledBy === 'owner') return 100;
  return policyOf(policy).Rules.find((rule) => daysBeforeStart >= rule.MinDaysBefore)?.RefundPercent ?? 0;
}

/**
 * What the renter gets back:
 * - 100%: everything paid;
 * - less: protection (insurance + roadside) when cancelled before the first day, plus that share of the rest of
 *   the trip without the renter service fee;
 * never more than was paid, nothing when nothing was paid.
 */
export function cancellationRefund(inputs: RefundInputs): Cents {
  const { paid } = inputs;
  if (paid <= 0) return 0;
  const percent = refundPercent(inputs.policy, inputs.cancelledBy, inputs.daysBeforeStart);
  if (percent >= 100) return paid;
  const protection = inputs.daysBeforeStart >= 0 ? inputs.protection : 0;
  const rest = Math.max(0, inputs.total - inputs.protection - inputs.renterServiceFee);
  const refundable = protection + Math.round((rest * percent) / 100);
  return Math.max(0, Math.min(paid, refundable));
}

export interface HostShareInputs {
  cancelledBy: 'renter' | 'owner';
  /** The host's payout for the whole trip. */
  ownerPayout: Cents;
  /** What the renter paid (charges less refunds, before this refund) and the credits applied to the booking. */
  paid: Cents;
  creditsApplied: Cents;
  refund: Cents;
  /** Rove's part of the trip: protection, the renter service fee and the taxes Rove collects. */
  roveShare: Cents;
}

/** What the host keeps of a cancelled booking: nothing when they cancel, else what was not refunded beyond Rove's part, capped at the payout. */
export function hostKeeps(inputs: HostShareInputs): Cents {
  if (inputs.cancelledBy === 'owner') return 0;
  return Math.max(0, Math.min(inputs.ownerPayout, inputs.paid + inputs.creditsApplied - inputs.refund - inputs.roveShare));
}
