import {
  type PauseReason,
  pauseTimer,
  remainingTime,
  resumeTimer,
  startTimer,
  type ToastTimer,
  toastTimeout,
  visibleCount,
  withPauseReason,
} from './toast-timing.ts';

export type ToastTone = 'neutral' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** A toast with an action stays until the user acts or dismisses it. */
  action?: { label: string; onAction: () => void };
  /** Milliseconds on screen (at least 5000); null keeps it until dismissed. */
  timeout?: number | null;
  onClose?: () => void;
}

export interface Toast extends ToastOptions {
  id: string;
  tone: ToastTone;
  /** Null when it stays until dismissed; the countdown starts when it becomes visible. */
  duration: number | null;
}

export interface ToastQueueState {
  /** On screen, oldest first. */
  visible: Toast[];
  /** Waiting for room. */
  waiting: number;
  paused: boolean;
}

/** The time source; tests and stories pass a manual one so nothing waits for real seconds. */
export interface ToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ToastQueue {
  add(options: ToastOptions): string;
  close(id: string): void;
  clear(): void;
  /** Holds or releases every countdown for one reason (pointer over the region, focus inside it). */
  setPaused(reason: PauseReason, paused: boolean): void;
  getState(): ToastQueueState;
  subscribe(listener: () => void): () => void;
}

let nextId = 0;

export function createToastQueue({ maxVisible = 3, clock = realClock }: { maxVisible?: number; clock?: ToastClock } = {}): ToastQueue {
  let toasts: Toast[] = [];
  let reasons: ReadonlySet<PauseReason> = new Set();
  const timers = new Map<string, { timer: ToastTimer; handle: unknown }>();
  const listeners = new Set<() => void>();
  let state: ToastQueueState = { visible: [], waiting: 0, paused: false };

  const schedule = (id: string, timer: ToastTimer) => {
    const old = timers.get(id);
    if (old?.handle !== undefined) clock.clearTimeout(old.handle);
    const handle = timer.startedAt === null ? undefined : clock.setTimeout(() => close(id), remainingTime(timer, clock.now()));
    timers.set(id, { timer, handle });
  };

  const update = () => {
    const shown = toasts.slice(0, visibleCount(toasts.length, maxVisible));
    // A toast's countdown starts when it reaches the screen, paused if the region is held.
    for (const toast of shown) {
      if (toast.duration === null || timers.has(toast.id)) continue;
      const timer = startTimer(toast.duration, clock.now());
      schedule(toast.id, reasons.size > 0 ? pauseTimer(timer, clock.now()) : timer);
    }
    state = { visible: shown, waiting: toasts.length - shown.length, paused: reasons.size > 0 };
    for (const listener of [...listeners]) listener();
  };

  function close(id: string) {
    const toast = toasts.find((t) => t.id === id);
    if (!toast) return;
    const entry = timers.get(id);
    if (entry?.handle !== undefined) clock.clearTimeout(entry.handle);
    timers.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    update();
    toast.onClose?.();
  }

  return {
    add(options) {
      const id = `toast-${++nextId}`;
      const duration = toastTimeout({ timeout: options.timeout, hasAction: Boolean(options.action) });
      toasts = [...toasts, { ...options, id, tone: options.tone ?? 'neutral', duration }];
      update();
      return id;
    },
    close,
    clear() {
      for (const toast of [...toasts]) close(toast.id);
    },
    setPaused(reason, paused) {
      const next = withPauseReason(reasons, reason, paused);
      if (next === reasons) return;
      const wasPaused = reasons.size > 0;
      reasons = next;
      const isPaused = reasons.size > 0;
      if (wasPaused !== isPaused) {
        for (const [id, { timer }] of timers) schedule(id, isPaused ? pauseTimer(timer, clock.now()) : resumeTimer(timer, clock.now()));
        update();
      }
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A clock that only moves when told to: for tests and for stories that show the countdown without waiting. */
export function createManualClock(start = 0): ToastClock & { advance(ms: number): void } {
  let now = start;
  let seq = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = ++seq;
      pending.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...pending].filter(([, p]) => p.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}
