import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Dialog, DialogContent } from '../../components/dialog/dialog.tsx';
import { useUiLocale } from '../../provider/ui-provider.tsx';
import { pickFocusTarget } from './focus-target.ts';
import { currentModal, MODAL_NOT_FOUND, type ModalEntry, type ModalQueueState } from './modal-queue-state.ts';
import { createModalQueueStore, type ModalQueueStore } from './modal-queue-store.ts';

/** What a modal component receives: its entry's props and `close`, which advances the queue. */
export type ModalComponentProps<P = Record<string, unknown>> = P & { close: () => void };

// `any`: a registry holds modals with different props; each entry's props are checked where it is shown.
// oxlint-disable-next-line typescript/no-explicit-any
export interface ModalDefinition<P = any> {
  component: ComponentType<ModalComponentProps<P>>;
  /** The dialog's title, which names it for screen readers (required, like every Rove dialog). */
  title: ReactNode | ((props: P, language: 'en' | 'fr') => ReactNode);
  description?: ReactNode | ((props: P, language: 'en' | 'fr') => ReactNode);
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
  return <ModalQueueContext.Provider value={{ store: own, registry, fallbackFocus }}>{children}</ModalQueueContext.Provider>;
}

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

/** Renders the modal at the front of the queue, one at a time, in the Dialog primitive. Render it once. */
function ModalHost({ container }: { /** Where to portal the dialog (default: document.body). */ container?: HTMLElement | null }) {
  const { store, registry, fallbackFocus } = useModalQueueContext();
  const { language } = useUiLocale();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const entry = currentModal(state);
  // The element that had focus when the queue opened: focus goes back to it once the queue is empty.
  const trigger = useRef<Element | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus in, so activeElement is still the trigger.
  useLayoutEffect(() => {
    if (state.isVisible && trigger.current === null) trigger.current = document.activeElement;
  }, [state.isVisible]);

  if (!entry) return null;
  const definition = registry[entry.name];
  if (!definition) throw new Error(MODAL_NOT_FOUND);
  const props = entry.props ?? {};
  const resolve = (value: ModalDefinition['title']) => (typeof value === 'function' ? value(props, language) : value);
  const { component: Component } = definition;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) store.close();
      }}
    >
      <DialogContent
        // A new entry is a new dialog: focus moves into it and its own state starts fresh.
        key={`${state.index}:${entry.key ?? entry.name}`}
        title={resolve(definition.title)}
        description={resolve(definition.description)}
        size={definition.size}
        container={container}
        data-modal-name={entry.name}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Advancing to the next modal: that dialog takes focus itself.
          if (store.getState().isVisible) return;
          const target = trigger.current;
          trigger.current = null;
          const next = pickFocusTarget(target) ?? fallbackFocus?.() ?? null;
          next?.focus();
        }}
      >
        <Component {...props} close={store.close} />
      </DialogContent>
    </Dialog>
  );
}

export { ModalHost, ModalQueueProvider, useModalQueue, type ModalQueueProviderProps };
