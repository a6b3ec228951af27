import { describe, expect, it } from 'vitest';
import { createLoadingBarController, estimatedProgress, LOADING_BAR, type LoadingBarState } from './loading-bar-state.ts';

/** Manual clock: timers fire only when the test advances time. */
function fakeTimers() {
  let now = 0;
  let nextId = 0;
  const queue = new Map<number, { at: number; callback: () => void }>();
  return {
    timers: {
      now: () => now,
      setTimeout(callback: () => void, ms: number) {
        nextId += 1;
        queue.set(nextId, { at: now + ms, callback });
        return nextId;
      },
      clearTimeout(id: unknown) {
        queue.delete(id as number);
      },
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}

function setup() {
  const clock = fakeTimers();
  const states: LoadingBarState[] = [];
  const bar = createLoadingBarController({ timers: clock.timers, onChange: (s) => states.push(s) });
  return { clock, bar, states };
}

describe('loading bar constants (specification)', () => {
  it('are 200 ms throttle, 2000 ms duration, 500 ms hide delay, 400 ms reset delay, 3 px high', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 });
  });
});

describe('loading bar timing', () => {
  it('does not appear when loading ends within the 200 ms throttle', () => {
    const { clock, bar, states } = setup();
    bar.start();
    clock.advance(199);
    bar.finish();
    clock.advance(5000);
    expect(states.some((s) => s.visible)).toBe(false);
    expect(bar.getState()).toEqual({ visible: false, progress: 0, error: false });
  });

  it('appears after 200 ms and its estimated progress rises but never reaches 100 by itself', () => {
    const { clock, bar } = setup();
    bar.start();
    clock.advance(200);
    expect(bar.getState()).toEqual({ visible: true, progress: 0, error: false });
    clock.advance(1000);
    bar.tick();
    const half = bar.getState().progress;
    expect(half).toBeCloseTo(50, 5);
    clock.advance(1000);
    bar.tick();
    expect(bar.getState().progress).toBeGreaterThan(half);
    clock.advance(60_000);
    bar.tick();
    expect(bar.getState().progress).toBeLessThan(100);
  });

  it('fills on finish, hides 500 ms later and resets to 0 a further 400 ms later', () => {
    const { clock, bar } = setup();
    bar.start();
    clock.advance(300);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100, error: false });
    clock.advance(499);
    expect(bar.getState().visible).toBe(true);
    clock.advance(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 100, error: false });
    clock.advance(399);
    expect(bar.getState().progress).toBe(100);
    clock.advance(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 0, error: false });
  });

  it('marks an error finish', () => {
    const { clock, bar } = setup();
    bar.start();
    clock.advance(250);
    bar.finish({ error: true });
    expect(bar.getState()).toMatchObject({ progress: 100, error: true });
  });

  it('restarts cleanly when a new load starts while hiding', () => {
    const { clock, bar } = setup();
    bar.start();
    clock.advance(250);
    bar.finish();
    clock.advance(100);
    bar.start();
    expect(bar.getState().progress).toBe(0);
    clock.advance(1000);
    // The old hide and reset timers were cancelled; the new load is showing.
    expect(bar.getState().visible).toBe(true);
  });

  it('ignores finish without start, and ticks while hidden', () => {
    const { bar, states } = setup();
    bar.finish();
    bar.tick();
    expect(states).toEqual([]);
  });
});

describe('estimatedProgress', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [500, 29.52],
    [1000, 50],
    [2000, 70.48],
  ])('after %i ms is about %d %%', (elapsed, expected) => {
    expect(estimatedProgress(elapsed)).toBeCloseTo(expected, 1);
  });
});
