import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import {
  createLoadingBarController,
  idleLoadingBar,
  LOADING_BAR,
  type LoadingBarController,
  type LoadingBarTimers,
} from './loading-bar-state.ts';

const browserTimers: LoadingBarTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
  now: () => performance.now(),
};

type LoadingBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** True while a navigation or load is in progress. */
  loading: boolean;
  /** The last load failed: the bar finishes in the danger colour. */
  error?: boolean;
  /** Injected timers (tests); the browser's by default. */
  timers?: LoadingBarTimers;
};

/**
 * The thin bar at the top of the page during navigation. Decorative (aria-hidden): the route change itself is
 * announced by the app, and a bar that flickers would only add noise for screen readers.
 */
function LoadingBar({ loading, error = false, timers = browserTimers, className, style, ...props }: LoadingBarProps) {
  const [state, setState] = useState(idleLoadingBar);
  const controller = useRef<LoadingBarController | null>(null);

  useEffect(() => {
    const bar = createLoadingBarController({ timers, onChange: setState });
    controller.current = bar;
    return () => bar.dispose();
  }, [timers]);

  useEffect(() => {
    const bar = controller.current;
    if (!bar) return;
    if (loading) bar.start();
    else bar.finish({ error });
  }, [loading, error]);

  // Estimated progress advances on animation frames while the bar shows.
  const animating = state.visible && state.progress < 100;
  useEffect(() => {
    if (!animating) return;
    let frame = requestAnimationFrame(function step() {
      controller.current?.tick();
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [animating]);

  return (
    <div
      data-slot="loading-bar"
      data-state={state.visible ? 'visible' : 'hidden'}
      aria-hidden="true"
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-loading-bar', className)}
      style={{ height: LOADING_BAR.heightPx, ...style }}
      {...props}
    >
      <div
        data-slot="loading-bar-indicator"
        className={cn(
          'h-full origin-left bg-primary motion-safe:transition-[opacity,width] motion-safe:duration-slow motion-safe:ease-standard',
          'forced-colors:bg-[Highlight]',
          state.error && 'bg-destructive',
          state.visible ? 'opacity-100' : 'opacity-0',
        )}
        style={{ width: `${state.progress}%` }}
      />
    </div>
  );
}

export { LoadingBar, type LoadingBarProps };
