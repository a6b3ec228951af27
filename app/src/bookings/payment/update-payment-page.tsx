// Page module (one lazy chunk): /{dashboard}/bookings/{id}/update-payment: the renter changes the card the booking is
// paid with.
import type { Booking } from '../bookings-api.ts';
import { PaymentView } from './payment-view.tsx';
import { bookingPage } from '../booking-parts.tsx';

function UpdatePaymentPage({ booking }: { booking: Booking }) {
  return <PaymentView booking={booking} kind="update" />;
}

export default bookingPage(UpdatePaymentPage);
