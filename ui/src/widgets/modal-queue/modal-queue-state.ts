// The modal queue's rules as pure functions over { queue, index, isVisible } (specification 001, section 4):
// modals are shown one at a time; a priority modal goes to the front; duplicates are removed; closing advances
// to the next; navigation clears the queue except entries marked persistent.

export const MODAL_NOT_FOUND = 'Modal component not found in component registry';

export interface ModalEntry<Name extends string = string> {
  /** The registry name of the modal component. */
  name: Name;
  /** Props handed to the modal component. */
  props?: Record<string, unknown>;
  /** Shown next, ahead of every waiting entry (never over the modal already open). */
  priority?: boolean;
  /** Survives navigation. */
  persistent?: boolean;
  /** What makes two entries duplicates; defaults to the name, so one modal of a kind waits at a time. */
  key?: string;
}

export interface ModalQueueState<Name extends string = string> {
  /** The entries of the current run: those before `index` are closed, the one at `index` is on screen when `isVisible`. */
  queue: ModalEntry<Name>[];
  index: number;
  isVisible: boolean;
}

export const emptyModalQueue: ModalQueueState<never> = Object.freeze({ queue: [], index: 0, isVisible: false }) as ModalQueueState<never>;

export function entryKey(entry: ModalEntry): string {
  return entry.key ?? entry.name;
}

/** Keeps the first entry of each key: the one on screen, or a priority entry that was put in front of a waiting twin. */
export function removeDuplicates<E extends ModalEntry>(queue: readonly E[]): E[] {
  const seen = new Set<string>();
  return queue.filter((entry) => {
    const key = entryKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function assertKnownModal(name: string, knownNames: Iterable<string>): void {
  for (const known of knownNames) if (known === name) return;
  throw new Error(MODAL_NOT_FOUND);
}

/** Adds an entry: at the end, or at the front of the waiting line when it is a priority one. */
export function showModal<Name extends string>(
  state: ModalQueueState<Name>,
  entry: ModalEntry<Name>,
  knownNames: Iterable<string>,
): ModalQueueState<Name> {
  assertKnownModal(entry.name, knownNames);
  // Entries before `index` were closed already; only the open one and those waiting take part.
  const start = state.isVisible ? state.index : state.queue.length;
  const closed = state.queue.slice(0, start);
  const live = state.queue.slice(start);
  if (entry.priority) {
    // The front of the waiting line: right after the modal on screen, so an open form is never yanked away.
    live.splice(state.isVisible ? 1 : 0, 0, entry);
  } else {
    live.push(entry);
  }
  return { queue: [...closed, ...removeDuplicates(live)], index: closed.length, isVisible: true };
}

/** Closes the modal on screen and advances to the next; an exhausted queue empties itself. */
export function closeModal<Name extends string>(state: ModalQueueState<Name>): ModalQueueState<Name> {
  if (!state.isVisible) return state;
  const next = state.index + 1;
  if (next >= state.queue.length) return { queue: [], index: 0, isVisible: false };
  return { queue: state.queue, index: next, isVisible: true };
}

/** On navigation only persistent entries survive, the one on screen included. */
export function clearOnNavigation<Name extends string>(state: ModalQueueState<Name>): ModalQueueState<Name> {
  if (!state.isVisible && state.queue.length === 0) return state;
  const remaining = state.queue.slice(state.isVisible ? state.index : state.queue.length).filter((entry) => entry.persistent);
  return { queue: remaining, index: 0, isVisible: remaining.length > 0 };
}

export function currentModal<Name extends string>(state: ModalQueueState<Name>): ModalEntry<Name> | undefined {
  return state.isVisible ? state.queue[state.index] : undefined;
}
