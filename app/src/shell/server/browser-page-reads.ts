// The API reads a page the browser renders alone (a signed-in page) makes first, named in its HTML
// (<meta name="rove-reads">) for the start script to ask as soon as the session's refresh answers, beside the app's
// code: found by the app they went out only once its thirty-odd chunks had arrived and run, 3.3-3.6 s into a throttled
// phone's load (bench/signed-in-waterfall.ts, issue 35). Each read is made exactly as the app would make it, the
// same address and headers (the app's own apiHeaders and languageHeaders, here), so the app takes its answer
// (api/early-reads.ts) instead of asking again; one the app would make otherwise is simply not taken.
// The reads are the ones the route's modules declare beside the code that makes them (`firstReads`: its data modules'
// beside their loaders, the page map's pageDataMap and parentDataMap, else its page's), the one definition of each,
// and the shell's own in host mode.
import { cookies } from '@rove/contract/cookies';
import { ApiHeaders } from '@rove/contract';
import type { AnswerName } from '@rove/contract/answers';
import { apiHeaders } from '../../api/api-headers.ts';
import { languageHeaders } from '../../api/language-headers.ts';
import { payoutMethodKey } from '../../api/payout-method.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { resolvePlatform } from '../../lib/native/platform.ts';
import { isHostModePage } from '../../routes/host-nav.ts';
import type { RouteMatch } from '../../routes/path-for.ts';
import type { AnswerPhoto, FirstRead, Locale } from '../../routes/route-types.ts';
import type { RouteName } from '../../routes/table.ts';
import { pageDataMap, pageFor, parentDataMap } from '../router/page-map.ts';
import { rendersAloneForSession } from './browser-page-chunks.ts';

/**
 * A read as the page names it for the start script: its address, every header but the token (the refresh's), and
 * where the page's top photo is in its answer, if it has one (the script preloads it as soon as the answer is here).
 */
export interface NamedRead {
  path: string;
  headers: Record<string, string>;
  photo?: AnswerPhoto;
}

/** A page's first read: as the page names it, and the answer it is checked as (its guard's chunk comes early too). */
export interface PageRead extends NamedRead {
  answer?: AnswerName;
}

/**
 * The shell's own first read: in host mode, the payout method, which the first render waits for (its banner is there
 * from the start: shell/host-nav.tsx preloadHostMode).
 */
const shellReads = (match: RouteMatch): FirstRead[] =>
  isHostModePage(match.route, match.params.dashboard) ? [{ path: payoutMethodKey, localized: false }] : [];

/**
 * The first reads the route's modules declare: its parent's data module's (a parent's own page is its index), then its
 * own data module's, or its page's where it has none (a page that reads its data as it first renders).
 */
async function firstReadsOf(match: RouteMatch, url: URL): Promise<FirstRead[]> {
  const name = match.route.name as RouteName;
  const parent = (match.route.parent ?? name) as RouteName;
  const [parentData, own] = await Promise.all([parentDataMap[parent]?.(), (pageDataMap[name] ?? pageFor(name))()]);
  const page = { name, params: match.params, search: url.searchParams };
  return [...(parentData?.firstReads?.(page) ?? []), ...(own.firstReads?.(page) ?? [])];
}

/**
 * The first reads of the page at this match for a reader with a session (its hint cookie), with the headers the app
 * would send (its platform from the cookie or `userAgent`, its anonymous id, the page's language); none for a reader
 * without a session, a page the server renders or one whose loader reads nothing first.
 */
export async function browserPageReads(
  url: URL,
  match: RouteMatch | null,
  locale: Locale,
  cookieHeader: string | null | undefined,
  userAgent: string | null | undefined,
): Promise<PageRead[]> {
  if (!rendersAloneForSession(match, cookieHeader)) return [];
  const jar = parseCookies(cookieHeader ?? '');
  // A module that cannot load here names nothing: the page still goes out, and reads as it renders.
  const reads = [...(await firstReadsOf(match, url).catch(() => [])), ...shellReads(match)];
  if (!reads.length) return [];
  const common = apiHeaders({
    accessToken: null,
    ip: null,
    correlationId: '',
    platform: resolvePlatform(jar[cookies.platform.name], userAgent ?? ''),
    anonymousId: jar[cookies.anonymousId.name],
  });
  // Each call's own: the server gives a read without one its correlation id (and says it in its answer).
  delete common[ApiHeaders.CorrelationId];
  return reads.map(({ path, localized, answer, photo }) => ({
    path,
    headers: localized ? { ...common, ...languageHeaders(locale) } : common,
    ...(answer ? { answer } : {}),
    ...(photo ? { photo } : {}),
  }));
}
