// Module preloads a few per task. Each starts a fetch: a few milliseconds of one core on a phone (7 to 22 ms at 4x CPU
// slowdown), so a page's whole list at once is one long task (issue 35: total blocking time). The start script
// (scripts/first-paint-html.ts) and the app's start (main.tsx, a rendered page's own chunk) both add theirs this way.

import { nextTask } from './next-task.ts';

/** How many module preloads go in one task: 3 (six took 43 to 135 ms a task at 4x on the signed-in pages). */
export const preloadsPerTask = 3;

/** Adds a modulepreload link for each of `hrefs`, `preloadsPerTask` in this task and as many in each next one. */
export async function preloadModules(hrefs: readonly string[], next: () => Promise<void> = nextTask): Promise<void> {
  for (let at = 0; at < hrefs.length; at += preloadsPerTask) {
    if (at) await next();
    for (const href of hrefs.slice(at, at + preloadsPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}
