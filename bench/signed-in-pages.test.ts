import { describe, expect, it } from 'vitest';
import { appSignedInPages, signedInPages } from './signed-in-pages.ts';

describe('signedInPages', () => {
  const loader = (path: string) => `() => import('../../../${path}')`;

  it('names a page module signed-in when every route it renders asks for a signed-in reader', () => {
    const pages = signedInPages([
      { route: 'dashboard', signedIn: true, loader: loader('bookings/dashboard/dashboard-home-page.tsx') },
      { route: 'home', signedIn: false, loader: loader('renter/home/home-page.tsx') },
      // One module for a public route and a signed-in one: a visitor may land on it, so it is not signed-in.
      { route: 'prose-a', signedIn: false, loader: loader('content/prose-page.tsx') },
      { route: 'prose-b', signedIn: true, loader: loader('content/prose-page.tsx') },
    ]);
    expect([...pages]).toEqual(['bookings/dashboard/dashboard-home-page.tsx']);
  });

  it('fails loudly on a loader that names no module', () => {
    expect(() => signedInPages([{ route: 'x', signedIn: true, loader: '() => load()' }])).toThrow(/route 'x' names no module/);
  });

  it("reads the app's table: the dashboard and a booking's change are signed-in, home and /owner are not", () => {
    const pages = appSignedInPages();
    expect(pages.has('bookings/dashboard/dashboard-home-page.tsx')).toBe(true);
    expect(pages.has('bookings/changes/edit-details-page.tsx')).toBe(true);
    expect(pages.has('renter/home/home-page.tsx')).toBe(false);
    expect(pages.has('owner/landing/owner-landing-page.tsx')).toBe(false);
  });
});
