// The router's side of the route table: every route's middlewares are known, and every route has its lazily loaded
// page module (the page map), which names its source for the server.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../routes/path-for.ts';
import { type RouteName, routeByName, routeTable } from '../../routes/table.ts';
import { assertKnownMiddlewares, middlewares } from './middlewares.ts';
import { pageFor, pageMap, parentFor, parentMap } from './page-map.ts';

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
    for (const route of routeTable.filter((r) => r.parent)) {
      const parent = routeByName(route.parent as RouteName);
      expect(route.path.en.startsWith(`${parent.path.en}/`), route.name).toBe(true);
      expect(route.path.fr?.startsWith(`${parent.path.fr}/`) ?? !parent.path.fr, route.name).toBe(true);
    }
  });
});
