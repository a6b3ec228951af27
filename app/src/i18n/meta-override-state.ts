// What every page's meta needs of the pages' overrides (meta-override.ts): the override of the page on screen, to
// apply again after the route's meta was written, and the one a server render noted. The hook and the writing live
// with the pages that use them.
import { serverSlot } from '../lib/server-render-scope.ts';
import type { MetaOverride } from './meta.ts';

/** The override the page asked for in a server render (shell/server/entry-server.tsx reads it after the render). */
export const serverMetaOverride = serverSlot<{ current: MetaOverride | null }>(() => ({ current: null }));

/** Writes the override of the page on screen (none once that page is gone). */
export const pageOverrideOnScreen: { apply: (() => void) | null } = { apply: null };

/** Applies the on-screen page's override again (after the route's meta was written). */
export function reapplyPageMetaOverride(): void {
  pageOverrideOnScreen.apply?.();
}
