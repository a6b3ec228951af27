// Host mode's header (issue 38): under /host the host's navigation (a nav landmark named "Hosting", its links from
// the route table, the page's place marked aria-current) replaces the renter's items, in both languages; a host
// without a listed RV is not offered calendar or insights; the payout banner says what is held until a payout
// method is saved; the renter's dashboard keeps the renter's header.
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { cookies } from '@rove/contract/cookies';
import { mutate } from 'swr';
import { payoutMethodKey } from '../api/payout-method.ts';
import { buildRoutes } from './router/build-routes.tsx';
import { clearSession, setSession } from '../api/session-store.ts';
import { noNotifications, notificationsStore } from './session/notifications-store.ts';

/** The API as the test plays it: the payout method answer given, every other read refused (offline). */
/** The payout method answer, also put in SWR's cache (a read made by an earlier test may still be deduplicated). */
async function answerPayout(payout: unknown) {
  await mutate(payoutMethodKey, payout, { revalidate: false });
  return stubApi(payout);
}

function stubApi(payout: unknown) {
  const answered = { payout: 0 };
  const answer = async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/api/user-profiles/me/payout-method')) {
      answered.payout += 1;
      return new Response(JSON.stringify(payout), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    throw new TypeError(`Failed to fetch: ${url}`);
  };
  vi.stubGlobal('fetch', answer);
  Object.defineProperty(window, 'fetch', { value: answer, configurable: true, writable: true });
  return answered;
}

/** The routers a test rendered: each test ends once their pages' code has come (none left loading into the next file). */
const rendered: ReturnType<typeof createMemoryRouter>[] = [];

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  rendered.push(router);
  render(<RouterProvider router={router} />);
  return router;
}

// The host's navigation once the page speaks its language (a path under /fr switches the words when its route loads).
const hostNavs = (name: 'Hosting' | 'Mode hôte' = 'Hosting') => screen.findAllByRole('navigation', { name });
const noMethod = { Method: null, Held: { Count: 0, Totals: [] } };

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  for (const router of rendered.splice(0))
    await waitFor(() => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('The page is still loading');
    });
  // Each test answers the payout method its own way: nothing read before is kept.
  await mutate(() => true, undefined, { revalidate: false });
  clearSession();
  act(() => notificationsStore.set(noNotifications));
  // A dashboard path without /en or /fr speaks the locale cookie's language, which a French page writes.
  document.cookie = `${cookies.locale.name}=; Max-Age=0; Path=/`;
});

describe('host mode', () => {
  it('puts the host’s six places in the header and the tab bar, the current one marked, the renter’s items gone', async () => {
    stubApi(noMethod);
    setSession({ id: 1, email: 'h@example.com', isOwner: true, hasRv: true }, 'token');
    act(() => notificationsStore.set({ hasNotifications: true, inboxNotificationsCount: 2, isSuspended: false }));
    renderAt('/host/calendar');
    // Both come, the tab bar's a moment after the header's (its own widget): wait for the two.
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Hosting' })).toHaveLength(2));
    const navs = await hostNavs();
    // The header's (wide screens) and the tab bar (narrow screens): CSS shows one at a time.
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent?.replace(/ ?\d+ unread messages?/, '').replace(/^\d+/, ''))).toEqual([
        'Today',
        'Calendar',
        'Bookings',
        'Messages',
        'Listings',
        'Insights',
      ]);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/host',
        '/host/calendar',
        '/host/bookings',
        '/host/messages',
        '/host/rvs',
        '/host/insights',
      ]);
      expect(within(nav).getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
      expect(
        within(nav)
          .getAllByRole('link')
          .filter((link) => link.hasAttribute('aria-current')),
      ).toHaveLength(1);
      // The unread count is on Messages, named for screen readers.
      expect(within(nav).getByRole('link', { name: 'Messages 2 unread messages' })).toBeInTheDocument();
    }
    const header = within(document.querySelector<HTMLElement>('[data-slot=site-header]') ?? document.body);
    for (const renterItem of ['Search RVs', 'How it works', 'List your RV', 'Dashboard'])
      expect(header.queryByRole('link', { name: renterItem })).not.toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Switch to travelling' })).toHaveAttribute('href', '/dashboard');
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('speaks French under /fr, with French links', async () => {
    stubApi(noMethod);
    setSession({ id: 1, email: 'h@example.com', isOwner: true, hasRv: true }, 'token');
    renderAt('/fr/host/bookings/pending');
    const [nav] = await hostNavs('Mode hôte');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aujourd’hui', 'Calendrier', 'Réservations', 'Messages', 'Annonces', 'Statistiques']);
    expect(within(nav).getByRole('link', { name: 'Réservations' })).toHaveAttribute('href', '/fr/host/bookings');
    expect(within(nav).getByRole('link', { name: 'Réservations' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves out calendar and insights for a host who has not listed an RV, and shows no payout banner yet', async () => {
    stubApi(noMethod);
    setSession({ id: 1, email: 'h@example.com', isOwner: true, hasRv: false }, 'token');
    renderAt('/host/messages');
    const [nav] = await hostNavs();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'Bookings', 'Messages', 'Listings']);
    expect(screen.queryByText('Add a payout method to get paid')).not.toBeInTheDocument();
  });

  it('flags a missing payout method with what is held, and the way to add one', async () => {
    await answerPayout({ Method: null, Held: { Count: 2, Totals: [{ Currency: 'USD', Amount: 795 }] } });
    setSession({ id: 1, email: 'h@example.com', isOwner: true, hasRv: true }, 'token');
    renderAt('/host/bookings');
    expect(await screen.findByText('Add a payout method to get paid', {})).toBeInTheDocument();
    expect(screen.getByText('$795 (2 payouts) is held until you add a bank account. You can still accept bookings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a payout method' })).toHaveAttribute('href', '/host/profile/payout');
  });

  it('takes the banner away as soon as a payout method is saved', async () => {
    await answerPayout(noMethod);
    setSession({ id: 1, email: 'h@example.com', isOwner: true, hasRv: true }, 'token');
    renderAt('/host/bookings');
    expect(await screen.findByText('You can accept bookings: their payouts are held until you add a bank account.')).toBeInTheDocument();
    // Saved on the payout page or in the wizard: the same key answers the method.
    await act(() =>
      mutate(
        payoutMethodKey,
        {
          Method: { Country: 'US', AccountHolder: 'H', Routing: '011000015', AccountLast4: '5678', UpdatedAt: '' },
          Held: { Count: 0, Totals: [] },
        },
        { revalidate: false },
      ),
    );
    await waitFor(() => expect(screen.queryByText('Add a payout method to get paid')).not.toBeInTheDocument());
  });

  it('has no tab bar in the listing wizard, whose own actions sit at the bottom', async () => {
    stubApi(noMethod);
    setSession({ id: 1, email: 'h@example.com', isOwner: true, hasRv: true }, 'token');
    renderAt('/host/rvs/new/rv-type');
    await waitFor(() => expect(document.querySelector('[data-slot=wizard-title]')).not.toBeNull());
    expect(await hostNavs()).toHaveLength(1);
    expect(document.querySelector('[data-slot=host-tab-bar]')).toBeNull();
  });

  it('keeps the renter’s header on the renter’s dashboard', async () => {
    stubApi(noMethod);
    setSession({ id: 2, email: 'r@example.com', isOwner: true, hasRv: true }, 'token');
    renderAt('/dashboard/trips');
    expect((await screen.findAllByRole('link', { name: 'Search RVs' }))[0]).toBeInTheDocument();
    expect(screen.queryAllByRole('navigation', { name: 'Hosting' })).toHaveLength(0);
  });
});
