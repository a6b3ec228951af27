// The host calendar's first reads (the host's RVs and this month across them), started as its route opens, once the
// session is known, beside the page's code rather than after its first render (the page map's pageDataMap:
// shell/router/build-routes.tsx). The route does not wait for them: the page shows at once (its heading, the month's
// days) and the month's bookings and prices fill in as they come, sooner than a read made after the first render
// (issue 35). The page's hooks take these reads over (SWR's preload); one that fails is theirs to show, with a retry.
import { getLocalTimeZone, today } from '@internationalized/date';
import { preload as preloadRead } from 'swr';
import { apiFetch } from '../api/api-fetch.ts';
import { sessionReady } from '../api/session-store.ts';
import { hostRvListKey } from '../owner/index.ts';
import { calendarMonthKey } from './calendar-view.ts';
import type { FirstReads } from '../routes/route-types.ts';

/** The keys of the calendar's first view: the RV list, and this month for all RVs (calendar-page.tsx reads them). */
export function firstViewKeys(now = today(getLocalTimeZone())): string[] {
  return [hostRvListKey('active'), calendarMonthKey(now, null)];
}

/** The first view's reads, without the page's language (the start script asks them early too). */
export const firstReads: FirstReads = () => firstViewKeys().map((path) => ({ path, localized: false }));

export async function preload(): Promise<void> {
  const session = await sessionReady();
  // A visitor is sent to sign in by the route's own loader.
  if (session.status !== 'authenticated') return;
  for (const key of firstViewKeys()) preloadRead(key, (path: string) => apiFetch(path)).catch(() => undefined);
}
