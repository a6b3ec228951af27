// React Router routes for both locales, generated from the route table: one route per pattern (English,
// French, the dashboard's /en form), each with its loader, lazy page chunk and error boundary, under the shell; a
// page the table nests in a parent (a booking's pages in bookings/:id) sits in the parent's route, under its layout
// and after its loader.
// The route lists (which page module serves which route: a dashboard route's area's list, else page-map.ts, see
// route-lists.ts) load with the first page the browser loads itself, or with a page fetched ahead at a link: a page
// the server rendered hydrates with the module the server named (main.tsx).
import { type ComponentType, lazy, Suspense } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadChunk } from '../../lib/build/chunk-load.ts';
import { AppShell } from '../app-shell.tsx';
import { PageMeta } from '../page-meta.tsx';
import { PageSkeleton } from '../page-skeleton.tsx';
import { PageShown } from '../../lib/app-ready.tsx';
import { assertKnownMiddlewares } from './middlewares.ts';
import { matchRoute, type PatternEntry, type RouteMatch, routePatterns } from '../../routes/path-for.ts';
import type { RouteHandle } from '../../routes/route-handle.ts';
import type { RouteDefinition } from '../../routes/route-types.ts';
import { isDashboardPrefix } from '../../routes/dashboard-mode.ts';
import { notFoundLoader, routeLoader } from './route-loader.ts';
import { pageIn, parentListsOf, routeListsOf } from './route-lists.ts';
import { type RouteName, routeTable } from '../../routes/table.ts';

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
  const children = nestedRoutes(patterns);
  children.push({
    id: 'not-found',
    path: '*',
    handle: { route: undefined, pathLocale: undefined } satisfies RouteHandle,
    loader: notFoundLoader,
    Component: () => null,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: LazyRouteErrorBoundary,
  });
  // A page the browser renders alone (a signed-in page) shows the shell at once, with a skeleton where the page goes
  // until its code and data are here (each page route's HydrateFallback; the shell itself has no loader to wait for).
  return [{ id: 'root', Component: AppShell, ErrorBoundary: LazyRouteErrorBoundary, children }];
}

// The routes others nest in (the table's `parent`), by name: a booking's pages nest in dashboard-bookings-id.
const parentNames = new Set(routeTable.flatMap((route) => (route.parent ? [route.parent] : [])));

/**
 * The page routes of these patterns, each nested in its parent's route where the table names one (in the same
 * language: /fr/:dashboard/bookings/:id/edit in /fr/:dashboard/bookings/:id), the parent's own page as its index.
 */
function nestedRoutes(patterns: readonly PatternEntry[]): RouteObject[] {
  const top: RouteObject[] = [];
  const parents = new Map<string, RouteObject[]>();
  const childrenOf = (parent: PatternEntry) => {
    let children = parents.get(parent.path);
    if (!children) {
      children = [];
      parents.set(parent.path, children);
      top.push(parentRouteObject(parent, children));
    }
    return children;
  };
  for (const entry of patterns) {
    if (parentNames.has(entry.route.name)) {
      const page = pageRouteObject(entry);
      childrenOf(entry).push({
        id: page.id,
        handle: page.handle,
        loader: page.loader,
        lazy: page.lazy,
        HydrateFallback: PageSkeleton,
        ErrorBoundary: page.ErrorBoundary,
        index: true,
      });
      continue;
    }
    const parent = entry.route.parent ? parentPatternOf(entry) : undefined;
    if (!parent) top.push(pageRouteObject(entry));
    else childrenOf(parent).push({ ...pageRouteObject(entry), path: entry.path.slice(parent.path.length + 1) });
  }
  return top;
}

/** The parent's pattern a nested page's pattern begins with (the same language's). */
function parentPatternOf(entry: PatternEntry): PatternEntry | undefined {
  return routePatterns().find((candidate) => candidate.route.name === entry.route.parent && entry.path.startsWith(`${candidate.path}/`));
}

/**
 * A parent route: its layout loads with its module (the page map's parentFor), its loader with a module of its own
 * (parentDataFor), which React Router runs while the layout's and the page's code load; its pages nest in it.
 */
