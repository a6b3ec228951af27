// Page module (one lazy chunk): /{dashboard}/bookings/{id}/agreement/error: the signature did not go through.
import { type Booking } from '../bookings-api.ts';
import { SignatureResultPage } from './signature-result.tsx';
import { bookingPage } from '../booking-parts.tsx';

function AgreementErrorPage({ booking }: { booking: Booking }) {
  return <SignatureResultPage booking={booking} outcome="error" />;
}

export default bookingPage(AgreementErrorPage);
