// The dashboard home's data (the renter's at /dashboard, the host's at /host), read as its route opens, beside the
// page's code rather than after it, in the page's language (the page map's pageDataMap: shell/router/build-routes.tsx).
// The route waits for it, so the page first renders whole: rendered before it, the page's short loading state put the
// footer on screen and the data then pushed it out (a layout shift of 0.12 on a phone, issue 35). A read that fails is
// left to the page, which reads again and shows its error with a retry. The top card's photo (the home's largest
// paint on a phone) is asked for as soon as the data is here: by the start script when its early read answers, before
// the page's code has arrived (the read's `photo`), and here on a page the app opens itself.
import type { LoaderFunctionArgs } from 'react-router';
import { sessionReady } from '../../api/session-store.ts';
import { cookieLocale, pageLocale } from '../../i18n/locale.ts';
import { matchRoute } from '../../routes/path-for.ts';
import { preloadImages } from '../../lib/preload-images.ts';
import { dashboardAnswer, dashboardPath, loadDashboard } from '../bookings-api.ts';
import type { FirstReads } from '../../routes/route-types.ts';
import { topPhoto, topPhotoIn } from './home-lists.ts';

/** The home's mode: the host's at /host, the renter's at /dashboard. */
const modeOf = (params: Record<string, string | undefined>) => (params.dashboard === 'host' ? 'host' : 'renter');

/** The home's one read, in the page's language (the start script asks it early: shell/server/browser-page-reads.ts). */
export const firstReads: FirstReads = ({ params }) => [
  { path: dashboardPath(modeOf(params)), localized: true, answer: dashboardAnswer(modeOf(params)), photo: topPhotoIn[modeOf(params)] },
];

export async function preload({ request, params }: LoaderFunctionArgs): Promise<void> {
  const session = await sessionReady();
  // A visitor is sent to sign in by the route's own loader.
  if (session.status !== 'authenticated') return;
  const locale = pageLocale(matchRoute(new URL(request.url).pathname)?.pathLocale, cookieLocale());
  const data = await loadDashboard(modeOf(params), locale).catch(() => undefined);
  const photo = data && topPhoto(data);
  if (photo) preloadImages([photo]);
}
