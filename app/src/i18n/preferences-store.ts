// The visitor's display currency (USD or CAD) and with it the distance unit of every list (km with CAD, miles with
// USD: a page never mixes them). A visitor who chose a currency keeps it (its cookie); one who did not gets the
// default of the page's language: CAD on French pages, USD on English ones. Issue 38's decision: the signal is the
// language, the one the server's render and the browser share without any other state (an IP country would need
// the server to hand it over, and a CDN header we do not have); French readers of a US and Canadian marketplace are
// Canadians, English readers mostly Americans, and either can switch in the header.
import { cookies } from '@rove/contract/cookies';
import { type Country, type Currency, countryOfCurrency } from '@rove/contract';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { createLazyStore, useStore } from '../lib/create-store.ts';
import { serverSlot } from '../lib/server-render-scope.ts';
import type { Locale } from '../routes/route-types.ts';
import { useLocale } from '../routes/use-locale-path.ts';

/** The currency chosen in the cookie, or null when the visitor never chose one. */
export function chosenCurrency(cookie: string | undefined): Currency | null {
  return cookie === 'CAD' || cookie === 'USD' ? cookie : null;
}

/** The currency a page shows: the visitor's choice, else CAD in French and USD in English. */
export function displayCurrency(chosen: Currency | null, locale: Locale): Currency {
  return chosen ?? (locale === 'fr' ? 'CAD' : 'USD');
}

const chosenFromCookie = (): Currency | null => chosenCurrency(readCookie(cookies.currency.name));

// Read at its first use, not as the base chunk is evaluated (lib/create-store.ts createLazyStore).
export const currencyStore = createLazyStore<Currency | null>(chosenFromCookie);

export function setCurrency(currency: Currency): void {
  writeCookie(cookies.currency.name, currency, cookies.currency.maxAge);
  currencyStore.set(currency);
}

// On the server, the choice of the request being rendered (its cookie): renders of different requests interleave.
const serverChoice = serverSlot(chosenFromCookie);

export function useCurrency(): Currency {
  const chosen = useStore(currencyStore);
  const server = serverChoice.current();
  return displayCurrency(server === undefined ? chosen : server, useLocale());
}

/** The market whose unit the page's distances are in: the display currency's (km with CAD, miles with USD). */
export function useDistanceCountry(): Country {
  return countryOfCurrency(useCurrency());
}
