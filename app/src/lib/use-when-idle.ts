// Work that can wait for the page to settle (the search map: its library is large and its first frame costly; the
// app's start-later work: main.tsx).
import { useEffect, useState } from 'react';

/** Runs `work` when the browser is next idle (at most `timeoutMs` later; 200 ms later where idle callbacks are unknown). Returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

/** False until the browser is first idle after mount (at most `timeoutMs` later); false on the server. */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
