import { describe, expect, it } from 'vitest';
import { headFor, localeCookieOf } from './head.ts';

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

  it('speaks French on /fr paths, keeps the query in alternates and drops it from the canonical', () => {
    const head = headFor('https://rove.test/fr/recherche-vr?SearchAddress=Denver');
    expect(head.lang).toBe('fr-CA');
    expect(head.html).toContain('<title>Rechercher des VR | Rove</title>');
    expect(head.html).toContain('<link rel="canonical" href="https://rove.test/fr/recherche-vr" />');
    expect(head.html).toContain('hreflang="en" href="https://rove.test/rv-search?SearchAddress=Denver"');
  });

  it('keeps the dashboard out of search engines and the blog without alternates', () => {
    expect(headFor('https://rove.test/dashboard/bookings').html).toContain('content="noindex, nofollow"');
    expect(headFor('https://rove.test/blog').html).not.toContain('hreflang');
  });

  it('escapes what it writes and follows the locale cookie on paths without a French form', () => {
    expect(headFor('https://rove.test/rv-search?q="><script>').html).not.toContain('"><script>');
    expect(localeCookieOf('a=1; rove_locale=fr')).toBe('fr');
    expect(localeCookieOf('rove_locale=de')).toBeUndefined();
    expect(headFor('https://rove.test/dashboard/bookings', 'rove_locale=fr').lang).toBe('fr-CA');
  });
});
