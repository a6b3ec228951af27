// Host mode's navigation (issue 38): the header is the host's under /host, with six places; a host without a listed
// RV is not offered the pages the has-rv guard would send them away from; every host page names its place.
import { describe, expect, it } from 'vitest';
import { currentHostNavKey, hostNavItems, isHostModePage, showsHostTabBar } from './host-nav.ts';
import { pathFor } from './path-for.ts';
import { type RouteName, routeByName, routeTable } from './table.ts';

describe('isHostModePage', () => {
  it.each([
    ['dashboard', 'host', true],
    ['dashboard-calendar', 'host', true],
    ['dashboard-bookings-id-accept', 'host', true],
    ['dashboard', 'dashboard', false],
    ['dashboard-trips', 'dashboard', false],
    // A public page is never in host mode, whatever its parameters.
    ['home', 'host', false],
    ['rv-search', undefined, false],
  ] as const)('%s under /%s: %s', (name, prefix, host) => {
    expect(isHostModePage(routeByName(name), prefix)).toBe(host);
  });
  it('is false on the 404 page (no route)', () => {
    expect(isHostModePage(undefined, 'host')).toBe(false);
  });
});

describe('hostNavItems', () => {
  it('gives a host with a listed RV the six places, in order: Today, Calendar, Bookings, Messages, Listings, Insights', () => {
    expect(hostNavItems(true).map((item) => item.key)).toEqual(['today', 'calendar', 'bookings', 'messages', 'listings', 'insights']);
  });
  it('leaves out calendar and insights (behind the has-rv guard) for a host who has not listed an RV yet', () => {
    expect(hostNavItems(false).map((item) => item.key)).toEqual(['today', 'bookings', 'messages', 'listings']);
    for (const item of hostNavItems(true)) expect(routeByName(item.route).guards?.includes('has-rv') ?? false, item.key).toBe(item.needsRv);
  });
  it('links each place by route name under the host prefix, in both languages', () => {
    const links = (locale: 'en' | 'fr') => hostNavItems(true).map((item) => pathFor(item.route, { dashboard: 'host' }, locale));
    expect(links('en')).toEqual(['/host', '/host/calendar', '/host/bookings', '/host/messages', '/host/rvs', '/host/insights']);
    expect(links('fr')).toEqual([
      '/fr/host',
      '/fr/host/calendar',
      '/fr/host/bookings',
      '/fr/host/messages',
      '/fr/host/rvs',
      '/fr/host/insights',
    ]);
  });
});

describe('currentHostNavKey', () => {
  it.each([
    ['dashboard', 'today'],
    ['dashboard-calendar', 'calendar'],
    ['dashboard-bookings', 'bookings'],
    ['dashboard-bookings-pending', 'bookings'],
    ['dashboard-bookings-id', 'bookings'],
    ['dashboard-bookings-id-accept', 'bookings'],
    ['dashboard-bookings-id-change-request-review', 'bookings'],
    ['payment', 'bookings'],
    ['dashboard-messages', 'messages'],
    ['dashboard-messages-archives', 'messages'],
    ['dashboard-rvs', 'listings'],
    ['dashboard-rvs-new-rv-type', 'listings'],
    ['dashboard-rvs-rvId-pricing', 'listings'],
    ['dashboard-rvs-published-id', 'listings'],
    ['dashboard-insights', 'insights'],
    ['dashboard-insights-earnings', 'insights'],
    ['dashboard-profile', null],
    ['dashboard-profile-payment', null],
    ['dashboard-trips', null],
    ['dashboard-favourites', null],
  ] as const)('%s belongs to %s', (name, key) => {
    expect(currentHostNavKey(name)).toBe(key);
  });
  it('names a place for every page the host tabs lead to, and for every page of a booking', () => {
    const bookingPages = routeTable.map((r) => r.name as RouteName).filter((name) => name.startsWith('dashboard-bookings-id'));
    expect(bookingPages.length).toBeGreaterThan(30);
    expect(bookingPages.filter((name) => currentHostNavKey(name) !== 'bookings')).toEqual([]);
    for (const item of hostNavItems(true)) expect(currentHostNavKey(item.route)).toBe(item.key);
  });
});

describe('showsHostTabBar', () => {
  it.each([
    ['dashboard', true],
    ['dashboard-calendar', true],
    ['dashboard-bookings-id-accept', true],
    ['dashboard-rvs', true],
    ['dashboard-rvs-rvId-photos', true],
    // The wizard has its own bar of actions at the bottom: the tabs would cover Next and Publish.
    ['dashboard-rvs-new', false],
    ['dashboard-rvs-new-rv-type', false],
    ['dashboard-rvs-new-host-acceptance-education', false],
  ] as const)('%s: %s', (name, shown) => {
    expect(showsHostTabBar(name)).toBe(shown);
  });
});
