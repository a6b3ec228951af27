// Page module (one lazy chunk): /{dashboard}/bookings/{id}/retry-payment: the renter pays again after a decline.
import type { Booking } from '../bookings-api.ts';
import { PaymentView } from './payment-view.tsx';
import { bookingPage } from '../booking-parts.tsx';

function RetryPaymentPage({ booking }: { booking: Booking }) {
  return <PaymentView booking={booking} kind="retry" />;
}

export default bookingPage(RetryPaymentPage);
