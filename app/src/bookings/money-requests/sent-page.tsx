// Page module (one lazy chunk): /{dashboard}/bookings/{id}/send-request-money/sent: the request as its sender reads it.
import { type Booking } from '../bookings-api.ts';
import { RequestPage } from './request-view.tsx';
import { bookingPage } from '../booking-parts.tsx';

function SentPage({ booking }: { booking: Booking }) {
  return <RequestPage booking={booking} kind="sent" />;
}

export default bookingPage(SentPage);
