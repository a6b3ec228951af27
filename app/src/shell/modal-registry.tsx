// The app's modal registry (spec 001 section 4): one entry per known modal. The shell registers its own; an area
// registers the modals it shows when its code loads (registerModals: the bookings area's modals), so the shell's
// chunk carries none of their code. Showing an unknown name throws 'Modal component not found in component registry'.
import type { Locale } from '@rove/contract/vocabulary';
import { type ComponentType, lazy, Suspense } from 'react';
import { createModalQueueStore, createToastQueue, type ModalComponentProps, type ModalRegistry, Spinner } from '@rove/ui';
import { i18n } from '../i18n/i18n.ts';

const appDownloadTitle = (_props: unknown, language: Locale) => i18n.t('common:appDownloadTitle', { lng: language });

/** A modal whose code loads when it is first shown. */
export function lazyModal<P>(load: () => Promise<ComponentType<ModalComponentProps<P>>>): ComponentType<ModalComponentProps<P>> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: ModalComponentProps<P>) {
    return (
      <Suspense fallback={<Spinner size="sm" />}>
        <Lazy {...(props as ModalComponentProps<P> & object)} />
      </Suspense>
    );
  };
}

const AppDownloadModal = lazyModal(async () => (await import('./app-download-modal.tsx')).AppDownloadModal);

/** Every modal's name: the shell's, then the bookings area's (bookings/booking-modal-registry.ts). */
export const modalNames = [
  'appDownloadCritical',
  'appDownloadSubtle',
  'bookCall',
  'bookingPaymentDetails',
  'bookingPayoutDetails',
  'bookingReviewsReport',
  'bookingEditChangeRequestError',
] as const;
export type ModalName = (typeof modalNames)[number];

export const modalRegistry: ModalRegistry = {
  appDownloadCritical: { component: AppDownloadModal, title: appDownloadTitle, size: 'sm' },
  appDownloadSubtle: { component: AppDownloadModal, title: appDownloadTitle, size: 'sm' },
};

/** Adds an area's modals to the registry (named in modalNames; the modal host reads the registry as it shows one). */
export function registerModals(entries: Partial<Record<ModalName, ModalRegistry[string]>>): void {
  Object.assign(modalRegistry, entries);
}

/** The app's one modal queue: code outside React (and tests) can show modals; navigation clears it except persistent entries. */
export const modalQueue = createModalQueueStore<string>(modalNames);

/** The app's one toast queue (toasts appear in a queue and leave on their own). */
export const toastQueue = createToastQueue();
