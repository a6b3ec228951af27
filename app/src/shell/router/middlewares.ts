// Route middlewares (spec 001 section 2): authentication, estimate, keyword, minimal-layout, sidebase-auth.
// Each answers true (go on), false (404 'Page Not Found') or a path to redirect to. An unknown name throws at start-up.
import { authRedirect } from '../../routes/auth-guard.ts';
import type { NavigationFacts } from './resolve-navigation.ts';
import type { MiddlewareName, RouteDefinition } from '../../routes/route-types.ts';

export type MiddlewareResult = boolean | { redirect: string };
export type Middleware = (facts: NavigationFacts) => MiddlewareResult;

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

export const middlewares: Record<MiddlewareName, Middleware> = {
  // The session library's step: the session is known before anything reads it (the loader awaits it).
  'sidebase-auth': (facts) => facts.session.status !== 'loading',
  authentication: (facts) => {
    const to = authRedirect(facts.route, facts.session.status, facts.url.pathname + facts.url.search, facts.locale);
    return to ? { redirect: to } : true;
  },
  // Keyword pages (rv-rentals/{keyword}): a keyword is a slug; anything else is not a page.
  keyword: (facts) => facts.params.keyword === undefined || slug.test(facts.params.keyword),
  // The listing and request-to-book pages estimate a booking for an RV: they need its alias.
  estimate: (facts) => Boolean(facts.params.alias && slug.test(facts.params.alias)),
  // Marks the minimal layout; the layout itself comes from the table.
  'minimal-layout': () => true,
};

export function assertKnownMiddlewares(table: readonly RouteDefinition[], known: Record<string, unknown> = middlewares): void {
  for (const route of table) {
    for (const name of route.middlewares) {
      if (!Object.hasOwn(known, name)) throw new Error(`Unknown route middleware '${name}' on route '${route.name}'`);
    }
  }
}
