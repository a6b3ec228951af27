// Host mode's navigation (issue 38), as pure rules: when the header is the host's (a dashboard route under the /host
// prefix: spec 000 section 2, "host mode is for owners"), its six places (Today, Calendar, Bookings, Messages,
// Listings, Insights, as Airbnb's and Turo's host tabs), which of them a host without a listed RV can open (calendar
// and insights are behind the has-rv guard), and which one a page belongs to (aria-current).
import { isHostMode } from './dashboard-mode.ts';
import type { RouteDefinition } from './route-types.ts';
import type { RouteName } from './table.ts';

export const hostNavKeys = ['today', 'calendar', 'bookings', 'messages', 'listings', 'insights'] as const;
export type HostNavKey = (typeof hostNavKeys)[number];

export interface HostNavItem {
  key: HostNavKey;
  /** The route it opens, under the page's dashboard prefix. */
  route: RouteName;
  /** Behind the has-rv guard: a host without a listed RV would be sent back to the dashboard. */
  needsRv: boolean;
}

const items: readonly HostNavItem[] = [
  { key: 'today', route: 'dashboard', needsRv: false },
  { key: 'calendar', route: 'dashboard-calendar', needsRv: true },
  { key: 'bookings', route: 'dashboard-bookings', needsRv: false },
  { key: 'messages', route: 'dashboard-messages', needsRv: false },
  { key: 'listings', route: 'dashboard-rvs', needsRv: false },
  { key: 'insights', route: 'dashboard-insights', needsRv: true },
];

/** The header is the host's on a dashboard page whose prefix is /host (the renter's items give way). */
export function isHostModePage(route: Pick<RouteDefinition, 'dashboard'> | undefined, dashboardParam: string | undefined): boolean {
  return Boolean(route?.dashboard) && isHostMode(dashboardParam);
}

/** The places of the host's navigation, in order; calendar and insights once the host has a listed RV. */
export function hostNavItems(hasRv: boolean): HostNavItem[] {
  return items.filter((item) => hasRv || !item.needsRv);
}

/** Route-name prefixes of each place (a booking's pages are the bookings', the wizard and an RV's pages the listings'). */
const sections: readonly [HostNavKey, RegExp][] = [
  ['calendar', /^dashboard-calendar$/],
  ['bookings', /^(dashboard-bookings(-|$)|payment$)/],
  ['messages', /^dashboard-messages(-|$)/],
  ['listings', /^dashboard-rvs(-|$)/],
  ['insights', /^dashboard-insights(-|$)/],
];

/** The place a page belongs to (its link carries aria-current="page"); none for the profile, trips or favourites. */
export function currentHostNavKey(routeName: string | undefined): HostNavKey | null {
  if (routeName === 'dashboard') return 'today';
  if (!routeName) return null;
  return sections.find(([, pattern]) => pattern.test(routeName))?.[0] ?? null;
}

/**
 * Whether the tab bar shows on narrow screens: not in the listing wizard, a task of its own with its own bar of
 * actions at the bottom (Back, Next, Publish), where the tabs would cover them.
 */
export function showsHostTabBar(routeName: string | undefined): boolean {
  return !/^dashboard-rvs-new(-|$)/.test(routeName ?? '');
}
