import { type CancellationPolicyName, defaultCancellationPolicy, isDrivable, type RvType, rvTypes } from '@rove/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toCents } from '../pricing/money.ts';
import type { RvClass } from '../pricing/protection-plans.ts';
import type { ListingTerms } from '../pricing/quote-trip.ts';
import { calendarOverridesFor } from '../host/calendar-store.ts';
import { parseDateRange } from '../db/date-range.ts';
import { queryPrepared } from '../db/database.ts';
import type { HostRecord } from '../notifications/notification-rules.ts';
import { hostRecordJson, recordOf } from '../notifications/host-standing.ts';

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

const listingWithTerms = (db: Kysely<Database>, idOrAlias: string | number) => {
  const byId = typeof idOrAlias === 'number' || /^\d+$/.test(idOrAlias);
  return (
    db
      .selectFrom('listings as l')
      .leftJoin('listing_booking_terms as t', 't.listing_id', 'l.id')
      // What the engine and the booking read (not the descriptions: the estimate reads this at every request).
      .select([
        'l.id',
        'l.alias',
        'l.name',
        'l.type',
        'l.owner_id',
        'l.status',
        'l.instant_book',
        'l.city',
        'l.lat',
        'l.lng',
        'l.country',
        'l.region',
        'l.nightly_price',
        'l.midweek_discount_percent',
        'l.weekly_discount_percent',
        'l.monthly_discount_percent',
        'l.cleaning_fee',
        'l.security_deposit',
        'l.minimum_nights',
        'l.sleeps',
        'l.pets_allowed',
        'l.mileage_included_per_day',
        'l.mileage_overage_price',
        'l.generator_hours_included_per_day',
        'l.generator_overage_price',
        'l.delivery_radius',
        'l.delivery_price_per_unit',
      ])
      .select(['t.delivery_free_radius', 't.host_charges_federal_tax', 't.host_charges_sales_tax', 't.cancellation_policy'])
      .$call((query) => (byId ? query.where('l.id', '=', Number(idOrAlias)) : query.where('l.alias', '=', String(idOrAlias))))
  );
};
type ListingWithTermsRow = NonNullable<Awaited<ReturnType<ReturnType<typeof listingWithTerms>['executeTakeFirst']>>>;
type AddOnRow = { id: number; name_en: string; price: number; price_per: string; max_quantity: number };
/** A calendar day as the estimate reads it: the day, its price (decimal) and its minimum stay, either may be null. */
type CalendarDay = [day: string, nightlyPrice: number | null, minimumNights: number | null];

/** A listing row and its parts mapped to the pricing engine's terms (money in cents). */
function bookableFromRow(
  row: ListingWithTermsRow,
  addOns: readonly AddOnRow[],
  calendar: { nightlyPrices: Record<string, number>; minimumNightsByDate: Record<string, number> },
): BookableListing {
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

/** Finds a listing by numeric id or alias and maps it to the pricing engine's terms (money in cents). */
export async function loadBookableListing(db: Kysely<Database>, idOrAlias: string | number): Promise<BookableListing | null> {
  const row = await listingWithTerms(db, idOrAlias).executeTakeFirst();
  if (!row) return null;
  const addOns = await db.selectFrom('listing_addons').selectAll().where('listing_id', '=', row.id).orderBy('id').execute();
  // The host's calendar prices and minimum stays (issue 19).
  const calendar = await calendarOverridesFor(db, row.id);
  return bookableFromRow(row, addOns, calendar);
}

export interface EstimateListing {
  listing: BookableListing;
  /** Held, booked and blocked ranges that touch the stay (with the booking that holds each, if any). */
  taken: { start: string; end: string; bookingId: number | null }[];
  /** The figures behind the host's tier: a suspended host's RV takes no estimates. */
  hostRecord: HostRecord;
}

/**
 * What an estimate reads, in one indexed query: the listing and its booking terms by key, its add-ons, the calendar's
 * prices and minimum stays of the stay's nights (all the engine reads of the calendar for that stay), the held,
 * booked and blocked ranges that touch the stay, and the host's figures for its tier.
 */
export async function loadEstimateListing(
  db: Kysely<Database>,
  idOrAlias: string | number,
  stay: { start: string; end: string },
): Promise<EstimateListing | null> {
  // Dates the estimate refuses (an end before the start) read no nights and no ranges.
  const end = stay.end > stay.start ? stay.end : stay.start;
  const query = listingWithTerms(db, idOrAlias)
    .select((eb) => [
      sql<AddOnRow[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'name_en', a.name_en, 'price', a.price,
        'price_per', a.price_per, 'max_quantity', a.max_quantity) order by a.id), '[]') from listing_addons a where a.listing_id = l.id)`.as(
        'addons',
      ),
      sql<CalendarDay[]>`(select coalesce(json_agg(json_build_array(c.day, c.nightly_price, c.minimum_nights)), '[]')
        from calendar_days c where c.listing_id = l.id and c.day >= ${stay.start}::date and c.day < ${end}::date)`.as('calendar'),
      sql<[string, number | null][]>`(select coalesce(json_agg(json_build_array(b.during::text, b.booking_id)), '[]')
        from availability_blocks b where b.listing_id = l.id and b.during && daterange(${stay.start}::date, ${end}::date))`.as('taken'),
      hostRecordJson(eb.ref('l.owner_id')).as('host_record'),
    ])
    .compile();
  // A prepared statement: its text is the same for every RV and stay (db/database.ts).
  const [row] = await queryPrepared(db, query);
  if (!row) return null;
  const calendar = { nightlyPrices: {} as Record<string, number>, minimumNightsByDate: {} as Record<string, number> };
  for (const [day, price, minimumNights] of row.calendar) {
    if (price !== null) calendar.nightlyPrices[day] = toCents(Number(price));
    if (minimumNights !== null) calendar.minimumNightsByDate[day] = minimumNights;
  }
  return {
    listing: bookableFromRow(row, row.addons, calendar),
    taken: row.taken.flatMap(([during, bookingId]) => {
      const range = parseDateRange(during);
      return range ? [{ ...range, bookingId }] : [];
    }),
    hostRecord: recordOf(row.host_record),
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
