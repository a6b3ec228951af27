// The page skeleton keeps the first skeleton's heading on screen (a page whose heading is fixed words, issue 35):
// the heading the server wrote for this page's path, as it is; a bar in its place for any other page.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSkeleton } from './page-skeleton.tsx';

/** index.html's first skeleton with the heading the server wrote for `path`. */
function firstSkeleton(path: string) {
  const skeleton = document.createElement('div');
  skeleton.className = 'boot-skeleton';
  skeleton.setAttribute('aria-hidden', 'true');
  skeleton.innerHTML = `<div><div data-slot="boot-heading" data-path="${path}"><div><h1 class="font-display">Calendrier</h1><p>Mois par mois.</p></div></div></div>`;
  document.body.append(skeleton);
}

/** The page skeleton at `path`, as a route shows it while its code and data load (its HydrateFallback). */
function skeletonAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', loader: () => new Promise(() => {}), Component: () => null, HydrateFallback: PageSkeleton }],
    { initialEntries: [path] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return container.querySelector('[data-slot=page-skeleton]');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page skeleton', () => {
  it('shows the heading the server wrote in the first skeleton for this page', () => {
    firstSkeleton('/fr/host/calendar');
    const skeleton = skeletonAt('/fr/host/calendar');
    expect(skeleton?.querySelector('h1')?.textContent).toBe('Calendrier');
    expect(skeleton?.querySelector('p')?.textContent).toBe('Mois par mois.');
    expect(skeleton?.querySelectorAll(':scope > [aria-hidden=true]')).toHaveLength(2);
  });

  it('shows a bar in its place for another page, and where the first skeleton has no heading', () => {
    firstSkeleton('/fr/host/calendar');
    expect(skeletonAt('/fr/host/insights')?.querySelector('h1')).toBeNull();
    document.body.innerHTML = '';
    const skeleton = skeletonAt('/fr/host/calendar');
    expect(skeleton?.querySelector('h1')).toBeNull();
    expect(skeleton?.querySelectorAll(':scope > [aria-hidden=true]')).toHaveLength(3);
  });
});
