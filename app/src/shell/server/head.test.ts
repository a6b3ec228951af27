import { describe, expect, it } from 'vitest';
import { cookies } from '@rove/contract/cookies';
import { metaDescription } from '../../i18n/meta.ts';
import { headFor, localeCookieOf, localeToRecord } from './head.ts';

// The head the server writes (spec 000 section 2's page meta), before any JavaScript runs.
describe('the server-written head', () => {
  it('gives the home page its English title, description, canonical, share tags and alternates', () => {
    const head = headFor('https://rove.test/');
    expect(head.lang).toBe('en');
    expect(head.html).toContain('<title>RV rentals across the US and Canada | Rove</title>');
    expect(head.html).toMatch(/<meta name="description" content="Rent motorhomes/);
    expect(head.html).toContain('<link rel="canonical" href="https://rove.test/" />');
    expect(head.html).toContain('<meta property="og:title" content="RV rentals across the US and Canada | Rove" />');
    expect(head.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head.html).toContain('<link rel="alternate" hreflang="fr" href="https://rove.test/fr" />');
    expect(head.html).toContain('<meta name="robots" content="index, follow" />');
  });

  it('speaks French on /fr paths; the canonical (without the query) is in its own hreflang set and is og:url', () => {
    const head = headFor('https://rove.test/fr/recherche-vr?SearchAddress=Denver');
    expect(head.lang).toBe('fr-CA');
    expect(head.html).toContain('<title>Rechercher des VR | Rove</title>');
    expect(head.html).toContain('<link rel="canonical" href="https://rove.test/fr/recherche-vr" />');
    expect(head.html).toContain('<link rel="alternate" hreflang="fr" href="https://rove.test/fr/recherche-vr" />');
    expect(head.html).toContain('<link rel="alternate" hreflang="en" href="https://rove.test/rv-search" />');
    expect(head.html).toContain('<link rel="alternate" hreflang="x-default" href="https://rove.test/rv-search" />');
    expect(head.html).toContain('<meta property="og:url" content="https://rove.test/fr/recherche-vr" />');
    // A list's page number stays in all of them.
    const second = headFor('https://rove.test/blog?page=2&utm_source=x').html;
    expect(second).toContain('<link rel="canonical" href="https://rove.test/blog?page=2" />');
    expect(second).toContain('<meta property="og:url" content="https://rove.test/blog?page=2" />');
  });

  it('writes the site as an Organization on the home page, and a page’s own JSON-LD', () => {
    const home = headFor('https://rove.test/').html;
    const scripts = [...home.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(scripts.map((s) => s['@type'])).toEqual(['Organization', 'WebSite']);
    const page = headFor('https://rove.test/rv-rental/a-1', null, {
      title: 'An RV',
      description: 'Nice',
      structuredData: (origin) => [{ '@context': 'https://schema.org', '@type': 'Product', name: '</script><b>', url: `${origin}/x` }],
    }).html;
    expect(page).toContain('"url":"https://rove.test/x"');
    expect(page).not.toContain('</script><b>');
    expect(headFor('https://rove.test/rv-search').html).not.toContain('ld+json');
  });

  it('keeps the dashboard out of search engines and the blog without alternates', () => {
    expect(headFor('https://rove.test/dashboard/bookings').html).toContain('content="noindex, nofollow"');
    expect(headFor('https://rove.test/blog').html).not.toContain('hreflang');
  });

  it('escapes what it writes and follows the locale cookie on paths without a French form', () => {
    expect(headFor('https://rove.test/rv-search?q="><script>').html).not.toContain('"><script>');
    expect(localeCookieOf(`a=1; ${cookies.locale.name}=fr`)).toBe('fr');
    expect(localeCookieOf(`${cookies.locale.name}=de`)).toBeUndefined();
    expect(headFor('https://rove.test/dashboard/bookings', `${cookies.locale.name}=fr`).lang).toBe('fr-CA');
  });

  it('gives a page that says what it is (a listing, a blog post) its own title, description and share tags', () => {
    const head = headFor('https://rove.test/rv-rental/2021-winnebago-896', null, {
      title: 'Charming 2021 Winnebago',
      description: 'Sleeps six & "more"',
      image: '/api/blog/share-images/en/x.png',
      type: 'article',
    });
    expect(head.html).toContain('<title>Charming 2021 Winnebago | Rove</title>');
    expect(head.html).toContain('<meta name="description" content="Sleeps six &amp; &quot;more&quot;" />');
    expect(head.html).toContain('<meta property="og:title" content="Charming 2021 Winnebago | Rove" />');
    expect(head.html).toContain('<meta name="twitter:title" content="Charming 2021 Winnebago | Rove" />');
    expect(head.html).toContain('<meta property="og:type" content="article" />');
    expect(head.html).toContain('<meta property="og:image" content="https://rove.test/api/blog/share-images/en/x.png" />');
    expect(head.html).not.toContain('<title>Rent this RV');
    expect(head.html.match(/<title>/g)).toHaveLength(1);
  });

  it("keeps the route's share image and type when the page names none", () => {
    const route = headFor('https://rove.test/rv-rental/a-1').html;
    const head = headFor('https://rove.test/rv-rental/a-1', null, { title: 'An RV', description: 'Nice' }).html;
    const tag = (html: string, id: string) => new RegExp(`<meta property="${id}" content="([^"]*)"`).exec(html)?.[1];
    expect(tag(head, 'og:image')).toBe(tag(route, 'og:image'));
    expect(tag(head, 'og:type')).toBe('website');
  });
});

describe('the locale cookie a page response records', () => {
  const origin = 'http://127.0.0.1:3000';
  const cookie = (locale: string) => `${cookies.locale.name}=${locale}`;
  it("is the page's language when the request's cookie does not say it", () => {
    expect(localeToRecord(`${origin}/fr/location-vr/some-rv`)).toBe('fr');
    expect(localeToRecord(`${origin}/fr/location-vr/some-rv`, cookie('en'))).toBe('fr');
    expect(localeToRecord(`${origin}/rv-search`)).toBe('en');
  });
  it('is nothing when the cookie already says it, or on a page without a French path (it speaks the cookie)', () => {
    expect(localeToRecord(`${origin}/fr/location-vr/some-rv`, cookie('fr'))).toBeUndefined();
    expect(localeToRecord(`${origin}/rv-rental/request-to-book/some-rv`, cookie('fr'))).toBeUndefined();
    expect(localeToRecord(`${origin}/rv-search`, cookie('en'))).toBeUndefined();
  });
});

describe('a description out of longer text', () => {
  it('is one line of at most 160 characters, cut at a word with an ellipsis', () => {
    expect(metaDescription('  A cosy\n Class C.  ')).toBe('A cosy Class C.');
    const long = metaDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
    expect(metaDescription('x'.repeat(200))).toHaveLength(160);
  });
});
