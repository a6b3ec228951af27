import { describe, expect, it } from 'vitest';
import enMeta from '../../../locales/en/meta.json';
import frMeta from '../../../locales/fr/meta.json';
import { routeTable } from '../routes/table.ts';
import { formatDateTime, formatDistance, formatMoney, formatTime, intlLocale, moneyLocale } from './format.ts';
import { isFreshCache, messageCacheTtlMs, readMessageCache, writeMessageCache } from './message-cache.ts';
import { pageMeta, type Translate } from './meta.ts';
import { localeOfUnknownPath, pageLocale } from './locale.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money and distance', () => {
  it('formats money for the language', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(nbsp(formatMoney(1234.5, 'CAD', 'fr-CA'))).toBe('1 234,50 $');
    expect(formatMoney(89, 'USD', 'en-US')).toBe('$89');
  });
  it('writes each currency with one symbol on a page, as the price breakdown does', () => {
    // A visitor in USD, in English: a Canadian RV's CAD price is named.
    expect(formatMoney(89, 'CAD', moneyLocale('en', 'USD'))).toBe('CA$89');
    // A visitor in CAD, in English: a US trip's USD total is named, their own CAD is not.
    expect(formatMoney(891.09, 'USD', moneyLocale('en', 'CAD'))).toBe('US$891.09');
    expect(formatMoney(89, 'CAD', moneyLocale('en', 'CAD'))).toBe('$89');
    // French (CAD by default): a US listing's total is "891,09 $ US", never a bare "$" under a CAD header.
    expect(nbsp(formatMoney(891.09, 'USD', moneyLocale('fr', 'CAD')))).toBe('891,09 $ US');
    // Never two currencies alike on one page, whatever the language and the display currency.
    for (const locale of ['en', 'fr'] as const)
      for (const shown of ['USD', 'CAD'] as const)
        expect(formatMoney(89, 'CAD', moneyLocale(locale, shown))).not.toBe(formatMoney(89, 'USD', moneyLocale(locale, shown)));
  });
  it('shows km in Canada and miles in the US', () => {
    expect(formatDistance(100, 'CA', 'en')).toBe('100 km');
    expect(formatDistance(100, 'US', 'en')).toBe('62 mi');
    expect(nbsp(formatDistance(100, 'CA', 'fr'))).toBe('100 km');
  });
  it('uses 12-hour times in English and 24-hour in French', () => {
    const date = new Date('2026-07-01T21:05:00Z');
    expect(nbsp(formatTime(date, 'en', 'UTC'))).toBe('9:05 PM');
    expect(nbsp(formatTime(date, 'fr', 'UTC'))).toBe('21 h 05');
    expect(nbsp(formatDateTime(date, 'en', 'UTC'))).toContain('9:05 PM');
    expect(nbsp(formatDateTime(date, 'fr', 'UTC'))).toContain('21 h 05');
  });
  it('maps to the ui locales', () => {
    expect(intlLocale('fr', 'US')).toBe('fr-CA');
    expect(intlLocale('en', 'CA')).toBe('en-CA');
    expect(intlLocale('en')).toBe('en-US');
  });
});

describe('the page language', () => {
  it('follows the path, else the cookie', () => {
    expect(pageLocale('fr', 'en')).toBe('fr');
    expect(pageLocale('en', 'fr')).toBe('en');
    expect(pageLocale(undefined, 'fr')).toBe('fr');
    expect(pageLocale(undefined, 'de')).toBe('en');
    expect(localeOfUnknownPath('/fr/nulle-part', undefined)).toBe('fr');
    expect(localeOfUnknownPath('/nowhere', 'fr')).toBe('fr');
    expect(localeOfUnknownPath('/nowhere', undefined)).toBe('en');
  });
});

describe('the message cache', () => {
  it('lasts 24 hours and ends with a new build', () => {
    expect(messageCacheTtlMs).toBe(86_400_000);
    expect(isFreshCache({ storedAt: 0, buildId: 'a' }, 'a', 86_399_999)).toBe(true);
    expect(isFreshCache({ storedAt: 0, buildId: 'a' }, 'a', 86_400_000)).toBe(false);
    expect(isFreshCache({ storedAt: 0, buildId: 'a' }, 'b', 1)).toBe(false);
    expect(isFreshCache(null, 'a', 1)).toBe(false);
  });
  it('reads back what it wrote while fresh', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    writeMessageCache(storage, 'fr', 'b1', 1_000, { common: { hello: 'Bonjour' } });
    expect(readMessageCache(storage, 'fr', 'b1', 2_000)).toEqual({ common: { hello: 'Bonjour' } });
    expect(readMessageCache(storage, 'fr', 'b1', 1_000 + messageCacheTtlMs)).toBeNull();
    expect(readMessageCache(storage, 'en', 'b1', 2_000)).toBeNull();
  });
});

