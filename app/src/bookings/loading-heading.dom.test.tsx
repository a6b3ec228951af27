// While a booking page waits for its booking, it already has its h1 (the loading status, where the title will be),
// so axe and screen readers find the page's heading before the data arrives (issue 23): every page of the
// bookings/:id route waits in its layout's state (bookingPage).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { bookingPage } from './booking-parts.tsx';
import BookingLayout from './booking-route.tsx';

beforeAll(async () => {
  await initI18n('fr');
});

beforeEach(() => {
  // Every answer is still on its way.
  const pending = () => new Promise<Response>(() => {});
  vi.stubGlobal('fetch', pending);
  Object.defineProperty(window, 'fetch', { value: pending, configurable: true, writable: true });
});

describe('loading states of the booking pages', () => {
  it.each(['/dashboard/bookings/42/payment', '/dashboard/bookings/42/complete', '/dashboard/bookings/42'])(
    '%s has its h1 before its booking',
    async (path) => {
      const Page = bookingPage(({ booking }) => <h1>{booking.RvName}</h1>);
      const router = createMemoryRouter(
        [
          {
            path: '/dashboard/bookings/:id',
            Component: BookingLayout,
            children: [
              { index: true, Component: Page },
              { path: 'payment', Component: Page },
              { path: 'complete', Component: Page },
            ],
          },
        ],
        { initialEntries: [path] },
      );
      render(<RouterProvider router={router} />);
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(h1).toHaveTextContent('Chargement de la réservation 42…');
      expect(h1.closest('[aria-busy=true]')).not.toBeNull();
    },
  );
});
