// Which route lists the browser loads to find a route's page (issue 35). The page map (page-map.ts) gathers every
// area's list, a few kilobytes of file names; a dashboard page (signed in, rendered in the browser) needs its own
// area's list only, found from its name here: the bookings' for the dashboard home, trips and a booking's page (and
// the booking's other pages' for payment and the rest of its pages), the
// host's for the calendar, insights and profile, the owner's for the RVs, the messages' for the inbox and its
// templates. Any other route loads the whole map (a public page the server rendered names its chunk itself).
import type { PageDataLoader, PageLoader, ParentDataLoader, ParentLoader } from '../../routes/route-types.ts';
import type { RouteName } from '../../routes/table.ts';

export type DashboardArea = 'bookings' | 'host' | 'owner' | 'messages' | 'renter';

/** The area of a dashboard route (the table's `dashboard` routes), from its name; undefined for any other route. */
export function dashboardAreaOf(name: string): DashboardArea | undefined {
  if (name === 'payment') return 'bookings';
  if (!name.startsWith('dashboard')) return undefined;
  if (
    name.startsWith('dashboard-messages') ||
    name === 'dashboard-profile-message-templates' ||
    name === 'dashboard-rvs-rvId-pre-booking-message'
  )
    return 'messages';
  if (name.startsWith('dashboard-rvs')) return 'owner';
  if (name === 'dashboard-calendar' || name.startsWith('dashboard-insights') || name.startsWith('dashboard-profile')) return 'host';
  if (name === 'dashboard-favourites') return 'renter';
  return 'bookings';
}

export interface RouteLists {
  pages: Readonly<Partial<Record<RouteName, PageLoader>>>;
  parents: Readonly<Partial<Record<RouteName, ParentLoader>>>;
  parentData: Readonly<Partial<Record<RouteName, ParentDataLoader>>>;
  pageData: Readonly<Partial<Record<RouteName, PageDataLoader>>>;
}

/**
 * Whether a bookings route's page is in the booking's other pages' lists (pages/booking-flows.ts: payment and the
 * booking's pages but its own and its changes'; pages/booking-changes.ts: its changes') rather than the short one the
 * dashboard and the booking page load (pages/bookings.ts).
 */
export const inBookingFlows = (name: string) => name === 'payment' || name.startsWith('dashboard-bookings-id-');
/** Whether a booking's page is one of its change pages (pages/booking-changes.ts: a change and a change request's answer). */
export const inBookingChanges = (name: string) =>
  name.startsWith('dashboard-bookings-id-edit') || name.startsWith('dashboard-bookings-id-change-request');

const none = {};
/** Each module of route lists, by its path under shell/router/, and what routeListsOf takes from it. */
const listModules = {
  'pages/booking-changes': () =>
    import('./pages/booking-changes.ts').then((m) => ({
      pages: m.bookingChangePages,
      parents: m.bookingParents,
      parentData: m.bookingParentData,
      pageData: none,
    })),
  'pages/booking-flows': () =>
    import('./pages/booking-flows.ts').then((m) => ({
      pages: m.bookingFlowPages,
      parents: m.bookingParents,
      parentData: m.bookingParentData,
      pageData: none,
    })),
  'pages/bookings': () =>
    import('./pages/bookings.ts').then((m) => ({
      pages: m.bookingPages,
      parents: m.bookingParents,
      parentData: m.bookingParentData,
      pageData: m.bookingPageData,
    })),
  'pages/host': () =>
    import('./pages/host.ts').then((m) => ({ pages: m.hostPages, parents: none, parentData: none, pageData: m.hostPageData })),
  'pages/owner': () => import('./pages/owner.ts').then((m) => ({ pages: m.ownerPages, parents: none, parentData: none, pageData: none })),
  'pages/messages': () =>
    import('./pages/messages.ts').then((m) => ({ pages: m.messagePages, parents: none, parentData: none, pageData: none })),
  'pages/renter': () =>
    import('./pages/renter.ts').then((m) => ({ pages: m.renterPages, parents: none, parentData: none, pageData: none })),
  'page-map': () =>
    import('./page-map.ts').then((m) => ({
      pages: m.pageMap,
      parents: m.parentMap,
      parentData: m.parentDataMap,
      pageData: m.pageDataMap,
    })),
} satisfies Record<string, () => Promise<RouteLists>>;

/** Which module of route lists holds a route's page: its area's for a dashboard route, else the whole page map. */
function listModuleOf(name: string): keyof typeof listModules {
  const area = dashboardAreaOf(name);
  if (area !== 'bookings') return area ? `pages/${area}` : 'page-map';
  return inBookingChanges(name) ? 'pages/booking-changes' : inBookingFlows(name) ? 'pages/booking-flows' : 'pages/bookings';
}

/** The lists that hold a route's page (and its parent's modules): its area's for a dashboard route, else them all. */
export function routeListsOf(name: string): Promise<RouteLists> {
  return listModules[listModuleOf(name)]();
}

/**
 * The source path (the build manifest's key) of the module routeListsOf loads for a route, for the server to name its
 * chunk in a signed-in page's HTML (shell/server/browser-page-chunks.ts; page-map.test.ts checks each against
 * routeListsOf). A bookings list imports the booking's parents' list itself.
 */
export function routeListSource(name: string): string {
  return `src/shell/router/${listModuleOf(name)}.ts`;
}

/**
 * The lists that hold a parent route's modules (its layout and its loader's). A booking's route (the only parent,
 * bookings/:id) has them in pages/booking-parents.ts, which each bookings list loads too: a page nested in it (a change,
 * a payment) then loads its own list and that one, not the booking page's list as well (issue 35).
 */
export function parentListsOf(name: string): Promise<Pick<RouteLists, 'parents' | 'parentData'>> {
  if (dashboardAreaOf(name) !== 'bookings') return routeListsOf(name);
  return import('./pages/booking-parents.ts').then((m) => ({ parents: m.bookingParents, parentData: m.bookingParentData }));
}

/** A route's page module from its lists; a route without one is a mistake (the page map's test names it). */
export function pageIn(lists: RouteLists, name: RouteName): PageLoader {
  const page = lists.pages[name];
  if (!page) throw new Error(`No page for route '${name}' (add it to shell/router/pages/).`);
  return page;
}
