import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/button/button.tsx';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { toastQueueMessages } from './toast-queue-messages.ts';
import { createToastQueue, type Toast, type ToastQueue, type ToastTone } from './toast-store.ts';

const ToastQueueContext = createContext<ToastQueue | null>(null);

/** Holds the app's toast queue and renders its region once, before any toast is shown. */
function ToastQueueProvider({ queue, maxVisible, children }: { queue?: ToastQueue; maxVisible?: number; children: React.ReactNode }) {
  const [own] = useState(() => queue ?? createToastQueue({ maxVisible }));
  return (
    <ToastQueueContext.Provider value={own}>
      {children}
      <ToastRegion queue={own} />
    </ToastQueueContext.Provider>
  );
}

/** `const toasts = useToastQueue(); toasts.add({ title: 'Saved' })`. */
function useToastQueue(): ToastQueue {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToastQueue must be used inside a ToastQueueProvider');
  return queue;
}

const toneIcons = { neutral: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;
const toneClasses: Record<ToastTone, string> = {
  neutral: 'border-s-primary [&_[data-slot=toast-icon]]:text-primary',
  success: 'border-s-success-border [&_[data-slot=toast-icon]]:text-success-foreground',
  warning: 'border-s-warning-border [&_[data-slot=toast-icon]]:text-warning-foreground',
  danger: 'border-s-danger-border [&_[data-slot=toast-icon]]:text-danger-foreground',
};

/**
 * The labelled polite live region. It is always in the page, empty or not, so that screen readers are already
 * watching it when the first toast arrives (a region inserted together with its content is often not announced).
 */
function ToastRegion({ queue, className }: { queue: ToastQueue; className?: string }) {
  const t = useMessages(toastQueueMessages);
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const regionRef = useRef<HTMLElement>(null);
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
    [queue],
  );
  const ids = state.visible.map((toast) => toast.id).join(' ');
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
  }, [queue, handOff]);

  return (
    <section
      ref={regionRef}
      data-slot="toast-region"
      data-paused={state.paused || undefined}
      aria-label={t.region}
      aria-live="polite"
      aria-relevant="additions text"
      className={cn(
        'pointer-events-none fixed inset-x-4 bottom-4 z-toast flex flex-col items-stretch gap-2 sm:start-auto sm:end-4 sm:w-96',
        className,
      )}
    >
      {state.visible.length > 0 ? (
        <ol className="contents">
          {state.visible.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={() => queue.close(toast.id)} dismissLabel={t.dismiss} />
          ))}
        </ol>
      ) : null}
    </section>
  );
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

export { ToastQueueProvider, ToastRegion, useToastQueue };
