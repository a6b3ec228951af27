import '@testing-library/jest-dom/vitest';
import { cookies } from '@rove/contract/cookies';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n.ts';
import { buildRoutes } from './router/build-routes.tsx';
import { clearSession, sessionStore, setSession } from '../api/session-store.ts';
import { defaultFlags, flagsStore } from './flags/flags-store.ts';
import { noNotifications, notificationsStore } from './session/notifications-store.ts';
import { modalQueue } from './modal-registry.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const h1 = () => screen.findByRole('heading', { level: 1 });

beforeAll(async () => {
  await initI18n('en');
});

// Each test starts as a page load of an English address does (main.tsx sets the page's language before the router
// starts), not in the language a test before it switched to: the shell renders at once, before the page's loader has
// switched the language, and a loaded run found the maintenance page in the French of the test before (issue 40).
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  flagsStore.set(defaultFlags);
  clearSession();
  vi.unstubAllEnvs();
  document.cookie = `${cookies.locale.name}=; Max-Age=0; Path=/`;
});

describe('the app shell', () => {
  it('renders a page in its language with its meta title', async () => {
    renderAt('/fr/a-propos');
    expect(await h1()).toHaveTextContent('La route se partage mieux');
    await waitFor(() => expect(document.title).toBe('À propos de Rove | Rove'));
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/api\/share-images\/about\.fr\.png$/);
    // The header's code loads apart (a lazy widget), so its links come a moment after the page.
    expect((await screen.findAllByRole('link', { name: 'English' }))[0]).toHaveAttribute('href', '/about');
  });

  it('shows the maintenance page with its own title on every page except /experiments', async () => {
    flagsStore.set({ ...defaultFlags, maintenanceMode: true });
    renderAt('/about');
    expect(await h1()).toHaveTextContent('We’ll be back soon');
    await waitFor(() => expect(document.title).toBe('Down for maintenance | Rove'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps /experiments reachable during maintenance', async () => {
    flagsStore.set({ ...defaultFlags, maintenanceMode: true });
    renderAt('/experiments');
    expect(await h1()).toHaveTextContent('Experiments');
    await waitFor(() => expect(document.title).toBe('Experiments | Rove'));
  });

  it('gives an unmatched path the not-found page', async () => {
    vi.stubEnv('DEV', false);
    renderAt('/no/such/page');
    expect(await h1()).toHaveTextContent('Not all who wander are lost.');
    await waitFor(() => expect(document.title).toBe('Page not found | Rove'));
    expect(screen.getAllByRole('link', { name: /Search RVs/ })[0]).toHaveAttribute('href', '/rv-search');
  });

  it('shows status and message in development mode', async () => {
    vi.stubEnv('DEV', true);
    renderAt('/no/such/page');
    expect(await h1()).toHaveTextContent('404');
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
  });

  it('fails /payment-callback without both parameters with 400 Invalid parameters', async () => {
    vi.stubEnv('DEV', true);
    renderAt('/payment-callback?bookingId=9');
    expect(await h1()).toHaveTextContent('400');
    expect(screen.getByText('Invalid parameters')).toBeInTheDocument();
  });

  it('gives a failing validity check a fatal 404 Page Not Found: {path}', async () => {
    vi.stubEnv('DEV', true);
    setSession({ id: 1, email: 'o@example.com', isOwner: true, hasRv: true }, 'token');
    renderAt('/dashboard/bookings/abc');
    expect(await h1()).toHaveTextContent('404');
    expect(screen.getByText('Page Not Found: /dashboard/bookings/abc')).toBeInTheDocument();
  });

  it('renders no error page for bots', async () => {
    vi.stubEnv('DEV', false);
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    expect(screen.queryByText('Not all who wander are lost.')).not.toBeInTheDocument();
    ua.mockRestore();
  });

  it('switches the header logo with the showCanadianOwnerBanner flag', async () => {
    flagsStore.set({ ...defaultFlags, showCanadianOwnerBanner: true });
    renderAt('/about');
    await h1();
    expect(document.querySelector('[data-logo-variant]')).toHaveAttribute('data-logo-variant', 'canadian');
    expect(screen.getByRole('img', { name: 'Rove, Canadian-owned' })).toBeInTheDocument();
  });

  it('redirects before rendering: a signed-in user on sign-in goes home, a visitor on the dashboard to sign in', async () => {
    setSession({ id: 1, email: 'r@example.com', isOwner: false, hasRv: false }, 'token');
    const router = renderAt('/recovery-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    clearSession();
    const visitor = renderAt('/fr/host/trips');
    await waitFor(() =>
      expect(visitor.state.location.pathname + visitor.state.location.search).toBe('/fr/connexion?redirect=%2Ffr%2Fhost%2Ftrips'),
    );
  });

  it('shows the unread inbox count beside the dashboard link, named for screen readers', async () => {
    setSession({ id: 1, email: 'r@example.com', isOwner: false, hasRv: false }, 'token');
    act(() => notificationsStore.set({ hasNotifications: true, inboxNotificationsCount: 3, isSuspended: false }));
    renderAt('/about');
    const dashboard = await screen.findByRole('link', { name: 'Dashboard 3 unread messages' });
    expect(dashboard).toBeVisible();
    act(() => notificationsStore.set(noNotifications));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible());
  });

  it('logs out through the logout page on routes flagged redirectBeforeLogout, in place elsewhere', async () => {
    setSession({ id: 1, email: 'r@example.com', isOwner: false, hasRv: false }, 'token');
    const router = renderAt('/dashboard/trips');
    await h1();
    screen.getAllByRole('button', { name: 'Sign out' })[0].click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get().status).toBe('unauthenticated');

    setSession({ id: 1, email: 'r@example.com', isOwner: false, hasRv: false }, 'token');
    const about = renderAt('/about');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0));
    screen.getAllByRole('button', { name: 'Sign out' })[0].click();
    await waitFor(() => expect(sessionStore.get().status).toBe('unauthenticated'));
    expect(about.state.location.pathname).toBe('/about');
  });

  it('clears the modal queue on navigation, except persistent entries', async () => {
    const router = renderAt('/about');
    await h1();
    act(() => modalQueue.show('appDownloadSubtle'));
    expect(await screen.findByRole('dialog', { name: 'Get the Rove app' })).toBeInTheDocument();
    await act(() => router.navigate('/how-it-works'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => modalQueue.show({ name: 'appDownloadCritical', persistent: true }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => modalQueue.close());
  });

  it('throws for an unknown modal name', () => {
    expect(() => modalQueue.show('nope')).toThrow('Modal component not found in component registry');
  });

  it('switches the language of a page without a French path in place, through the locale cookie', async () => {
    const router = renderAt('/careers');
    expect(await h1()).toHaveTextContent('Build the way people travel');
    const link = screen.getAllByRole('link', { name: 'Français' })[0];
    expect(link).toHaveAttribute('href', '/careers');
    act(() => link.click());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bâtissez la façon dont les gens voyagent'));
    expect(router.state.location.pathname).toBe('/careers');
    expect(document.cookie).toContain(`${cookies.locale.name}=fr`);
  });

  it('shows the app-download banner to mobile browsers until dismissed, remembering it in a cookie', async () => {
    document.cookie = `${cookies.platform.name}=mobile_web; Path=/`;
    renderAt('/about');
    await h1();
    expect(screen.getByText('Manage your trips on the go with the Rove app.')).toBeInTheDocument();
    act(() => screen.getAllByRole('button', { name: 'Dismiss' })[0].click());
    await waitFor(() => expect(screen.queryByText('Manage your trips on the go with the Rove app.')).not.toBeInTheDocument());
    expect(document.cookie).toContain(`${cookies.dismissedAppDownload.name}=1`);
    document.cookie = `${cookies.platform.name}=; Max-Age=0; Path=/`;
    document.cookie = `${cookies.dismissedAppDownload.name}=; Max-Age=0; Path=/`;
  });

  it('prompts logged-out visitors to sign up (not in automated browsers, whose navigator.webdriver is true)', async () => {
    const webdriver = vi.spyOn(navigator, 'webdriver', 'get').mockReturnValue(false);
    renderAt('/about');
    await h1();
    expect(screen.getByRole('complementary', { name: 'Join Rove' })).toBeInTheDocument();
    cleanup();
    webdriver.mockReturnValue(true);
    renderAt('/about');
    await h1();
    expect(screen.queryByRole('complementary', { name: 'Join Rove' })).not.toBeInTheDocument();
    webdriver.mockRestore();
  });

  it('uses the blank layout in a web view (platform cookie android or ios-v1)', async () => {
    document.cookie = `${cookies.platform.name}=ios-v1; Path=/`;
    renderAt('/about');
    expect(await h1()).toHaveTextContent('The road is better shared');
    expect(document.querySelector('header')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    document.cookie = `${cookies.platform.name}=; Max-Age=0; Path=/`;
  });

  it('shows the developer tools panel outside production only with the experiment-override cookie', async () => {
    renderAt('/about');
    await h1();
    expect(screen.queryByRole('complementary', { name: /developer tools/i })).not.toBeInTheDocument();
    cleanup();
    document.cookie = `${cookies.experimentOverrides.name}=%7B%22searchLayout%22%3A%22map%22%7D; Path=/`;
    renderAt('/about');
    await h1();
    expect(await screen.findByRole('complementary', { name: /developer tools/i })).toBeInTheDocument();
    cleanup();
    vi.stubEnv('VITE_ROVE_ENV', 'production');
    renderAt('/about');
    await h1();
    expect(screen.queryByRole('complementary', { name: /developer tools/i })).not.toBeInTheDocument();
    document.cookie = `${cookies.experimentOverrides.name}=; Max-Age=0; Path=/`;
  });

  it('shows the campaign banners behind their flags, the midweek one to Canadian visitors', async () => {
    flagsStore.set({ ...defaultFlags, canadianOwnedCampaign: true, midweekBannerCanada: true });
    renderAt('/about');
    await h1();
    expect(document.querySelector('[data-banner=canada]')).not.toBeNull();
    expect(document.querySelector('[data-banner=midweek]')).toBeNull();
  });
});
