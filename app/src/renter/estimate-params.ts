// The booking estimate parameters of spec 001 section 3, kept in the page address so an estimate survives a reload
// and a shared link. Pure: parse is tolerant (a bad value falls back to its default), serialise writes only what
// differs from the contract's defaults (estimateDefaults: adults 1, children 0, pets false, roadsideAssistance true).
// A usage not chosen (null) is the listing's default usage (defaultRvUsageFor), what the estimate is asked for.
import { defaultRvUsageFor, estimateDefaults, maxGuestsPerKind, rvUsagesFor } from '@rove/contract/estimate-defaults';
import type { EstimateRequest } from '@rove/contract';
import { isCalendarDay, type ProtectionLevel, protectionLevels, type RvUsage, rvUsages } from '@rove/contract/vocabulary';

export type { ProtectionLevel, RvUsage };
export { defaultRvUsageFor, rvUsagesFor };

export interface AddOnChoice {
  id: number;
  quantity: number;
}

export interface EstimateParams {
  dateStart: string | null;
  dateEnd: string | null;
  protectionLevel: ProtectionLevel | null;
  roadsideAssistance: boolean;
  adults: number;
  children: number;
  pets: boolean;
  rvUsage: RvUsage | null;
  addons: AddOnChoice[];
  destination: string;
  deliveryDistance: number | null;
  promoCode: string;
}

export const defaultEstimateParams: EstimateParams = {
  dateStart: null,
  dateEnd: null,
  protectionLevel: null,
  roadsideAssistance: estimateDefaults.roadsideAssistance,
  adults: estimateDefaults.adults,
  children: estimateDefaults.children,
  pets: estimateDefaults.pets,
  rvUsage: null,
  addons: [],
  destination: '',
  deliveryDistance: null,
  promoCode: '',
};

/** A real calendar day written YYYY-MM-DD (the contract's check). */
export const isIsoDay = isCalendarDay;

function integer(value: string | null, min: number, fallback: number): number {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  const n = Number(value);
  return n >= min && n <= maxGuestsPerKind ? n : fallback;
}

function flag(value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === '') return true;
  if (v === 'false' || v === '0') return false;
  return fallback;
}

/** "12,13:2" -> [{12,1},{13,2}]; malformed items are dropped, a repeated id keeps its last quantity. */
export function parseAddOns(value: string | null): AddOnChoice[] {
  if (!value) return [];
  const byId = new Map<number, number>();
  for (const item of value.split(',')) {
    const match = /^(\d{1,9})(?::(\d{1,2}))?$/.exec(item.trim());
    if (!match) continue;
    const id = Number(match[1]);
    const quantity = match[2] ? Number(match[2]) : 1;
    if (id > 0 && quantity >= 1 && quantity <= 20) byId.set(id, quantity);
  }
  return [...byId].map(([id, quantity]) => ({ id, quantity }));
}

export function serializeAddOns(addons: readonly AddOnChoice[]): string {
  return addons.map((a) => (a.quantity > 1 ? `${a.id}:${a.quantity}` : String(a.id))).join(',');
}

/**
 * The estimate's parameters from a page address. A link from outside (a search, a partner, spec 000 section 5) may
 * carry the search's names instead: StartDate, EndDate, Adults and Children count when the estimate's own
 * (dateStart, dateEnd, adults, children) are absent, and the next change writes the estimate's names.
 */
