import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilFirstIntent, firstIntent, intentEvents, intentFallbackMs, intentReached } from './first-intent.ts';

/** A window stand-in: events, and requestIdleCallback run at once. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & { requestIdleCallback: (run: () => void) => number };
  target.requestIdleCallback = (run) => {
    run();
    return 0;
  };
  return target as unknown as Window;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the first intent', () => {
  it('holds nothing back unless a page defers', async () => {
    expect(intentReached()).toBe(true);
    expect(await settled(firstIntent())).toBe(true);
  });

  it.each(intentEvents)('is reached at the first %s, and deferred code then loads', async (type) => {
    const target = fakeWindow();
    deferUntilFirstIntent(target, 60_000);
    expect(intentReached()).toBe(false);
    expect(await settled(firstIntent())).toBe(false);
    target.dispatchEvent(new Event(type));
    expect(intentReached()).toBe(true);
    expect(await settled(firstIntent())).toBe(true);
  });

  it('is reached an idle moment after the fallback delay when the reader does nothing', async () => {
    vi.useFakeTimers();
    deferUntilFirstIntent(fakeWindow());
    vi.advanceTimersByTime(intentFallbackMs - 1);
    expect(intentReached()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(intentReached()).toBe(true);
  });

  it('can be released at once by the page (the function it returns)', () => {
    const release = deferUntilFirstIntent(fakeWindow(), 60_000);
    expect(intentReached()).toBe(false);
    release();
    expect(intentReached()).toBe(true);
  });
});
