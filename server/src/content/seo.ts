// sitemap.xml, robots.txt and the share image of each page (issue 21).
import { type Locale, locales } from '@rove/contract';
import type { Kysely } from 'kysely';
import { fillPath, sitemapPages, sitemapPatterns } from '@rove/contract';
import type { Database } from '../db/schema.ts';
import type { BlogContent } from '../blog/blog-content.ts';
import { campgrounds, destinations } from '../rentals/places.ts';
import { rentalKeywords } from '../rentals/keywords.ts';
import { catalogue } from '../i18n/server-words.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

interface Entry {
  en: string;
  fr?: string;
  /** Blog pages drop the alternate-language links (spec 000 section 2): no hreflang pairs. */
  alternates: boolean;
}

/** Every URL of the sitemap, each page in both languages, with hreflang alternates where the page has them. */
export async function sitemapEntries(db: Kysely<Database>, blog: BlogContent): Promise<Entry[]> {
  const entries: Entry[] = sitemapPages.map((p) => ({ en: p.en, fr: p.fr, alternates: p.name !== 'blog' }));
  const listings = await db.selectFrom('listings').select('alias').where('status', '=', 'published').orderBy('id').execute();
  const p = sitemapPatterns;
  for (const { alias } of listings) {
    entries.push({ en: fillPath(p['rv-rental'].en, { alias }), fr: fillPath(p['rv-rental'].fr, { alias }), alternates: true });
  }
  for (const kw of rentalKeywords) entries.push({ en: fillPath(p['rv-rentals-keyword'].en, { keyword: kw.slug }), alternates: false });
  for (const c of campgrounds) {
    const params = { campgroundSlug: c.slug };
    entries.push({
      en: fillPath(p['rv-rentals-campground'].en, params),
      fr: fillPath(p['rv-rentals-campground'].fr, params),
      alternates: true,
    });
  }
  for (const d of destinations) entries.push({ en: fillPath(p['rv-rentals-destination'].en, { '*': d.path }), alternates: false });
  // The blog: each language's own posts, authors and categories (slugs differ by language).
  for (const locale of locales) {
    const pattern = (name: 'blog-slug' | 'author-slug' | 'category-slug', slug: string) => fillPath(p[name][locale], { slug });
    const paths = [
      ...blog.posts[locale].map((post) => pattern('blog-slug', post.slug)),
      ...Object.keys(blog.authors).map((slug) => pattern('author-slug', slug)),
      ...Object.values(blog.categories).map((c) => pattern('category-slug', c.slug[locale])),
    ];
    for (const path of paths) entries.push(locale === 'en' ? { en: path, alternates: false } : { en: '', fr: path, alternates: false });
  }
  return entries;
}

export function sitemapXml(entries: readonly Entry[], origin: string): string {
  const url = (loc: string, entry: Entry) => {
    const links =
      entry.alternates && entry.fr
        ? `<xhtml:link rel="alternate" hreflang="en" href="${esc(origin + entry.en)}"/><xhtml:link rel="alternate" hreflang="fr" href="${esc(origin + entry.fr)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${esc(origin + entry.en)}"/>`
        : '';
    return `<url><loc>${esc(origin + loc)}</loc>${links}</url>`;
  };
  const urls = entries.flatMap((e) => [e.en ? url(e.en, e) : '', e.fr ? url(e.fr, e) : '']).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`;
}

/** The dashboard, the API and the booking flow are not for search engines. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /host',
    'Disallow: /en/dashboard',
    'Disallow: /en/host',
    'Disallow: /fr/dashboard',
    'Disallow: /fr/host',
    'Disallow: /rv-rental/request-to-book/',
    'Disallow: /verification/',
    'Disallow: /fr/verification/',
    'Disallow: /payment-callback',
    'Disallow: /callback-oauth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The page's translated title and description (locales/{en,fr}/meta.json), or undefined for an unknown page. */
export function pageWords(name: string, locale: Locale) {
  const entry = (catalogue('meta', locale) as Record<string, { title?: string; description?: string } | undefined>)[name];
  if (!entry?.title) return undefined;
  return { title: entry.title.replace(/ \| Rove$/, ''), description: entry.description ?? '' };
}

/** Wraps text to lines of at most `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[,.;:]?$/, '')}…`;
    return kept;
  }
  return lines;
}

/** The 1200x630 share card of a page: the brand, its title and description, a landscape. */
export function shareCardSvg(words: { title: string; description: string }): string {
  const title = wrap(words.title, 28, 3)
    .map((l, i) => `<text x="80" y="${250 + i * 76}" font-size="64" font-weight="700" fill="#ffffff">${esc(l)}</text>`)
    .join('');
  const description = wrap(words.description, 60, 2)
    .map((l, i) => `<text x="80" y="${500 + i * 40}" font-size="30" fill="#d9efe4">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="1200" height="630" fill="#1f5d46"/>
<path d="M700 630 L880 380 L980 470 L1080 330 L1200 440 V630 Z" fill="#2c7a5c"/>
<path d="M820 630 L960 470 L1060 540 L1200 480 V630 Z" fill="#37906d"/>
<circle cx="1040" cy="150" r="60" fill="#ffd86b"/>
<text x="80" y="130" font-size="44" font-weight="700" fill="#ffd86b">Rove</text>
${title}${description}
</svg>`;
}
