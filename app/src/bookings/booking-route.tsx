// The bookings/:id route (spec 001 section 2): every page of a booking nests in it. Its loader reads the booking for
// the page it opens, in the page's language, before the page renders (the first view's data); its layout keeps the
// booking fresh with SWR (the loader's answer as the hook's fallback, not fetched again as the page mounts; read
// again after every action and on every later page of the booking), applies the host-mode rewrite and hands it to
// the page on screen (bookingPage in booking-parts.tsx). Pages nest here by the route table's `parent`.
import { type LoaderFunctionArgs, Outlet, useLoaderData, useParams } from 'react-router';
import { ApiError } from '../api/api-fetch.ts';
import { sessionReady } from '../api/session-store.ts';
import { cookieLocale, pageLocale } from '../i18n/locale.ts';
import { matchRoute } from '../routes/path-for.ts';
import type { BookingState } from './booking-parts.tsx';
import { type Booking, loadBooking, useBookingDetail } from './bookings-api.ts';
import { useHostModeRewrite } from './use-host-mode-rewrite.ts';

export interface BookingLoaderData {
  /** Undefined when the loader could not read it: the page reads it itself, with its loading state and retry. */
  booking: Booking | undefined;
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<BookingLoaderData> {
  const session = await sessionReady();
  const id = params.id ?? '';
  // The page's own loader sends a visitor to sign in, and answers an id that is not a number with its 404.
  if (session.status !== 'authenticated' || !/^\d+$/.test(id)) return { booking: undefined };
  const locale = pageLocale(matchRoute(new URL(request.url).pathname)?.pathLocale, cookieLocale());
  try {
    return { booking: await loadBooking(id, locale) };
  } catch (error) {
    // Another user's booking (404) or a refused id (400): the route's error page. Any other failure: the page tries.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw error;
    return { booking: undefined };
  }
}

export default function BookingLayout() {
  const first = useLoaderData<BookingLoaderData | undefined>();
  const { id } = useParams();
  const { data, error, mutate } = useBookingDetail(id, first?.booking);
  useHostModeRewrite(data);
  return <Outlet context={{ data, error, mutate } satisfies BookingState} />;
}
