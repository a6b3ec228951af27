import type { Locale } from '@rove/contract/vocabulary';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ModalEntry, ModalQueueState } from './modal-queue-state.ts';
import { createModalQueueStore, type ModalQueueStore } from './modal-queue-store.ts';

/** What a modal component receives: its entry's props and `close`, which advances the queue. */
export type ModalComponentProps<P = Record<string, unknown>> = P & { close: () => void };

// `any`: a registry holds modals with different props; each entry's props are checked where it is shown.
// oxlint-disable-next-line typescript/no-explicit-any
export interface ModalDefinition<P = any> {
  component: ComponentType<ModalComponentProps<P>>;
  /** The dialog's title, which names it for screen readers (required, like every Rove dialog). */
  title: ReactNode | ((props: P, language: Locale) => ReactNode);
  description?: ReactNode | ((props: P, language: Locale) => ReactNode);
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

export type ModalRegistry = Record<string, ModalDefinition>;

interface ModalQueueContextValue {
  store: ModalQueueStore;
  registry: ModalRegistry;
  fallbackFocus?: () => HTMLElement | null;
}

const ModalQueueContext = createContext<ModalQueueContextValue | null>(null);

interface ModalQueueProviderProps {
  /** The known modals by name; showing any other name throws 'Modal component not found in component registry'. */
  registry: ModalRegistry;
  /** Changes on every navigation (e.g. the router's location key): the queue then keeps only persistent entries. */
  locationKey?: unknown;
  /** Where focus goes when the last modal closes and its trigger is gone (default: main content, then the first focusable element). */
  fallbackFocus?: () => HTMLElement | null;
  /** An existing store, e.g. one shared with code outside React. */
  store?: ModalQueueStore;
  children: ReactNode;
}

function ModalQueueProvider({ registry, locationKey, fallbackFocus, store, children }: ModalQueueProviderProps) {
  const [own] = useState(() => store ?? createModalQueueStore(Object.keys(registry)));
  const firstLocation = useRef(locationKey);
  useEffect(() => {
    if (Object.is(firstLocation.current, locationKey)) return;
    firstLocation.current = locationKey;
    own.navigate();
  }, [locationKey, own]);
  // The same value while its parts hold (a re-rendered provider changes no context: see UiProvider).
  const value = useMemo(() => ({ store: own, registry, fallbackFocus }), [own, registry, fallbackFocus]);
  return <ModalQueueContext.Provider value={value}>{children}</ModalQueueContext.Provider>;
}

/** The queue's store, registry and fallback focus, for the host (modal-host.tsx). */
function useModalQueueContext(): ModalQueueContextValue {
  const value = useContext(ModalQueueContext);
  if (!value) throw new Error('useModalQueue and ModalHost must be used inside a ModalQueueProvider');
  return value;
}

/** `const modals = useModalQueue(); modals.show({ name: 'bookCall', priority: true })`. */
function useModalQueue(): {
  state: ModalQueueState;
  show: (entry: ModalEntry | string) => void;
  close: () => void;
  navigate: () => void;
} {
  const { store } = useModalQueueContext();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, show: store.show, close: store.close, navigate: store.navigate };
}

export { ModalQueueProvider, useModalQueue, useModalQueueContext, type ModalQueueProviderProps };
