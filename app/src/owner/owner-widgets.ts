// The owner landing's estimator controls (lib/lazy-widgets.tsx): the ui's location box and number field, each in its
// own chunk out of the page's first load (issue 35: with react-aria's combobox, popover, list box and number parts
// they made /owner 249 KiB before hydration), declared beside the page rather than in the shared base. The server
// renders them whole; in the browser their code loads at the reader's first input inside them.
import { lazyWidget } from '../lib/lazy-widgets.tsx';

export const LazyOwnerLocationSearch = lazyWidget(
  'owner-location-search',
  () => import('@rove/ui/widgets/location-search').then((m) => m.LocationSearch),
  '[data-slot=location-search]',
);
export const LazyNumberField = lazyWidget(
  'number-field',
  () => import('@rove/ui/components/number-field').then((m) => m.NumberField),
  '[data-slot=number-field]',
);
