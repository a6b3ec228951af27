import { describe, expect, it } from 'vitest';
import { type RouteName, routeByName } from './table.ts';
import { authRedirect, safeRedirectTarget } from './auth-guard.ts';
import { isDashboardPrefix, isHostMode } from './dashboard-mode.ts';
import { changeRequestRedirect, driversProfileRedirect, hasRvRedirect, hostModeRewrite, logoutDestination } from './owner-guards.ts';
import { paymentCallbackParams } from './payment-callback.ts';
import { profileIdRedirect } from './profile-id.ts';
import { RouteError } from './route-error.ts';

describe('authRedirect', () => {
  it('sends an unauthenticated visitor on a signed-in-only page to the login page with a redirect parameter', () => {
    expect(authRedirect(routeByName('dashboard-trips'), 'unauthenticated', '/dashboard/trips?x=1', 'en')).toBe(
      '/signin?redirect=%2Fdashboard%2Ftrips%3Fx%3D1',
    );
    expect(authRedirect(routeByName('dashboard-trips'), 'unauthenticated', '/fr/dashboard/trips', 'fr')).toBe(
      '/fr/connexion?redirect=%2Ffr%2Fdashboard%2Ftrips',
    );
  });
  it('lets a signed-in user through a signed-in-only page', () => {
    expect(authRedirect(routeByName('dashboard-trips'), 'authenticated', '/dashboard/trips', 'en')).toBeNull();
  });
  it.each([
    ['signin', '/'],
    ['lp-signup', '/'],
    ['signup', '/'],
    ['recovery-password', '/dashboard'],
    ['recovery-password-code', '/dashboard'],
  ])('sends a signed-in user on %s to %s', (name, target) => {
    expect(authRedirect(routeByName(name as RouteName), 'authenticated', `/${name}`, 'en')).toBe(target);
    expect(authRedirect(routeByName(name as RouteName), 'unauthenticated', `/${name}`, 'en')).toBeNull();
  });
  it('keeps the French page in French', () => {
    expect(authRedirect(routeByName('signin'), 'authenticated', '/fr/connexion', 'fr')).toBe('/fr');
  });
  it('leaves pages without an auth requirement alone', () => {
    expect(authRedirect(routeByName('about'), 'unauthenticated', '/about', 'en')).toBeNull();
    expect(authRedirect(routeByName('about'), 'authenticated', '/about', 'en')).toBeNull();
  });
  it('follows only same-site redirect targets', () => {
    expect(safeRedirectTarget('/dashboard/trips')).toBe('/dashboard/trips');
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });
});

describe('profileIdRedirect', () => {
  it('accepts digits only', () => {
    expect(profileIdRedirect('123', 'en', 'http://x/profile/123', '/about')).toBeNull();
  });
  it.each([
    ['12ab3', 'en', '/profile/123'],
    ['abc-45', 'en', '/profile/45'],
    ['7.0', 'fr', '/fr/profil/70'],
    ['abc', 'en', '/profile/'],
  ] as const)('reports and cleans %s (%s) -> %s', (id, locale, to) => {
    const result = profileIdRedirect(id, locale, `http://x/profile/${id}`, '/rv-search');
    expect(result?.to).toBe(to);
    expect(result?.report).toEqual({ message: 'Invalid profile URL', referrer: '/rv-search', url: `http://x/profile/${id}` });
  });
});

describe('paymentCallbackParams', () => {
  it('needs both payment_intent_client_secret and bookingId', () => {
    expect(paymentCallbackParams(new URLSearchParams('payment_intent_client_secret=pi_1&bookingId=9'))).toEqual({
      clientSecret: 'pi_1',
      bookingId: '9',
    });
  });
  it.each(['', 'bookingId=9', 'payment_intent_client_secret=pi_1', 'payment_intent_client_secret=&bookingId=9'])(
    'fails with 400 Invalid parameters for "%s"',
    (query) => {
      let thrown: unknown;
      try {
        paymentCallbackParams(new URLSearchParams(query));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(RouteError);
      expect(thrown).toMatchObject({ status: 400, message: 'Invalid parameters' });
    },
  );
});

describe('dashboard prefix', () => {
  it('is exactly dashboard or host', () => {
    expect(isDashboardPrefix('dashboard')).toBe(true);
    expect(isDashboardPrefix('host')).toBe(true);
    for (const value of ['Dashboard', 'hosts', 'admin', '', undefined]) expect(isDashboardPrefix(value)).toBe(false);
    expect(isHostMode('host')).toBe(true);
    expect(isHostMode('dashboard')).toBe(false);
  });
});

describe('owner guards', () => {
  it('sends a user with hasRv false to the index page', () => {
    expect(hasRvRedirect(false, 'host', 'en')).toBe('/host');
    expect(hasRvRedirect(undefined, 'dashboard', 'fr')).toBe('/fr/dashboard');
    expect(hasRvRedirect(true, 'host', 'en')).toBeNull();
  });
  it('sends the new-driver page to the drivers profile page without the flag', () => {
    expect(driversProfileRedirect(false, 'dashboard', 'en')).toBe('/dashboard/profile/drivers');
    expect(driversProfileRedirect(true, 'dashboard', 'en')).toBeNull();
  });
  it('sends the change-request page to the booking edit page when no type is chosen', () => {
    expect(changeRequestRedirect(null, '9', 'host', 'en')).toBe('/host/bookings/9/edit');
    expect(changeRequestRedirect('', '9', 'dashboard', 'fr')).toBe('/fr/dashboard/bookings/9/edit');
    expect(changeRequestRedirect('dates', '9', 'host', 'en')).toBeNull();
  });
  it('goes to the logout page first on routes flagged redirectBeforeLogout', () => {
    expect(logoutDestination(true, 'en')).toBe('/logout');
    expect(logoutDestination(true, 'fr')).toBe('/fr/deconnexion');
    expect(logoutDestination(false, 'en')).toBeNull();
  });
});

describe('hostModeRewrite', () => {
  const base = { pathname: '/dashboard/bookings/9', search: '?tab=money', userId: 5 };
  it('switches to host mode when the booking has no owner id, keeping the query', () => {
    expect(hostModeRewrite({ ...base, dashboard: 'dashboard', bookingOwnerId: null })).toBe('/host/bookings/9?tab=money');
  });
  it('switches to host mode when the user is the booking owner', () => {
    expect(hostModeRewrite({ ...base, dashboard: 'dashboard', bookingOwnerId: '5' })).toBe('/host/bookings/9?tab=money');
    expect(hostModeRewrite({ ...base, pathname: '/fr/dashboard/bookings/9', dashboard: 'dashboard', bookingOwnerId: 5 })).toBe(
      '/fr/host/bookings/9?tab=money',
    );
  });
  it('leaves renters of someone else’s booking, and host mode, alone', () => {
    expect(hostModeRewrite({ ...base, dashboard: 'dashboard', bookingOwnerId: 8 })).toBeNull();
    expect(hostModeRewrite({ ...base, pathname: '/host/bookings/9', dashboard: 'host', bookingOwnerId: null })).toBeNull();
  });
});
