// The trip's fields of the home page's and the search page's forms (lib/lazy-widgets.tsx): the ui's pickers, each in
// its own chunk out of the pages' first load. Declared here, beside the pages that show them, not in the shared base:
// their declarations and the file names of their chunks load with these pages only (issue 35).
import { lazyWidget } from '../lib/lazy-widgets.tsx';

export const LazyDateRangePicker = lazyWidget(
  'date-range-picker',
  () => import('@rove/ui/widgets/date-range-picker').then((m) => m.DateRangePicker),
  '[data-slot=date-range-picker]',
);
export const LazyGuestPicker = lazyWidget(
  'guest-picker',
  () => import('@rove/ui/widgets/guest-picker').then((m) => m.GuestPicker),
  '[data-slot=guest-picker]',
);
export const LazyLocationSearch = lazyWidget(
  'location-search',
  () => import('@rove/ui/widgets/location-search').then((m) => m.LocationSearch),
  '[data-slot=location-search]',
);
