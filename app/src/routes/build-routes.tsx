// React Router routes for both locales, generated from the route table: one route per pattern (English,
// French, the dashboard's /en form), each with its loader, lazy page chunk and error boundary, under the shell.
// The route lists (which page module serves which route, page-map.ts) load with the first page the browser loads
// itself, or with the pages fetched ahead after the reader's first input: a page the server rendered hydrates with
// the module the server named (main.tsx).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../build/build-updates.ts';
import { AppShell } from '../layout/app-shell.tsx';
import { PageMeta } from '../layout/page-meta.tsx';
import { RouteErrorBoundary } from '../layout/route-error-boundary.tsx';
import { assertKnownMiddlewares } from './middlewares.ts';
import { routePatterns } from './path-for.ts';
import type { RouteHandle } from './route-handle.ts';
import type { RouteDefinition } from './route-types.ts';
import { notFoundLoader, routeLoader } from './route-loader.ts';
import { routeTable } from './table.ts';

export function buildRoutes(): RouteObject[] {
  assertKnownMiddlewares(routeTable);
  const children: RouteObject[] = routePatterns().map(({ path, route, pathLocale }) => ({
    id: `${route.name}|${path}`,
    path,
    handle: { route, pathLocale } satisfies RouteHandle,
    loader: routeLoader(route, pathLocale),
    lazy: async () => {
      const { pageFor } = await loadChunk(() => import('./page-map.ts'));
      const { default: Page } = await loadChunk(pageFor(route.name));
      return pageRoute(route, Page);
    },
    ErrorBoundary: RouteErrorBoundary,
  }));
  children.push({
    id: 'not-found',
    path: '*',
    handle: { route: undefined, pathLocale: undefined } satisfies RouteHandle,
    loader: notFoundLoader,
    Component: () => null,
    ErrorBoundary: RouteErrorBoundary,
  });
  return [{ id: 'root', Component: AppShell, ErrorBoundary: RouteErrorBoundary, HydrateFallback: () => null, children }];
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
