// The server's part of the app, built with `vite build --ssr` into app/dist-ssr (the server runs by Node type
// stripping and imports this bundle, never the TSX). headFor() writes the page's head in the HTML the server sends:
// language, title, description, canonical, hreflang alternates, Open Graph / Twitter tags and robots (noindex on
// the dashboard), from the same route table and pageMeta() the app uses after it starts (shell/page-meta.tsx).
import enMeta from '../../../../locales/en/meta.json';
import frMeta from '../../../../locales/fr/meta.json';
import { isLocale, localeOfUnknownPath, pageLocale } from '../../i18n/locale.ts';
import { cookies } from '@rove/contract/cookies';
import { type MetaOverride, pageMeta, structuredDataTags, withMetaOverride } from '../../i18n/meta.ts';
import { matchRoute } from '../../routes/path-for.ts';
import type { Locale } from '../../routes/route-types.ts';

const catalogues: Record<Locale, Record<string, unknown>> = { en: enMeta, fr: frMeta };

/** i18next's lookup for `meta:{key}.{field}` (key separator '.'), with its default value. */
function translate(locale: Locale) {
  return (key: string, options: { defaultValue: string }): string => {
    let node: unknown = catalogues[locale];
    for (const part of key.replace(/^meta:/, '').split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === 'string' && node !== '' ? node : options.defaultValue;
  };
}

/** A text safe in HTML, attribute values (double-quoted) included. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ServerHead {
  /** The html element's lang attribute. */
  lang: string;
  locale: Locale;
  /** The tags that go in <head>: title, meta, canonical and alternate links. */
  html: string;
}

/** The locale cookie's value in a Cookie request header. */
export function localeCookieOf(cookieHeader: string | undefined | null): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookies.locale.name && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The language a page's response records in the locale cookie, as the app's route loader does in the browser
 * (setLocale): the page's language, when the request's cookie does not already say it. Sent with the HTML, a link
 * followed before the JavaScript runs keeps the language (request to book has no French path: it speaks the
 * cookie's language).
 */
export function localeToRecord(url: string, cookieHeader?: string | null): Locale | undefined {
  const cookie = localeCookieOf(cookieHeader);
  const { pathname } = new URL(url);
  const locale = languageOf(pathname, matchRoute(pathname), cookie);
  return cookie === locale ? undefined : locale;
}

/** The page's language: the path's, else the locale cookie's (a path no route serves: its /fr or /en prefix first). */
function languageOf(pathname: string, match: ReturnType<typeof matchRoute>, cookie: Locale | undefined): Locale {
  return match ? pageLocale(match.pathLocale, cookie) : localeOfUnknownPath(pathname, cookie);
}

/**
 * The head of the page at `url` (absolute), in the page's language (the path's, else the locale cookie's); `override`
 * is what a page rendered on the server said about itself (a listing's or a blog post's title and description).
 */
export function headFor(url: string, cookieHeader?: string | null, override?: MetaOverride | null): ServerHead {
  const { origin, pathname, search } = new URL(url);
  const cookie = localeCookieOf(cookieHeader);
  const match = matchRoute(pathname);
  const locale = languageOf(pathname, match, cookie);
  const metaKey = match?.route.name ?? 'not-found';
  const routeMeta = pageMeta(
    {
      metaKey,
      fallback: match ? metaKey : 'Rove',
      locale,
      origin,
      pathname,
      search,
      alternateLinks: Boolean(match) && !match?.route.options.noAlternateLinks,
    },
    translate(locale),
  );
  const meta = override ? withMetaOverride(routeMeta, override, origin) : routeMeta;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...meta.tags.map((tag) => `<meta ${tag.key}="${tag.id}" content="${escapeHtml(tag.content)}" />`),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    ...meta.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}" />`),
    ...structuredDataTags(meta),
  ];
  return { lang: locale === 'fr' ? 'fr-CA' : 'en', locale, html: tags.join('\n    ') };
}
