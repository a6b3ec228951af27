import type { Country, Currency } from '@rove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { haversineKm, toMarketUnit } from '../pricing/delivery.ts';
import { currencyOf } from '../pricing/money.ts';
import { defaultLevelFor } from '../pricing/protection-plans.ts';
import { builtInPromotions, type Promotion } from '../pricing/promotions.ts';
import { type QuoteResult, quoteTrip, type TripInputs } from '../pricing/quote-trip.ts';
import type { EstimateParams } from './estimate-request.ts';
import { type BookableListing, unavailableRanges } from './listing-terms.ts';

type Db = Kysely<Database>;

/** A promo code that exists, is active, not expired and valid in the RV's country; otherwise null. */
export async function findPromotion(db: Db, code: string, country: Country, today: string): Promise<Promotion | null> {
  const normalized = code.trim().toUpperCase();
  const row = await db.selectFrom('promo_codes').selectAll().where('code', '=', normalized).executeTakeFirst();
  if (!row) {
    const builtIn = builtInPromotions.find((promotion) => promotion.code === normalized);
    return builtIn && (builtIn.country === null || builtIn.country === country)
      ? { code: builtIn.code, kind: builtIn.kind, value: builtIn.value }
      : null;
  }
  if (!row.active) return null;
  if (row.expires_on !== null && row.expires_on < today) return null;
  if (row.country !== null && row.country !== country) return null;
  return { code: row.code, kind: row.kind, value: Number(row.value) };
}

/** The renter's credit balance in one currency (minor units). */
export async function creditBalance(db: Db, userId: number, currency: Currency): Promise<number> {
  const row = await db
    .selectFrom('user_credits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return Math.max(0, Number(row?.balance ?? 0));
}

/** Estimate parameters -> the engine's trip inputs (with the promo and credits looked up). */
export async function tripInputsFor(
  db: Db,
  listing: BookableListing,
  params: EstimateParams,
  options: EstimateOptions,
): Promise<{ ok: true; trip: TripInputs } | { ok: false; result: QuoteResult & { ok: false } }> {
  const today = todayUtc(options.now);
  const { country } = listing.terms;
  let promotion: Promotion | null = null;
  if (params.promoCode) {
    promotion = await findPromotion(db, params.promoCode, country, today);
    if (!promotion)
      return { ok: false, result: { ok: false, error: { code: 'UNKNOWN_PROMO_CODE', params: { promoCode: params.promoCode } } } };
  }
  let deliveryDistance = params.deliveryDistance ?? null;
  if (deliveryDistance === null && params.deliveryLatitude !== undefined && params.deliveryLongitude !== undefined) {
    const km = haversineKm({ lat: listing.lat, lng: listing.lng }, { lat: params.deliveryLatitude, lng: params.deliveryLongitude });
    deliveryDistance = Math.round(toMarketUnit(km, country) * 10) / 10;
  }
  const unavailable =
    params.dateEnd <= params.dateStart
      ? []
      : options.taken
        ? options.taken.filter((range) => options.exceptBookingId === undefined || range.bookingId !== options.exceptBookingId)
        : await unavailableRanges(db, listing.id, params.dateStart, params.dateEnd, options.exceptBookingId);
  return {
    ok: true,
    trip: {
      startDate: params.dateStart,
      endDate: params.dateEnd,
      adults: params.adults,
      children: params.children,
      pets: params.pets,
      protectionLevel: params.protectionLevel ?? defaultLevelFor(params.rvUsage),
      roadsideAssistance: params.roadsideAssistance,
      rvUsage: params.rvUsage,
      deliveryDistance,
      addOns: params.addons,
      promotion,
      creditsAvailable: options.userId ? await creditBalance(db, options.userId, currencyOf(country)) : 0,
      unavailable,
      today,
    },
  };
}

export interface EstimateOptions {
  userId?: number;
  now: Date;
  exceptBookingId?: number;
  /** The ranges that touch the stay, when already read (loadEstimateListing): no query for them. */
  taken?: readonly { start: string; end: string; bookingId: number | null }[];
}

export async function estimateTrip(db: Db, listing: BookableListing, params: EstimateParams, options: EstimateOptions) {
  const inputs = await tripInputsFor(db, listing, params, options);
  if (!inputs.ok) return { result: inputs.result, trip: null };
  return { result: quoteTrip(listing.terms, inputs.trip), trip: inputs.trip };
}
