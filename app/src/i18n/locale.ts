// Which language a page speaks: /fr paths are French, /en paths English; paths with no French variant (and the
// unprefixed dashboard) follow the locale cookie, else English.
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../lib/cookies.ts';
import { defaultLocale, isLocale, type Locale } from '@rove/contract/vocabulary';

export { isLocale };

export function pageLocale(pathLocale: Locale | undefined, cookieValue: string | undefined): Locale {
  if (pathLocale) return pathLocale;
  return isLocale(cookieValue) ? cookieValue : defaultLocale;
}

/** For paths the table does not know (the 404 page): the /fr prefix, else the cookie. */
export function localeOfUnknownPath(pathname: string, cookieValue: string | undefined): Locale {
  if (pathname === '/fr' || pathname.startsWith('/fr/')) return 'fr';
  if (pathname === '/en' || pathname.startsWith('/en/')) return 'en';
  return pageLocale(undefined, cookieValue);
}

export function cookieLocale(): string | undefined {
  return readCookie(cookies.locale.name);
}
