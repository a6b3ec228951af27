// Page module (one lazy chunk): /{dashboard}/bookings/{id}/agreement/success: the agreement is signed.
import { type Booking } from '../bookings-api.ts';
import { SignatureResultPage } from './signature-result.tsx';
import { bookingPage } from '../booking-parts.tsx';

function AgreementSuccessPage({ booking }: { booking: Booking }) {
  return <SignatureResultPage booking={booking} outcome="success" />;
}

export default bookingPage(AgreementSuccessPage);
