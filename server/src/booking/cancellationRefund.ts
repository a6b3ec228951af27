import type { Cents } from '../pricing/money.ts';

/**
 * Refund policy when a booking is cancelled after money was paid:
 * - the host cancels: everything paid comes back;
 * - the renter cancels 30 days or more before the start: everything paid comes back;
 * - 7 to 29 days before: protection (insurance + roadside) and half of the rest, minus the renter service fee;
 * - fewer than 7 days before (or after the start): protection only.
 * The refund never exceeds what was paid.
 */
export const fullRefundDays = 30;
export const halfRefundDays = 7;

export interface RefundInputs {
  cancelledBy: 'renter' | 'owner';
  daysBeforeStart: number;
  paid: Cents;
  /** The booking's full amounts, from its quote. */
  total: Cents;
  protection: Cents;
  renterServiceFee: Cents;
}

export function cancellationRefund(inputs: RefundInputs): Cents {
  const { paid } = inputs;
  if (paid <= 0) return 0;
  if (inputs.cancelledBy === 'owner' || inputs.daysBeforeStart >= fullRefundDays) return paid;
  const refundable =
    inputs.daysBeforeStart >= halfRefundDays
      ? inputs.protection + Math.round((inputs.total - inputs.protection - inputs.renterServiceFee) / 2)
      : inputs.protection;
  return Math.max(0, Math.min(paid, refundable));
}
