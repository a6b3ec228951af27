// The chunks a signed-in page's HTML names for the start script (issue 35): what its first render needs, in the order
// it needs them, and nothing for a page the server renders, the not-found page or a reader without a session.
import { readFileSync } from 'node:fs';
import { cookies } from '@rove/contract/cookies';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../routes/path-for.ts';
import { browserPageChunks, shellWidgetSources } from './browser-page-chunks.ts';

/** A build's chunks: each source its own file (its path's last part), with what the manifest says it imports. */
const chunkOf = (source: string) => {
  const [, , locale] = source.split('/');
  const name = source
    .split('/')
    .at(-1)
    ?.replace(/\.\w+$/, '');
  const file = source.startsWith('../locales/') ? `assets/${locale}-${name}-x.js` : `assets/${name}-x.js`;
  const imports: Record<string, string[]> = {
    'src/bookings/dashboard/dashboard-home-page.tsx': ['assets/booking-parts-x.js', 'assets/bookings-api-x.js'],
    'src/bookings/dashboard/dashboard-loader.ts': ['assets/bookings-api-x.js', 'assets/use-api-x.js'],
    'src/shell/router/pages/bookings.ts': ['assets/booking-parents-x.js'],
  };
  return { file, imports: imports[source] ?? [] };
};
const signedIn = `${cookies.sessionHint.name}=1; other=2`;
const chunks = (path: string, cookie: string | null = signedIn, locale: 'en' | 'fr' = 'en') =>
  browserPageChunks(matchRoute(path), locale, cookie, chunkOf);

describe('the chunks a signed-in page names for its first render', () => {
  it('names the entry, then what its data call waits for, then its code, the shell’s widgets and its words', () => {
    expect(chunks('/dashboard')).toEqual([
      '/assets/index-x.js',
      '/assets/bookings-x.js',
      '/assets/booking-parents-x.js',
      '/assets/dashboard-loader-x.js',
      '/assets/bookings-api-x.js',
      '/assets/use-api-x.js',
      '/assets/dashboard-home-page-x.js',
      '/assets/booking-parts-x.js',
      '/assets/site-header-x.js',
      '/assets/shell-banners-x.js',
      '/assets/route-namespaces-x.js',
      '/assets/en-common-x.js',
      '/assets/en-bookings-x.js',
    ]);
  });

  it('names the guards its first reads’ answers are checked with after its data’s modules: its data waits for them', () => {
    const found = browserPageChunks(matchRoute('/dashboard'), 'en', signedIn, chunkOf, ['renterDashboard']);
    const without = chunks('/dashboard');
    const after = without.indexOf('/assets/use-api-x.js') + 1;
    expect(found).toEqual([...without.slice(0, after), '/assets/renterDashboard-x.js', ...without.slice(after)]);
  });

  it('names a nested page’s parent (a booking’s layout and loader) and the words in the page’s language', () => {
    const found = chunks('/dashboard/bookings/42/edit', signedIn, 'fr');
    const path = matchRoute('/dashboard/bookings/42/edit');
    expect(path?.route.parent).toBe('dashboard-bookings-id');
    expect(found[0]).toBe('/assets/index-x.js');
    expect(found).toContain('/assets/booking-changes-x.js');
    expect(found.some((file) => /booking-layout|booking-loader|booking-detail/.test(file))).toBe(true);
    expect(found.filter((file) => /^\/assets\/(en|fr)-/.test(file))).toEqual([
      '/assets/fr-common-x.js',
      '/assets/fr-bookings-x.js',
      '/assets/fr-changes-x.js',
    ]);
    expect(found).toContain('/assets/route-namespaces-x.js');
  });

  it('names the booking page’s own layout and loader: it is their route’s index', () => {
    const found = chunks('/dashboard/bookings/42');
    expect(found).toContain('/assets/booking-loader-x.js');
    expect(found).toContain('/assets/booking-route-x.js');
    expect(found).toContain('/assets/booking-detail-page-x.js');
  });

  it('names host mode’s payout banner, which a host page’s first render waits for, and only there', () => {
    expect(chunks('/host/calendar')).toContain('/assets/host-payout-banner-x.js');
    expect(chunks('/dashboard')).not.toContain('/assets/host-payout-banner-x.js');
    const text = readFileSync(new URL('../host-nav.tsx', import.meta.url), 'utf8');
    expect(text).toMatch(/import\('\.\/host-payout-banner\.tsx'\)/);
  });

  it('names nothing for a reader without a session, a page the server renders, the not-found page or without a build', () => {
    expect(chunks('/dashboard', null)).toEqual([]);
    expect(chunks('/dashboard', `not_${cookies.sessionHint.name}=1`)).toEqual([]);
    expect(chunks('/rv-search')).toEqual([]);
    expect(chunks('/no-such-page')).toEqual([]);
    expect(browserPageChunks(null, 'en', signedIn, chunkOf)).toEqual([]);
    expect(browserPageChunks(matchRoute('/dashboard'), 'en', signedIn, undefined)).toEqual([]);
  });

  it('names the shell’s widgets that shell-widgets.ts loads, by their sources', () => {
    const text = readFileSync(new URL('../shell-widgets.ts', import.meta.url), 'utf8');
    const imported = [...new Set([...text.matchAll(/import\('\.\/([\w-]+\.tsx)'\)/g)].map((m) => `src/shell/${m[1]}`))];
    expect([...shellWidgetSources].sort()).toEqual(imported.sort());
  });
});
