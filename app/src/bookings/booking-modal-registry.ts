// The bookings area's modals (spec 001 section 4), registered with the shell's modal registry when this module loads:
// every bookings module that shows one takes the queue from here, so the modal is known before it is shown. Their
// code loads when one is first shown.
import type { Locale } from '@rove/contract/vocabulary';
import { i18n } from '../i18n/i18n.ts';
import { lazyModal, modalQueue, registerModals } from '../shell/modal-registry.tsx';

const bookingModals = () => import('./booking-modals.tsx');
/** A modal's title in the page's language: locales/{en,fr}/bookings.json, modalTitles (this area's namespace). */
const titled = (name: string) => (_props: unknown, language: Locale) => i18n.t(`bookings:modalTitles.${name}`, { lng: language });

registerModals({
  bookCall: {
    component: lazyModal(async () => (await bookingModals()).BookCallModal),
    title: titled('bookCall'),
    size: 'md',
  },
  bookingPaymentDetails: {
    component: lazyModal(async () => (await bookingModals()).BookingPaymentDetailsModal),
    title: titled('bookingPaymentDetails'),
    size: 'md',
  },
  bookingPayoutDetails: {
    component: lazyModal(async () => (await bookingModals()).BookingPayoutDetailsModal),
    title: titled('bookingPayoutDetails'),
    size: 'md',
  },
  bookingReviewsReport: {
    component: lazyModal(async () => (await bookingModals()).BookingReviewsReportModal),
    title: titled('bookingReviewsReport'),
    size: 'md',
  },
  bookingEditChangeRequestError: {
    component: lazyModal(async () => (await bookingModals()).BookingEditChangeRequestErrorModal),
    title: titled('bookingEditChangeRequestError'),
    size: 'sm',
  },
});

export { modalQueue };
