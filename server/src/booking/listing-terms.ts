import { type CancellationPolicyName, defaultCancellationPolicy, isDrivable, type RvType, rvTypes } from '@rove/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toCents } from '../pricing/money.ts';
import type { RvClass } from '../pricing/protection-plans.ts';
import type { ListingTerms } from '../pricing/quote-trip.ts';
import { calendarOverridesFor } from '../host/calendar-store.ts';
import { parseDateRange } from '../db/date-range.ts';

/** Types not driven (the towables and the vintage trailer) pay the trailer rates; everything else is a motorhome. */
export function rvClassOf(type: string): RvClass {
  return (rvTypes as readonly string[]).includes(type) && !isDrivable(type as RvType) ? 'trailer' : 'motorhome';
}

export interface BookableListing {
  id: number;
  alias: string;
  name: string;
  type: string;
  ownerId: number;
  status: string;
  instantBook: boolean;
  city: string;
  lat: number;
  lng: number;
  /** The RV's cancellation policy (Moderate when the host never chose one). */
  cancellationPolicy: CancellationPolicyName;
  terms: ListingTerms;
}

/** Finds a listing by numeric id or alias and maps it to the pricing engine's terms (money in cents). */
export async function loadBookableListing(db: Kysely<Database>, idOrAlias: string | number): Promise<BookableListing | null> {
  const byId = typeof idOrAlias === 'number' || /^\d+$/.test(idOrAlias);
  const row = await db
    .selectFrom('listings as l')
    .leftJoin('listing_booking_terms as t', 't.listing_id', 'l.id')
    .selectAll('l')
    .select(['t.delivery_free_radius', 't.host_charges_federal_tax', 't.host_charges_sales_tax', 't.cancellation_policy'])
    .$call((query) => (byId ? query.where('l.id', '=', Number(idOrAlias)) : query.where('l.alias', '=', String(idOrAlias))))
    .executeTakeFirst();
  if (!row) return null;
  const addOns = await db.selectFrom('listing_addons').selectAll().where('listing_id', '=', row.id).orderBy('id').execute();
  // The host's calendar prices and minimum stays (issue 19).
  const calendar = await calendarOverridesFor(db, row.id);
  const deliveryRadius = Number(row.delivery_radius);
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    type: row.type,
    ownerId: row.owner_id,
    status: row.status,
    instantBook: row.instant_book,
    city: row.city,
    lat: row.lat,
    lng: row.lng,
    cancellationPolicy: row.cancellation_policy ?? defaultCancellationPolicy,
    terms: {
      country: row.country,
      region: row.region,
      rvClass: rvClassOf(row.type),
      nightlyPrice: toCents(Number(row.nightly_price)),
      nightlyPrices: calendar.nightlyPrices,
      minimumNightsByDate: calendar.minimumNightsByDate,
      midweekPercent: Number(row.midweek_discount_percent) || null,
      weeklyPercent: Number(row.weekly_discount_percent) || null,
      monthlyPercent: Number(row.monthly_discount_percent) || null,
      cleaningFee: toCents(Number(row.cleaning_fee)),
      securityDeposit: toCents(Number(row.security_deposit)),
      minimumNights: row.minimum_nights,
      maxGuests: row.sleeps,
      petsAllowed: row.pets_allowed,
      freeDistancePerDay: row.mileage_included_per_day,
      chargePerDistanceOver: toCents(Number(row.mileage_overage_price)),
      freeGeneratorHoursPerDay: row.generator_hours_included_per_day,
      chargePerGeneratorHourOver: toCents(Number(row.generator_overage_price)),
      delivery:
        deliveryRadius > 0
          ? {
              freeRadius: row.delivery_free_radius ?? 0,
              maxRadius: deliveryRadius,
              pricePerUnit: toCents(Number(row.delivery_price_per_unit)),
            }
          : null,
      addOns: addOns.map((addOn) => ({
        id: addOn.id,
        name: addOn.name_en,
        price: toCents(Number(addOn.price)),
        daily: addOn.price_per === 'night',
        maxQuantity: addOn.max_quantity,
      })),
      hostChargesFederalTax: row.host_charges_federal_tax ?? false,
      hostChargesSalesTax: row.host_charges_sales_tax ?? false,
    },
  };
}

/** Held, booked and blocked ranges of the RV that touch [from, to), except those of one booking (a change request's own). */
export async function unavailableRanges(db: Kysely<Database>, listingId: number, from: string, to: string, exceptBookingId?: number) {
  const rows = await db
    .selectFrom('availability_blocks')
    .select(['during', 'booking_id'])
    .where('listing_id', '=', listingId)
    .where(sql<boolean>`during && daterange(${from}::date, ${to}::date)`)
    .execute();
  return rows
    .filter((row) => exceptBookingId === undefined || row.booking_id !== exceptBookingId)
    .map((row) => parseDateRange(row.during))
    .filter((range): range is { start: string; end: string } => range !== null);
}

/** The booking's RV as the pricing engine sees it for this booking: an accepted custom quote keeps its nightly price. */
export async function bookableListingFor(
  db: Kysely<Database>,
  booking: { listing_id: number; trip: unknown },
): Promise<BookableListing | null> {
  const listing = await loadBookableListing(db, booking.listing_id);
  const custom = (booking.trip as { customNightlyPrice?: number | null }).customNightlyPrice;
  if (!listing || !custom) return listing;
  return { ...listing, terms: { ...listing.terms, nightlyPrice: custom } };
}
