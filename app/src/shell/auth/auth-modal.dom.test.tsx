import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { readCookie } from '../../lib/cookies.ts';
import { buildRoutes } from '../router/build-routes.tsx';
import { pageFor } from '../router/page-map.ts';
import { authModalStore } from './auth-modal-store.ts';
import { cookies } from '@rove/contract/cookies';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  // The app loads the home page's module, then the modal's, on first use (route loader, then a lazy component
  // under Suspense); on a loaded machine their first load is slow. Loading both here, within the hook's budget,
  // leaves the tests waiting only for what the user sees: the dialog.
  await Promise.all([initI18n('en'), pageFor('signin')(), import('./auth-modal.tsx')]);
});

afterEach(() => {
  cleanup();
  document.cookie = `${cookies.unauthorizedRedirect.name}=; Max-Age=0; Path=/`;
});

describe('the auth modal (spec 000 sections 2 to 4)', () => {
  it('opens over home with its state, keeps the wanted page, and closing clears it', async () => {
    const router = renderAt('/signin?redirect=%2Fdashboard%2Ftrips&intent=BookingIntent');
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(authModalStore.get()).toMatchObject({ visible: true, type: 'signin', intent: 'BookingIntent', provider: null });
    expect(readCookie(cookies.unauthorizedRedirect.name)).toBe('/dashboard/trips');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCookie(cookies.unauthorizedRedirect.name)).toBeUndefined();
    expect(authModalStore.get().visible).toBe(false);
  });

  it('any other route change hides it', async () => {
    const router = renderAt('/fr/inscription');
    await screen.findByRole('dialog', { name: 'Inscription' });
    expect(authModalStore.get()).toMatchObject({ visible: true, type: 'signup' });
    await act(() => router.navigate('/fr/a-propos'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(authModalStore.get().visible).toBe(false);
  });

  it('shows validation messages in place, in French', async () => {
    renderAt('/fr/connexion');
    const dialog = await screen.findByRole('dialog', { name: 'Connexion' });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez votre adresse courriel.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
