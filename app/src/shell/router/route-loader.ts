// The loader every generated route runs: the session first, the page's language, then resolveNavigation
// (redirects first, then validation). Redirects throw, errors throw RouteError to the route's error boundary.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { reportError } from '../../lib/report-error.ts';
import { loadChunk } from '../../lib/build/chunk-load.ts';
import { i18n, loadNamespaces, type Namespace, setLocale } from '../../i18n/i18n.ts';
import { widgetsSettled } from '../../lib/lazy-widgets.tsx';
import { cookieLocale, localeOfUnknownPath, pageLocale } from '../../i18n/locale.ts';
import { errorMessages, RouteError } from '../../routes/route-error.ts';
import { sessionReady } from '../../api/session-store.ts';
import { bookingFlowStore } from '../../routes/booking-flow-store.ts';
import { previousPath } from './navigation-history.ts';
import { resolveNavigation } from './resolve-navigation.ts';
import type { Locale, RouteDefinition } from '../../routes/route-types.ts';

export interface RouteLoaderData {
  locale: Locale;
}

export function routeLoader(route: RouteDefinition, pathLocale: Locale | undefined) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<RouteLoaderData> => {
    const url = new URL(request.url);
    const session = await sessionReady();
    const locale = pageLocale(pathLocale, cookieLocale());
    const { canAddDriver, changeRequestType } = bookingFlowStore.get();
    const resolution = resolveNavigation({
      route,
      locale,
      url,
      params: { ...params },
      session,
      previousPath: previousPath(),
      canAddDriver,
      changeRequestType,
    });
    if (resolution.kind === 'redirect') {
      if (resolution.report)
        reportError(new Error(resolution.report.message), { referrer: resolution.report.referrer, url: resolution.report.url });
      throw redirect(resolution.to);
    }
    await switchLocale(locale);
    // The page's words load beside its chunk (the server has them all).
    if (typeof document !== 'undefined') await loadNamespaces(await namespacesOf(route.name));
    if (resolution.kind === 'error') throw resolution.error;
    return { locale };
  };
}

/**
 * The page's language. A widget of a hydrated page still waiting for its code (the first navigation loads them all:
 * main.tsx) would hydrate in the new language over its server HTML in the old one: the language changes once every
 * widget on screen, and those inside them, run their code.
 */
async function switchLocale(locale: Locale): Promise<void> {
  if (typeof document !== 'undefined' && i18n.language !== locale) await widgetsSettled();
  await setLocale(locale);
}

/**
 * The page's namespaces (their list loads with the route lists: route-namespaces.ts, out of the entry). The list is
 * about speed: if it cannot load, the page's words still load as its components ask for them (a stale build reloads).
 */
export function namespacesOf(name: string): Promise<readonly Namespace[]> {
  return loadChunk(() => import('./route-namespaces.ts')).then(
    ({ routeNamespaces }) => routeNamespaces(name),
    () => [],
  );
}

/** The catch-all route: 404 'Page not found: {path}'. */
export async function notFoundLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const url = new URL(request.url);
  await switchLocale(localeOfUnknownPath(url.pathname, cookieLocale()));
  throw new RouteError(404, errorMessages.unmatched(url.pathname));
}
