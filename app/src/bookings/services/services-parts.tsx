// What the add-on pages share: the choice as the request's body, and why a viewer may not change the add-ons now. The
// choice travels in the address (?addons=id:qty,...), so a reload or the back button loses nothing.
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { BookingFrame, NotAvailable } from '../booking-parts.tsx';
import type { Choice } from '../booking-rules.ts';
import type { Booking } from '../bookings-api.ts';

export const bodyOf = (choice: Choice) => Object.entries(choice).map(([id, quantity]) => ({ Id: Number(id), Quantity: quantity }));

/** A renter who may not change the add-ons now, or a host: why, and the way back. */
export function ServicesNotAvailable({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  return (
    <BookingFrame booking={booking} title={t('services.title')} width="narrow">
      <NotAvailable booking={booking} message={booking.ViewerRole === 'owner' ? t('services.renterOnly') : t('services.notNow')} />
    </BookingFrame>
  );
}
