import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute, pathFor, routePatterns, switchLocalePath } from './path-for.ts';
import { type RouteName, routeByName, routeTable } from './table.ts';
import { rvWizardSteps } from '@rove/contract';

// Spec 000 section 2, public pages: English path, French path (null when the spec lists none).
const publicPaths: [name: RouteName, params: Record<string, string>, en: string, fr: string | null][] = [
  ['home', {}, '/', '/fr'],
  ['signin', {}, '/signin', '/fr/connexion'],
  ['signup', {}, '/signup', '/fr/inscription'],
  ['logout', {}, '/logout', '/fr/deconnexion'],
  ['about', {}, '/about', '/fr/a-propos'],
  ['owner', {}, '/owner', '/fr/proprietaire'],
  ['careers', {}, '/careers', null],
  ['reviews', {}, '/reviews', '/fr/evaluations'],
  ['rv-search', {}, '/rv-search', '/fr/recherche-vr'],
  ['superhost', {}, '/superhost', '/fr/superhotes'],
  ['blog', {}, '/blog', '/fr/blogue'],
  ['blog-slug', { slug: 'summer-trips' }, '/blog/summer-trips', '/fr/blogue/summer-trips'],
  ['author-slug', { slug: 'ana' }, '/author/ana', '/fr/auteur/ana'],
  ['category-slug', { slug: 'tips' }, '/category/tips', '/fr/categorie/tips'],
  ['experiments', {}, '/experiments', null],
  ['rv-delivery', {}, '/rv-delivery', '/fr/livraison-vr'],
  ['app-download', {}, '/app-download', '/fr/telecharger-application'],
  ['how-it-works', {}, '/how-it-works', '/fr/comment-ca-fonctionne'],
  ['profile-id', { id: '42' }, '/profile/42', '/fr/profil/42'],
  ['service-fees', {}, '/service-fees', '/fr/frais-de-service'],
  ['terms-service', {}, '/terms-service', '/fr/termes-utilisation'],
  ['privacy-policy', {}, '/privacy-policy', '/fr/politique-de-confidentialite'],
  ['callback-oauth', {}, '/callback-oauth', null],
  ['share-your-trip', {}, '/share-your-trip', '/fr/partagez-votre-voyage'],
  ['affiliates', {}, '/affiliates', '/fr/affilies'],
  ['payment-callback', {}, '/payment-callback', null],
  ['trust-and-safety', {}, '/trust-and-safety', '/fr/confiance-et-securite'],
  ['insurance-and-protection', {}, '/insurance-and-protection', '/fr/assurances-et-protection'],
  ['lp-signup', {}, '/lp-signup', null],
  ['recovery-password', {}, '/recovery-password', null],
  ['recovery-password-code', { code: 'abc123' }, '/recovery-password/abc123', null],
  ['rv-rentals', {}, '/rv-rentals', '/fr/locations-vr'],
  ['rv-rentals-keyword', { keyword: 'class-a' }, '/rv-rentals/class-a', null],
  [
    'rv-rentals-campground',
    { keyword: 'class-a', campgroundSlug: 'algonquin' },
    '/rv-rentals/class-a/campground/algonquin',
    '/fr/locations-vr/class-a/camping/algonquin',
  ],
  ['rv-rentals-campground', { campgroundSlug: 'algonquin' }, '/rv-rentals/campground/algonquin', '/fr/locations-vr/camping/algonquin'],
  [
    'rv-rentals-destination',
    { keyword: 'class-c', destinationPath: 'ontario/toronto' },
    '/rv-rentals/class-c/destination/ontario/toronto',
    null,
  ],
  ['rv-rentals-destination', { destinationPath: 'ontario' }, '/rv-rentals/destination/ontario', null],
  ['rv-rental', { alias: 'cozy-camper' }, '/rv-rental/cozy-camper', '/fr/location-vr/cozy-camper'],
  ['rv-rental-request-to-book', { alias: 'cozy-camper' }, '/rv-rental/request-to-book/cozy-camper', null],
  ['rv-rental-request-to-book-additionals', { alias: 'cozy-camper' }, '/rv-rental/request-to-book/cozy-camper/additionals', null],
  ['verification', { verificationId: 'v1' }, '/verification/v1', '/fr/verification/v1'],
  ['verification-driver', { verificationId: 'v1' }, '/verification/v1/driver', '/fr/verification/v1/conducteur'],
  ['verification-account', { verificationId: 'v1' }, '/verification/v1/account', '/fr/verification/v1/compte'],
];

