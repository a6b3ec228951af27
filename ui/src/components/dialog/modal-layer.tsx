import type { DialogContentProps } from '@radix-ui/react-dialog';
import { useCallback, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';

type LayerHandlers = Pick<DialogContentProps, 'onEscapeKeyDown' | 'onFocusOutside' | 'onPointerDownOutside'>;

/**
 * Lets overlays opened inside a Radix modal (react-aria popovers, menus, date pickers) work there.
 * Radix traps focus in its content and closes on any interaction outside it, and react-aria portals
 * to document.body by default, so a click in a date picker's popover would close the dialog. We give
 * react-aria a portal container inside the modal's content (so focus and clicks stay "inside"), and
 * let only the backdrop dismiss the modal, never a later layer stacked above it.
 */
const hasBackdrop = () => document.querySelector('[data-modal-backdrop]') !== null;

export function useModalLayer(handlers: LayerHandlers) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const { onEscapeKeyDown, onFocusOutside, onPointerDownOutside } = handlers;
  const getContainer = useCallback(() => layer, [layer]);

  const contentHandlers: LayerHandlers = {
    onEscapeKeyDown(event) {
      // Escape in a nested popover closes that popover (react-aria handles it), not the modal.
      if (layer && layer.childElementCount > 0 && layer.contains(document.activeElement)) event.preventDefault();
      onEscapeKeyDown?.(event);
    },
    onFocusOutside(event) {
      // Focus only leaves a modal for a layer portaled above it (a Radix or third-party popover).
      if (hasBackdrop()) event.preventDefault();
      onFocusOutside?.(event);
    },
    onPointerDownOutside(event) {
      const target = event.detail.originalEvent.target;
      const onBackdrop = target instanceof Element && target.closest('[data-modal-backdrop]') !== null;
      // A modal covers the page with its backdrop, so anything else "outside" is a layer above it.
      // A non-modal dialog (no backdrop) keeps Radix's behaviour: an outside click closes it.
      if (hasBackdrop() && !onBackdrop) event.preventDefault();
      onPointerDownOutside?.(event);
    },
  };

  function withLayer(children: ReactNode) {
    return (
      <>
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
        <div data-slot="modal-layer" ref={setLayer} className="contents" />
      </>
    );
  }

  return { contentHandlers, withLayer };
}
