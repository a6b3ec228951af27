// The heavy interactive widgets of the public pages, each in its own chunk, out of the pages' first load. The server
// renders them whole (it waits for lazy parts); in the browser, a page the server rendered keeps their HTML and
// hydrates each one when its code arrives; on a page rendered in the browser they appear once loaded.
import { type ComponentType, lazy, Suspense, useState } from 'react';

const rendered = new Set<Promise<unknown>>();
const loaders = new Map<string, () => Promise<unknown>>();
/** The widgets a server render used, by name (server/entry-server.tsx clears it before a render and reads it after). */
export const serverRenderedWidgets = new Set<string>();

/** The server loads every widget once, before its first render: it renders them whole, never suspending. */
export function loadAllWidgets(): Promise<unknown> {
  return Promise.all([...loaders.values()].map((load) => load()));
}

/**
 * Loads the code of the widgets a server-rendered page holds, before it hydrates (or is rendered afresh for a signed-in
 * reader, whose controls would otherwise appear a moment late and move the page). A widget whose code is not there
 * when the page hydrates keeps its server HTML in a boundary that waits for it; any re-render of the page before the
 * code lands (data revalidated, the viewport's media query) would throw that HTML away and show nothing until the
 * code arrives, moving the page under the reader's pointer (the click on a heart landing on empty space).
 */
export function loadWidgets(names: readonly string[]): Promise<unknown> {
  return Promise.all(
    names.map((name) =>
      loaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}

/** Resolves once the code of every widget rendered so far has arrived (and React can hydrate it). */
export function renderedWidgetsLoaded(): Promise<unknown> {
  return Promise.all([...rendered]);
}

function lazyWidget<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    return loading;
  };
  loaders.set(name, loadOnce);
  const Lazy = lazy(loadOnce);
  return function Widget(props: P) {
    // Code already here (always on the server, after loadWidgets in the browser): rendered at once. Chosen once per
    // instance, so a widget never switches component type (which would remount it).
    const [Loaded] = useState(() => loaded);
    if (typeof document === 'undefined') serverRenderedWidgets.add(name);
    else rendered.add(loadOnce().catch(() => undefined));
    // The same Suspense boundary in both places: the server fills it, the browser hydrates it.
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  };
}

export const LazyDateRangePicker = lazyWidget('date-range-picker', () =>
  import('@rove/ui/widgets/date-range-picker').then((m) => m.DateRangePicker),
);
// The search page's dates picker, which takes and gives the URL's days (the date library loads with it).
export const LazySearchDatesPicker = lazyWidget('search-dates-picker', () =>
  import('../search/search-dates-picker.tsx').then((m) => m.SearchDatesPicker),
);
export const LazyGuestPicker = lazyWidget('guest-picker', () => import('@rove/ui/widgets/guest-picker').then((m) => m.GuestPicker));
export const LazyLocationSearch = lazyWidget('location-search', () =>
  import('@rove/ui/widgets/location-search').then((m) => m.LocationSearch),
);
export const LazySearchFilters = lazyWidget('search-filters', () => import('@rove/ui/widgets/search-filters').then((m) => m.SearchFilters));
export const LazySortSelect = lazyWidget('sort-select', () => import('@rove/ui/widgets/search-filters').then((m) => m.SortSelect));
// The search page's "show total price" switch, shown only once dates are chosen: react-aria's switch, field and press
// handling load with it, out of the search page's first load.
export const LazySwitch = lazyWidget('switch', () => import('@rove/ui/components/switch').then((m) => m.Switch));
export const LazyBookingWidget = lazyWidget('booking-widget', () => import('../listing/booking-widget.tsx').then((m) => m.BookingWidget));
export const LazyAskHost = lazyWidget('ask-host', () => import('../messages/ask-host.tsx').then((m) => m.AskHost));
export const LazySearchMap = lazyWidget('search-map', () => import('../search/search-map.tsx').then((m) => m.default));
// The unpublished listing's page (an error path) parses its data with the contract's schema: zod loads with it only.
export const LazyUnpublishedRv = lazyWidget('unpublished-rv', () => import('../listing/unpublished-rv.tsx').then((m) => m.UnpublishedRv));
