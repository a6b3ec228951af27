// The new-driver form: the young-driver notice as soon as a date of birth of 21 to 24 years is typed, and a driver
// under 21 refused before any call, in the page's language.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import DriverNewPage from './driver-new-page.tsx';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  const router = createMemoryRouter([{ path: '/:dashboard/profile/drivers/new', element: <DriverNewPage /> }], {
    initialEntries: ['/dashboard/profile/drivers/new'],
  });
  render(<RouterProvider router={router} />);
}

const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

describe('profile/drivers/new', () => {
  it('shows the young-driver notice for a driver aged 23', async () => {
    await act(async () => {
      await initI18n('en');
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(23) } });
    expect(await screen.findByText(/^Drivers under 25 are young drivers/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(30) } });
    expect(screen.queryByText(/^Drivers under 25 are young drivers/)).not.toBeInTheDocument();
  });

  it('refuses a driver under 21 before any call, in French on a French page', async () => {
    await act(async () => {
      await initI18n('fr');
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: yearsAgo(19) } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le conducteur' }));
    expect(await screen.findByText('Les conducteurs doivent avoir au moins 21 ans.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
