import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { buildRoutes, discoverRoute, pageRouteOf, patternOf } from './build-routes.tsx';
import { matchRoute } from '../../routes/path-for.ts';

/** A router as the browser starts it (main.tsx): the shell, the page on screen and the not-found route. */
function startAt(path: string) {
  const match = matchRoute(path);
  const router = createMemoryRouter(buildRoutes(match ? [patternOf(match)] : []), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoute,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const h1 = () => screen.findByRole('heading', { level: 1 });
const pageIds = (router: ReturnType<typeof startAt>) => (router.routes[0].children ?? []).map((route) => route.id);
const matchedId = (router: ReturnType<typeof startAt>) => router.state.matches.at(-1)?.route.id;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('the browser router learns its routes as the reader goes', () => {
  it('starts with the page on screen and the not-found route only', async () => {
    const router = startAt('/about');
    expect(await h1()).toHaveTextContent(/./);
    expect(pageIds(router)).toEqual(['about|/about', 'not-found']);
  });

  it('adds the route of a page it does not hold, in either language, and renders it', async () => {
    const router = startAt('/about');
    await h1();
    await act(() => router.navigate('/fr/a-propos'));
    expect(await h1()).toHaveTextContent('La route se partage mieux');
    expect(matchedId(router)).toBe('about|/fr/a-propos');
    expect(pageIds(router)).toEqual(['about|/about', 'not-found', 'about|/fr/a-propos']);
  });

  it('goes back to a page it already added without adding it again', async () => {
    const router = startAt('/about');
    await h1();
    await act(() => router.navigate('/fr/a-propos'));
    await act(() => router.navigate('/about'));
    expect(matchedId(router)).toBe('about|/about');
    expect(pageIds(router)).toEqual(['about|/about', 'not-found', 'about|/fr/a-propos']);
  });

  it('leaves a path the table does not know to the not-found route', async () => {
    vi.stubEnv('DEV', false);
    const router = startAt('/about');
    await h1();
    expect(matchRoute('/no/such/page')).toBeNull();
    await act(() => router.navigate('/no/such/page'));
    expect(matchedId(router)).toBe('not-found');
    expect(await h1()).toHaveTextContent('Not all who wander are lost.');
    expect(pageIds(router)).toEqual(['about|/about', 'not-found']);
  });

  it('finds the route object of a match by its pattern', () => {
    const routes = buildRoutes();
    const match = matchRoute('/fr/a-propos');
    expect(match && pageRouteOf(routes, match)?.path).toBe('/fr/a-propos');
  });

  it("nests a booking's pages in the bookings/:id route of their language, the booking itself as its index", () => {
    const routes = buildRoutes();
    const parents = (routes[0].children ?? []).filter((route) => route.id?.startsWith('parent:'));
    expect(parents.map((route) => route.path)).toEqual([
      '/:dashboard/bookings/:id',
      '/en/:dashboard/bookings/:id',
      '/fr/:dashboard/bookings/:id',
    ]);
    for (const parent of parents) {
      expect(parent.children?.filter((child) => child.index).map((child) => child.id)).toEqual([`dashboard-bookings-id|${parent.path}`]);
      expect(parent.children?.find((child) => child.id?.startsWith('dashboard-bookings-id-edit-dates|'))?.path).toBe('edit/dates');
      expect(parent.children).toHaveLength(43);
    }
    const match = matchRoute('/fr/host/bookings/12/agreement/signature');
    expect(match && pageRouteOf(routes, match)?.id).toBe(
      'dashboard-bookings-id-agreement-signature|/fr/:dashboard/bookings/:id/agreement/signature',
    );
  });

  it("adds a booking's page to its bookings/:id route, the route first if it is not there yet", () => {
    const calls: [string | null, (string | undefined)[]][] = [];
    discoverRoute({
      path: '/host/bookings/12/edit/dates',
      patch: (routeId, children) => calls.push([routeId, children.map((child) => child.id)]),
    });
    const parent = 'parent:dashboard-bookings-id|/:dashboard/bookings/:id';
    const page = 'dashboard-bookings-id-edit-dates|/:dashboard/bookings/:id/edit/dates';
    expect(calls).toEqual([
      ['root', [parent]],
      [parent, [page]],
    ]);
  });

  it("learns a booking's route, then a second page of it, as a visitor goes (each sends them to sign in)", async () => {
    const router = startAt('/about');
    await h1();
    await act(() => router.navigate('/dashboard/bookings/12/edit'));
    await act(() => router.navigate('/dashboard/bookings/12/documents'));
    expect(router.state.location.pathname).toBe('/signin');
    const parent = router.routes[0].children?.find((route) => route.id === 'parent:dashboard-bookings-id|/:dashboard/bookings/:id');
    expect(parent?.children?.map((route) => route.id)).toEqual([
      'dashboard-bookings-id-edit|/:dashboard/bookings/:id/edit',
      'dashboard-bookings-id-documents|/:dashboard/bookings/:id/documents',
    ]);
  });
});
