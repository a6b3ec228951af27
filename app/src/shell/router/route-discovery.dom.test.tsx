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

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 3_000 });
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
});
