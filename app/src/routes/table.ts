// The one route table: every route of section 2 of both specifications, by name, with its English and French
// paths (exactly as the specs list them), layout, page options, middlewares, auth and guards. React Router routes
// for both locales are generated from it (build-routes.tsx) and links are built from names (path-for.ts).
// It never imports a page: which page renders a route is said once, in page-map.ts.
import { rvWizardSteps } from '@rove/contract/wizard-steps';
import type { AuthRequirement, GuardName, LayoutName, MiddlewareName, PageOptions, RouteDefinition, ValidityCheck } from './route-types.ts';

interface Extra {
  layout?: LayoutName;
  options?: PageOptions;
  middlewares?: MiddlewareName[];
  auth?: AuthRequirement;
  guards?: GuardName[];
  validate?: ValidityCheck;
  splatParam?: string;
}

const signedOutTo = (redirectTo: string): AuthRequirement => ({ only: 'signed-out', redirectTo });

function route<Name extends string>(name: Name, en: string, fr: string | undefined, extra: Extra = {}): RouteDefinition<Name> {
  const middlewares = new Set<MiddlewareName>(['sidebase-auth', ...(extra.middlewares ?? [])]);
  if (extra.auth) middlewares.add('authentication');
  return {
    name,
    path: fr ? { en, fr } : { en },
    layout: extra.layout ?? 'default',
    options: { scrollToTop: true, ...extra.options },
    middlewares: [...middlewares],
    auth: extra.auth,
    guards: extra.guards,
    validate: extra.validate,
    splatParam: extra.splatParam,
  };
}

const digitsOnly =
  (key: string): ValidityCheck =>
  (params) =>
    /^\d+$/.test(params[key] ?? '');
const blog: PageOptions = { noAlternateLinks: true };

const publicRoutes = [
  route('home', '/', '/fr', { options: { hideSearchForm: true } }),
  // Overlay children of home: the home page renders with the auth dialog over it.
  route('signin', '/signin', '/fr/connexion', { options: { hideSearchForm: true }, auth: signedOutTo('home') }),
  route('signup', '/signup', '/fr/inscription', { options: { hideSearchForm: true }, auth: signedOutTo('home') }),
  route('logout', '/logout', '/fr/deconnexion', { options: { hideSearchForm: true } }),
  route('about', '/about', '/fr/a-propos'),
  route('owner', '/owner', '/fr/proprietaire'),
  route('careers', '/careers', undefined),
  route('reviews', '/reviews', '/fr/evaluations'),
  route('rv-search', '/rv-search', '/fr/recherche-vr', {
    layout: 'static-header',
    options: { hideSearchForm: true, hideFooter: true },
  }),
  route('superhost', '/superhost', '/fr/superhotes'),
  route('blog', '/blog', '/fr/blogue', { options: blog }),
  route('blog-slug', '/blog/:slug', '/fr/blogue/:slug', { options: blog }),
  route('author-slug', '/author/:slug', '/fr/auteur/:slug', { options: blog }),
  route('category-slug', '/category/:slug', '/fr/categorie/:slug', { options: blog }),
  route('experiments', '/experiments', undefined, { layout: 'minimal', middlewares: ['minimal-layout'] }),
  route('rv-delivery', '/rv-delivery', '/fr/livraison-vr'),
  route('app-download', '/app-download', '/fr/telecharger-application'),
  route('how-it-works', '/how-it-works', '/fr/comment-ca-fonctionne'),
  route('profile-id', '/profile/:id', '/fr/profil/:id'),
  route('service-fees', '/service-fees', '/fr/frais-de-service'),
  route('terms-service', '/terms-service', '/fr/termes-utilisation'),
  route('privacy-policy', '/privacy-policy', '/fr/politique-de-confidentialite'),
  route('callback-oauth', '/callback-oauth', undefined, { layout: 'blank' }),
  route('share-your-trip', '/share-your-trip', '/fr/partagez-votre-voyage'),
  route('affiliates', '/affiliates', '/fr/affilies'),
  route('payment-callback', '/payment-callback', undefined, { layout: 'blank' }),
  route('trust-and-safety', '/trust-and-safety', '/fr/confiance-et-securite'),
  route('insurance-and-protection', '/insurance-and-protection', '/fr/assurances-et-protection'),
  route('lp-signup', '/lp-signup', undefined, { auth: signedOutTo('home') }),
  route('recovery-password', '/recovery-password', undefined, { auth: signedOutTo('dashboard') }),
  route('recovery-password-code', '/recovery-password/:code', undefined, { auth: signedOutTo('dashboard') }),
  route('rv-rentals', '/rv-rentals', '/fr/locations-vr'),
  route('rv-rentals-keyword', '/rv-rentals/:keyword', undefined, { middlewares: ['keyword'] }),
  route('rv-rentals-campground', '/rv-rentals/:keyword?/campground/:campgroundSlug', '/fr/locations-vr/:keyword?/camping/:campgroundSlug', {
    middlewares: ['keyword'],
  }),
  route('rv-rentals-destination', '/rv-rentals/:keyword?/destination/*', undefined, {
    middlewares: ['keyword'],
    splatParam: 'destinationPath',
    validate: (params) => Boolean(params['*']),
  }),
  route('rv-rental', '/rv-rental/:alias', '/fr/location-vr/:alias', {
    layout: 'minimal',
    middlewares: ['minimal-layout', 'estimate'],
  }),
  route('rv-rental-request-to-book', '/rv-rental/request-to-book/:alias', undefined, {
    options: { hideNavigation: true, hideSearchForm: true, hideFooter: true },
    middlewares: ['estimate'],
  }),
  route('rv-rental-request-to-book-additionals', '/rv-rental/request-to-book/:alias/additionals', undefined, {
    options: { hideNavigation: true, hideSearchForm: true, hideFooter: true },
    middlewares: ['estimate'],
  }),
  // The spec gives French names for the children (conducteur, compte): their parent keeps its name in French.
  route('verification', '/verification/:verificationId', '/fr/verification/:verificationId', {
    layout: 'blank',
    options: { hideAppDownloadBanner: true },
  }),
  route('verification-driver', '/verification/:verificationId/driver', '/fr/verification/:verificationId/conducteur', {
    layout: 'blank',
    options: { hideAppDownloadBanner: true },
  }),
  route('verification-account', '/verification/:verificationId/account', '/fr/verification/:verificationId/compte', {
    layout: 'blank',
    options: { hideAppDownloadBanner: true },
  }),
];

