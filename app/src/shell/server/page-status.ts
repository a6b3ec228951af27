// The HTTP status the server sends with an app page (issue 36: every page answered 200). A path no route serves is
// 404 ('Page not found'), and a page whose address is invalid answers the status of the error it shows, whoever is
// signed in: /payment-callback without both its parameters is 400 'Invalid parameters' (spec 000 sections 5 and 8),
// a failed validity check or a refusing middleware 404, a dashboard prefix other than dashboard or host 404. The
// rest is 200, redirects included: the browser resolves them with the session it holds, which the server does not
// know. Judged by the same resolveNavigation the route loader runs, as a signed-in member who may see everything,
// so that no redirect hides an invalid address.
import { matchRoute } from '../../routes/path-for.ts';
import { resolveNavigation } from '../router/resolve-navigation.ts';
import type { SessionState } from '../../api/session-store.ts';

const member: SessionState = {
  status: 'authenticated',
  user: { id: 1, email: 'member@rove.invalid', isOwner: true, hasRv: true },
  accessToken: null,
};

export function pageStatus(url: string): number {
  const address = new URL(url);
  const match = matchRoute(address.pathname);
  if (!match) return 404;
  const resolution = resolveNavigation({
    route: match.route,
    locale: match.pathLocale ?? 'en',
    url: address,
    params: { ...match.params },
    session: member,
    previousPath: undefined,
    canAddDriver: true,
    changeRequestType: null,
  });
  return resolution.kind === 'error' ? resolution.error.status : 200;
}
