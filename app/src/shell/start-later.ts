// What the app starts once the browser is idle after the page on screen runs its code (main.tsx), in a chunk of its
// own out of every page's first load: the experiments call (its answer sets the flags under the overrides), the
// build-update checks with the pages fetched ahead, and the toasts' code. None of them changes the first view, so
// none is worth a byte or a millisecond before it.
import type { createBrowserRouter } from 'react-router';
import { loadToastList } from '@rove/ui';
import { startBuildUpdates } from '../lib/build/build-updates.ts';
import { firstIntent } from '../lib/first-intent.ts';
import { prefetchPrimaryPages } from './router/build-routes.tsx';
import { startExperiments } from './flags/experiments.ts';

export function startLater(router: ReturnType<typeof createBrowserRouter>): void {
  startExperiments();
  // The toasts' code, before a toast needs it: error toasts come when the network fails, when it could not load.
  void loadToastList().catch(() => undefined);
  // The pages linked from every page are fetched ahead once the reader shows intent (not while the page starts).
  startBuildUpdates(router, () => void firstIntent().then(prefetchPrimaryPages));
}
