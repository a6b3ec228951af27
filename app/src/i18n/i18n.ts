// i18next for the app: catalogues in locales/{en,fr}/{namespace}.json, one chunk each, loaded per page: a page
// loads the namespaces it reads (shell/router/route-namespaces.ts, and i18next's backend below for any other one, which
// suspends the component until its words are here), each cached 24 hours in localStorage. A page the server
// rendered carries the words its render read (shell/server/entry-server.tsx): hydration waits for no catalogue. The
// language follows the URL (/fr) or, on pages without a French path, the cookie.
import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cookies } from '@rove/contract/cookies';
import { frenchDe } from '@rove/contract/french';
import { writeCookie } from '../lib/cookies.ts';
import type { Locale } from '../routes/route-types.ts';
import { buildId } from '../lib/build/build-id.ts';
import { readMessageCache, writeMessageCache } from './message-cache.ts';

/** The app's namespaces (content and legal, the content pages' words, are loaded by those pages: content/namespaces.ts). */
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
  'booking-pages',
  'owner',
  'changes',
  'messages',
  'host',
  'renter',
  'forms',
] as const;
export type Namespace = (typeof namespaces)[number];
/** What every page reads (the header, the footer, the banners, the error page). */
export const coreNamespaces: readonly Namespace[] = ['common'];

type Bundle = Record<string, unknown>;
const files = import.meta.glob<Bundle>('./*/*.json', { import: 'default', base: '../../../locales' });

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** One namespace's words in one language: from the 24-hour cache, else its chunk (then cached). */
export async function loadNamespace(locale: Locale, ns: string): Promise<Bundle> {
  const cached = readMessageCache<Bundle>(storage(), `${locale}:${ns}`, buildId, Date.now());
  if (cached) return cached;
  const load = files[`./${locale}/${ns}.json`];
  if (!load) throw new Error(`Missing catalogue locales/${locale}/${ns}.json`);
  const bundle = await load();
  writeMessageCache(storage(), `${locale}:${ns}`, buildId, Date.now(), bundle);
  return bundle;
}

/** i18next's backend: a namespace a component asks for and no page preloaded. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language === 'fr' ? 'fr' : 'en', namespace).then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n: I18n = createInstance();

/**
 * The app's own formats, on every instance (the browser's, the server render's): "{{name, de}}" in French gives
 * "d’Élodie", "du Huard", "de Marc" (locales/french-typography.test.ts requires it before every name).
 */
export function addFormatters(instance: I18n): void {
  instance.services.formatter?.add('de', (value, lng) => (lng === 'fr' ? frenchDe(String(value)) : `of ${String(value)}`));
}

export interface InitOptions {
  /** Namespaces to load before the first render (default: all of them, as tests and tools expect). */
  preload?: readonly string[];
  /** Words the server inlined with the page, by namespace, in `locale`: never fetched again. */
  inlined?: Record<string, object>;
}

export async function initI18n(locale: Locale, { preload = namespaces, inlined = {} }: InitOptions = {}): Promise<I18n> {
  const wanted = [...new Set([...coreNamespaces, ...preload])].filter((ns) => !(ns in inlined));
  const loaded = await Promise.all(wanted.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: ['en', 'fr'],
      ns: [...new Set([...coreNamespaces, ...Object.keys(inlined), ...wanted])],
      defaultNS: 'common',
      resources: { [locale]: { ...inlined, ...Object.fromEntries(loaded) } },
      // The resources above are a start: other namespaces come through the backend when first used.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  addFormatters(i18n);
  return i18n;
}

/** Loads the namespaces missing in the current language (a page's, before it renders). */
export function loadNamespaces(list: readonly string[]): Promise<void> {
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  const missing = list.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  if (!missing.length || !i18n.isInitialized) return Promise.resolve();
  return Promise.all(
    missing.map(async (ns) => {
      i18n.addResourceBundle(locale, ns, await loadNamespace(locale, ns), true, true);
    }),
  ).then(() => undefined);
}

/** Switches the language: loads the other language's words of every namespace in use first, so no page mixes languages. */
export async function setLocale(locale: Locale): Promise<void> {
  writeCookie(cookies.locale.name, locale, cookies.locale.maxAge);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'fr' ? 'fr-CA' : 'en';
  if (i18n.language === locale) return;
  const current = i18n.language === 'fr' ? 'fr' : 'en';
  const inUse = Object.keys(i18n.store?.data[current] ?? {});
  await Promise.all(
    inUse
      .filter((ns) => !i18n.hasResourceBundle(locale, ns))
      .map(async (ns) => {
        i18n.addResourceBundle(locale, ns, await loadNamespace(locale, ns), true, true);
      }),
  );
  await i18n.changeLanguage(locale);
}
