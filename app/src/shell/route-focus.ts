// Where the reader's focus goes after a navigation to another page. The browser moves nothing itself when the app
// changes pages: the link a reader followed is gone (a search result, a form's button) and focus falls to the
// document's start, or it stays in the header, and a screen reader says nothing of the new page. After a navigation to
// another path (a link followed, back or forward), focus moves to the page's main region (the skip link's target: the
// next Tab reaches the page's first control) and the new page's title is announced; a page that placed focus itself
// (a form's first field, a dialog, its own heading) keeps it. A change of the query alone (filters, sorting, the
// calendar's month) or of the hash, and a replaced entry (an address cleaned, a redirect), move nothing.

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** Where focus is once the new page has rendered. */
export type FocusPlace = 'nowhere' | 'shell' | 'main' | 'page' | 'dialog';

export interface RouteChange {
  /** The previous page's path; undefined at the first render (the page the browser loaded: nothing to move). */
  fromPath: string | undefined;
  toPath: string;
  kind: NavigationKind;
  focus: FocusPlace;
}

/** Whether focus moves to the main region, with the new page's title announced. */
export function movesFocusToMain({ fromPath, toPath, kind, focus }: RouteChange): boolean {
  if (fromPath === undefined || fromPath === toPath || kind === 'REPLACE') return false;
  return focus === 'nowhere' || focus === 'shell' || focus === 'main';
}

/** Where the document's focus is, against the main region (`main`). */
export function focusPlace(active: Element | null, main: Element | null, body: Element | null): FocusPlace {
  if (!active || active === body || !active.isConnected) return 'nowhere';
  if (active.closest('[role=dialog], [role=alertdialog], dialog')) return 'dialog';
  if (main && active === main) return 'main';
  if (main?.contains(active)) return 'page';
  return 'shell';
}
