// The chunks a page the browser renders alone (a signed-in page) needs before its first render, named in its HTML
// (<meta name="rove-chunks">) for the start script to fetch beside the entry's imports once the page's skeleton has
// painted (scripts/first-paint-html.ts). Found by the app they were a chain: the entry, then the route lists, then the
// page's, its data's and the shell's widgets' chunks and the words, some forty files of 1-5 KB asked for only as the
// ones before had arrived and run, six at a time on HTTP/1.1's six connections. On a throttled phone (150 ms round
// trip, 1.6 Mbit/s, 4x CPU) the dashboard's largest paint came 0.4 s sooner, a change request's 0.7 s
// (bench/signed-in-waterfall.ts, issue 35; app/README.md). A public page the server renders names its own chunk
// instead (entry-server.tsx `page`), and preloads nothing from its head.
import { cookies } from '@rove/contract/cookies';
import type { AnswerName } from '@rove/contract/answers';
import { answerGuardSource } from '../../api/parse-answer.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { isDashboardPrefix } from '../../routes/dashboard-mode.ts';
import { isHostModePage } from '../../routes/host-nav.ts';
import type { RouteMatch } from '../../routes/path-for.ts';
import type { Locale } from '../../routes/route-types.ts';
import type { RouteName } from '../../routes/table.ts';
import { routeNamespaces } from '../router/route-namespaces.ts';
import { pageDataMap, pageFor, parentDataMap, parentMap } from '../router/page-map.ts';
import { routeListSource } from '../router/route-lists.ts';
import { isServerRendered } from './public-pages.ts';
import type { PageChunk } from './server-state.ts';

/**
 * The shell's widgets a page rendered afresh loads before its first render (shell/shell-widgets.ts, whose imports
 * browser-page-chunks.test.ts compares with these), by their source paths: the build manifest's keys.
 */
export const shellWidgetSources = ['src/shell/site-header.tsx', 'src/shell/shell-banners.tsx'] as const;

/** The payout banner host mode's pages load before their first render (shell/host-nav.tsx loadPayoutBanner). */
const hostPayoutBannerSource = 'src/shell/host-payout-banner.tsx';

/** The manifest's key of the app's entry (index.html's module script). */
const entrySource = 'index.html';
/** The module that lists each route's namespaces (shell/router/route-loader.ts namespacesOf). */
const routeNamespacesSource = 'src/shell/router/route-namespaces.ts';

const hasSessionHint = (cookieHeader: string | null | undefined) => cookies.sessionHint.name in parseCookies(cookieHeader ?? '');

/**
 * Whether the page at this match is one the browser renders alone for a reader with a session (its hint cookie): not
 * a page the server renders, nor the not-found page (/anything matches the dashboard's pattern, /:dashboard, but for
 * dashboard and host). The start script fetches such a page's chunks and asks its first reads (browser-page-reads.ts).
 */
export function rendersAloneForSession(match: RouteMatch | null, cookieHeader: string | null | undefined): match is RouteMatch {
  if (!match || !hasSessionHint(cookieHeader)) return false;
  return !isServerRendered(match.route.name as RouteName) && !(match.route.dashboard && !isDashboardPrefix(match.params.dashboard));
}

/**
 * The chunks (addresses, in the order the app first needs them: the entry, then what the page's data call waits for,
 * with the guards of its first reads' `answers`, then the page's code, the shell's widgets and the words) of the page
 * at this match for a reader with a session (its hint cookie); none for a page the server renders, the not-found page
 * and a reader without a session (sent to sign in). `chunkOf` gives a module's chunk and those it imports beyond the entry's (http/page-chunks.ts).
 */
export function browserPageChunks(
  match: RouteMatch | null,
  locale: Locale,
  cookieHeader: string | null | undefined,
  chunkOf: ((source: string) => PageChunk | undefined) | undefined,
  answers: readonly AnswerName[] = [],
): string[] {
  if (!chunkOf || !rendersAloneForSession(match, cookieHeader)) return [];
  const name = match.route.name as RouteName;
  // A parent's own page (the booking page) is its index, in its layout, after its loader.
  const parent = (match.route.parent ?? name) as RouteName;
  const sources = [
    entrySource,
    routeListSource(name),
    pageDataMap[name]?.source,
    parentDataMap[parent]?.source,
    // The guards its first reads' answers are checked with (browser-page-reads.ts), which its data waits for too.
    ...answers.map(answerGuardSource),
    pageFor(name).source,
    parentMap[parent]?.source,
    ...shellWidgetSources,
    // Host mode's payout banner, which its first render waits for (shell/host-nav.tsx preloadHostMode).
    isHostModePage(match.route, match.params.dashboard) ? hostPayoutBannerSource : undefined,
    routeNamespacesSource,
    ...['common', ...routeNamespaces(name)].map((ns) => `../locales/${locale}/${ns}.json`),
  ];
  const files = new Set<string>();
  for (const source of sources) {
    const chunk = source ? chunkOf(source) : undefined;
    if (!chunk) continue;
    files.add(chunk.file);
    for (const file of chunk.imports) files.add(file);
  }
  return [...files].map((file) => `/${file}`);
}
