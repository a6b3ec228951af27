// The router's side of the route table: every route's middlewares are known, and every route has its lazily loaded
// page module (the page map), which names its source for the server.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../routes/path-for.ts';
import { type RouteName, routeByName, routeTable } from '../../routes/table.ts';
import { assertKnownMiddlewares, middlewares } from './middlewares.ts';
import { pageFor, pageMap, parentDataMap, parentFor, parentMap } from './page-map.ts';
import { bookingChangePages } from './pages/booking-changes.ts';
import { bookingParentData, bookingParents } from './pages/booking-parents.ts';
import { bookingFlowPages } from './pages/booking-flows.ts';
import { bookingPages } from './pages/bookings.ts';
import { hostPages } from './pages/host.ts';
import { messagePages } from './pages/messages.ts';
import { ownerPages } from './pages/owner.ts';
import { renterPages } from './pages/renter.ts';
import { dashboardAreaOf, inBookingChanges, inBookingFlows, parentListsOf, routeListSource, routeListsOf } from './route-lists.ts';
import { routeNamespaces } from './route-namespaces.ts';

describe('the router over the route table', () => {
  it('lists only known middlewares, and an unknown name throws at start-up', () => {
    expect(() => assertKnownMiddlewares(routeTable)).not.toThrow();
    const broken = [{ ...routeByName('about'), middlewares: ['authentication', 'teleport'] }] as never;
    expect(() => assertKnownMiddlewares(broken)).toThrow("Unknown route middleware 'teleport' on route 'about'");
    expect(Object.keys(middlewares).sort()).toEqual(['authentication', 'estimate', 'keyword', 'minimal-layout', 'sidebase-auth']);
  });

  it('gives every route a lazily loaded page module', () => {
    for (const route of routeTable) expect(pageMap[route.name], route.name).toBeTypeOf('function');
    expect(() => pageFor('no-such-route' as RouteName)).toThrow("No page for route 'no-such-route'");
    for (const name of Object.keys(pageMap)) expect(() => routeByName(name as RouteName), name).not.toThrow();
    // Each names its module's source (the build's manifest key), so the server can preload a page it rendered.
    for (const [name, load] of Object.entries(pageMap)) {
      expect(load?.source, name).toMatch(/^src\/[\w/-]+\.tsx$/);
      expect(existsSync(new URL(`../../../${load?.source}`, import.meta.url)), `${name}: ${load?.source}`).toBe(true);
    }
    expect(pageFor('rv-search').source).toBe('src/renter/search/search-page.tsx');
    expect(routePatterns().length).toBe(
      routeTable.length + routeTable.filter((r) => r.path.fr).length + routeTable.filter((r) => r.enAlias).length,
    );
  });

  it('gives every route others nest in its layout and loader, and nests a page only in a route of its own path', () => {
    const parents = [...new Set(routeTable.flatMap((route) => (route.parent ? [route.parent] : [])))];
    expect(parents).toEqual(['dashboard-bookings-id']);
    for (const name of parents) expect(parentFor(name as RouteName), name).toBeTypeOf('function');
    expect(Object.keys(parentMap)).toEqual(parents);
    expect(Object.keys(parentDataMap)).toEqual(parents);
    for (const route of routeTable.filter((r) => r.parent)) {
      const parent = routeByName(route.parent as RouteName);
      expect(route.path.en.startsWith(`${parent.path.en}/`), route.name).toBe(true);
      expect(route.path.fr?.startsWith(`${parent.path.fr}/`) ?? !parent.path.fr, route.name).toBe(true);
    }
  });

  it('finds a dashboard page in its own area’s list from its name (a signed-in page loads that list only)', () => {
    const lists = { bookings: bookingPages, host: hostPages, messages: messagePages, owner: ownerPages, renter: renterPages };
    const dashboard = routeTable.filter((route) => 'dashboard' in route && route.dashboard);
    expect(dashboard.length).toBeGreaterThan(100);
    for (const route of dashboard) {
      const area = dashboardAreaOf(route.name);
      expect(area, route.name).toBeDefined();
      const list =
        area !== 'bookings' || !inBookingFlows(route.name)
          ? lists[area as keyof typeof lists]
          : inBookingChanges(route.name)
            ? bookingChangePages
            : bookingFlowPages;
      expect(list[route.name], `${route.name} in the ${area} list`).toBeTypeOf('function');
    }
    expect(dashboardAreaOf('payment')).toBe('bookings');
    // The dashboard and the booking page load the short list; the booking's other pages their own.
    expect(Object.keys(bookingPages).filter(inBookingFlows)).toEqual([]);
    expect(Object.keys(bookingFlowPages).every(inBookingFlows)).toBe(true);
    // A change page loads the changes' list only (issue 35): the others' file names stay out of its first load.
    expect(Object.keys(bookingFlowPages).filter(inBookingChanges)).toEqual([]);
    expect(Object.keys(bookingChangePages).every((name) => inBookingFlows(name) && inBookingChanges(name))).toBe(true);
    expect(bookingChangePages['dashboard-bookings-id-edit-dates']).toBeTypeOf('function');
    expect(bookingPages['dashboard-bookings-id']).toBeTypeOf('function');
    for (const name of ['home', 'rv-rental', 'owner', 'blog-slug', 'payment-callback']) expect(dashboardAreaOf(name), name).toBeUndefined();
  });

  it('names the source of the lists module each route loads, as the server preloads it for a signed-in page', async () => {
    // Each lists module by its source, with the page list it exports (imported above).
    const listAt: Record<string, unknown> = {
      'src/shell/router/pages/bookings.ts': bookingPages,
      'src/shell/router/pages/booking-flows.ts': bookingFlowPages,
      'src/shell/router/pages/booking-changes.ts': bookingChangePages,
      'src/shell/router/pages/host.ts': hostPages,
      'src/shell/router/pages/owner.ts': ownerPages,
      'src/shell/router/pages/messages.ts': messagePages,
      'src/shell/router/pages/renter.ts': renterPages,
      'src/shell/router/page-map.ts': pageMap,
    };
    for (const source of Object.keys(listAt)) expect(existsSync(new URL(`../../../${source}`, import.meta.url)), source).toBe(true);
    // The module at a route's source is the one whose list routeListsOf gives the route.
    for (const route of routeTable) {
      const source = routeListSource(route.name);
      expect(listAt[source], `${route.name}: ${source}`).toBe((await routeListsOf(route.name)).pages);
    }
    expect(routeListSource('dashboard')).toBe('src/shell/router/pages/bookings.ts');
    expect(routeListSource('dashboard-bookings-id-edit-dates')).toBe('src/shell/router/pages/booking-changes.ts');
    expect(routeListSource('home')).toBe('src/shell/router/page-map.ts');
  });

  it('finds the booking route’s layout and loader in their own list, not in the booking page’s', async () => {
    const lists = await parentListsOf('dashboard-bookings-id');
    expect(lists.parents).toBe(bookingParents);
    expect(lists.parentData).toBe(bookingParentData);
    expect(Object.keys(lists.parents)).toEqual(Object.keys(parentMap));
    expect(lists.parents['dashboard-bookings-id']).toBe(parentMap['dashboard-bookings-id']);
  });

  it('loads with a page the words its area reads', () => {
    expect(routeNamespaces('dashboard-bookings-id-edit-dates')).toEqual(['bookings', 'changes']);
    expect(routeNamespaces('dashboard')).toEqual(['bookings']);
    // The booking page words its actions in bookings; the changes load with a request it shows.
    expect(routeNamespaces('dashboard-bookings-id')).toEqual(['bookings']);
    expect(routeNamespaces('payment')).toEqual(['bookings', 'booking']);
    expect(routeNamespaces('dashboard-bookings-id-retry-payment')).toEqual(['bookings', 'changes', 'booking']);
    expect(routeNamespaces('dashboard-bookings-id-closeout')).toEqual(['bookings', 'changes', 'booking']);
    // Answering, the documents, money requests and services read their own words; the booking page and a change do not.
    expect(routeNamespaces('dashboard-bookings-id-send-request-money-review')).toEqual(['bookings', 'changes', 'booking', 'booking-pages']);
    expect(routeNamespaces('dashboard-bookings-id-accept')).toEqual(['bookings', 'changes', 'booking-pages']);
    expect(routeNamespaces('dashboard-bookings-id-insurance-efnol')).toEqual(['bookings', 'changes', 'booking-pages']);
    expect(routeNamespaces('dashboard-bookings-id-change-request-accept')).toEqual(['bookings', 'changes']);
    expect(routeNamespaces('dashboard-calendar')).toEqual(['host']);
    expect(routeNamespaces('dashboard-rvs-new-rv-type')).toEqual(['owner']);
    expect(routeNamespaces('dashboard-rvs-new-booking-preferences')).toEqual(['owner', 'bookings']);
    expect(routeNamespaces('dashboard-messages')).toEqual(['messages', 'bookings']);
    expect(routeNamespaces('rv-search')).toEqual(['search', 'renter']);
  });
});
