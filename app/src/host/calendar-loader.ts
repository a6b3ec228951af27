// The host calendar's data (the host's RVs and this month across them), read as its route opens, beside the page's
// code rather than after its first render (the page map's pageDataMap: shell/router/build-routes.tsx). The route
// waits for it, so the page first renders whole: its agenda is drawn once, with the month's prices and bookings,
// not drawn empty and then again (issue 35). A read that fails is left to the page, which reads again and shows its
// error with a retry.
import { getLocalTimeZone, today } from '@internationalized/date';
import type { LoaderFunctionArgs } from 'react-router';
import { mutate } from 'swr';
import { apiFetch } from '../api/api-fetch.ts';
import { loadForPage } from '../api/loader-data.ts';
import { sessionReady } from '../api/session-store.ts';
import { hostRvListKey } from '../owner/index.ts';
import { calendarMonthKey } from './calendar-view.ts';

/** The keys of the calendar's first view: the RV list, and this month for all RVs (calendar-page.tsx reads them). */
export function firstViewKeys(now = today(getLocalTimeZone())): string[] {
  return [hostRvListKey('active'), calendarMonthKey(now, null)];
}

export async function preload(_args: LoaderFunctionArgs): Promise<void> {
  const session = await sessionReady();
  // A visitor is sent to sign in by the route's own loader.
  if (session.status !== 'authenticated') return;
  await Promise.all(
    firstViewKeys().map((key) =>
      loadForPage(key, () => apiFetch(key))
        .then((data) => mutate(key, data, { revalidate: false }))
        .catch(() => undefined),
    ),
  );
}
