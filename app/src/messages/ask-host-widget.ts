// "Ask the host" on the listing page, in its own chunk out of the page's first load (lib/lazy-widgets.tsx).
import { lazyWidget } from '../lib/lazy-widgets.tsx';

export const LazyAskHost = lazyWidget('ask-host', () => import('./ask-host.tsx').then((m) => m.AskHost));
