// Earn more: what an RV could earn, from comparable published listings (type, size, region, season).
//
// 1. Comparables: published listings of the same type in the same region with a similar length (within 5 feet)
//    and year (within 5 years); when fewer than 5 match, the year, then the size, then the region (the whole
//    country), then the type (the same class, drivable or towable) are let go, in that order.
// 2. Nightly price: the median of their nightly prices (low and high: the 25th and 75th percentiles), converted
//    to the RV's currency (1 CAD = 0.73 USD).
// 3. Occupancy: the nights the comparables are booked over the next 180 days, against a seasonal baseline of
//    RV rentals (peak June-August 60%, shoulder May, September, October 35%, low 12%). The ratio (kept between
//    0.5 and 1.5, so that a few listings cannot make the figure absurd) scales the baseline of each month.
// 4. Earnings: nightly price x booked nights, less Rove's owner service fee (20%, server/PRICING.md).
import type { Locale } from '@rove/contract';
import type { Currency } from '@rove/contract';
import { type Kysely, sql } from 'kysely';
import {
  type Country,
  currencyOf,
  type EarningsEstimate,
  isDrivable,
  ownerServiceFeePercent,
  type RvType,
  rvTypes,
  seasonOf,
  type Season,
} from '@rove/contract';
import type { Database } from '../db/schema.ts';
import { regionName } from '../geocoding/regions.ts';
import { usdPerCad } from '../listings/money.ts';

export const minComparables = 5;
export const seasonalOccupancy: Record<Season, number> = { peak: 0.6, shoulder: 0.35, low: 0.12 };
const lookaheadDays = 180;
const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export interface EarningsInput {
  type: RvType;
  length?: number;
  year?: number;
  country: Country;
  region?: string;
  month: number;
  today: string;
  locale: Locale;
}

/** A state or province name in the page's language. */
export function regionLabel(country: Country, code: string, locale: Locale): string {
  return regionName(country, code, locale);
}

interface Tier {
  sameType: boolean;
  region: boolean;
  size: boolean;
  year: boolean;
}

/** Widening order: year, then size, then region, then type are let go. */
export const comparableTiers: Tier[] = [
  { sameType: true, region: true, size: true, year: true },
  { sameType: true, region: true, size: true, year: false },
  { sameType: true, region: true, size: false, year: false },
  { sameType: true, region: false, size: false, year: false },
  { sameType: false, region: false, size: false, year: false },
];

/** The value at fraction p of sorted numbers (linear between neighbours). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

const round = (n: number, step = 1) => Math.round(n / step) * step;

/** The seasonal baseline averaged over the days from `today` on (the window the measured bookings cover). */
export function baselineOver(today: string, days: number): number {
  let total = 0;
  const start = Date.parse(`${today}T00:00:00Z`);
  for (let d = 0; d < days; d++) total += seasonalOccupancy[seasonOf(new Date(start + d * 86_400_000).getUTCMonth() + 1)];
  return total / days;
}

/** Pure: the estimate from comparable prices (in the target currency) and their measured occupancy. */
export function projectEarnings(input: {
  prices: number[];
  measuredOccupancy: number | null;
  baseline: number;
  month: number;
  currency: Currency;
}): Pick<EarningsEstimate, 'NightlyPrice' | 'OccupancyPercent' | 'Months' | 'MonthNights' | 'MonthEarnings' | 'YearEarnings' | 'Season'> {
  const sorted = [...input.prices].sort((a, b) => a - b);
  const typical = round(percentile(sorted, 0.5));
  const ratio = input.measuredOccupancy === null ? 1 : Math.min(1.5, Math.max(0.5, input.measuredOccupancy / input.baseline));
  const keep = 1 - ownerServiceFeePercent / 100;
  const months = daysInMonth.map((days, index) => {
    const month = index + 1;
    const season = seasonOf(month);
    const nights = Math.round(days * seasonalOccupancy[season] * ratio);
    return { Month: month, Season: season, Nights: nights, Earnings: round(typical * nights * keep, 10) };
  });
  const current = months[input.month - 1];
  return {
    NightlyPrice: { Low: round(percentile(sorted, 0.25)), Typical: typical, High: round(percentile(sorted, 0.75)) },
    OccupancyPercent: Math.round(baselineShare(months) * 100),
    Season: current.Season,
    MonthNights: current.Nights,
    MonthEarnings: current.Earnings,
    YearEarnings: months.reduce((sum, m) => sum + m.Earnings, 0),
    Months: months,
  };
}

const baselineShare = (months: { Nights: number }[]) => months.reduce((n, m) => n + m.Nights, 0) / 365;

export async function estimateEarnings(db: Kysely<Database>, input: EarningsInput): Promise<EarningsEstimate> {
  const currency = currencyOf(input.country);
  const drivable = isDrivable(input.type);
  const sameClass = rvTypes.filter((t) => isDrivable(t) === drivable);
  let chosen: { tier: Tier; rows: { price_usd: number; booked: number }[] } | undefined;
  for (const tier of comparableTiers) {
    let query = db
      .selectFrom('listings as l')
      .where('l.status', '=', 'published')
      .where('l.country', '=', input.country)
      .select([
        sql<number>`l.price_usd`.as('price_usd'),
        sql<number>`(select coalesce(sum(upper(b.during * r.window) - lower(b.during * r.window)), 0)::int
          from availability_blocks b, (select daterange(${input.today}::date, ${input.today}::date + ${lookaheadDays}::int) as window) r
          where b.listing_id = l.id and b.kind = 'booked' and b.during && r.window)`.as('booked'),
      ]);
    query = tier.sameType ? query.where('l.type', '=', input.type) : query.where('l.type', 'in', sameClass);
    if (tier.region && input.region) query = query.where('l.region', '=', input.region);
    if (tier.size && input.length) query = query.where(sql<boolean>`abs(l.length - ${input.length}::numeric) <= 5`);
    if (tier.year && input.year) query = query.where(sql<boolean>`abs(l.year - ${input.year}::int) <= 5`);
    const rows = await query.limit(500).execute();
    if (rows.length >= minComparables || (tier === comparableTiers.at(-1) && rows.length)) {
      chosen = { tier, rows };
      break;
    }
  }
  const rows = chosen?.rows ?? [];
  const toCurrency = (usd: number) => (currency === 'USD' ? usd : usd / usdPerCad);
  const measured = rows.length ? rows.reduce((n, r) => n + r.booked, 0) / (rows.length * lookaheadDays) : null;
  const projection = projectEarnings({
    prices: rows.map((r) => toCurrency(r.price_usd)),
    measuredOccupancy: measured,
    baseline: baselineOver(input.today, lookaheadDays),
    month: input.month,
    currency,
  });
  const tier = chosen?.tier ?? comparableTiers.at(-1)!;
  return {
    Currency: currency,
    Comparables: rows.length,
    Basis: {
      Type: input.type,
      SameType: tier.sameType,
      Region: tier.region ? (input.region ?? null) : null,
      RegionName: tier.region && input.region ? regionLabel(input.country, input.region, input.locale) : null,
      Country: input.country,
      SimilarSize: tier.size && input.length !== undefined,
      SimilarYear: tier.year && input.year !== undefined,
    },
    Month: input.month,
    OwnerFeePercent: ownerServiceFeePercent,
    ...projection,
  };
}
