// When toasts leave on their own, as pure functions. The specification says toasts queue and disappear on their
// own and leaves the duration to us: at least 5 s (WCAG 2.2.1 asks for time to read), paused while the pointer
// is over the toasts or focus is inside them, and never for a toast that offers an action.

export const MIN_TOAST_TIMEOUT = 5000;
export const DEFAULT_TOAST_TIMEOUT = 6000;

/** How long a toast stays, in ms, or null when it stays until dismissed. */
export function toastTimeout(options: { timeout?: number | null; hasAction?: boolean }): number | null {
  if (options.hasAction) return null;
  if (options.timeout === null) return null;
  const requested = options.timeout ?? DEFAULT_TOAST_TIMEOUT;
  if (!Number.isFinite(requested)) return null;
  return Math.max(MIN_TOAST_TIMEOUT, requested);
}

/** A countdown that can pause: `startedAt` is null while paused. */
export interface ToastTimer {
  remaining: number;
  startedAt: number | null;
}

export function startTimer(duration: number, now: number): ToastTimer {
  return { remaining: duration, startedAt: now };
}

export function remainingTime(timer: ToastTimer, now: number): number {
  return timer.startedAt === null ? timer.remaining : Math.max(0, timer.remaining - (now - timer.startedAt));
}

export function pauseTimer(timer: ToastTimer, now: number): ToastTimer {
  if (timer.startedAt === null) return timer;
  return { remaining: remainingTime(timer, now), startedAt: null };
}

export function resumeTimer(timer: ToastTimer, now: number): ToastTimer {
  return timer.startedAt === null ? { remaining: timer.remaining, startedAt: now } : timer;
}

export function isExpired(timer: ToastTimer, now: number): boolean {
  return remainingTime(timer, now) <= 0;
}

/** Why the countdowns are held: the pointer over the toasts, focus inside them. Any one reason pauses them. */
export type PauseReason = 'hover' | 'focus';

export function withPauseReason(reasons: ReadonlySet<PauseReason>, reason: PauseReason, on: boolean): ReadonlySet<PauseReason> {
  if (reasons.has(reason) === on) return reasons;
  const next = new Set(reasons);
  if (on) next.add(reason);
  else next.delete(reason);
  return next;
}

/** Toasts show in arrival order, a few at a time; the rest wait and their countdown has not started. */
export function visibleCount(total: number, maxVisible: number): number {
  return Math.max(0, Math.min(total, Math.floor(maxVisible)));
}
