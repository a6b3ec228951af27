import { type Country, type Currency, convertCurrency, currencyOf, toMarketUnit, usdPerCad } from '@rove/contract';

export type { Currency };
export { convertCurrency as convert, usdPerCad };

export const money = (amount: number, currency: Currency) => ({ Amount: Math.round(amount * 100) / 100, Currency: currency });

/** Metres to the market's unit (mi in the US, km in Canada), one decimal. */
export function distanceIn(country: Country, metres: number): number {
  const km = metres / 1000;
  return Math.round(toMarketUnit(km, country) * 10) / 10;
}

export { currencyOf };
