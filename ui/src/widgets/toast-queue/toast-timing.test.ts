import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_TIMEOUT,
  isExpired,
  MIN_TOAST_TIMEOUT,
  type PauseReason,
  pauseTimer,
  remainingTime,
  resumeTimer,
  startTimer,
  toastTimeout,
  visibleCount,
  withPauseReason,
} from './toast-timing.ts';

describe('toastTimeout: toasts leave on their own after at least 5 s, unless they offer an action', () => {
  it.each([
    [{}, DEFAULT_TOAST_TIMEOUT],
    [{ timeout: 8000 }, 8000],
    [{ timeout: 5000 }, 5000],
    [{ timeout: 1000 }, MIN_TOAST_TIMEOUT],
    [{ timeout: 0 }, MIN_TOAST_TIMEOUT],
    [{ timeout: -20 }, MIN_TOAST_TIMEOUT],
    [{ timeout: null }, null],
    [{ timeout: Number.POSITIVE_INFINITY }, null],
    [{ hasAction: true }, null],
    [{ hasAction: true, timeout: 8000 }, null],
  ])('%o gives %s', (options, expected) => {
    expect(toastTimeout(options)).toBe(expected);
  });

  it('never goes below 5 s', () => {
    expect(MIN_TOAST_TIMEOUT).toBe(5000);
    expect(DEFAULT_TOAST_TIMEOUT).toBeGreaterThanOrEqual(MIN_TOAST_TIMEOUT);
  });
});

describe('the pausable countdown', () => {
  it('runs from the moment it starts', () => {
    const timer = startTimer(6000, 1000);
    expect(remainingTime(timer, 1000)).toBe(6000);
    expect(remainingTime(timer, 4000)).toBe(3000);
    expect(isExpired(timer, 6999)).toBe(false);
    expect(isExpired(timer, 7000)).toBe(true);
    expect(remainingTime(timer, 99_000)).toBe(0);
  });

  it('holds its remaining time while paused (hover or focus) and continues on resume', () => {
    let timer = startTimer(6000, 0);
    timer = pauseTimer(timer, 2000);
    expect(timer).toEqual({ remaining: 4000, startedAt: null });
    expect(remainingTime(timer, 60_000)).toBe(4000);
    expect(isExpired(timer, 60_000)).toBe(false);
    timer = resumeTimer(timer, 60_000);
    expect(remainingTime(timer, 63_000)).toBe(1000);
    expect(isExpired(timer, 64_000)).toBe(true);
  });

  it('ignores a second pause or a second resume', () => {
    const paused = pauseTimer(startTimer(6000, 0), 1000);
    expect(pauseTimer(paused, 5000)).toBe(paused);
    const running = resumeTimer(paused, 2000);
    expect(resumeTimer(running, 3000)).toBe(running);
  });
});

describe('pause reasons: hover and focus each hold the toasts', () => {
  it('pauses while any reason holds', () => {
    let reasons: ReadonlySet<PauseReason> = new Set();
    reasons = withPauseReason(reasons, 'hover', true);
    reasons = withPauseReason(reasons, 'focus', true);
    reasons = withPauseReason(reasons, 'hover', false);
    expect([...reasons]).toEqual(['focus']);
    reasons = withPauseReason(reasons, 'focus', false);
    expect(reasons.size).toBe(0);
  });

  it('returns the same set when nothing changes', () => {
    const reasons: ReadonlySet<PauseReason> = new Set(['hover']);
    expect(withPauseReason(reasons, 'hover', true)).toBe(reasons);
    expect(withPauseReason(reasons, 'focus', false)).toBe(reasons);
  });
});

describe('visibleCount: a few toasts at a time, the others wait', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [5, 3, 3],
    [5, 1, 1],
    [5, 0, 0],
  ])('%i toasts with %i at a time shows %i', (total, max, expected) => {
    expect(visibleCount(total, max)).toBe(expected);
  });
});