// Spec 000 section 2 (dashboard area) and spec 001 section 2 (booking pages): path after the prefix.
const dashboardPaths: [name: string, params: Record<string, string>, rest: string][] = [
  ['dashboard', {}, ''],
  ['dashboard-rvs', {}, '/rvs'],
  ['dashboard-rvs-new', {}, '/rvs/new'],
  ...rvWizardSteps.map((step): [string, Record<string, string>, string] => [`dashboard-rvs-new-${step}`, {}, `/rvs/new/${step}`]),
  ['dashboard-rvs-new-rv-type', { step: '2' }, '/rvs/new/2/rv-type'],
  ...['', '/addons', '/photos', '/details', '/pricing', '/earn-more', '/insurance', '/preferences', '/pre-booking-message'].map(
    (section): [string, Record<string, string>, string] => [
      `dashboard-rvs-rvId${section.replace('/', '-')}`,
      { rvId: '7' },
      `/rvs/7${section}`,
    ],
  ),
  ['dashboard-rvs-deleted', {}, '/rvs/deleted'],
  ['dashboard-rvs-published-id', { id: '7' }, '/rvs/published/7'],
  ...['', '/all', '/pending', '/completed'].map((s): [string, Record<string, string>, string] => [
    `dashboard-trips${s.replace('/', '-')}`,
    {},
    `/trips${s}`,
  ]),
  ...['', '/goals', '/payout', '/payment', '/drivers', '/drivers/new', '/notifications', '/message-templates'].map(
    (s): [string, Record<string, string>, string] => [`dashboard-profile${s.replaceAll('/', '-')}`, {}, `/profile${s}`],
  ),
  ['dashboard-profile-all', { '*': 'anything/else' }, '/profile/anything/else'],
  ['dashboard-calendar', {}, '/calendar'],
  ...['', '/reviews', '/earnings', '/opportunities'].map((s): [string, Record<string, string>, string] => [
    `dashboard-insights${s.replace('/', '-')}`,
    {},
    `/insights${s}`,
  ]),
  ...['', '/archives', '/requests', '/enquiries'].map((s): [string, Record<string, string>, string] => [
    `dashboard-messages${s.replace('/', '-')}`,
    {},
    `/messages${s}`,
  ]),
  ['dashboard-favourites', {}, '/favourites'],
  ...['', '/all', '/pending', '/completed', '/confirmed'].map((s): [string, Record<string, string>, string] => [
    `dashboard-bookings${s.replace('/', '-')}`,
    {},
    `/bookings${s}`,
  ]),
  ['payment', { id: '9' }, '/bookings/9/payment'],
  ...[
    '',
    'edit',
    'edit/dates',
    'edit/addons',
    'edit/review',
    'edit/details',
    'edit/pending',
    'edit/destination',
    'change-request',
    'change-request/accept',
    'change-request/review',
    'change-request/decline',
    'complete',
    'accept',
    'cancel',
    'decline',
    'accepted',
    'closeout',
    'documents',
    'insurance',
    'full-review',
    'income-protection',
    'review',
    'invoice',
    'agreement',
    'agreement/error',
    'agreement/success',
    'agreement/signature',
    'custom-quote',
    'retry-payment',
    'update-payment',
    'insurance-efnol',
    'services/update',
    'services/update/review',
    'services/update/complete',
    'send-request-money',
    'send-request-money/send',
    'send-request-money/sent',
    'send-request-money/review',
    'send-request-money/dispute',
    'send-request-money/request',
    'send-request-money/success',
  ].map((sub): [string, Record<string, string>, string] => [
    `dashboard-bookings-id${sub ? `-${sub.replaceAll('/', '-')}` : ''}`,
    { id: '9' },
    `/bookings/9${sub ? `/${sub}` : ''}`,
  ]), // prettier-ignore
];