function translator(catalogue: Record<string, { title: string; description: string }>): Translate {
  return (key, { defaultValue }) => {
    const [, path] = key.split(':');
    const [name, field] = path.split('.') as [string, 'title' | 'description'];
    return catalogue[name]?.[field] ?? defaultValue;
  };
}

describe('page meta', () => {
  const input = { origin: 'https://rove.test', search: '', alternateLinks: true };
  it('takes the title and description of every route from its translation keys, in both languages', () => {
    for (const route of routeTable) {
      const en = pageMeta({ ...input, metaKey: route.name, fallback: route.name, locale: 'en', pathname: '/' }, translator(enMeta));
      const fr = pageMeta({ ...input, metaKey: route.name, fallback: route.name, locale: 'fr', pathname: '/fr' }, translator(frMeta));
      expect(en.title, route.name).toMatch(/ \| Rove$/);
      expect(fr.title, route.name).toMatch(/ \| Rove$/);
      expect(en.title, route.name).not.toBe(route.name);
      expect(fr.description, route.name).not.toBe(en.description);
    }
  });
  it('falls back to the route name', () => {
    const meta = pageMeta(
      { ...input, metaKey: 'not-in-catalogue', fallback: 'not-in-catalogue', locale: 'en', pathname: '/' },
      translator(enMeta),
    );
    expect(meta.title).toBe('not-in-catalogue');
  });
  it("sets Open Graph and Twitter tags with the page's own share image (the default one on private pages)", () => {
    const meta = pageMeta({ ...input, metaKey: 'about', fallback: 'about', locale: 'fr', pathname: '/fr/a-propos' }, translator(frMeta));
    const tag = (id: string) => meta.tags.find((t) => t.id === id)?.content;
    expect(tag('og:title')).toBe('À propos de Rove | Rove');
    expect(tag('og:image')).toBe('https://rove.test/api/share-images/about.fr.png');
    expect(tag('twitter:image')).toBe('https://rove.test/api/share-images/about.fr.png');
    expect(tag('robots')).toBe('index, follow');
    expect(meta.canonical).toBe('https://rove.test/fr/a-propos');
    const blog = (search: string) =>
      pageMeta({ ...input, search, metaKey: 'blog', fallback: 'blog', locale: 'en', pathname: '/blog' }, translator(enMeta));
    expect(blog('?page=2&utm_source=x').canonical).toBe('https://rove.test/blog?page=2');
    expect(blog('?page=1').canonical).toBe('https://rove.test/blog');
    expect(blog('?page=10').canonical).toBe('https://rove.test/blog?page=10');
    const dashboard = pageMeta(
      { ...input, metaKey: 'dashboard-trips', fallback: 'x', locale: 'en', pathname: '/dashboard/trips' },
      translator(enMeta),
    );
    expect(dashboard.tags.find((t) => t.id === 'og:image')?.content).toBe('https://rove.test/share-image.png');
    expect(dashboard.tags.find((t) => t.id === 'robots')?.content).toBe('noindex, nofollow');
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('og:url')).toBe('https://rove.test/fr/a-propos');
    expect(tag('og:locale')).toBe('fr_CA');
  });
  it('links the other language, except on blog pages and pages with one path', () => {
    const about = pageMeta({ ...input, metaKey: 'about', fallback: 'about', locale: 'en', pathname: '/about' }, translator(enMeta));
    expect(about.alternates).toEqual([
      { hreflang: 'en', href: 'https://rove.test/about' },
      { hreflang: 'fr', href: 'https://rove.test/fr/a-propos' },
      { hreflang: 'x-default', href: 'https://rove.test/about' },
    ]);
    const blog = pageMeta(
      { ...input, alternateLinks: false, metaKey: 'blog', fallback: 'blog', locale: 'en', pathname: '/blog' },
      translator(enMeta),
    );
    expect(blog.alternates).toEqual([]);
    const careers = pageMeta({ ...input, metaKey: 'careers', fallback: 'careers', locale: 'en', pathname: '/careers' }, translator(enMeta));
    expect(careers.alternates).toEqual([]);
  });
});
