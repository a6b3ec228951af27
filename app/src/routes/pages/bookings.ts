// Booking pages under /{dashboard}/bookings/{id} (spec 001 section 2) and the bookings lists.
import type { PageLoader } from '../route-types.ts';

const booking: PageLoader = () => import('../../pages/booking-page.tsx');

export const bookingPages: Record<string, PageLoader> = {
  payment: booking,
  'dashboard-bookings-id-complete': booking,
  'dashboard-bookings-id-retry-payment': booking,
  'dashboard-bookings-id-update-payment': booking,
};
