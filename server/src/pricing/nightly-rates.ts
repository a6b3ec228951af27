import { daysBetween, type IsoDate, nightsOf, weekday } from './calendar.ts';
import { type Cents, percentOf } from './money.ts';

export type DiscountKind = 'Midweekdays' | 'Weekly' | 'Monthly';

export interface DiscountSettings {
  /** Percent off midweek nights (the nights that start Monday to Thursday). */
  midweekPercent: number | null;
  /** Percent off every night of a stay of 7 nights or more. */
  weeklyPercent: number | null;
  /** Percent off every night of a stay of 28 nights or more. */
  monthlyPercent: number | null;
}

export interface NightlyRental {
  nights: number;
  /** The listing's nightly price (Nightly.Base). */
  nightlyBase: Cents;
  /** Average price per night after the discount (Nightly.Discounted), rounded to the cent. */
  nightlyDiscounted: Cents;
  preDiscountAmount: Cents;
  discountAmount: Cents;
  rentalAmount: Cents;
  /** The one discount applied, or null. */
  discount: { kind: DiscountKind; percent: number; nights: number } | null;
}

export const weeklyMinimumNights = 7;
export const monthlyMinimumNights = 28;
/** Nights starting Monday (1) to Thursday (4) are midweek nights (days of the week as getUTCDay and SQL's dow count). */
export const midweekDays: ReadonlySet<number> = new Set([1, 2, 3, 4]);

export function isMidweekNight(date: IsoDate): boolean {
  return midweekDays.has(weekday(date));
}

/**
 * How many nights of [start, end) are midweek nights (start Monday to Thursday), counted without listing the
 * nights: whole weeks hold 4 each, then the days of the last part week. Search prices every row with it.
 */
export function midweekNightsBetween(start: IsoDate, end: IsoDate): number {
  const nights = Math.max(0, daysBetween(start, end));
  const first = weekday(start);
  let count = Math.floor(nights / 7) * midweekDays.size;
  for (let index = 0; index < nights % 7; index++) if (midweekDays.has((first + index) % 7)) count++;
  return count;
}

function usable(percent: number | null): percent is number {
  return percent !== null && Number.isFinite(percent) && percent > 0 && percent < 100;
}

/** Per-night prices a host set on the calendar (IsoDate -> cents), overriding the base price for those nights. */
export type NightlyPriceOverrides = Readonly<Record<IsoDate, Cents>>;

/** The price of one night: the calendar's override for that date, else the base price. */
export function priceOfNight(nightlyPrice: Cents, date: IsoDate, overrides?: NightlyPriceOverrides): Cents {
  return overrides?.[date] ?? nightlyPrice;
}

/** The sums of a stay that its rental amount depends on: every night, and the midweek nights apart. */
export interface StaySums {
  nights: number;
  /** Every night of the stay at its calendar price (the host's override, else the base price). */
  preDiscountAmount: Cents;
  /** How many of the nights are midweek nights, and their price. */
  midweekNights: number;
  midweekAmount: Cents;
}

/**
 * Rental amount for the stay. Each night costs its calendar price (the host's override for that date, else the
 * base price); the discount applies to those prices. Discounts never stack: of the discounts the stay qualifies for
 * (monthly from 28 nights, weekly from 7 nights, midweek on Monday-Thursday nights) the one that
 * saves the renter the most applies. On a tie the order is Monthly, Weekly, Midweekdays.
 */
export function nightlyRental(
  nightlyPrice: Cents,
  start: IsoDate,
  end: IsoDate,
  settings: DiscountSettings,
  overrides?: NightlyPriceOverrides,
): NightlyRental {
  // Without calendar prices every night costs the base price: counted without listing the nights. With them, each
  // night is priced on its own.
  const stay = overrides && Object.keys(overrides).length > 0 ? nightsOf(start, end) : null;
  const nights = stay ? stay.length : Math.max(0, daysBetween(start, end));
  const price = (date: IsoDate) => priceOfNight(nightlyPrice, date, overrides);
  const midweekNights = midweekNightsBetween(start, end);
  return rentalFromSums(nightlyPrice, settings, {
    nights,
    preDiscountAmount: stay ? stay.reduce((total, date) => total + price(date), 0) : nightlyPrice * nights,
    midweekNights,
    midweekAmount: stay ? stay.filter(isMidweekNight).reduce((total, date) => total + price(date), 0) : nightlyPrice * midweekNights,
  });
}

/**
 * The rental from the stay's sums (nightlyRental's rule): search sums the nights in SQL from the prepared calendar
 * prices and prices each card with this, the estimate with nightlyRental. One rule for both.
 */
export function rentalFromSums(nightlyPrice: Cents, settings: DiscountSettings, sums: StaySums): NightlyRental {
  const { nights, preDiscountAmount, midweekNights, midweekAmount } = sums;
  const candidates: { kind: DiscountKind; percent: number; nights: number; amount: Cents }[] = [];
  if (usable(settings.monthlyPercent) && nights >= monthlyMinimumNights) {
    candidates.push({
      kind: 'Monthly',
      percent: settings.monthlyPercent,
      nights,
      amount: percentOf(preDiscountAmount, settings.monthlyPercent),
    });
  }
  if (usable(settings.weeklyPercent) && nights >= weeklyMinimumNights) {
    candidates.push({
      kind: 'Weekly',
      percent: settings.weeklyPercent,
      nights,
      amount: percentOf(preDiscountAmount, settings.weeklyPercent),
    });
  }
  if (usable(settings.midweekPercent) && midweekNights > 0) {
    const amount = percentOf(midweekAmount, settings.midweekPercent);
    candidates.push({ kind: 'Midweekdays', percent: settings.midweekPercent, nights: midweekNights, amount });
  }
  const best = candidates.reduce<(typeof candidates)[number] | null>(
    (chosen, candidate) => (chosen === null || candidate.amount > chosen.amount ? candidate : chosen),
    null,
  );
  const discountAmount = best?.amount ?? 0;
  const rentalAmount = preDiscountAmount - discountAmount;
  return {
    nights,
    nightlyBase: nightlyPrice,
    nightlyDiscounted: nights > 0 ? Math.round(rentalAmount / nights) : nightlyPrice,
    preDiscountAmount,
    discountAmount,
    rentalAmount,
    discount: best && best.amount > 0 ? { kind: best.kind, percent: best.percent, nights: best.nights } : null,
  };
}
