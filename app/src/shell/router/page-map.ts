// The one place pages meet routes: route name -> lazy page module. The route table (names, paths, guards) never
// imports a page, and no page imports this module, so links (pathFor -> table) never loop back through pages.
// Each area keeps its own list in ./pages/. Every route has its page (table.test.ts): there is no placeholder.
import { bookingPages } from './pages/bookings.ts';
import { contentPages } from './pages/content.ts';
import { hostPages } from './pages/host.ts';
import { messagePages } from './pages/messages.ts';
import { ownerPages } from './pages/owner.ts';
import { renterPages } from './pages/renter.ts';
import type { PageLoader } from '../../routes/route-types.ts';
import type { RouteName } from '../../routes/table.ts';

export const pageMap: Readonly<Partial<Record<RouteName, PageLoader>>> = {
  ...renterPages,
  ...bookingPages,
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
