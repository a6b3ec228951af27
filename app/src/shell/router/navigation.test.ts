import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../routes/path-for.ts';
import { type NavigationFacts, resolveNavigation } from './resolve-navigation.ts';
import type { SessionState } from '../../api/session-store.ts';

const signedOut: SessionState = { status: 'unauthenticated', user: null, accessToken: null };
const renter: SessionState = {
  status: 'authenticated',
  user: { id: 5, email: 'r@example.com', isOwner: false, hasRv: false },
  accessToken: 't',
};
const owner: SessionState = {
  status: 'authenticated',
  user: { id: 6, email: 'o@example.com', isOwner: true, hasRv: true },
  accessToken: 't',
};

function facts(href: string, session: SessionState = signedOut, extra: Partial<NavigationFacts> = {}): NavigationFacts {
  const url = new URL(href, 'http://rove.test');
  const match = matchRoute(url.pathname);
  if (!match) throw new Error(`no route for ${href}`);
  return {
    route: match.route,
    locale: match.pathLocale ?? 'en',
    url,
    params: match.params,
    session,
    previousPath: '/about',
    canAddDriver: false,
    changeRequestType: null,
    ...extra,
  };
}

describe('resolveNavigation', () => {
  it('renders a public page', () => {
    expect(resolveNavigation(facts('/about'))).toEqual({ kind: 'render' });
    expect(resolveNavigation(facts('/fr/a-propos'))).toEqual({ kind: 'render' });
  });

  it('treats a dashboard prefix other than dashboard or host as not found', () => {
    const result = resolveNavigation(facts('/admin/trips', owner));
    expect(result).toMatchObject({ kind: 'error', error: { status: 404, message: 'Page not found: /admin/trips' } });
  });

  it('sends visitors on the dashboard to the login page with a redirect parameter', () => {
    expect(resolveNavigation(facts('/host/calendar'))).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fhost%2Fcalendar' });
  });

  it('checks the session before the hasRv guard, then sends renters without an RV to the index page', () => {
    expect(resolveNavigation(facts('/host/calendar', renter))).toEqual({ kind: 'redirect', to: '/host' });
    expect(resolveNavigation(facts('/host/calendar', owner))).toEqual({ kind: 'render' });
  });

  it('keeps an explicit /en/ prefix when a guard redirects, so the cookie cannot switch the page to French', () => {
    expect(resolveNavigation(facts('/en/dashboard/calendar', renter))).toEqual({ kind: 'redirect', to: '/en/dashboard' });
    expect(resolveNavigation(facts('/en/host/profile/drivers/new', renter))).toEqual({ kind: 'redirect', to: '/en/host/profile/drivers' });
    expect(resolveNavigation(facts('/en/host/bookings/9/change-request/review', owner))).toEqual({
      kind: 'redirect',
      to: '/en/host/bookings/9/edit',
    });
    expect(resolveNavigation(facts('/dashboard/calendar', renter))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveNavigation(facts('/fr/dashboard/calendar', renter))).toEqual({ kind: 'redirect', to: '/fr/dashboard' });
  });

  it('runs the drivers-profile and change-request guards', () => {
    expect(resolveNavigation(facts('/dashboard/profile/drivers/new', renter))).toEqual({
      kind: 'redirect',
      to: '/dashboard/profile/drivers',
    });
    expect(resolveNavigation(facts('/dashboard/profile/drivers/new', renter, { canAddDriver: true }))).toEqual({ kind: 'render' });
    expect(resolveNavigation(facts('/fr/host/bookings/9/change-request/review', owner))).toEqual({
      kind: 'redirect',
      to: '/fr/host/bookings/9/edit',
    });
    expect(resolveNavigation(facts('/host/bookings/9/change-request/review', owner, { changeRequestType: 'dates' }))).toEqual({
      kind: 'render',
    });
  });

  it('cleans a profile id with non-digits, reporting it with the previous path as referrer', () => {
    expect(resolveNavigation(facts('/profile/12ab3?x=1'))).toEqual({
      kind: 'redirect',
      to: '/profile/123?x=1',
      report: { message: 'Invalid profile URL', referrer: '/about', url: 'http://rove.test/profile/12ab3?x=1' },
    });
  });

  it('fails /payment-callback without both parameters with 400 Invalid parameters', () => {
    expect(resolveNavigation(facts('/payment-callback?bookingId=9'))).toMatchObject({
      kind: 'error',
      error: { status: 400, message: 'Invalid parameters' },
    });
    expect(resolveNavigation(facts('/payment-callback?bookingId=9&payment_intent_client_secret=pi'))).toEqual({ kind: 'render' });
  });

  it('gives a fatal 404 Page Not Found: {path} when the validity check fails, restoring the previous path', () => {
    const result = resolveNavigation(facts('/dashboard/bookings/abc', owner));
    expect(result).toMatchObject({
      kind: 'error',
      error: { status: 404, message: 'Page Not Found: /dashboard/bookings/abc', fatal: true, restorePath: '/about' },
    });
  });

  it('gives 404 Page Not Found when a middleware returns false', () => {
    expect(resolveNavigation(facts('/rv-rentals/not_a_slug!'))).toMatchObject({
      kind: 'error',
      error: { status: 404, message: 'Page Not Found' },
    });
  });

  it('resolves redirects before validation', () => {
    // Signed out on an invalid booking id: the login redirect wins over the validity check.
    expect(resolveNavigation(facts('/dashboard/bookings/abc'))).toMatchObject({ kind: 'redirect' });
  });
});
