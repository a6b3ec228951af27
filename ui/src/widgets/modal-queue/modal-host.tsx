// The modal host lives apart from the queue's provider: an app can load it (and the Dialog primitive under it) when
// the first modal opens, keeping the dialog's code out of every page's first load.
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Dialog, DialogContent } from '../../components/dialog/dialog.tsx';
import { useUiLocale } from '../../provider/ui-provider.tsx';
import { pickFocusTarget } from './focus-target.ts';
import { currentModal, MODAL_NOT_FOUND } from './modal-queue-state.ts';
import { type ModalDefinition, useModalQueueContext } from './modal-queue.tsx';

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

export { ModalHost };
