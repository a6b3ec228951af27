// What the reader's focus and a screen reader get after a navigation to another page. The browser does nothing itself
// when the app changes pages: the link a reader followed is gone (a search result, a form's button) and focus falls to
// the document's start, or it stays in the header, and a screen reader says nothing of the new page.
// After a navigation to another path (a link followed, back or forward) the new page's title is announced once the page
// has shown, and focus moves to the page's main region (the skip link's target: the next Tab reaches the page's first
// control) unless the page placed it itself (a form's first field, its heading) or a dialog holds it. A change of the
// query alone (filters, sorting, the calendar's month) or of the hash, and a replaced entry (an address cleaned, a
// redirect, the dates of a trip), neither announce nor move anything.

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** Where focus is once the new page has rendered. */
export type FocusPlace = 'nowhere' | 'shell' | 'main' | 'page' | 'dialog';

/** Whether a navigation announces the new page: `fromPath` undefined at the first page (the one the browser loaded). */
export function announcesNavigation(fromPath: string | undefined, toPath: string, kind: NavigationKind): boolean {
  return fromPath !== undefined && fromPath !== toPath && kind !== 'REPLACE';
}

/** Whether focus moves to the main region after such a navigation. */
export function movesFocusToMain(focus: FocusPlace): boolean {
  return focus === 'nowhere' || focus === 'shell' || focus === 'main';
}

/** Where the document's focus is, against the main region (`main`). A dialog that is closing holds nothing. */
export function focusPlace(active: Element | null, main: Element | null, body: Element | null): FocusPlace {
  if (!active || active === body || !active.isConnected) return 'nowhere';
  const dialog = active.closest('[role=dialog], [role=alertdialog], dialog');
  if (dialog && dialog.getAttribute('data-state') !== 'closed') return 'dialog';
  if (main && active === main) return 'main';
  if (main?.contains(active)) return 'page';
  return 'shell';
}

/** What the announcement waits for, read every `step` ms. */
export interface PageShown {
  /** The document's title now. */
  title: string;
  /** Whether something in the main region still says it is loading (`aria-busy="true"`). */
  busy: boolean;
}

/**
 * When the new page's title is said: once it is not the previous page's, nothing in the page is loading, and it has
 * held still for `still` ms (the route's title comes first, a listing's or a blog post's own once its data is here);
 * or after `atMost` ms whatever it is. Returns the title to say, or undefined to look again later.
 */
export function titleToAnnounce(
  now: PageShown,
  previousTitle: string,
  stillFor: number,
  elapsed: number,
  { still = 250, atMost = 5000 } = {},
): string | undefined {
  if (elapsed >= atMost) return now.title;
  if (now.title === previousTitle || now.busy || stillFor < still) return undefined;
  return now.title;
}
