// The bookings area's modals (spec 001 section 4), registered with the shell's modal registry when this module loads:
// every bookings module that shows one takes the queue from here, so the modal is known before it is shown. Their
// code loads when one is first shown.
import type { Locale } from '@rove/contract/vocabulary';
import { lazyModal, modalQueue, registerModals } from '../shell/modal-registry.tsx';

const bookingModals = () => import('./booking-modals.tsx');
type Words = Record<Locale, string>;
const titled = (words: Words) => (_props: unknown, language: Locale) => words[language];

registerModals({
  bookCall: {
    component: lazyModal(async () => (await bookingModals()).BookCallModal),
    title: titled({ en: 'Book a call with Rove', fr: 'Planifier un appel avec Rove' }),
    size: 'md',
  },
  bookingPaymentDetails: {
    component: lazyModal(async () => (await bookingModals()).BookingPaymentDetailsModal),
    title: titled({ en: 'Payment details', fr: 'Détails des paiements' }),
    size: 'md',
  },
  bookingPayoutDetails: {
    component: lazyModal(async () => (await bookingModals()).BookingPayoutDetailsModal),
    title: titled({ en: 'Payout details', fr: 'Détails des versements' }),
    size: 'md',
  },
  bookingReviewsReport: {
    component: lazyModal(async () => (await bookingModals()).BookingReviewsReportModal),
    title: titled({ en: 'Report this review', fr: 'Signaler cet avis' }),
    size: 'md',
  },
  bookingEditChangeRequestError: {
    component: lazyModal(async () => (await bookingModals()).BookingEditChangeRequestErrorModal),
    title: titled({ en: 'This trip cannot be changed now', fr: 'Ce voyage ne peut pas être modifié pour l’instant' }),
    size: 'sm',
  },
});

export { modalQueue };