describe('the route table', () => {
  it('has one entry per name', () => {
    const names = routeTable.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds every route of section 2 of both specs, and nothing else', () => {
    const expected = new Set([...publicPaths.map(([n]) => n), ...dashboardPaths.map(([n]) => n)]);
    expect(new Set(routeTable.map((r) => r.name))).toEqual(expected);
  });

  it.each(publicPaths.filter(([, , , fr]) => fr !== null))(
    '%s: builds and matches its English and French paths',
    (name, params, en, fr) => {
      expect(pathFor(name, params, 'en')).toBe(en);
      expect(matchRoute(en)?.route.name).toBe(name);
      expect(pathFor(name, params, 'fr')).toBe(fr);
      expect(matchRoute(fr as string)?.route.name).toBe(name);
      expect(matchRoute(fr as string)?.pathLocale).toBe('fr');
    },
  );

  it('answers a path asked again alike, with parameters a caller may change without changing the next answer', () => {
    const first = matchRoute('/rv-rental/abc-12');
    expect(first?.params).toEqual({ alias: 'abc-12' });
    if (first) first.params.alias = 'changed';
    expect(matchRoute('/rv-rental/abc-12')?.params).toEqual({ alias: 'abc-12' });
    expect(matchRoute('/fr/location-vr/abc-12')?.pathLocale).toBe('fr');
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/no/such/page')).toBeNull();
  });

  it.each(publicPaths.filter(([, , , fr]) => fr === null))('%s: English only, as the spec lists it', (name, params, en) => {
    expect(pathFor(name, params, 'en')).toBe(en);
    expect(matchRoute(en)?.route.name).toBe(name);
    expect(routeByName(name).path.fr).toBeUndefined();
    expect(pathFor(name, params, 'fr'), 'keeps its English path').toBe(en);
    expect(matchRoute(en)?.pathLocale, 'the locale cookie decides').toBeUndefined();
  });

  it.each(dashboardPaths)('%s: lives under /dashboard, /host, /en/… and /fr/…', (name, params, rest) => {
    expect(pathFor(name as RouteName, params, 'en')).toBe(`/dashboard${rest}`);
    expect(pathFor(name as RouteName, { ...params, dashboard: 'host' }, 'en')).toBe(`/host${rest}`);
    expect(pathFor(name as RouteName, params, 'fr')).toBe(`/fr/dashboard${rest}`);
    for (const prefix of ['/dashboard', '/host', '/en/dashboard', '/en/host', '/fr/dashboard', '/fr/host']) {
      const match = matchRoute(`${prefix}${rest}`);
      expect(match?.route.name, `${prefix}${rest}`).toBe(name);
    }
    expect(matchRoute(`/fr/host${rest}`)?.pathLocale).toBe('fr');
    expect(matchRoute(`/en/host${rest}`)?.pathLocale).toBe('en');
  });

  it('requires authentication and redirects before logout on every dashboard route', () => {
    for (const route of routeTable.filter((r) => r.dashboard)) {
      expect(route.auth, route.name).toEqual({ only: 'signed-in' });
      expect(route.redirectBeforeLogout, route.name).toBe(true);
      expect(route.middlewares, route.name).toContain('authentication');
    }
  });

  it('keeps sign-in, sign-up, landing signup and recovery for signed-out users with their targets', () => {
    expect(routeByName('signin').auth).toEqual({ only: 'signed-out', redirectTo: 'home' });
    expect(routeByName('lp-signup').auth).toEqual({ only: 'signed-out', redirectTo: 'home' });
    expect(routeByName('signup').auth).toEqual({ only: 'signed-out', redirectTo: 'home' });
    expect(routeByName('recovery-password').auth).toEqual({ only: 'signed-out', redirectTo: 'dashboard' });
    expect(routeByName('recovery-password-code').auth).toEqual({ only: 'signed-out', redirectTo: 'dashboard' });
  });

  it('gives the spec’s layouts and page options', () => {
    expect(routeByName('experiments').layout).toBe('minimal');
    expect(routeByName('rv-rental').layout).toBe('minimal');
    expect(routeByName('rv-rental').middlewares).toEqual(expect.arrayContaining(['estimate', 'minimal-layout']));
    expect(routeByName('callback-oauth').layout).toBe('blank');
    expect(routeByName('rv-search').layout).toBe('static-header');
    expect(routeByName('payment-callback').layout).toBe('blank');
    expect(routeByName('verification-driver').layout).toBe('blank');
    expect(routeByName('verification').options.hideAppDownloadBanner).toBe(true);
    const rtb = routeByName('rv-rental-request-to-book');
    expect(rtb.options).toMatchObject({ hideNavigation: true, hideSearchForm: true });
    expect(rtb.middlewares).toContain('estimate');
    expect(routeByName('rv-rentals-keyword').middlewares).toContain('keyword');
    for (const name of ['blog', 'blog-slug', 'author-slug', 'category-slug'] as const)
      expect(routeByName(name).options.noAlternateLinks).toBe(true);
    expect(routeTable.filter((r) => r.options.suspendedBanner).map((r) => r.name)).toEqual(['dashboard']);
  });

  it('gives no pattern 64 variants (path-for.ts ranks a pattern’s variants within 64 places)', () => {
    for (const { path } of routePatterns()) expect(path.match(/\/:[^/?]+\?/g)?.length ?? 0, path).toBeLessThan(6);
  });

  it('matches exactly as React Router ranks the generated routes', () => {
    const routes = routePatterns().map((entry, i) => ({ id: String(i), path: entry.path }));
    const samples = [
      ...publicPaths.flatMap(([, , en, fr]) => (fr ? [en, fr] : [en])),
      // React Router re-ranks every route per call (about 10 ms): a spread of the dashboard is enough here.
      ...dashboardPaths
        .filter((_, i) => i % 4 === 0)
        .flatMap(([, , rest], i) => [i % 2 ? `/host${rest}` : `/en/dashboard${rest}`, `/fr/host${rest}`]),
      '/nope',
      '/fr/nope/deeper',
      '/rv-rentals/x/destination/a/b/c',
      '/blog/',
      // Any case, and slashes doubled: patterns skipped by their leading texts (path-for.ts) are skipped alike.
      '/RV-Search',
      '/FR/Location-VR/abc-12',
      '//rv-search',
      '/rv-search//',
      '/fr//recherche-vr',
      // Patterns grouped by their first three segments' texts (path-for.ts candidatesFor): in any case, with any
      // parameter, an optional segment among them, or a text only some patterns hold there.
      '/Host/Calendar',
      '/fr/host/CALENDAR',
      '/anyone/trips',
      '/host//calendar',
      '/host/rvs/new/3/rv-type',
      '/fr/host/rvs/new/rv-type',
      '/EN/host/bookings/12/Accept',
      '/anyone/rvs/new/rv-type/extra',
      '/fr/recherche-vr/calendar',
      '/en',
      '/EN/',
      '',
    ];
    for (const path of samples) {
      const viaRouter = matchRoutes(routes, path)?.at(-1);
      const expected = viaRouter ? routePatterns()[Number(viaRouter.route.id)].route.name : undefined;
      expect(matchRoute(path)?.route.name, path).toBe(expected);
    }
  });

  it('throws on an unknown route name or a missing parameter', () => {
    // @ts-expect-error: not a route name (the type check refuses it; at run time it throws).
    expect(() => pathFor('nowhere')).toThrow("Unknown route name 'nowhere'");
    expect(() => pathFor('blog-slug', {})).toThrow("Missing parameter 'slug'");
  });

  it('encodes parameters', () => {
    expect(pathFor('blog-slug', { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
  });
});

describe('switchLocalePath (the language switch)', () => {
  it.each([
    ['/', '', 'fr', '/fr'],
    ['/fr', '', 'en', '/'],
    ['/about', '', 'fr', '/fr/a-propos'],
    ['/fr/blogue/road-trips', '', 'en', '/blog/road-trips'],
    ['/rv-search', '?Adults=2&SearchAddress=Banff', 'fr', '/fr/recherche-vr?Adults=2&SearchAddress=Banff'],
    ['/rv-rentals/campground/algonquin', '', 'fr', '/fr/locations-vr/camping/algonquin'],
    ['/host/bookings/9/edit', '', 'fr', '/fr/host/bookings/9/edit'],
    ['/fr/dashboard/trips', '', 'en', '/dashboard/trips'],
    ['/careers', '', 'fr', '/careers'],
    ['/no/such/page', '', 'fr', '/fr'],
  ] as const)('%s%s in %s -> %s', (pathname, search, target, expected) => {
    expect(switchLocalePath(pathname, search, target)).toBe(expected);
  });
});
