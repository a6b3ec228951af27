import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../api/session-store.ts';
import { useHostModeRewrite } from './use-host-mode-rewrite.ts';

function BookingProbe({ ownerId }: { ownerId: number | null }) {
  useHostModeRewrite({ OwnerId: ownerId });
  return null;
}

function visit(path: string, ownerId: number | null) {
  const router = createMemoryRouter([{ path: '/:dashboard/bookings/:id/*', element: <BookingProbe ownerId={ownerId} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => clearSession());

describe('host-mode rewrite on booking pages', () => {
  it('moves the booking owner from /dashboard to /host, keeping the query', async () => {
    setSession({ id: 7, email: 'host@example.com', isOwner: true, hasRv: true }, 'token');
    const router = visit('/dashboard/bookings/5/payment?step=2', 7);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/host/bookings/5/payment?step=2'));
  });

  it('moves a booking without an owner id too', async () => {
    setSession({ id: 9, email: 'renter@example.com', isOwner: false, hasRv: false }, 'token');
    const router = visit('/dashboard/bookings/5', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/bookings/5'));
  });

  it('leaves the renter of someone else’s booking in dashboard mode', async () => {
    setSession({ id: 9, email: 'renter@example.com', isOwner: false, hasRv: false }, 'token');
    const router = visit('/dashboard/bookings/5/payment', 7);
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.pathname).toBe('/dashboard/bookings/5/payment');
  });
});
