// What one navigation does before a page renders, in order: the dashboard prefix, redirects (profile id,
// middlewares such as authentication, guards), then validation (payment callback, the route's validity check).
import type { SessionState } from '../../api/session-store.ts';
import { isDashboardPrefix } from '../../routes/dashboard-mode.ts';
import { changeRequestRedirect, driversProfileRedirect, hasRvRedirect } from '../../routes/owner-guards.ts';
import { paymentCallbackParams } from '../../routes/payment-callback.ts';
import { profileIdRedirect, type ProfileIdRedirect } from '../../routes/profile-id.ts';
import { errorMessages, RouteError } from '../../routes/route-error.ts';
import { middlewares } from './middlewares.ts';
import { keepExplicitEnglish } from '../../routes/path-for.ts';
import type { Locale, RouteDefinition } from '../../routes/route-types.ts';

export interface NavigationFacts {
  route: RouteDefinition;
  locale: Locale;
  url: URL;
  params: Record<string, string | undefined>;
  session: SessionState;
  previousPath: string | undefined;
  canAddDriver: boolean;
  changeRequestType: string | null;
}

export type Resolution =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; report?: ProfileIdRedirect['report'] }
  | { kind: 'error'; error: RouteError };

export function resolveNavigation(facts: NavigationFacts): Resolution {
  const { route, params, url, locale } = facts;
  const dashboard = params.dashboard ?? 'dashboard';
  if (route.dashboard && !isDashboardPrefix(params.dashboard)) {
    return { kind: 'error', error: new RouteError(404, errorMessages.unmatched(url.pathname)) };
  }

  if (route.name === 'profile-id') {
    const redirect = profileIdRedirect(params.id ?? '', locale, url.href, facts.previousPath);
    if (redirect) return { kind: 'redirect', to: redirect.to + url.search, report: redirect.report };
  }

  for (const name of route.middlewares) {
    const result = middlewares[name](facts);
    if (result === false) return { kind: 'error', error: new RouteError(404, errorMessages.middlewareRefused) };
    if (typeof result === 'object') return { kind: 'redirect', to: result.redirect };
  }

  for (const guard of route.guards ?? []) {
    const to =
      guard === 'has-rv'
        ? hasRvRedirect(facts.session.user?.hasRv, dashboard, locale)
        : guard === 'drivers-profile'
          ? driversProfileRedirect(facts.canAddDriver, dashboard, locale)
          : changeRequestRedirect(facts.changeRequestType, params.id ?? '', dashboard, locale);
    if (to) return { kind: 'redirect', to: keepExplicitEnglish(to, url.pathname) };
  }

  if (route.name === 'payment-callback') {
    try {
      paymentCallbackParams(url.searchParams);
    } catch (error) {
      return { kind: 'error', error: error as RouteError };
    }
  }

  if (route.validate) {
    const verdict = route.validate(params, url);
    if (verdict !== true) {
      const status = verdict === false ? 404 : verdict.status;
      const message = verdict === false ? errorMessages.invalidRoute(url.pathname) : verdict.message;
      return { kind: 'error', error: new RouteError(status, message, { fatal: true, restorePath: facts.previousPath }) };
    }
  }
  return { kind: 'render' };
}
