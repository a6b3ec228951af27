// The bookings/:id route (spec 001 section 2): every page of a booking nests in it. Its loader (booking-loader.ts)
// reads the booking for the page it opens, in the page's language, before the page renders (the first view's data),
// while the layout's and the page's code load; its layout keeps the
// booking fresh with SWR (the loader's answer as the hook's fallback, not fetched again as the page mounts; read
// again after every action and on every later page of the booking), applies the host-mode rewrite and hands it to
// the page on screen (bookingPage in booking-parts.tsx). Pages nest here by the route table's `parent`.
import { Outlet, useLoaderData, useParams } from 'react-router';
import type { BookingState } from './booking-parts.tsx';
import type { BookingLoaderData } from './booking-loader.ts';
import { useBookingDetail } from './bookings-api.ts';
import { useHostModeRewrite } from './use-host-mode-rewrite.ts';

export default function BookingLayout() {
  const first = useLoaderData<BookingLoaderData | undefined>();
  const { id } = useParams();
  const { data, error, mutate } = useBookingDetail(id, first?.booking);
  useHostModeRewrite(data);
  return <Outlet context={{ data, error, mutate } satisfies BookingState} />;
}
