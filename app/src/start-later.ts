// What the app starts once the page on screen runs its code (main.tsx, after the first render committed), in a chunk
// of its own out of every page's first load: analytics' user registration, the experiments call (its answer sets the
// flags under the overrides) and the build-update checks with the pages fetched ahead. None of them changes the first
// view, so none is worth a byte or a millisecond before it.
import type { createBrowserRouter } from 'react-router';
import { startAnalyticsIdentity } from './analytics/analytics-identity.ts';
import { startBuildUpdates } from './build/build-updates.ts';
import { firstIntent } from './lib/first-intent.ts';
import { prefetchPrimaryPages } from './routes/build-routes.tsx';
import { startExperiments } from './state/experiments.ts';

export function startLater(router: ReturnType<typeof createBrowserRouter>): void {
  startAnalyticsIdentity();
  startExperiments();
  // The pages linked from every page are fetched ahead once the reader shows intent (not while the page starts).
  startBuildUpdates(router, () => void firstIntent().then(prefetchPrimaryPages));
}
