// Spec 000 section 2: signed-in-only pages send visitors to the login page with a redirect parameter;
// signed-out-only pages send signed-in users to the configured page (home by default).
import { pathFor, withQuery } from './path-for.ts';
import type { RouteName } from './table.ts';
import type { Locale, RouteDefinition } from './route-types.ts';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The query parameter of the login page that holds the wanted page. */
export const loginRedirectParam = 'redirect';

export function authRedirect(route: RouteDefinition, status: AuthStatus, wanted: string, locale: Locale): string | null {
  if (!route.auth) return null;
  if (route.auth.only === 'signed-in' && status !== 'authenticated') {
    return withQuery(pathFor('signin', {}, locale), { [loginRedirectParam]: wanted });
  }
  if (route.auth.only === 'signed-out' && status === 'authenticated') return pathFor(route.auth.redirectTo as RouteName, {}, locale);
  return null;
}

/** Only same-site paths are followed after login: a redirect parameter is never an open redirect. */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
