import { type Country, distanceUnitOf, toMarketUnit } from '@rove/contract/vocabulary';
import { numberFormat } from '../../lib/intl-format.ts';

/** A distance given in km, shown in the country's unit: one decimal under 10, whole numbers above. */
export function formatDistance(km: number, country: Country, locale: string): string {
  const value = toMarketUnit(km, country);
  return numberFormat(locale, {
    style: 'unit',
    unit: distanceUnitOf(country) === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
