// The estimate's defaults and the usages a listing offers (spec 001 sections 3 and 9), zod-free: the app's page
// address reads them on first load (`@rove/contract/estimate-defaults`), the estimate request's schema applies them.
import { type RvUsage, rvUsages } from './constants.ts';

/** Spec 001 sections 3 and 9: adults 1, children 0, pets false, roadsideAssistance true; rvUsage Pickup. */
export const estimateDefaults = {
  adults: 1,
  children: 0,
  pets: false,
  roadsideAssistance: true,
  rvUsage: 'Pickup',
} as const;

export const maxGuestsPerKind = 50;

/**
 * The usages a listing offers: only pickup without delivery; a delivery-only RV is delivered (for a road trip or to
 * stay parked); otherwise all three.
 */
export function rvUsagesFor(delivery: { Available: boolean; DeliveryOnly: boolean }): RvUsage[] {
  if (!delivery.Available) return ['Pickup'];
  return delivery.DeliveryOnly ? ['Delivery', 'StationaryAfterDelivery'] : [...rvUsages];
}

/** The usage an estimate of this listing takes when none is chosen: the default where it is offered, else its first. */
export function defaultRvUsageFor(delivery: { Available: boolean; DeliveryOnly: boolean }): RvUsage {
  const offered = rvUsagesFor(delivery);
  return offered.includes(estimateDefaults.rvUsage) ? estimateDefaults.rvUsage : offered[0];
}
