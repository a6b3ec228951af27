// The visitor's display currency (USD or CAD), kept in its cookie.
import { cookies } from '@rove/contract/cookies';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { createStore, useStore } from '../lib/create-store.ts';
import { serverSlot } from '../lib/server-render-scope.ts';
import type { Currency } from '@rove/contract';

/** The display currency a currency cookie's value chooses: CAD, else USD. */
export const currencyOfCookie = (value: string | undefined): Currency => (value === 'CAD' ? 'CAD' : 'USD');

const currencyFromCookie = (): Currency => currencyOfCookie(readCookie(cookies.currency.name));

export const currencyStore = createStore<Currency>(currencyFromCookie());

export function setCurrency(currency: Currency): void {
  writeCookie(cookies.currency.name, currency, cookies.currency.maxAge);
  currencyStore.set(currency);
}

// On the server, the currency of the request being rendered (its cookie): renders of different requests interleave.
const serverCurrency = serverSlot(currencyFromCookie);

export function useCurrency(): Currency {
  const chosen = useStore(currencyStore);
  return serverCurrency.current() ?? chosen;
}
