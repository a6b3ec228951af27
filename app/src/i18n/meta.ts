// The page meta of spec 000 section 2: title and description from translation keys per route name (falling back
// to the route name), Open Graph and Twitter share tags with a default image, and alternate-language links.
import { switchLocalePath } from '../routes/path-for.ts';
import type { Locale } from '../routes/route-types.ts';
import { type JsonLd, jsonLdScriptText, siteStructuredData } from './structured-data.ts';

export { metaDescription } from './meta-description.ts';

export const defaultShareImage = '/share-image.png';

/** Pages search engines must not index: the dashboard (and its payment page), verification, the callbacks. */
export function isNoIndexPage(metaKey: string): boolean {
  return /^(dashboard|payment|verification|callback-oauth|payment-callback|rv-rental-request-to-book)/.test(metaKey);
}

/** The page's own share card (drawn by the server from its title), or the default image for private pages. */
export function shareImageOf(metaKey: string, locale: Locale, hasOwnWords: boolean): string {
  return hasOwnWords && !isNoIndexPage(metaKey) ? `/api/share-images/${metaKey}.${locale}.png` : defaultShareImage;
}

export type Translate = (key: string, options: { defaultValue: string }) => string;

export interface PageMeta {
  title: string;
  description: string;
  tags: { key: 'name' | 'property'; id: string; content: string }[];
  alternates: { hreflang: string; href: string }[];
  /** The canonical address: the page without its query (a list keeps ?page= beyond the first). */
  canonical: string;
  /** JSON-LD documents for search engines (structured-data.ts): the site's on the home page, a page's own. */
  structuredData: JsonLd[];
}

export interface PageMetaInput {
  metaKey: string;
  /** Shown when the catalogue has no title for the key. */
  fallback: string;
  locale: Locale;
  origin: string;
  pathname: string;
  search: string;
  alternateLinks: boolean;
}

/**
 * The page's one address and its language versions (issue 38): the canonical address is the path without its query
 * (a list keeps ?page= beyond the first), the hreflang links are the canonical address in each language, so the
 * canonical is always one of them, and og:url is the canonical address.
 */
export function pageAddresses(input: Pick<PageMetaInput, 'origin' | 'pathname' | 'search' | 'alternateLinks'>) {
  const page = new URLSearchParams(input.search).get('page');
  const kept = page && /^\d+$/.test(page) && Number(page) > 1 ? `?page=${Number(page)}` : '';
  const path = input.pathname === '/' ? '/' : input.pathname.replace(/\/$/, '');
  const canonical = input.origin + path + kept;
  const alternates: PageMeta['alternates'] = [];
  if (input.alternateLinks) {
    const en = switchLocalePath(path, kept, 'en');
    const fr = switchLocalePath(path, kept, 'fr');
    if (en !== fr) {
      alternates.push({ hreflang: 'en', href: input.origin + en });
      alternates.push({ hreflang: 'fr', href: input.origin + fr });
      alternates.push({ hreflang: 'x-default', href: input.origin + en });
    }
  }
  return { canonical, alternates };
}

export function pageMeta(input: PageMetaInput, t: Translate): PageMeta {
  const title = t(`meta:${input.metaKey}.title`, { defaultValue: input.fallback });
  const description = t(`meta:${input.metaKey}.description`, { defaultValue: input.fallback });
  const { canonical, alternates } = pageAddresses(input);
  const url = canonical;
  const hasOwnWords = t(`meta:${input.metaKey}.title`, { defaultValue: '' }) !== '';
  const image = input.origin + shareImageOf(input.metaKey, input.locale, hasOwnWords);
  const tags: PageMeta['tags'] = [
    { key: 'name', id: 'description', content: description },
    { key: 'property', id: 'og:type', content: 'website' },
    { key: 'property', id: 'og:site_name', content: 'Rove' },
    { key: 'property', id: 'og:title', content: title },
    { key: 'property', id: 'og:description', content: description },
    { key: 'property', id: 'og:url', content: url },
    { key: 'property', id: 'og:image', content: image },
    { key: 'property', id: 'og:locale', content: input.locale === 'fr' ? 'fr_CA' : 'en_US' },
    { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', id: 'twitter:title', content: title },
    { key: 'name', id: 'twitter:description', content: description },
    { key: 'name', id: 'twitter:image', content: image },
    { key: 'name', id: 'robots', content: isNoIndexPage(input.metaKey) ? 'noindex, nofollow' : 'index, follow' },
  ];
  const structuredData = input.metaKey === 'home' ? siteStructuredData(input.origin, input.locale, description) : [];
  return { title, description, tags, alternates, canonical, structuredData };
}

/** What a page whose meta depends on its data (a listing, a blog post, a profile) says about itself. */
export interface MetaOverride {
  /** The page's own name, without the site's. */
  title: string;
  description: string;
  /** A share image (a path or an address); the route's stays otherwise. */
  image?: string;
  /** The Open Graph type (article, profile); the route's stays otherwise. */
  type?: string;
  /** The page's JSON-LD (a listing's Product and breadcrumbs, a post's BlogPosting) for the site's origin. */
  structuredData?: (origin: string) => JsonLd[];
}

/** The route's meta refined by the page's data: title, description and their share tags, type and image. */
export function withMetaOverride(meta: PageMeta, override: MetaOverride, origin: string): PageMeta {
  const title = `${override.title} | Rove`;
  const description = override.description;
  const image = override.image ? new URL(override.image, origin).href : undefined;
  const contentOf: Record<string, string | undefined> = {
    description,
    'og:title': title,
    'og:description': description,
    'twitter:title': title,
    'twitter:description': description,
    'og:type': override.type,
    'og:image': image,
    'twitter:image': image,
  };
  const tags = meta.tags.map((tag) => {
    const content = contentOf[tag.id];
    return content === undefined ? tag : { ...tag, content };
  });
  return { ...meta, title, description, tags, structuredData: [...meta.structuredData, ...(override.structuredData?.(origin) ?? [])] };
}

/** The script elements of the page's JSON-LD, as the server writes them into the head. */
export function structuredDataTags(meta: Pick<PageMeta, 'structuredData'>): string[] {
  return meta.structuredData.map((data) => `<script type="application/ld+json">${jsonLdScriptText(data)}</script>`);
}

/** Writes the meta into the document head (idempotent: tags are found again by their id). */
export function applyPageMeta(meta: PageMeta, locale: Locale, doc: Document = document): void {
  doc.title = meta.title;
  doc.documentElement.lang = locale === 'fr' ? 'fr-CA' : 'en';
  for (const tag of meta.tags) {
    let el = doc.head.querySelector<HTMLMetaElement>(`meta[${tag.key}="${tag.id}"]`);
    if (!el) {
      el = doc.createElement('meta');
      el.setAttribute(tag.key, tag.id);
      doc.head.append(el);
    }
    el.content = tag.content;
  }
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = meta.canonical;
  for (const old of doc.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const data of meta.structuredData) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.text = jsonLdScriptText(data);
    doc.head.append(script);
  }
  for (const old of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const alt of meta.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.hreflang;
    link.href = alt.href;
    doc.head.append(link);
  }
}
