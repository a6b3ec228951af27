// The visitor's display currency (USD or CAD), kept in its cookie.
import { cookies } from '@rove/contract/cookies';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { createStore, useStore } from '../lib/create-store.ts';
import type { Currency } from '@rove/contract';

const currencyFromCookie = (): Currency => (readCookie(cookies.currency.name) === 'CAD' ? 'CAD' : 'USD');

export const currencyStore = createStore<Currency>(currencyFromCookie());

export function setCurrency(currency: Currency): void {
  writeCookie(cookies.currency.name, currency, cookies.currency.maxAge);
  currencyStore.set(currency);
}

export function useCurrency(): Currency {
  return useStore(currencyStore);
}
