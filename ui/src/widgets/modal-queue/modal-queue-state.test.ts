import { describe, expect, it } from 'vitest';
import {
  clearOnNavigation,
  closeModal,
  currentModal,
  emptyModalQueue,
  MODAL_NOT_FOUND,
  type ModalEntry,
  type ModalQueueState,
  showModal,
} from './modal-queue-state.ts';
import { createModalQueueStore } from './modal-queue-store.ts';

const names = ['bookCall', 'bookingPaymentDetails', 'bookingPayoutDetails', 'bookingReviewsReport', 'appDownloadCritical'];
const show = (state: ModalQueueState, entry: ModalEntry | string) =>
  showModal(state, typeof entry === 'string' ? { name: entry } : entry, names);
const showAll = (...entries: (ModalEntry | string)[]) => entries.reduce(show, emptyModalQueue as ModalQueueState);
const shown = (state: ModalQueueState) => currentModal(state)?.name;
const waiting = (state: ModalQueueState) => state.queue.slice(state.index).map((entry) => entry.name);

describe('the modal queue (specification 001, section 4)', () => {
  it('starts as { queue: [], index: 0, isVisible: false }', () => {
    expect(emptyModalQueue).toEqual({ queue: [], index: 0, isVisible: false });
    expect(shown(emptyModalQueue)).toBeUndefined();
  });

  it('shows modals one at a time: the first queued is on screen, the others wait', () => {
    const state = showAll('bookCall', 'bookingPaymentDetails', 'bookingPayoutDetails');
    expect(state.isVisible).toBe(true);
    expect(shown(state)).toBe('bookCall');
    expect(waiting(state)).toEqual(['bookCall', 'bookingPaymentDetails', 'bookingPayoutDetails']);
  });

  it('shows a priority modal at once when nothing is open, ahead of the waiting ones', () => {
    const state = show(emptyModalQueue, { name: 'bookingReviewsReport', priority: true });
    expect(shown(state)).toBe('bookingReviewsReport');
  });

  it('puts a priority modal at the front of the waiting line, after the modal already open', () => {
    const state = show(showAll('bookCall', 'bookingPaymentDetails'), { name: 'bookingReviewsReport', priority: true });
    expect(shown(state)).toBe('bookCall');
    expect(waiting(state)).toEqual(['bookCall', 'bookingReviewsReport', 'bookingPaymentDetails']);
    expect(shown(closeModal(state))).toBe('bookingReviewsReport');
  });

  it('removes duplicates: a modal already queued is not queued twice', () => {
    const state = showAll('bookCall', 'bookingPaymentDetails', 'bookCall', 'bookingPaymentDetails');
    expect(waiting(state)).toEqual(['bookCall', 'bookingPaymentDetails']);
  });

  it('removes the waiting twin of a priority modal, which moves to the front', () => {
    const state = show(showAll('bookCall', 'bookingPaymentDetails', 'bookingReviewsReport'), {
      name: 'bookingReviewsReport',
      priority: true,
    });
    expect(waiting(state)).toEqual(['bookCall', 'bookingReviewsReport', 'bookingPaymentDetails']);
  });

  it('treats entries with distinct keys as distinct modals', () => {
    const state = showAll({ name: 'bookingReviewsReport', key: 'review-1' }, { name: 'bookingReviewsReport', key: 'review-2' });
    expect(state.queue.map((entry) => entry.key)).toEqual(['review-1', 'review-2']);
  });

  it('advances to the next modal on close, and empties itself after the last', () => {
    let state = showAll('bookCall', 'bookingPaymentDetails');
    state = closeModal(state);
    expect(state).toMatchObject({ index: 1, isVisible: true });
    expect(shown(state)).toBe('bookingPaymentDetails');
    state = closeModal(state);
    expect(state).toEqual({ queue: [], index: 0, isVisible: false });
    expect(closeModal(state)).toBe(state);
  });

  it('queues a closed modal again when it is shown again', () => {
    const state = show(closeModal(showAll('bookCall', 'bookingPaymentDetails')), 'bookCall');
    expect(shown(state)).toBe('bookingPaymentDetails');
    expect(waiting(state)).toEqual(['bookingPaymentDetails', 'bookCall']);
  });

  it('clears the queue on navigation except entries marked persistent', () => {
    const state = showAll('bookCall', { name: 'appDownloadCritical', persistent: true }, 'bookingPaymentDetails', {
      name: 'bookingPayoutDetails',
      persistent: true,
    });
    const after = clearOnNavigation(state);
    expect(after).toEqual({
      queue: [
        { name: 'appDownloadCritical', persistent: true },
        { name: 'bookingPayoutDetails', persistent: true },
      ],
      index: 0,
      isVisible: true,
    });
    expect(shown(after)).toBe('appDownloadCritical');
  });

  it('keeps a persistent modal on screen across navigation, and forgets closed ones', () => {
    const state = closeModal(showAll({ name: 'bookCall', persistent: true }, { name: 'appDownloadCritical', persistent: true }));
    expect(clearOnNavigation(state).queue.map((entry) => entry.name)).toEqual(['appDownloadCritical']);
    expect(clearOnNavigation(showAll('bookCall'))).toEqual({ queue: [], index: 0, isVisible: false });
  });

  it("throws exactly 'Modal component not found in component registry' for an unknown name", () => {
    expect(MODAL_NOT_FOUND).toBe('Modal component not found in component registry');
    expect(() => show(emptyModalQueue, 'signUpWizard')).toThrowError(new Error('Modal component not found in component registry'));
  });
});

describe('createModalQueueStore', () => {
  it('notifies subscribers on each change and not after unsubscribing', () => {
    const store = createModalQueueStore(names);
    const seen: (string | undefined)[] = [];
    const unsubscribe = store.subscribe(() => seen.push(shown(store.getState())));
    store.show('bookCall');
    store.show({ name: 'bookingPaymentDetails', priority: true });
    store.close();
    unsubscribe();
    store.close();
    expect(seen).toEqual(['bookCall', 'bookCall', 'bookingPaymentDetails']);
    expect(store.getState().isVisible).toBe(false);
  });

  it('does not notify when nothing changed', () => {
    const store = createModalQueueStore(names);
    let calls = 0;
    store.subscribe(() => calls++);
    store.close();
    store.navigate();
    expect(calls).toBe(0);
  });

  it('throws for an unknown name and leaves the queue as it was', () => {
    const store = createModalQueueStore(names);
    store.show('bookCall');
    const before = store.getState();
    expect(() => store.show('nope')).toThrow(MODAL_NOT_FOUND);
    expect(store.getState()).toBe(before);
  });
});