function parentRouteObject({ path, route }: PatternEntry, children: RouteObject[]): RouteObject {
  return {
    id: `parent:${pageRouteId(route.name, path)}`,
    path,
    loader: async (args) => {
      const lists = await loadChunk(() => parentListsOf(route.name));
      const data = lists.parentData[route.name];
      if (!data) throw new Error(`No parent loader for route '${route.name}' (add it to shell/router/pages/).`);
      const { loader } = await loadChunk(data);
      return loader(args);
    },
    lazy: async () => {
      const lists = await loadChunk(() => parentListsOf(route.name));
      const layout = lists.parents[route.name];
      if (!layout) throw new Error(`No parent module for route '${route.name}' (add it to shell/router/pages/).`);
      const { default: Layout } = await loadChunk(layout);
      return { Component: Layout };
    },
    HydrateFallback: PageSkeleton,
    ErrorBoundary: LazyRouteErrorBoundary,
    children,
  };
}

/**
 * A page that names its data (the page map's pageDataMap) has it started as its route's loader runs, beside the
 * page's code; the route waits for it, so the page first renders with its data (no loading state that grows under
 * the reader). Only in the browser (the server's render asks for its data itself). Never rejects.
 */
function startPageData(name: RouteName, args: LoaderFunctionArgs): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return loadChunk(() => routeListsOf(name))
    .then(({ pageData }) => {
      const data = pageData[name];
      return data ? loadChunk(data).then(({ preload }) => preload(args)) : undefined;
    })
    .catch(() => undefined);
}

/** The reads startRouteData started as the app started, by address: the route's loader takes them. */
const startedData = new Map<string, Promise<void>>();

/**
 * At the app's start, for the page on screen when the browser renders it alone (a signed-in page): its data starts
 * beside its code and the session, before the router exists (main.tsx); its route's loader then waits for that read
 * rather than starting another.
 */
export function startRouteData(match: Pick<RouteMatch, 'route' | 'params'>, href: string): void {
  // /anything matches the dashboard's pattern (/:dashboard) and is the not-found page but for dashboard and host.
  if (match.route.dashboard && !isDashboardPrefix(match.params.dashboard)) return;
  const request = new Request(href);
  const args = { request, params: match.params, context: undefined } as unknown as LoaderFunctionArgs;
  startedData.set(request.url, startPageData(match.route.name as RouteName, args));
}

function pageRouteObject({ path, route, pathLocale }: PatternEntry): RouteObject {
  const load = routeLoader(route, pathLocale);
  return {
    id: pageRouteId(route.name, path),
    path,
    handle: { route, pathLocale } satisfies RouteHandle,
    loader: async (args) => {
      const started = startedData.get(args.request.url);
      startedData.delete(args.request.url);
      const data = started ?? startPageData(route.name as RouteName, args);
      const loaded = await load(args);
      await data;
      return loaded;
    },
    lazy: async () => {
      const lists = await loadChunk(() => routeListsOf(route.name));
      const { default: Page } = await loadChunk(pageIn(lists, route.name));
      return pageRoute(route, Page);
    },
    HydrateFallback: PageSkeleton,
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
  if (!match) return;
  const [route] = nestedRoutes([patternOf(match)]);
  patch('root', [route]);
  // A nested page whose parent was added before: the parent stays as it is (same id), and the page joins it.
  if (route.children) patch(route.id ?? null, route.children);
}

const pageRouteId = (name: string, pattern: string) => `${name}|${pattern}`;

/**
 * The route object of a page the table matched (path-for.ts matchRoute, which ranks as React Router does): found by
 * its id, without React Router's matchRoutes, which ranks and compiles every pattern again on each call.
 */
export function pageRouteOf(routes: RouteObject[], match: Pick<RouteMatch, 'route' | 'pattern'>): RouteObject | undefined {
  const id = pageRouteId(match.route.name, match.pattern);
  const find = (list: RouteObject[] | undefined): RouteObject | undefined => {
    for (const route of list ?? []) {
      const found = route.id === id ? route : find(route.children);
      if (found) return found;
    }
    return undefined;
  };
  return find(routes[0]?.children);
}

/** What a route's lazy part resolves to: its page under the page's head tags. */
export function pageRoute(route: RouteDefinition, Page: ComponentType): Pick<RouteObject, 'Component'> {
  return {
    Component: () => (
      <>
        <PageMeta metaKey={route.name} alternateLinks={!route.options.noAlternateLinks} />
        <Page />
        <PageShown />
      </>
    ),
  };
}