interface DashboardExtra<Name extends string> {
  options?: PageOptions;
  guards?: GuardName[];
  validate?: ValidityCheck;
  name?: Name;
  parent?: string;
}

// The name of a dashboard route, as a type too: 'bookings/:id/edit' -> 'dashboard-bookings-id-edit'.
type Segment<S extends string> = S extends `:${infer P}?` ? P : S extends `:${infer P}` ? P : S;
type Segments<S extends string> = S extends `${infer Head}/${infer Tail}`
  ? `-${Segment<Head>}${Segments<Tail>}`
  : S extends ''
    ? ''
    : `-${Segment<S>}`;
type DashboardName<Sub extends string> = `dashboard${Segments<Sub>}`;

/** A dashboard route: /{dashboard}/..., also under /en and /fr; signed-in only, redirected before logout. */
function dash<Sub extends string, Name extends string = DashboardName<Sub>>(
  sub: Sub,
  extra: DashboardExtra<Name> = {},
): RouteDefinition<Name> {
  const rest = sub ? `/${sub}` : '';
  const name = (extra.name ??
    ['dashboard', ...sub.split('/').map((s) => s.replace(/^:/, '').replace(/\?$/, ''))].filter(Boolean).join('-')) as Name;
  return {
    name,
    path: { en: `/:dashboard${rest}`, fr: `/fr/:dashboard${rest}` },
    enAlias: `/en/:dashboard${rest}`,
    layout: 'default',
    options: { hideSearchForm: true, scrollToTop: true, ...extra.options },
    middlewares: ['sidebase-auth', 'authentication'],
    auth: { only: 'signed-in' },
    redirectBeforeLogout: true,
    guards: extra.guards,
    validate: extra.validate,
    dashboard: true,
    parent: extra.parent,
  };
}

