// React Router routes for both locales, generated from the route table: one route per pattern (English,
// French, the dashboard's /en form), each with its loader, lazy page chunk and error boundary, under the shell.
// The route lists (which page module serves which route, page-map.ts) load with the first page the browser loads
// itself, or with the pages fetched ahead after the reader's first input: a page the server rendered hydrates with
// the module the server named (main.tsx).
import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../lib/build/chunk-load.ts';
import { AppShell } from '../app-shell.tsx';
import { PageMeta } from '../page-meta.tsx';
import { assertKnownMiddlewares } from './middlewares.ts';
import { matchRoute, type PatternEntry, type RouteMatch, routePatterns } from '../../routes/path-for.ts';
import type { RouteHandle } from '../../routes/route-handle.ts';
import type { RouteDefinition } from '../../routes/route-types.ts';
import { notFoundLoader, routeLoader } from './route-loader.ts';
import { routeTable } from '../../routes/table.ts';

// The error boundary's code (its rules, links and the error page) loads when a route fails, not with every page.
const RouteErrorBoundary = lazy(() =>
  loadChunk(() => import('../route-error-boundary.tsx')).then((m) => ({ default: m.RouteErrorBoundary })),
);

function LazyRouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary />
    </Suspense>
  );
}

/**
 * The routes: the shell, a route per page pattern and the not-found route. The browser starts with the pattern on
 * screen only and adds the others as the reader goes (discoverRoute): React Router ranks every route it holds when it
 * starts and tries their patterns in turn on each navigation, a few hundred here (about 25 ms of the main thread on a
 * fast machine as it started). A navigation to a pattern with parameters asks discoverRoute each time; the few routes
 * held are then ranked again.
 */
export function buildRoutes(patterns: readonly PatternEntry[] = routePatterns()): RouteObject[] {
  assertKnownMiddlewares(routeTable);
  const children = patterns.map(pageRouteObject);
  children.push({
    id: 'not-found',
    path: '*',
    handle: { route: undefined, pathLocale: undefined } satisfies RouteHandle,
    loader: notFoundLoader,
    Component: () => null,
    ErrorBoundary: LazyRouteErrorBoundary,
  });
  return [{ id: 'root', Component: AppShell, ErrorBoundary: LazyRouteErrorBoundary, HydrateFallback: () => null, children }];
}

function pageRouteObject({ path, route, pathLocale }: PatternEntry): RouteObject {
  return {
    id: pageRouteId(route.name, path),
    path,
    handle: { route, pathLocale } satisfies RouteHandle,
    loader: routeLoader(route, pathLocale),
    lazy: async () => {
      const { pageFor } = await loadChunk(() => import('./page-map.ts'));
      const { default: Page } = await loadChunk(pageFor(route.name));
      return pageRoute(route, Page);
    },
    ErrorBoundary: LazyRouteErrorBoundary,
  };
}

/** The pattern a match came from, to build the routes from. */
export function patternOf(match: RouteMatch): PatternEntry {
  return { path: match.pattern, route: match.route, pathLocale: match.pathLocale };
}

/**
 * React Router's patchRoutesOnNavigation: a path its routes do not hold (or hold only as a pattern with parameters,
 * perhaps the not-found splat) gets the route of the table's match added under the shell. Routes already added are
 * kept (React Router skips a route whose id it has). Where two patterns of equal rank both match a path (nonsense
 * paths only, such as /fr/bookings/bookings/review), the one added first wins here and the table's first on the
 * server.
 */
export function discoverRoute({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }): void {
  const match = matchRoute(path);
  if (match) patch('root', [pageRouteObject(patternOf(match))]);
}

const pageRouteId = (name: string, pattern: string) => `${name}|${pattern}`;

/**
 * The route object of a page the table matched (path-for.ts matchRoute, which ranks as React Router does): found by
 * its id, without React Router's matchRoutes, which ranks and compiles every pattern again on each call.
 */
export function pageRouteOf(routes: RouteObject[], match: Pick<RouteMatch, 'route' | 'pattern'>): RouteObject | undefined {
  const id = pageRouteId(match.route.name, match.pattern);
  return routes[0]?.children?.find((route) => route.id === id);
}

/** What a route's lazy part resolves to: its page under the page's head tags. */
export function pageRoute(route: RouteDefinition, Page: ComponentType): Pick<RouteObject, 'Component'> {
  return {
    Component: () => (
      <>
        <PageMeta metaKey={route.name} alternateLinks={!route.options.noAlternateLinks} />
        <Page />
      </>
    ),
  };
}

/** Loads the page chunks of the routes linked from every page (payload prefetch, 1 s after navigation). */
export function prefetchPrimaryPages(): void {
  void import('./page-map.ts')
    .then(({ pageFor }) => Promise.all((['rv-search', 'how-it-works', 'owner'] as const).map((name) => pageFor(name)())))
    .catch(() => {});
}
