// The renter's pages' own heavy widgets, each in its own chunk out of the pages' first load (lib/lazy-widgets.tsx:
// the server renders them whole, a hydrating page loads their code at the reader's first intent).
import { lazyWidget } from '../lib/lazy-widgets.tsx';
import { StepSkeleton } from './request-to-book/step-skeleton.tsx';

// The search page's dates picker, which takes and gives the URL's days (the date library loads with it).
export const LazySearchDatesPicker = lazyWidget(
  'search-dates-picker',
  () => import('./search/search-dates-picker.tsx').then((m) => m.SearchDatesPicker),
  '[data-slot=date-range-picker]',
);
// Its root is the widget's own card and its small screens' bottom bar (both carry data-booking-widget): an input there
// loads its code, and a click there before it came is replayed.
export const LazyBookingWidget = lazyWidget(
  'booking-widget',
  () => import('./listing/booking-widget.tsx').then((m) => m.BookingWidget),
  '[data-booking-widget]',
);
// Request to book's first step: the trip's dates, guests, usage, destination, protection and add-ons (react-aria's
// pickers and fields load with it). The server renders it whole for a visitor; the browser hydrates it at first intent.
export const LazyTripStep = lazyWidget(
  'trip-step',
  () => import('./request-to-book/trip-step.tsx').then((m) => m.default),
  '[aria-labelledby=trip-heading]',
  <StepSkeleton />,
);
export const LazySearchMap = lazyWidget('search-map', () => import('./search/search-map.tsx').then((m) => m.default));
// The unpublished listing's page (an error path) parses its data with the contract's schema: zod loads with it only.
export const LazyUnpublishedRv = lazyWidget('unpublished-rv', () => import('./listing/unpublished-rv.tsx').then((m) => m.UnpublishedRv));
