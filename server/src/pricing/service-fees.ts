import { type Cents, percentOf } from './money.ts';
import type { RvClass } from './protection-plans.ts';

/** Renter service fee: this percent of rental + cleaning + add-ons + roadside (the 1.1 renter factor of the spec). */
export const renterServiceFeePercent = 10;
/** ...but at least this much per night: 15 for motorhomes, 10 for trailers (in the RV's currency). */
export const renterServiceFeeMinimumPerNight: Record<RvClass, Cents> = { motorhome: 1500, trailer: 1000 };
/** Owner service fee: this percent of the host's earnings from rental + add-ons (cleaning and delivery pass through). */
export const ownerServiceFeePercent = 20;

export interface RenterFeeBase {
  rental: Cents;
  cleaning: Cents;
  addOns: Cents;
  roadside: Cents;
}

export function renterServiceFee(base: RenterFeeBase, nights: number, rvClass: RvClass): Cents {
  const percentage = percentOf(base.rental + base.cleaning + base.addOns + base.roadside, renterServiceFeePercent);
  return Math.max(percentage, renterServiceFeeMinimumPerNight[rvClass] * nights);
}

export function ownerServiceFee(rental: Cents, addOns: Cents): Cents {
  return percentOf(rental + addOns, ownerServiceFeePercent);
}
