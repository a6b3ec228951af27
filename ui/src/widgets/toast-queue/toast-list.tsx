// The toasts themselves, inside the always-present region (toast-queue.tsx): their items, and the focus and pause
// handling of the region while it holds any. Loaded with the first toast, so a page that shows none carries none of it.
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from '../../components/button/button.tsx';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import type { Toast, ToastQueue, ToastTone } from './toast-store.ts';

const toneIcons = { neutral: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;
const toneClasses: Record<ToastTone, string> = {
  neutral: 'border-s-primary [&_[data-slot=toast-icon]]:text-primary',
  success: 'border-s-success-border [&_[data-slot=toast-icon]]:text-success-foreground',
  warning: 'border-s-warning-border [&_[data-slot=toast-icon]]:text-warning-foreground',
  danger: 'border-s-danger-border [&_[data-slot=toast-icon]]:text-danger-foreground',
};

export interface ToastListProps {
  queue: ToastQueue;
  /** The live region the toasts show in (rendered before any toast, so screen readers already watch it). */
  regionRef: RefObject<HTMLElement | null>;
  toasts: readonly Toast[];
  dismissLabel: string;
}

/** The visible toasts, with focus handed on as they leave and every countdown held under the pointer or focus. */
function ToastList({ queue, regionRef, toasts, dismissLabel }: ToastListProps) {
  // Where focus was before it entered the region, to give it back when the focused toast leaves.
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusInside = useRef(false);

  // A toast that leaves with focus inside it takes focus with it: hand focus to the next toast, or back to
  // where it was before it entered the region.
  const handOff = useCallback(
    (toastsLeft: boolean) => {
      const region = regionRef.current;
      if (!region || region.contains(document.activeElement)) return;
      const next = toastsLeft ? region.querySelector<HTMLElement>('[data-slot=toast] button') : null;
      if (next) return next.focus();
      const back = returnFocus.current;
      focusInside.current = false;
      returnFocus.current = null;
      queue.setPaused('focus', false);
      if (back?.isConnected) back.focus();
    },
    [queue, regionRef],
  );
  const ids = toasts.map((toast) => toast.id).join(' ');
  useLayoutEffect(() => {
    if (focusInside.current) handOff(ids !== '');
  }, [ids, handOff]);

  // Pointer over the toasts or focus inside them holds every countdown (listeners on the region itself,
  // which is a landmark, not a control).
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const leave = () => {
      focusInside.current = false;
      returnFocus.current = null;
      queue.setPaused('focus', false);
    };
    const onPointerEnter = () => queue.setPaused('hover', true);
    const onPointerLeave = () => queue.setPaused('hover', false);
    const onFocusIn = (event: FocusEvent) => {
      if (!focusInside.current) {
        const from = event.relatedTarget;
        returnFocus.current = from instanceof HTMLElement && !region.contains(from) ? from : null;
      }
      focusInside.current = true;
      queue.setPaused('focus', true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && region.contains(event.relatedTarget)) return;
      const target = event.target;
      if (event.relatedTarget === null && target instanceof Node) {
        // Focus went nowhere: either the focused toast is being removed, or the user clicked a blank spot.
        queueMicrotask(() =>
          target.isConnected
            ? !region.contains(document.activeElement) && leave()
            : handOff(region.querySelector('[data-slot=toast]') !== null),
        );
        return;
      }
      leave();
    };
    region.addEventListener('pointerenter', onPointerEnter);
    region.addEventListener('pointerleave', onPointerLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('pointerenter', onPointerEnter);
      region.removeEventListener('pointerleave', onPointerLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, [queue, handOff, regionRef]);

  return toasts.length > 0 ? (
    <ol className="contents">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => queue.close(toast.id)} dismissLabel={dismissLabel} />
      ))}
    </ol>
  ) : null;
}

function ToastItem({ toast, onClose, dismissLabel }: { toast: Toast; onClose: () => void; dismissLabel: string }) {
  const Icon = toneIcons[toast.tone];
  return (
    <li
      data-slot="toast"
      data-tone={toast.tone}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-lg border border-border border-s-4 bg-surface p-4 text-surface-foreground shadow-lg',
        'motion-safe:transition-[opacity,translate] motion-safe:duration-base motion-safe:ease-enter motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0',
        'forced-colors:border-[CanvasText]',
        toneClasses[toast.tone],
      )}
    >
      <Icon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p data-slot="toast-title" className="text-sm font-semibold">
          {toast.title}
        </p>
        {toast.description ? (
          <p data-slot="toast-description" className="mt-1 text-sm text-muted-foreground">
            {toast.description}
          </p>
        ) : null}
        {toast.action ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-3"
            onClick={() => {
              toast.action?.onAction();
              onClose();
            }}
          >
            {toast.action.label}
          </Button>
        ) : null}
      </div>
      <Button variant="ghost" size="sm" className="-me-2 -mt-2 size-9 px-0" aria-label={dismissLabel} onClick={onClose}>
        <CloseIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

export { ToastList };
