// Renders nothing; tells main.tsx the root has committed. The server renders it too, at the same place, so the
// tree (and the ids useId derives from it) is the same in both renders.
import { useEffect } from 'react';

export function AppReady({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

let shown: () => void = () => {};
const firstPageShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/**
 * Renders nothing; placed after a route's page (and in the error page), it tells main.tsx that the page itself has
 * committed, not only the shell around it (a page the browser renders shows the shell and a skeleton first).
 */
export function PageShown() {
  useEffect(() => shown(), []);
  return null;
}

/** Resolves once the first page (or error page) has committed. */
export function pageShown(): Promise<void> {
  return firstPageShown;
}

/** Whether something in the page's main region says it is loading (`aria-busy="true"`). */
export function mainBusy(root: () => Element | null = () => document.getElementById('main')): boolean {
  return root()?.querySelector('[aria-busy="true"]') != null;
}

/**
 * Resolves once nothing in the page's main region says it is loading (`aria-busy="true"`: its data has arrived), or
 * after `timeoutMs` however it stands.
 */
export function dataShown(root: () => Element | null = () => document.getElementById('main'), timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const busy = () => mainBusy(root);
    if (!busy()) return resolve();
    const observer = new MutationObserver(() => {
      if (busy()) return;
      done();
    });
    const timer = setTimeout(() => done(), timeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

let firstShown: Promise<void> = Promise.resolve();
let openFirstShown: () => void = () => {};

/**
 * Holds the heavy widgets a page loads after it shows (a date picker, a menu) until the first page is shown whole:
 * main.tsx holds them as the app starts and lets them go at <html data-hydrated>. Nothing holds them otherwise (a test,
 * the server): `afterFirstPage()` is resolved.
 */
export function holdUntilFirstPageShown(): () => void {
  firstShown = new Promise<void>((resolve) => {
    openFirstShown = resolve;
  });
  return openFirstShown;
}

/**
 * Resolves once the first page is shown (at once afterwards): a page's heavy widgets load then, in a placeholder of
 * their size, rather than before the page can show (issue 35: the change's date picker, the calendar's controls).
 */
export function afterFirstPage(): Promise<void> {
  return firstShown;
}
