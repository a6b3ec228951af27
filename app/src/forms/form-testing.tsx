// What the forms' DOM tests share (each area tests its own forms): a form rendered under a router, with SWR's
// fallback data and a fetcher that never answers when the form reads data.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';

/** A form under a router at `/`. */
export function renderForm(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

/** A page or form under a router at `entry` (matched by `path`), its data from `fallback`; nothing else answers. */
export function renderPage(element: ReactNode, fallback: Record<string, unknown> = {}, entry = '/', path = '*') {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  render(
    <SWRConfig value={{ fallback, revalidateOnMount: false, fetcher: () => new Promise(() => {}), provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

/** A label that starts with these words (taken literally). */
export const starts = (words: string) => new RegExp(`^${shown(words).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Words as Testing Library reads them on the page: its normaliser turns French no-break spaces into spaces. */
export const shown = (words: string) => words.replace(/\s+/g, ' ');
