// While a page of the renter's path waits for its data, it already has its h1 (the loading status, where the title
// will be), so axe and screen readers find the page's heading before the data arrives (issue 23).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { buildRoutes } from '../shell/router/build-routes.tsx';

beforeAll(async () => {
  await initI18n('fr');
});

beforeEach(() => {
  // Every answer is still on its way.
  const pending = () => new Promise<Response>(() => {});
  vi.stubGlobal('fetch', pending);
  Object.defineProperty(window, 'fetch', { value: pending, configurable: true, writable: true });
});

describe('loading states of the renter path', () => {
  it.each([
    ['/fr/location-vr/an-rv-on-its-way?dateStart=2027-04-05&dateEnd=2027-04-09', 'Chargement du VR…'],
    ['/rv-rental/request-to-book/an-rv-on-its-way?dateStart=2027-04-05&dateEnd=2027-04-09', 'Chargement de votre réservation…'],
    ['/rv-rental/request-to-book/an-rv-on-its-way/additionals', 'Chargement de votre réservation…'],
  ])('%s has its h1 before its data', async (path, heading) => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(heading);
    expect(h1.closest('[aria-busy=true]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
