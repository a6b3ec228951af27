// Classes a part shows only once it is in the browser (drawn right after hydration: a month's grid), named while the
// server renders the page: its critical CSS then holds their rules too, and the full stylesheet stays held when the
// part appears (lib/build/held-stylesheet.ts). The part gives the same class lists it renders with, never a copy.
import { serverSlot } from './server-render-scope.ts';

/** The classes the page's browser-only parts will show, noted by this server render. */
export const serverLaterClasses = serverSlot(() => new Set<string>());

/** In a server render, notes that the page will show these class lists once in the browser; elsewhere nothing. */
export function noteLaterClasses(lists: readonly string[]): void {
  const noted = serverLaterClasses.current();
  if (noted) for (const list of lists) for (const name of list.split(' ')) if (name) noted.add(name);
}
