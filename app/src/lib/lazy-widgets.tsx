// The heavy interactive widgets of the public pages, each in its own chunk, out of the pages' first load. The server
// renders them whole (it waits for lazy parts); in the browser, a page the server rendered keeps their HTML and
// hydrates each one when its code arrives; on a page rendered in the browser they appear once loaded.
import { type ComponentType, lazy, Suspense } from 'react';

const rendered = new Set<Promise<unknown>>();
const everyLoader: (() => Promise<unknown>)[] = [];

/** The server loads every widget once, before its first render: it renders them whole, never suspending. */
export function loadAllWidgets(): Promise<unknown> {
  return Promise.all(everyLoader.map((load) => load()));
}

/** Resolves once the code of every widget rendered so far has arrived (and React can hydrate it). */
export function renderedWidgetsLoaded(): Promise<unknown> {
  return Promise.all([...rendered]);
}

function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    return loading;
  };
  everyLoader.push(loadOnce);
  const Lazy = lazy(loadOnce);
  return function Widget(props: P) {
    // The same Suspense boundary in both places: the server fills it, the browser hydrates it once the code is here.
    if (typeof document === 'undefined' && loaded) {
      const Loaded = loaded;
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    }
    if (typeof document !== 'undefined') rendered.add(loadOnce().catch(() => undefined));
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const LazyDateRangePicker = lazyWidget(() => import('@rove/ui/widgets/date-range-picker').then((m) => m.DateRangePicker));
export const LazyGuestPicker = lazyWidget(() => import('@rove/ui/widgets/guest-picker').then((m) => m.GuestPicker));
export const LazyLocationSearch = lazyWidget(() => import('@rove/ui/widgets/location-search').then((m) => m.LocationSearch));
export const LazySearchFilters = lazyWidget(() => import('@rove/ui/widgets/search-filters').then((m) => m.SearchFilters));
export const LazySortSelect = lazyWidget(() => import('@rove/ui/widgets/search-filters').then((m) => m.SortSelect));
export const LazyBookingWidget = lazyWidget(() => import('../listing/booking-widget.tsx').then((m) => m.BookingWidget));
export const LazyAskHost = lazyWidget(() => import('../messages/ask-host.tsx').then((m) => m.AskHost));
export const LazySearchMap = lazyWidget(() => import('../search/search-map.tsx').then((m) => m.default));
