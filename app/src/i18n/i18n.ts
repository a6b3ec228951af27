// i18next for the app: catalogues in locales/{en,fr}/{namespace}.json, loaded per locale (one chunk each),
// cached 24 hours in localStorage; the language follows the URL (/fr) or, on pages without a French path, the cookie.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookieNames, localeCookieMaxAge, writeCookie } from '../lib/cookies.ts';
import type { Locale } from '../routes/route-types.ts';
import { buildId } from '../build/build-id.ts';
import { readMessageCache, writeMessageCache } from './message-cache.ts';

export const namespaces = [
  'common',
  'meta',
  'home',
  'listing',
  'booking',
  'search',
  'auth',
  'favourites',
  'bookings',
  'owner',
  'changes',
  'messages',
  'host',
  'renter',
] as const;
export type Namespace = (typeof namespaces)[number];
type Catalogue = Record<Namespace, Record<string, unknown>>;

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', { import: 'default' });

async function importCatalogue(locale: Locale): Promise<Catalogue> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = files[`../../../locales/${locale}/${ns}.json`];
      if (!load) throw new Error(`Missing catalogue locales/${locale}/${ns}.json`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries) as Catalogue;
}

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const cached = readMessageCache<Catalogue>(storage(), locale, buildId, Date.now());
  if (cached) return cached;
  const catalogue = await importCatalogue(locale);
  writeMessageCache(storage(), locale, buildId, Date.now(), catalogue);
  return catalogue;
}

export const i18n: I18n = createInstance();

export async function initI18n(locale: Locale): Promise<I18n> {
  const catalogue = await loadCatalogue(locale);
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['en', 'fr'],
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { [locale]: catalogue },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

/** Switches the language: loads the other catalogue first so no page ever mixes languages. */
export async function setLocale(locale: Locale): Promise<void> {
  writeCookie(cookieNames.locale, locale, localeCookieMaxAge);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'fr' ? 'fr-CA' : 'en';
  if (i18n.language === locale) return;
  if (!i18n.hasResourceBundle(locale, 'common')) {
    const catalogue = await loadCatalogue(locale);
    for (const ns of namespaces) i18n.addResourceBundle(locale, ns, catalogue[ns], true, true);
  }
  await i18n.changeLanguage(locale);
}
