// The mobile menu's sheet loads on first open (issue 22): the header renders the menu button itself; the sheet opens
// with the navigation, closes with Escape and gives focus back to the button.
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { buildRoutes } from './router/build-routes.tsx';

beforeAll(async () => {
  await initI18n('en');
});

it('opens the menu sheet from the button, closes it with Escape and returns focus', async () => {
  const user = userEvent.setup();
  render(<RouterProvider router={createMemoryRouter(buildRoutes(), { initialEntries: ['/about'] })} />);
  const button = await screen.findByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(button);
  const sheet = await screen.findByRole('dialog', { name: 'Menu' });
  expect(sheet).toContainElement(screen.getAllByRole('link', { name: 'How it works' }).at(-1) as HTMLElement);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
});
