// The loader of the bookings/:id route (booking-route.tsx is its layout): it reads the booking for the page it
// opens, in the page's language, before the page renders (the first view's data). A module of its own, so that it
// runs as the navigation starts, beside the layout's and the page's code rather than after them.
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/api-fetch.ts';
import { sessionReady } from '../api/session-store.ts';
import { cookieLocale, pageLocale } from '../i18n/locale.ts';
import { matchRoute } from '../routes/path-for.ts';
import { type Booking, bookingAnswer, bookingPath, loadBooking } from './bookings-api.ts';
import type { FirstReads } from '../routes/route-types.ts';

export interface BookingLoaderData {
  /** Undefined when the loader could not read it: the page reads it itself, with its loading state and retry. */
  booking: Booking | undefined;
}

/** Whether the route's id is one the API may know (the page's own loader answers any other with its 404). */
const bookingIdOf = (params: Record<string, string | undefined>) => (/^\d+$/.test(params.id ?? '') ? params.id : undefined);

/** The booking, in the page's language, for its page and each nested in it (the start script asks it early too). */
export const firstReads: FirstReads = ({ params }) => {
  const id = bookingIdOf(params);
  return id ? [{ path: bookingPath(id), localized: true, answer: bookingAnswer }] : [];
};

export async function loader({ request, params }: LoaderFunctionArgs): Promise<BookingLoaderData> {
  const session = await sessionReady();
  const id = bookingIdOf(params);
  // The page's own loader sends a visitor to sign in, and answers an id that is not a number with its 404.
  if (session.status !== 'authenticated' || !id) return { booking: undefined };
  const locale = pageLocale(matchRoute(new URL(request.url).pathname)?.pathLocale, cookieLocale());
  try {
    return { booking: await loadBooking(id, locale) };
  } catch (error) {
    // Another user's booking (404) or a refused id (400): the route's error page. Any other failure: the page tries.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw error;
    return { booking: undefined };
  }
}
