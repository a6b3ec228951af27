// What the app starts once the browser is idle after the page on screen runs its code (main.tsx), in a chunk of its
// own out of every page's first load: the experiments call (its answer sets the flags under the overrides), the
// build-update checks with the pages fetched ahead (a page's code when the reader goes near a link to it, from a
// second after each navigation), and the toasts' code. None of them changes the first view, so none is worth a byte
// or a millisecond before it.
import type { createBrowserRouter } from 'react-router';
import { loadToastList } from '@rove/ui';
import { startBuildUpdates } from '../lib/build/build-updates.ts';
import { prefetchOnLinkIntent } from './router/route-code.ts';
import { startExperiments } from './flags/experiments.ts';

export function startLater(router: ReturnType<typeof createBrowserRouter>): void {
  startExperiments();
  // The toasts' code, before a toast needs it: error toasts come when the network fails, when it could not load.
  void loadToastList().catch(() => undefined);
  // Pages are fetched ahead link by link, as the reader goes near one (not every route at idle).
  startBuildUpdates(router, () => prefetchOnLinkIntent());
}
