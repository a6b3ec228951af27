// A route's code, fetched ahead of the navigation that shows it: its route lists (route-lists.ts), then the page's
// module and its parent's (a booking's layout), each with its imports. The route's own lazy part later finds them loaded.
import { isDashboardPrefix } from '../../routes/dashboard-mode.ts';
import { matchRoute, type RouteMatch } from '../../routes/path-for.ts';
import type { RouteName } from '../../routes/table.ts';
import { pageIn, routeListsOf } from './route-lists.ts';

export function loadRouteCode(match: Pick<RouteMatch, 'route' | 'params'>): Promise<unknown> {
  // /anything matches the dashboard's pattern (/:dashboard) and is the not-found page but for dashboard and host.
  if (match.route.dashboard && !isDashboardPrefix(match.params.dashboard)) return Promise.resolve();
  return routeListsOf(match.route.name).then((lists) => {
    // A booking's page nests in its parent; the booking's own page is the parent's index.
    const parent = lists.parents[(match.route.parent ?? match.route.name) as RouteName];
    return Promise.all([pageIn(lists, match.route.name)(), parent?.()]);
  });
}

const fetched = new Set<string>();
let watching = false;

/**
 * Pages fetched ahead (spec 000: payload prefetch): the code of the page a link of ours leads to, once the reader
 * shows they may follow it (the pointer over the link, a touch on it, its focus), once per route. Nothing is fetched
 * for links nobody goes near. Idempotent: watches from the first call on.
 */
export function prefetchOnLinkIntent(target: Window = window): void {
  if (watching) return;
  watching = true;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link) return;
    const url = new URL(link.href, target.location.href);
    if (url.origin !== target.location.origin) return;
    const match = matchRoute(url.pathname);
    if (!match || fetched.has(match.route.name)) return;
    fetched.add(match.route.name);
    void loadRouteCode(match).catch(() => fetched.delete(match.route.name));
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
    target.addEventListener(type, onIntent, { capture: true, passive: true });
}
