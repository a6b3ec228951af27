// Opens one of the bookings area's modals from a page that shows none at first: their registry
// (booking-modal-registry.ts, with each modal's loader and title) loads with the first one opened, not with the page
// (issue 35).
import type { modalQueue } from './booking-modal-registry.ts';

type ModalEntry = Parameters<typeof modalQueue.show>[0];

export function showBookingModal(entry: ModalEntry): void {
  void import('./booking-modal-registry.ts').then((registry) => registry.modalQueue.show(entry));
}
