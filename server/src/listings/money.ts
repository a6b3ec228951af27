import { type Country, currencyOf, distanceUnitOf, kmToMiles } from '@rove/contract';

export type Currency = 'USD' | 'CAD';
/** Spec 000 section 9: 1 CAD = 0.73 USD. */
export const usdPerCad = 0.73;

export function convert(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  const value = from === 'CAD' ? amount * usdPerCad : amount / usdPerCad;
  return Math.round(value * 100) / 100;
}

export const money = (amount: number, currency: Currency) => ({ Amount: Math.round(amount * 100) / 100, Currency: currency });

/** Metres to the market's unit (mi in the US, km in Canada), one decimal. */
export function distanceIn(country: Country, metres: number): number {
  const km = metres / 1000;
  return Math.round((distanceUnitOf(country) === 'mi' ? km * kmToMiles : km) * 10) / 10;
}

export { currencyOf };
