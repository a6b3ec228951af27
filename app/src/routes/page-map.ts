// The one place pages meet routes: route name -> lazy page module. The route table (names, paths, guards) never
// imports a page, and no page imports this module, so links (pathFor -> table) never loop back through pages.
// Each area keeps its own list in ./pages/; a route without a page yet renders the placeholder.
import { bookingPages } from './pages/bookings.ts';
import { contentPages } from './pages/content.ts';
import { hostPages } from './pages/host.ts';
import { messagePages } from './pages/messages.ts';
import { ownerPages } from './pages/owner.ts';
import { renterPages } from './pages/renter.ts';
import type { PageLoader } from './route-types.ts';

const placeholder: PageLoader = () => import('../pages/placeholder-page.tsx');

export const pageMap: Readonly<Record<string, PageLoader>> = {
  ...renterPages,
  ...bookingPages,
  ...ownerPages,
  ...hostPages,
  ...messagePages,
  ...contentPages,
};

/** The page module of a route, or the placeholder while its page is not built. */
export function pageFor(name: string): PageLoader {
  return pageMap[name] ?? placeholder;
}
