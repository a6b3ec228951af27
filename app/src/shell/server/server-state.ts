// What the server inlines in a page it rendered (shell/server/entry-server.tsx) for the browser to hydrate with: the
// router's state and the first view's data by SWR key, in a JSON script element (never run as code).
import type { Locale } from '@rove/contract/vocabulary';
import type { HydrationState } from 'react-router';

export const serverStateId = 'rove-server-state';
/** The name of the meta element whose content lists the chunks a signed-in page's first render needs (space-separated). */
export const pageChunksMeta = 'rove-chunks';
/** The name of the meta element whose content lists a signed-in page's first reads (JSON: browser-page-reads.ts). */
export const pageReadsMeta = 'rove-reads';

/** A module's built chunk and the chunks it imports that the entry does not already load. */
export interface PageChunk {
  file: string;
  imports: string[];
}

export interface ServerState {
  router: HydrationState;
  swr: Record<string, unknown>;
  /** The words the render read, by namespace, in `locale`: the browser hydrates with them, fetching none. */
  messages?: Record<string, object>;
  /** The lazy widgets the page holds (lib/lazy-widgets.tsx): their code loads before the page hydrates. */
  widgets?: string[];
  /** The page's own module (its chunk's URL) and the chunks it imports beyond the entry's: it hydrates with them. */
  page?: PageChunk;
  /** The page's language, the one of `messages`. */
  locale?: Locale;
  /** Classes its browser-only parts will show, whose rules the page's critical CSS holds too (lib/later-classes.ts). */
  laterClasses?: string[];
  /** The address the page was rendered for: its path and query, as the browser writes them (lib/served-address.ts). */
  location?: string;
}

/** The state the server inlined, or undefined on a page the browser renders alone. */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(serverStateId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
