// The search page's own controls (lib/lazy-widgets.tsx): the ui's filters, sort and switch, each in its own chunk out
// of the page's first load, declared beside the page rather than in the shared base (issue 35).
import { lazyWidget } from '../../lib/lazy-widgets.tsx';

export const LazySearchFilters = lazyWidget(
  'search-filters',
  () => import('@rove/ui/widgets/search-filters').then((m) => m.SearchFilters),
  '[data-slot=search-filters]',
);
export const LazySortSelect = lazyWidget(
  'sort-select',
  () => import('@rove/ui/widgets/search-filters').then((m) => m.SortSelect),
  '[data-slot=sort-select]',
);
// The "show total price" switch, shown only once dates are chosen: react-aria's switch, field and press handling load
// with it, out of the page's first load.
export const LazySwitch = lazyWidget(
  'switch',
  () => import('@rove/ui/components/switch').then((m) => m.Switch),
  '[data-slot=switch-field]',
);
