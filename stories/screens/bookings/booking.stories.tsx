import type { Meta } from '@storybook/react-vite';
import BookingDetailPage from '../../../app/src/bookings/booking-detail-page.tsx';
import BookingLayout from '../../../app/src/bookings/booking-route.tsx';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';
import { type BookingState, bookingAnswers, bookingId } from './booking-data.ts';

export default {
  title: 'Screens/Bookings/Booking',
  component: BookingDetailPage,
  tags: ['!autodocs', 'visual'],
  ...screenMeta,
} satisfies Meta;

/** The booking page in one state, as the host (Jordan, under /host) or the renter (Camille, under /dashboard) sees it. */
const bookingScreen = (state: BookingState, viewer: 'owner' | 'renter' = 'owner'): Screen => ({
  route: 'dashboard-bookings-id',
  params: { dashboard: viewer === 'owner' ? 'host' : 'dashboard', id: bookingId },
  session: viewer === 'owner' ? 'host' : 'renter',
  layout: BookingLayout,
  answers: bookingAnswers(state, viewer),
});

/** Camille's request waits for Jordan: accept, decline or send a custom quote before it expires. */
export const RequestedPhoneEnglish = screenStory(bookingScreen('requested'), 'phone', 'en');
export const RequestedPhoneFrench = screenStory(bookingScreen('requested'), 'phone', 'fr');
export const RequestedDesktopEnglish = screenStory(bookingScreen('requested'), 'desktop', 'en');
export const RequestedDesktopFrench = screenStory(bookingScreen('requested'), 'desktop', 'fr');

/** Accepted and paid: the renter's details, the agreement signed, the payout scheduled. */
export const ConfirmedPhoneEnglish = screenStory(bookingScreen('confirmed'), 'phone', 'en');
export const ConfirmedDesktopFrench = screenStory(bookingScreen('confirmed'), 'desktop', 'fr');
/** The same trip as Camille sees it, in French. */
export const ConfirmedRenterPhoneFrench = screenStory(bookingScreen('confirmed', 'renter'), 'phone', 'fr');

/** Cancelled by the renter with her reason and refund. */
export const CancelledPhoneEnglish = screenStory(bookingScreen('cancelled'), 'phone', 'en');
export const CancelledDesktopFrench = screenStory(bookingScreen('cancelled'), 'desktop', 'fr');

/** Declined by the host with his reason. */
export const DeclinedPhoneEnglish = screenStory(bookingScreen('declined'), 'phone', 'en');
export const DeclinedDesktopFrench = screenStory(bookingScreen('declined'), 'desktop', 'fr');

/** After the trip: the payout paid, a review to write. */
export const CompletedPhoneEnglish = screenStory(bookingScreen('completed'), 'phone', 'en');
export const CompletedDesktopFrench = screenStory(bookingScreen('completed'), 'desktop', 'fr');
