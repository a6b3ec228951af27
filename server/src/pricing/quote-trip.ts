import { allowance, totalDays } from './allowances.ts';
import { daysBetween, type IsoDate } from './calendar.ts';
import { type DeliverySettings, type DistanceUnit, deliveryQuote, distanceUnitOf } from './delivery.ts';
import { type Cents, type Country, type CurrencyCode, currencyOf, sum } from './money.ts';
import { type DiscountSettings, type NightlyPriceOverrides, type NightlyRental, nightlyRental } from './nightly-rates.ts';
import { bookingPaymentSchedule, type PaymentSchedule, payLaterDate, securityDepositOn } from './pay-later.ts';
import { type Promotion, promotionalDiscount, splitCredits } from './promotions.ts';
import {
  type ProtectionCharge,
  type ProtectionLevel,
  protectionCharge,
  protectionLevelFitsUsage,
  type RvClass,
  type RvUsage,
} from './protection-plans.ts';
import { type TaxLine, taxLines, taxRatesFor } from './sales-taxes.ts';
import { ownerServiceFee, renterServiceFee } from './service-fees.ts';
import type { TripError } from './trip-errors.ts';

export interface ListingAddOn {
  id: number;
  name: string;
  price: Cents;
  /** Charged per night when true, once per trip otherwise. */
  daily: boolean;
  /** Most the renter may take (1 when absent). */
  maxQuantity?: number;
}

/** What the engine needs to know about an RV; the caller maps its listing row to this. */
export interface ListingTerms extends DiscountSettings {
  country: Country;
  /** Province, territory or state of the RV (two letters). */
  region: string;
  rvClass: RvClass;
  nightlyPrice: Cents;
  /** The host's calendar prices for some nights (IsoDate -> cents): they replace nightlyPrice on those nights. */
  nightlyPrices?: NightlyPriceOverrides;
  /** The host's calendar minimum stays (IsoDate -> nights): a stay starting on that date needs that many nights. */
  minimumNightsByDate?: Readonly<Record<IsoDate, number>>;
  cleaningFee: Cents;
  securityDeposit: Cents;
  minimumNights: number;
  maxGuests: number;
  petsAllowed: boolean;
  /** Free distance per day in the market unit; null = unlimited. */
  freeDistancePerDay: number | null;
  chargePerDistanceOver: Cents;
  /** Free generator hours per day; null = unlimited or no generator. */
  freeGeneratorHoursPerDay: number | null;
  chargePerGeneratorHourOver: Cents;
  delivery: DeliverySettings | null;
  addOns: readonly ListingAddOn[];
  /** Canadian hosts registered for GST/HST and for PST/QST/RST collect those taxes on their part. */
  hostChargesFederalTax: boolean;
  hostChargesSalesTax: boolean;
}

export interface TripInputs {
  startDate: IsoDate;
  endDate: IsoDate;
  adults: number;
  children: number;
  pets: boolean;
  protectionLevel: ProtectionLevel;
  roadsideAssistance: boolean;
  rvUsage: RvUsage;
  /** One-way delivery distance in the RV's market unit (km for CA, miles for US); ignored for Pickup. */
  deliveryDistance: number | null;
  addOns: readonly { id: number; quantity: number }[];
  promotion: Promotion | null;
  /** Credits in the renter's account, in minor units of the RV's currency. */
  creditsAvailable: Cents;
  /** Half-open [start, end) ranges that are held, booked or blocked. */
  unavailable: readonly { start: IsoDate; end: IsoDate }[];
  today: IsoDate;
}

export interface QuotedAddOn extends ListingAddOn {
  quantity: number;
  total: Cents;
}

export interface TripQuote {
  country: Country;
  currency: CurrencyCode;
  region: string;
  rvClass: RvClass;
  distanceUnit: DistanceUnit;
  startDate: IsoDate;
  endDate: IsoDate;
  nights: number;
  totalDays: number;
  rental: NightlyRental;
  cleaning: Cents;
  addOns: QuotedAddOn[];
  addOnsTotal: Cents;
  rvUsage: RvUsage;
  delivery: { distance: number; chargedDistance: number; amount: Cents } | null;
  /** The host's delivery price per market unit beyond the free radius (0 when not delivered). */
  deliveryPricePerUnit: Cents;
  protection: ProtectionCharge;
  renterServiceFee: Cents;
  ownerServiceFee: Cents;
  /** GST/HST the host collects (CA). */
  ownerTaxes: TaxLine[];
  /** PST/QST/RST the host collects (CA). */
  ownerSalesTaxes: TaxLine[];
  /** Taxes Rove collects on its own services (CA). */
  renterTaxes: TaxLine[];
  /** State sales tax Rove collects as marketplace facilitator (US). */
  usTaxes: TaxLine[];
  renterTotal: Cents;
  promotion: { code: string; amount: Cents } | null;
  renterDiscountedTotal: Cents;
  credits: { now: Cents; later: Cents };
  schedule: PaymentSchedule;
  /** Due at the first payment after credits. */
  amountDueNow: Cents;
  ownerTotal: Cents;
  ownerPayout: Cents;
  securityDeposit: { amount: Cents; on: IsoDate };
  allowances: {
    freeDistance: number | null;
    chargePerDistanceOver: Cents;
    freeGeneratorHours: number | null;
    chargePerGeneratorHourOver: Cents;
  };
}

