// The words of a booking's other pages (answering, documents, money requests, services: issue 35) are a namespace of
// their own, booking-pages, out of the area's bookings namespace that the dashboard, the booking page and the change
// pages load before they show. Those pages read both: a key not in bookings is looked up in booking-pages.
import { useTranslation } from 'react-i18next';

export const useBookingPagesTranslation = () => useTranslation(['bookings', 'booking-pages'], { nsMode: 'fallback' });
