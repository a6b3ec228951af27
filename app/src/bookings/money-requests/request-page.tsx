// Page module (one lazy chunk): /{dashboard}/bookings/{id}/send-request-money/request: the request as its payer reads
// it.
import { type Booking } from '../bookings-api.ts';
import { RequestPage } from './request-view.tsx';
import { bookingPage } from '../booking-parts.tsx';

function PayerRequestPage({ booking }: { booking: Booking }) {
  return <RequestPage booking={booking} kind="request" />;
}

export default bookingPage(PayerRequestPage);
