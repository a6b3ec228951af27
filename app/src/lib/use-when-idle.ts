// Work that can wait for the page to settle (the search map: its library is large and its first frame costly).
import { useEffect, useState } from 'react';

/** False until the browser is first idle after mount (at most `timeoutMs` later); false on the server. */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
