import { type DistanceUnit, distanceUnitOf, toMarketUnit } from '@rove/contract';
import type { Cents } from './money.ts';

export { type DistanceUnit, distanceUnitOf, toMarketUnit };

export interface DeliverySettings {
  /** One-way distance, in the RV's market unit, delivered at no charge. */
  freeRadius: number;
  /** Farthest one-way distance the host delivers to. */
  maxRadius: number;
  /** Charge per market unit beyond the free radius. */
  pricePerUnit: Cents;
}

export type DeliveryQuote =
  | { ok: true; distance: number; chargedDistance: number; amount: Cents }
  | { ok: false; reason: 'DELIVERY_NOT_OFFERED' | 'DELIVERY_OUT_OF_RANGE' };

/**
 * Delivery charge for a one-way distance in the market unit: each unit (rounded up to a whole one)
 * beyond the free radius costs the host's per-unit price.
 */
export function deliveryQuote(settings: DeliverySettings | null, distance: number): DeliveryQuote {
  if (settings === null) return { ok: false, reason: 'DELIVERY_NOT_OFFERED' };
  if (distance > settings.maxRadius) return { ok: false, reason: 'DELIVERY_OUT_OF_RANGE' };
  const chargedDistance = Math.max(0, Math.ceil(distance - settings.freeRadius - 1e-9));
  return { ok: true, distance, chargedDistance, amount: chargedDistance * settings.pricePerUnit };
}

/** Great-circle distance in km between two points (for a delivery address given as coordinates). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
