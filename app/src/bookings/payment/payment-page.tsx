// Page module (one lazy chunk): /{dashboard}/bookings/{id}/payment: the renter pays (or the host reads the payout).
import type { Booking } from '../bookings-api.ts';
import { PaymentView } from './payment-view.tsx';
import { bookingPage } from '../booking-parts.tsx';

function PaymentPage({ booking }: { booking: Booking }) {
  return <PaymentView booking={booking} kind="payment" />;
}

export default bookingPage(PaymentPage);
