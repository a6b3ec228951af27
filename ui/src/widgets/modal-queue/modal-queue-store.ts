import { clearOnNavigation, closeModal, emptyModalQueue, type ModalEntry, type ModalQueueState, showModal } from './modal-queue-state.ts';

export interface ModalQueueStore<Name extends string = string> {
  getState(): ModalQueueState<Name>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Queues a modal; throws 'Modal component not found in component registry' for an unknown name. */
  show(entry: ModalEntry<Name> | Name): void;
  /** Closes the modal on screen; the next one in the queue follows. */
  close(): void;
  /** The route changed: drop every entry not marked persistent. */
  navigate(): void;
}

/** A framework-free store around the pure queue rules; `names` are the registry's modal names. */
export function createModalQueueStore<Name extends string>(
  names: Iterable<Name>,
  initial: ModalQueueState<Name> = emptyModalQueue,
): ModalQueueStore<Name> {
  const known = new Set<string>(names);
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: ModalQueueState<Name>) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (entry) => set(showModal(state, typeof entry === 'string' ? { name: entry } : entry, known)),
    close: () => set(closeModal(state)),
    navigate: () => set(clearOnNavigation(state)),
  };
}