const ownerOnly: GuardName[] = ['has-rv'];
const rvId = digitsOnly('rvId');
const bookingId = digitsOnly('id');
type BookingSub<Sub extends string> = Sub extends '' ? 'bookings/:id' : `bookings/:id/${Sub}`;
/** A booking's page: bookings/:id itself, or one nested in it (its loader reads the booking they all show). */
const booking = <Sub extends string, Name extends string = DashboardName<BookingSub<Sub>>>(sub: Sub, extra: DashboardExtra<Name> = {}) =>
  dash<BookingSub<Sub>, Name>((sub ? `bookings/:id/${sub}` : 'bookings/:id') as BookingSub<Sub>, {
    validate: bookingId,
    parent: sub ? 'dashboard-bookings-id' : undefined,
    ...extra,
  });

const dashboardRoutes = [
  dash('', { options: { hideSearchForm: true, suspendedBanner: true } }),
  dash('rvs'),
  dash('rvs/new'),
  // The listing wizard's steps (spec 000 section 2), each under rvs/new/:step?/{step-name}: the contract's list.
  ...rvWizardSteps.map((step) => dash(`rvs/new/:step?/${step}`, { name: `dashboard-rvs-new-${step}` as const })),
  dash('rvs/deleted', { guards: ownerOnly }),
  dash('rvs/published/:id', { guards: ownerOnly, validate: digitsOnly('id') }),
  dash('rvs/:rvId', { guards: ownerOnly, validate: rvId }),
  ...(['addons', 'photos', 'details', 'pricing', 'earn-more', 'insurance', 'preferences', 'pre-booking-message'] as const).map((section) =>
    dash(`rvs/:rvId/${section}`, { guards: ownerOnly, validate: rvId }),
  ),
  dash('trips'),
  dash('trips/all'),
  dash('trips/pending'),
  dash('trips/completed'),
  dash('profile'),
  ...(['goals', 'payout', 'payment', 'drivers', 'notifications', 'message-templates'] as const).map((section) =>
    dash(`profile/${section}`),
  ),
  dash('profile/drivers/new', { guards: ['drivers-profile'] }),
  dash('profile/*', { name: 'dashboard-profile-all' }),
  dash('calendar', { guards: ownerOnly }),
  dash('insights', { guards: ownerOnly }),
  ...(['reviews', 'earnings', 'opportunities'] as const).map((section) => dash(`insights/${section}`, { guards: ownerOnly })),
  dash('messages'),
  ...(['archives', 'requests', 'enquiries'] as const).map((section) => dash(`messages/${section}`)),
  dash('favourites'),
  dash('bookings'),
  ...(['all', 'pending', 'completed', 'confirmed'] as const).map((status) => dash(`bookings/${status}`)),
  // Spec 001 section 2: the booking pages.
  booking(''),
  booking('payment', { name: 'payment' }),
  booking('edit'),
  ...(['dates', 'addons', 'review', 'details', 'pending', 'destination'] as const).map((sub) => booking(`edit/${sub}`)),
  booking('change-request'),
  booking('change-request/accept'),
  booking('change-request/review', { guards: ['change-request'] }),
  booking('change-request/decline'),
  booking('complete'),
  ...(['accept', 'cancel', 'decline', 'accepted', 'closeout', 'documents', 'insurance', 'full-review', 'income-protection'] as const).map(
    (sub) => booking(sub),
  ),
  ...(['review', 'invoice', 'custom-quote', 'retry-payment', 'update-payment', 'insurance-efnol'] as const).map((sub) => booking(sub)),
  booking('agreement'),
  ...(['error', 'success', 'signature'] as const).map((sub) => booking(`agreement/${sub}`)),
  booking('services/update'),
  booking('services/update/review'),
  booking('services/update/complete'),
  booking('send-request-money'),
  ...(['send', 'sent', 'review', 'dispute', 'request', 'success'] as const).map((sub) => booking(`send-request-money/${sub}`)),
];

export const routeTable = [...publicRoutes, ...dashboardRoutes] as const;

/** Every route's name: `pathFor('typo')` fails the type check. */
export type RouteName = (typeof routeTable)[number]['name'];

const byName = new Map<string, RouteDefinition<RouteName>>(routeTable.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDefinition<RouteName> {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route name '${name}'`);
  return found;
}
