// The server keeps a public page's HTML for visitors (server/src/http/page-cache.ts) under this key, beside the data's
// version: everything the HTML depends on apart from the data. The page's address (path and query), its language,
// the display currency, the platform (the native apps' cookie, else the user agent: mobile or not) and the value
// of every other cookie of ours that a page may read (flags' overrides, dismissed banners, the search location...).
// A cookie joins the key unless it is named below with the reason it does not change the HTML; a render that reads a
// cookie the key does not hold is not kept (entry-server.tsx: `cacheable`).
import { type CookieKey, cookies } from '@rove/contract/cookies';
import { pageLocale } from '../../i18n/locale.ts';
import { chosenCurrency, displayCurrency } from '../../i18n/preferences-store.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { resolvePlatform } from '../../lib/native/platform.ts';
import { matchRoute } from '../../routes/path-for.ts';
import { isServerRendered } from './public-pages.ts';

/** A signed-in request is never given a visitor's HTML (nor is its page kept for visitors). */
const signedIn: readonly CookieKey[] = ['sessionHint', 'accessToken', 'adminAccessToken'];

/** Cookies outside the key, and why. */
const outsideKey: Partial<Record<CookieKey, string>> = {
  locale: 'in the key as the page language',
  currency: 'in the key as the display currency',
  platform: 'in the key as the platform',
  sessionHint: 'signed in: never cached',
  accessToken: 'signed in: never cached',
  adminAccessToken: 'signed in: never cached',
  refresh: 'sent to /api/account only',
  anonymousId: 'sent to the API with each call; the public answers a page reads are the same for every visitor',
};

const keyed = (Object.keys(cookies) as CookieKey[]).filter((key) => !(key in outsideKey)).map((key) => cookies[key].name);

/** The cookies a cached render may read: those of the key and those folded into it. */
const readable = new Set<string>([
  ...keyed,
  ...(Object.keys(outsideKey) as CookieKey[]).filter((key) => !signedIn.includes(key)).map((key) => cookies[key].name),
]);

/** Whether a render that read these cookies may be kept under the key (every one of them is accounted for). */
export function cacheableReads(cookiesRead: Iterable<string>): boolean {
  for (const name of cookiesRead) if (!readable.has(name)) return false;
  return true;
}

/**
 * The key of the page at `url` (absolute) for this visitor, or null when the request must not be given a kept page
 * (signed in) or the page is not one the server renders (the others are the app's shell with the route's head).
 */
export function pageCacheKey(url: string, cookieHeader?: string | null, userAgent?: string | null): string | null {
  const jar = parseCookies(cookieHeader ?? '');
  if (signedIn.some((key) => jar[cookies[key].name])) return null;
  const { pathname, search } = new URL(url);
  const match = matchRoute(pathname);
  if (!match || !isServerRendered(match.route.name)) return null;
  const locale = pageLocale(match.pathLocale, jar[cookies.locale.name]);
  return JSON.stringify([
    pathname + search,
    locale,
    displayCurrency(chosenCurrency(jar[cookies.currency.name]), locale),
    resolvePlatform(jar[cookies.platform.name], userAgent ?? ''),
    ...keyed.map((name) => jar[name] ?? null),
  ]);
}