export function parseEstimateParams(search: URLSearchParams): EstimateParams {
  const either = (own: string, spec: string) => search.get(own) ?? search.get(spec);
  let dateStart = either('dateStart', 'StartDate');
  let dateEnd = either('dateEnd', 'EndDate');
  // Dates count only as a valid pair with the end after the start.
  if (!isIsoDay(dateStart) || !isIsoDay(dateEnd) || dateEnd <= dateStart) {
    dateStart = null;
    dateEnd = null;
  }
  const level = search.get('protectionLevel');
  const usage = search.get('rvUsage');
  const distance = search.get('deliveryDistance');
  const distanceValue = distance !== null && /^\d+(\.\d+)?$/.test(distance) ? Number(distance) : null;
  return {
    dateStart,
    dateEnd,
    protectionLevel: (protectionLevels as readonly string[]).includes(level ?? '') ? (level as ProtectionLevel) : null,
    roadsideAssistance: flag(search.get('roadsideAssistance'), estimateDefaults.roadsideAssistance),
    adults: integer(either('adults', 'Adults'), 1, estimateDefaults.adults),
    children: integer(either('children', 'Children'), 0, estimateDefaults.children),
    pets: flag(search.get('pets'), estimateDefaults.pets),
    rvUsage: (rvUsages as readonly string[]).includes(usage ?? '') ? (usage as RvUsage) : null,
    addons: parseAddOns(search.get('addons')),
    destination: (search.get('destination') ?? '').trim().slice(0, 200),
    deliveryDistance: distanceValue !== null && distanceValue <= 5000 ? distanceValue : null,
    promoCode: (search.get('promoCode') ?? '').trim().slice(0, 40),
  };
}

/** The query of a page address: only values that differ from the defaults, in the spec's order. */
export function serializeEstimateParams(params: EstimateParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.dateStart && params.dateEnd) {
    out.set('dateStart', params.dateStart);
    out.set('dateEnd', params.dateEnd);
  }
  if (params.protectionLevel) out.set('protectionLevel', params.protectionLevel);
  if (params.roadsideAssistance !== estimateDefaults.roadsideAssistance) out.set('roadsideAssistance', String(params.roadsideAssistance));
  if (params.adults !== estimateDefaults.adults) out.set('adults', String(params.adults));
  if (params.children !== estimateDefaults.children) out.set('children', String(params.children));
  if (params.pets !== estimateDefaults.pets) out.set('pets', String(params.pets));
  if (params.rvUsage) out.set('rvUsage', params.rvUsage);
  if (params.addons.length) out.set('addons', serializeAddOns(params.addons));
  if (params.destination) out.set('destination', params.destination);
  if (params.deliveryDistance !== null) out.set('deliveryDistance', String(params.deliveryDistance));
  if (params.promoCode) out.set('promoCode', params.promoCode);
  return out;
}

type Delivery = { Available: boolean; DeliveryOnly: boolean };

/** The parameters as asked of the server: a usage not chosen is the listing's default one (when the listing is known). */
export function withListingUsage(params: EstimateParams, delivery?: Delivery): EstimateParams {
  return params.rvUsage || !delivery ? params : { ...params, rvUsage: defaultRvUsageFor(delivery) };
}

/** The estimate call's query (GET /api/rvs/{id}/estimate), or null while the dates are missing. */
export function estimateQuery(params: EstimateParams, delivery?: Delivery): Record<string, string> | null {
  if (!params.dateStart || !params.dateEnd) return null;
  const query = serializeEstimateParams(withListingUsage(params, delivery));
  // The server's defaults equal ours, but sending the guests keeps the call explicit.
  query.set('adults', String(params.adults));
  query.set('children', String(params.children));
  query.set('pets', String(params.pets));
  query.set('roadsideAssistance', String(params.roadsideAssistance));
  return Object.fromEntries(query);
}

/** The Estimate object of POST /api/bookings (the contract's estimate request). */
export function bookingEstimate(input: EstimateParams, delivery?: Delivery): EstimateRequest {
  if (!input.dateStart || !input.dateEnd) throw new Error('A booking needs both dates.');
  const params = withListingUsage(input, delivery);
  return {
    dateStart: input.dateStart,
    dateEnd: input.dateEnd,
    ...(params.protectionLevel ? { protectionLevel: params.protectionLevel } : {}),
    roadsideAssistance: params.roadsideAssistance,
    adults: params.adults,
    children: params.children,
    pets: params.pets,
    ...(params.rvUsage ? { rvUsage: params.rvUsage } : {}),
    addons: params.addons.map((a) => ({ Id: a.id, Quantity: a.quantity })),
    ...(params.destination ? { destination: params.destination } : {}),
    ...(params.deliveryDistance !== null ? { deliveryDistance: params.deliveryDistance } : {}),
    ...(params.promoCode ? { promoCode: params.promoCode } : {}),
  };
}