export type QuoteResult = { ok: true; quote: TripQuote } | { ok: false; error: TripError };

function overlaps(a: { start: IsoDate; end: IsoDate }, b: { start: IsoDate; end: IsoDate }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The minimum stay for a trip starting on `start`: the calendar's minimum for that night, else the RV's. */
export function minimumNightsFor(listing: Pick<ListingTerms, 'minimumNights' | 'minimumNightsByDate'>, start: IsoDate): number {
  return listing.minimumNightsByDate?.[start] ?? listing.minimumNights;
}

/**
 * The first reason the stay itself cannot be booked (dates, minimum stay, guests, pets), or null: what every quote
 * checks first, and what a search card checks before its total.
 */
export function stayRefusal(
  listing: Pick<ListingTerms, 'minimumNights' | 'minimumNightsByDate' | 'maxGuests' | 'petsAllowed'>,
  trip: Pick<TripInputs, 'startDate' | 'endDate' | 'today' | 'adults' | 'children' | 'pets'>,
): TripError | null {
  const refuse = (code: TripError['code'], params: TripError['params'] = {}): TripError => ({ code, params });
  const nights = daysBetween(trip.startDate, trip.endDate);
  if (nights < 1) return refuse('INVALID_DATES');
  if (daysBetween(trip.today, trip.startDate) < 0) return refuse('DATES_IN_PAST');
  const minimumNights = minimumNightsFor(listing, trip.startDate);
  if (nights < minimumNights) return refuse('MINIMUM_NIGHTS', { minimumNights });
  if (trip.adults + trip.children > listing.maxGuests) return refuse('TOO_MANY_GUESTS', { maxGuests: listing.maxGuests });
  if (trip.pets && !listing.petsAllowed) return refuse('PETS_NOT_ALLOWED');
  return null;
}

/** What the renter's total is made of once the rental, add-ons, delivery and protection are known. */
export interface TripCharges {
  renterServiceFee: Cents;
  /** The host's supply (rental, cleaning, add-ons, delivery) and Rove's (service fee, roadside), taxed apart. */
  hostSupply: Cents;
  ownerTaxes: TaxLine[];
  ownerSalesTaxes: TaxLine[];
  renterTaxes: TaxLine[];
  usTaxes: TaxLine[];
  ownerTaxTotal: Cents;
  renterTotal: Cents;
}

/**
 * Cleaning, the service fee and the taxes on top of the rental: arithmetic on a few numbers, shared by the estimate
 * (quoteTrip) and the search cards (search-trip-total.ts), so a card's total is the estimate's.
 */
export function tripCharges(
  listing: Pick<ListingTerms, 'country' | 'region' | 'rvClass' | 'cleaningFee' | 'hostChargesFederalTax' | 'hostChargesSalesTax'>,
  parts: { nights: number; rental: NightlyRental; addOnsTotal: Cents; deliveryAmount: Cents; protection: ProtectionCharge },
): TripCharges {
  const { nights, rental, addOnsTotal, deliveryAmount, protection } = parts;
  const cleaning = listing.cleaningFee;
  const serviceFee = renterServiceFee(
    { rental: rental.rentalAmount, cleaning, addOns: addOnsTotal, roadside: protection.roadsideTotal },
    nights,
    listing.rvClass,
  );

  // The host's supply (rental, cleaning, add-ons, delivery) and Rove's (service fee, roadside) are taxed
  // apart; insurance premiums are exempt.
  const hostSupply = rental.rentalAmount + cleaning + addOnsTotal + deliveryAmount;
  const roveSupply = serviceFee + protection.roadsideTotal;
  const rates = taxRatesFor(listing.country, listing.region);
  let ownerTaxes: TaxLine[] = [];
  let ownerSalesTaxes: TaxLine[] = [];
  let renterTaxes: TaxLine[] = [];
  let usTaxes: TaxLine[] = [];
  if (listing.country === 'CA') {
    if (listing.hostChargesFederalTax)
      ownerTaxes = taxLines(
        rates.filter((rate) => rate.kind === 'federal'),
        hostSupply,
      );
    if (listing.hostChargesSalesTax)
      ownerSalesTaxes = taxLines(
        rates.filter((rate) => rate.kind === 'sales'),
        hostSupply,
      );
    renterTaxes = taxLines(rates, roveSupply);
  } else {
    usTaxes = taxLines(rates, hostSupply + roveSupply);
  }
  const ownerTaxTotal = sum([...ownerTaxes, ...ownerSalesTaxes].map((line) => line.amount));
  const taxTotal = ownerTaxTotal + sum([...renterTaxes, ...usTaxes].map((line) => line.amount));
  return {
    renterServiceFee: serviceFee,
    hostSupply,
    ownerTaxes,
    ownerSalesTaxes,
    renterTaxes,
    usTaxes,
    ownerTaxTotal,
    renterTotal: hostSupply + protection.insuranceTotal + roveSupply + taxTotal,
  };
}

/** The whole price of a trip, or the first reason it cannot be booked. */
export function quoteTrip(listing: ListingTerms, trip: TripInputs): QuoteResult {
  const fail = (code: TripError['code'], params: TripError['params'] = {}): QuoteResult => ({ ok: false, error: { code, params } });
  const refusal = stayRefusal(listing, trip);
  if (refusal) return { ok: false, error: refusal };
  const nights = daysBetween(trip.startDate, trip.endDate);
  if (!protectionLevelFitsUsage(trip.protectionLevel, trip.rvUsage))
    return fail('PROTECTION_NOT_AVAILABLE', { protectionLevel: trip.protectionLevel });
  const stay = { start: trip.startDate, end: trip.endDate };
  if (trip.unavailable.some((range) => overlaps(range, stay))) return fail('DATES_UNAVAILABLE');

  const distanceUnit = distanceUnitOf(listing.country);
  let delivery: TripQuote['delivery'] = null;
  if (trip.rvUsage !== 'Pickup') {
    if (listing.delivery === null) return fail('DELIVERY_NOT_OFFERED');
    if (trip.deliveryDistance === null || !(trip.deliveryDistance >= 0)) return fail('DELIVERY_DISTANCE_REQUIRED');
    const quoted = deliveryQuote(listing.delivery, trip.deliveryDistance);
    if (!quoted.ok) return fail(quoted.reason, { maxRadius: listing.delivery.maxRadius, unit: distanceUnit });
    delivery = { distance: quoted.distance, chargedDistance: quoted.chargedDistance, amount: quoted.amount };
  }

  const addOns: QuotedAddOn[] = [];
  for (const wanted of trip.addOns) {
    const addOn = listing.addOns.find((candidate) => candidate.id === wanted.id);
    if (!addOn) return fail('UNKNOWN_ADDON', { addOnId: wanted.id });
    const quantity = Math.max(1, Math.floor(wanted.quantity));
    const maxQuantity = addOn.maxQuantity ?? 1;
    if (quantity > maxQuantity) return fail('ADDON_QUANTITY_TOO_HIGH', { addOnId: wanted.id, maxQuantity });
    addOns.push({ ...addOn, quantity, total: addOn.price * quantity * (addOn.daily ? nights : 1) });
  }

  const rental = nightlyRental(listing.nightlyPrice, trip.startDate, trip.endDate, listing, listing.nightlyPrices);
  const cleaning = listing.cleaningFee;
  const addOnsTotal = sum(addOns.map((addOn) => addOn.total));
  const deliveryAmount = delivery?.amount ?? 0;
  const protection = protectionCharge(trip.protectionLevel, listing.rvClass, nights, trip.roadsideAssistance);
  const charges = tripCharges(listing, { nights, rental, addOnsTotal, deliveryAmount, protection });
  const { renterTotal, hostSupply, ownerTaxTotal } = charges;
  const promotionAmount = promotionalDiscount(trip.promotion, renterTotal);
  const renterDiscountedTotal = renterTotal - promotionAmount;
  const schedule = bookingPaymentSchedule(renterDiscountedTotal, payLaterDate(trip.startDate, trip.today));
  const credits = splitCredits(trip.creditsAvailable, schedule.dueNow, schedule.dueLater);
  const ownerFee = ownerServiceFee(rental.rentalAmount, addOnsTotal);
  const ownerTotal = hostSupply + ownerTaxTotal;

  return {
    ok: true,
    quote: {
      country: listing.country,
      currency: currencyOf(listing.country),
      region: listing.region.toUpperCase(),
      rvClass: listing.rvClass,
      distanceUnit,
      startDate: trip.startDate,
      endDate: trip.endDate,
      nights,
      totalDays: totalDays(nights),
      rental,
      cleaning,
      addOns,
      addOnsTotal,
      rvUsage: trip.rvUsage,
      delivery,
      deliveryPricePerUnit: delivery ? (listing.delivery?.pricePerUnit ?? 0) : 0,
      protection,
      renterServiceFee: charges.renterServiceFee,
      ownerServiceFee: ownerFee,
      ownerTaxes: charges.ownerTaxes,
      ownerSalesTaxes: charges.ownerSalesTaxes,
      renterTaxes: charges.renterTaxes,
      usTaxes: charges.usTaxes,
      renterTotal,
      promotion: trip.promotion && promotionAmount > 0 ? { code: trip.promotion.code, amount: promotionAmount } : null,
      renterDiscountedTotal,
      credits,
      schedule,
      amountDueNow: schedule.dueNow - credits.now,
      ownerTotal,
      ownerPayout: ownerTotal - ownerFee,
      securityDeposit: { amount: listing.securityDeposit, on: securityDepositOn(trip.startDate, trip.today) },
      allowances: {
        freeDistance: allowance(listing.freeDistancePerDay, nights),
        chargePerDistanceOver: listing.chargePerDistanceOver,
        freeGeneratorHours: allowance(listing.freeGeneratorHoursPerDay, nights),
        chargePerGeneratorHourOver: listing.chargePerGeneratorHourOver,
      },
    },
  };
}
