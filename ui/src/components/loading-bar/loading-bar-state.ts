// The top-of-page loading bar's timing, as a pure controller with injected timers (specification: "Loading bar:
// 200 ms throttle, 2000 ms duration, 500 ms hide delay, 400 ms reset delay, 3 px high").
// - throttle: the bar appears only if loading lasts longer than this (fast navigations never flash it);
// - duration: the time scale of the estimated progress curve (it slows down and never reaches 100 alone);
// - hide delay: after finishing, the full bar stays this long before fading out;
// - reset delay: after hiding, progress returns to 0 this much later (once the fade-out is over).

export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 } as const;

export interface LoadingBarState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  error: boolean;
}

export interface LoadingBarTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

export interface LoadingBarOptions {
  timers: LoadingBarTimers;
  onChange: (state: LoadingBarState) => void;
  throttleMs?: number;
  durationMs?: number;
  hideDelayMs?: number;
  resetDelayMs?: number;
}

export const idleLoadingBar: LoadingBarState = { visible: false, progress: 0, error: false };

/** An arctangent curve: 50 % after half of `durationMs`, about 70 % after `durationMs`, never 100. */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  if (elapsedMs <= 0) return 0;
  return ((2 / Math.PI) * 100 * Math.atan(((elapsedMs / durationMs) * 100) / 50)) as number;
}

export function createLoadingBarController(options: LoadingBarOptions) {
  const {
    timers,
    onChange,
    throttleMs = LOADING_BAR.throttleMs,
    durationMs = LOADING_BAR.durationMs,
    hideDelayMs = LOADING_BAR.hideDelayMs,
    resetDelayMs = LOADING_BAR.resetDelayMs,
  } = options;
  let state: LoadingBarState = idleLoadingBar;
  let startedAt: number | null = null;
  let running = false;
  let pending: unknown[] = [];

  const emit = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };
  const clearPending = () => {
    for (const id of pending) timers.clearTimeout(id);
    pending = [];
  };
  const later = (ms: number, callback: () => void) => {
    pending.push(timers.setTimeout(callback, ms));
  };
  const show = () => {
    startedAt = timers.now();
    emit({ visible: true, progress: 0, error: false });
  };

  return {
    getState: () => state,
    /** Loading began (a navigation, a data load). */
    start() {
      clearPending();
      running = true;
      startedAt = null;
      if (state.progress !== 0 || state.error) emit({ ...state, progress: 0, error: false });
      if (throttleMs > 0) later(throttleMs, show);
      else show();
    },
    /** Advances the estimated progress; call it on animation frames while visible. */
    tick() {
      if (!running || startedAt === null || !state.visible) return;
      const progress = Math.min(99, estimatedProgress(timers.now() - startedAt, durationMs));
      if (progress !== state.progress) emit({ ...state, progress });
    },
    /** Loading ended. If the bar never appeared (within the throttle) nothing is shown. */
    finish({ error = false }: { error?: boolean } = {}) {
      if (!running) return;
      running = false;
      clearPending();
      if (!state.visible) {
        startedAt = null;
        if (state !== idleLoadingBar) emit(idleLoadingBar);
        return;
      }
      emit({ visible: true, progress: 100, error });
      later(hideDelayMs, () => {
        emit({ ...state, visible: false });
        later(resetDelayMs, () => {
          startedAt = null;
          emit(idleLoadingBar);
        });
      });
    },
    /** Stops everything at once (unmount). */
    dispose() {
      running = false;
      clearPending();
    },
  };
}

export type LoadingBarController = ReturnType<typeof createLoadingBarController>;
