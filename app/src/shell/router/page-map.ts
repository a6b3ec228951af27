// The one place pages meet routes: route name -> lazy page module. The route table (names, paths, guards) never
// imports a page, and no page imports this module, so links (pathFor -> table) never loop back through pages.
// Each area keeps its own list in ./pages/. Every route has its page (page-map.test.ts): there is no placeholder.
// A route others nest in also has its parent module (its layout) and its loader's module, by the same name; a page
// whose data can start beside its code names its data module.
import { bookingChangePages } from './pages/booking-changes.ts';
import { bookingFlowPages } from './pages/booking-flows.ts';
import { bookingPageData, bookingPages, bookingParentData, bookingParents } from './pages/bookings.ts';
import { contentPages } from './pages/content.ts';
import { hostPageData, hostPages } from './pages/host.ts';
import { messagePages } from './pages/messages.ts';
import { ownerPages } from './pages/owner.ts';
import { renterPages } from './pages/renter.ts';
import type { PageDataLoader, PageLoader, ParentDataLoader, ParentLoader } from '../../routes/route-types.ts';
import type { RouteName } from '../../routes/table.ts';

export const pageMap: Readonly<Partial<Record<RouteName, PageLoader>>> = {
  ...renterPages,
  ...bookingPages,
  ...bookingFlowPages,
  ...bookingChangePages,
  ...ownerPages,
  ...hostPages,
  ...messagePages,
  ...contentPages,
};

/** The page module of a route; a route without one is a mistake (the route table test names it), never a blank page. */
export function pageFor(name: RouteName): PageLoader {
  const page = pageMap[name];
  if (!page) throw new Error(`No page for route '${name}' (add it to shell/router/pages/).`);
  return page;
}

export const parentMap: Readonly<Partial<Record<RouteName, ParentLoader>>> = { ...bookingParents };
export const parentDataMap: Readonly<Partial<Record<RouteName, ParentDataLoader>>> = { ...bookingParentData };

/** The layout of a route others nest in (the table's `parent`). */
export function parentFor(name: RouteName): ParentLoader {
  const parent = parentMap[name];
  if (!parent) throw new Error(`No parent module for route '${name}' (add it to shell/router/pages/).`);
  return parent;
}

/** The loader of a route others nest in: the data its pages share. */
export function parentDataFor(name: RouteName): ParentDataLoader {
  const data = parentDataMap[name];
  if (!data) throw new Error(`No parent loader for route '${name}' (add it to shell/router/pages/).`);
  return data;
}

/** The pages whose data starts beside their code (their route's loader starts it). */
export const pageDataMap: Readonly<Partial<Record<RouteName, PageDataLoader>>> = { ...bookingPageData, ...hostPageData };
