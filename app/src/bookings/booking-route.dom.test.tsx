// The bookings/:id route: its loader reads the booking before the page renders, the page shows that answer without
// fetching it again as it mounts, and SWR keeps it fresh (an action's refresh reads it again); another user's
// booking goes to the route's error page.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, type SessionUser, setSession } from '../api/session-store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { bookingPage } from './booking-parts.tsx';
import BookingLayout from './booking-route.tsx';
import { loader } from './booking-loader.ts';
import { type Booking, refreshBookingViews } from './bookings-api.ts';
import { testBooking } from '../api/test-booking.ts';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  clearSession();
});

/** The API as the test plays it: each read of a booking answers its name with the read's number. */
function stubApi(status = 200) {
  const reads: string[] = [];
  const answer = async (input: RequestInfo | URL) => {
    const url = String(input);
    reads.push(url);
    const body = status === 200 ? testBooking({ RvName: `Read ${reads.length}` }) : { message: 'Not found' };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', answer);
  Object.defineProperty(window, 'fetch', { value: answer, configurable: true, writable: true });
  return reads;
}

function Failure() {
  const error = useRouteError() as { status?: number };
  return <p>error {error.status}</p>;
}

function startAt(path: string) {
  const Page = bookingPage(({ booking }: { booking: Booking }) => <h1>{booking.RvName}</h1>);
  const router = createMemoryRouter(
    [
      {
        path: '/:dashboard/bookings/:id',
        loader,
        Component: BookingLayout,
        ErrorBoundary: Failure,
        children: [
          { index: true, Component: Page },
          { path: 'documents', Component: Page },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the bookings/:id route', () => {
  it('renders the booking its loader read, without reading it again; an action reads it afresh', async () => {
    setSession({ id: 99, email: 'h@example.com', isOwner: true, hasRv: true } as SessionUser, 'token');
    const reads = stubApi();
    startAt('/host/bookings/7');
    expect(await screen.findByRole('heading', { name: 'Read 1' })).toBeInTheDocument();
    expect(reads).toEqual(['/api/bookings/7']);
    await act(() => refreshBookingViews(7));
    expect(await screen.findByRole('heading', { name: 'Read 2' })).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });

  it('keeps its loader quiet for a visitor (the page’s own loader sends them to sign in)', async () => {
    const reads = stubApi();
    await expect(loader({ request: new Request('http://rove.test/dashboard/bookings/7'), params: { id: '7' } } as never)).resolves.toEqual({
      booking: undefined,
    });
    expect(reads).toEqual([]);
  });

  it('sends another user’s booking (404) to the route’s error page', async () => {
    setSession({ id: 5, email: 'r@example.com', isOwner: false, hasRv: false } as SessionUser, 'token');
    stubApi(404);
    startAt('/dashboard/bookings/7/documents');
    expect(await screen.findByText('error 404')).toBeInTheDocument();
  });
});
