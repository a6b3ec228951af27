import {
  Component,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { toastQueueMessages } from './toast-queue-messages.ts';
import type { ToastListProps } from './toast-list.tsx';
import { createToastQueue, type Toast, type ToastQueue } from './toast-store.ts';

let loadedList: ComponentType<ToastListProps> | undefined;
/** The toasts' code (loaded with the first toast); call it to have it sooner (a story's loader, a page about to show one). */
export const loadToastList = () =>
  import('./toast-list.tsx').then((m) => {
    loadedList = m.ToastList;
    return m;
  });
const LazyToastList = lazy(() => loadToastList().then((m) => ({ default: m.ToastList })));

/**
 * The toasts' code could not load (the network is down, which is when error toasts come): their titles still show,
 * as plain lines in the live region, so the message is read out, and they leave on their own as usual.
 */
class PlainToastsOnFailure extends Component<{ toasts: readonly Toast[]; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.toasts.length > 0 ? (
      <ol className="contents">
        {this.props.toasts.map((toast) => (
          <li key={toast.id} data-slot="toast" className="rounded-lg border border-border bg-surface p-4 text-sm font-semibold shadow-lg">
            {toast.title}
          </li>
        ))}
      </ol>
    ) : null;
  }
}

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

/**
 * The labelled polite live region. It is always in the page, empty or not, so that screen readers are already
 * watching it when the first toast arrives (a region inserted together with its content is often not announced).
 * The toasts' code (toast-list.tsx) loads with the first one and stays.
 */
function ToastRegion({ queue, className }: { queue: ToastQueue; className?: string }) {
  const t = useMessages(toastQueueMessages);
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const regionRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  if (state.visible.length > 0 && !shown) setShown(true);
  // Code already here (preloaded): rendered at once. Chosen once, so the list never switches component type.
  const [ToastList] = useState(() => loadedList);

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
      {!shown ? null : ToastList ? (
        <ToastList queue={queue} regionRef={regionRef} toasts={state.visible} dismissLabel={t.dismiss} />
      ) : (
        <PlainToastsOnFailure toasts={state.visible}>
          <Suspense fallback={null}>
            <LazyToastList queue={queue} regionRef={regionRef} toasts={state.visible} dismissLabel={t.dismiss} />
          </Suspense>
        </PlainToastsOnFailure>
      )}
    </section>
  );
}

export { ToastQueueProvider, ToastRegion, useToastQueue };
