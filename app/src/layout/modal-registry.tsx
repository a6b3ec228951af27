// The app's modal registry (spec 001 section 4): one entry per known modal. Modals whose content belongs to a
// later issue are registered by that issue; showing an unknown name throws 'Modal component not found in component registry'.
import { type ComponentType, lazy, Suspense } from 'react';
import { createModalQueueStore, createToastQueue, type ModalComponentProps, type ModalRegistry, Spinner } from '@rove/ui';

const appDownloadTitle = (_props: unknown, language: 'en' | 'fr') =>
  language === 'fr' ? "Téléchargez l'application Rove" : 'Get the Rove app';

/** A modal whose code loads when it is first shown (the booking modals stay out of the shell's chunk). */
function lazyModal<P>(load: () => Promise<ComponentType<ModalComponentProps<P>>>): ComponentType<ModalComponentProps<P>> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: ModalComponentProps<P>) {
    return (
      <Suspense fallback={<Spinner size="sm" />}>
        <Lazy {...(props as ModalComponentProps<P> & object)} />
      </Suspense>
    );
  };
}

const bookingModals = () => import('../bookings/booking-modals.tsx');
const AppDownloadModal = lazyModal(async () => (await import('./app-download-modal.tsx')).AppDownloadModal);
type Words = Record<'en' | 'fr', string>;
const titled = (words: Words) => (_props: unknown, language: 'en' | 'fr') => words[language];

export const modalRegistry: ModalRegistry = {
  appDownloadCritical: { component: AppDownloadModal, title: appDownloadTitle, size: 'sm' },
  appDownloadSubtle: { component: AppDownloadModal, title: appDownloadTitle, size: 'sm' },
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
};

/** The app's one modal queue: code outside React (and tests) can show modals; navigation clears it except persistent entries. */
export const modalQueue = createModalQueueStore(Object.keys(modalRegistry));

/** The app's one toast queue (toasts appear in a queue and leave on their own). */
export const toastQueue = createToastQueue();
