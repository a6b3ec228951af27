// The visitor's display currency (USD or CAD), kept in its cookie.
import { cookieNames, readCookie, writeCookie } from '../lib/cookies.ts';
import { createStore, useStore } from '../lib/create-store.ts';
import type { Currency } from '@rove/contract';

const currencyFromCookie = (): Currency => (readCookie(cookieNames.currency) === 'CAD' ? 'CAD' : 'USD');

export const currencyStore = createStore<Currency>(currencyFromCookie());

export function setCurrency(currency: Currency): void {
  writeCookie(cookieNames.currency, currency, 365 * 86_400);
  currencyStore.set(currency);
}

export function useCurrency(): Currency {
  return useStore(currencyStore);
}
