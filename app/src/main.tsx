import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type ClientOnErrorFunction, createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { reloadOnPreloadError, setPendingTarget } from './lib/build/chunk-load.ts';
import { applyHeldStylesheetWhenNeeded } from './lib/build/held-stylesheet.ts';
import { startAnalyticsIdentity } from './shell/analytics/analytics-identity.ts';
import { initI18n } from './i18n/i18n.ts';
import { cookieLocale, localeOfUnknownPath } from './i18n/locale.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from './lib/cookies.ts';
import { startFlagOverrides } from './shell/flags/flag-overrides.ts';
import { buildRoutes, discoverRoute, pageRoute, pageRouteOf, patternOf, startRouteData } from './shell/router/build-routes.tsx';
import type { PageModule } from './routes/route-types.ts';
import { namespacesOf } from './shell/router/route-loader.ts';
import { loadRouteCode } from './shell/router/route-code.ts';
import { matchRoute, type RouteMatch } from './routes/path-for.ts';
import { pageLocale } from './i18n/locale.ts';
import { startSession } from './shell/session/session-client.ts';
import { sessionStore } from './api/session-store.ts';
import { setFirstViewData } from './api/first-view.ts';
import { readServerState, type ServerState } from './shell/server/server-state.ts';
import { loadWidgets, markWidgetsWaiting, renderedWidgetsLoaded, waitingWidgetRoots, widgetRunningAt } from './lib/lazy-widgets.tsx';
import { shellWidgets } from './shell/shell-widgets.ts';
import { replayClicksUntil, routerTakes } from './lib/replay-click.ts';
import { whenIdle } from './lib/use-when-idle.ts';
import { AppReady, dataShown, holdUntilFirstPageShown, pageShown } from './lib/app-ready.tsx';
import { deferUntilFirstIntent } from './lib/first-intent.ts';
import { keepServerHead } from './shell/page-meta.tsx';
import { ApiError } from './api/api-error.ts';
import { reportError } from './lib/report-error.ts';
import { holdHydrationSnapshots } from './lib/create-store.ts';
import { holdClientValues, releaseClientValues } from './lib/use-client-value.ts';
import { dropEarlyReads } from './api/early-reads.ts';
import { hydrateAtServedAddress } from './lib/served-address.ts';
import { afterNextPaint, nextTask } from './lib/next-task.ts';
import { preloadModules } from './lib/preload-modules.ts';
import { prepareClassMerge } from '@rove/ui';
import './styles.css';

let appRouter: ReturnType<typeof createBrowserRouter> | undefined;

// The widgets a page loads after it shows (lib/app-ready.tsx afterFirstPage) wait for the first page.
const firstPageShown = holdUntilFirstPageShown();

/** The app's start, called once by the entry (entry.ts). */
export async function start() {
  // The modules' evaluation (React, the router, i18next, the shell) is one task; the start is another, so neither
  // keeps the page from answering input for long.
  await nextTask();
  reloadOnPreloadError();
  startAnalyticsIdentity();
  const match = matchRoute(window.location.pathname);
  const locale = match ? pageLocale(match.pathLocale, cookieLocale()) : localeOfUnknownPath(window.location.pathname, cookieLocale());
  const served = readServerState();
  // The full stylesheet applies when the page first shows a class whose rules the page did not bring
  // (lib/build/held-stylesheet.ts): those of its markup, and of the parts the server said it would draw later. Its
  // look through the page's markup and i18next's start below are each a few milliseconds of a phone's core (tens at
  // 4x CPU slowdown), as is the route table's first match above: each of the two has a task of its own after this one.
  const stylesheet = nextTask().then(() => applyHeldStylesheetWhenNeeded(document, served?.laterClasses));
  // tailwind-merge indexes its class groups at its first merge (ui's lib/cn.ts): in a task of its own while the page's
  // code is on its way, not in the page modules' evaluation or the first render, which are long enough.
  void nextTask().then(prepareClassMerge);
  // The page's words: those the server inlined (its render read them), else the page's namespaces, fetched
  // beside the session (the refresh cookie, or a kept external sign-in, becomes a session).
  const inlined = served?.locale === locale ? served.messages : undefined;
  // A page the server did not name (one the browser renders alone: a signed-in page) needs the route lists to find its
  // module: they, the page's module and its parent's start loading now, beside the words and the session, not after
  // them; the page's data starts as soon as the session is known (the route's loader), while its code still arrives.
  if (!served?.page && match) void loadRouteCode(match).catch(() => undefined);
  const words = (
    inlined || !match
      ? nextTask()
          .then(nextTask)
          .then(() => [])
      : namespacesOf(match.route.name)
  ).then((preload) => initI18n(locale, { preload, inlined }));
  const session = startSession();
  // Its data too (a page that names it: the page map's pageDataMap), once the session is known.
  if (!served?.page && match) startRouteData(match, window.location.href);
  // A page the server did not render, for a reader with a session (its hint cookie), is rendered afresh: the shell's
  // widgets it waits for before its first render start loading now too, beside the words and the session.
  const earlyWidgets = !served?.page && readCookie(cookies.sessionHint.name) ? loadWidgets(shellWidgets) : undefined;
  await Promise.all([words, session]);
  await nextTask();
  startFlagOverrides();
  // A hydrated page's router starts with the page on screen; the others are added as the reader reaches them
  // (discoverRoute). So does a page the browser renders alone (a signed-in page, /signin): React Router ranks and
  // compiles every pattern it is given (407, with the optional segments' variants), about 100 ms of one core here as
  // the router started. A public page the server rendered but the app renders afresh (a signed-in reader's listing)
  // starts with every route: a full e2e run lost a booking journey's address there with discovery (ad9efca).
  // A public page the server rendered (shell/server/entry-server.tsx) is hydrated when the browser sees what the server
  // saw: a signed-out visitor. A signed-in one gets the page rendered afresh (their header, their data).
  const hydrate = Boolean(served) && sessionStore.get().status !== 'authenticated';
  // The server wrote a rendered page's head (its title, description, alternates): the titles' code waits for the next.
  // A page the browser renders alone (not-found, a signed-in page) writes its own.
  if (served) keepServerHead();
  const discover = Boolean(match) && (hydrate || !served);
  const routes = discover && match ? buildRoutes([patternOf(match)]) : buildRoutes();
  const container = document.getElementById('root') as HTMLElement;
  let committed: () => void = () => {};
  const rendered = new Promise<void>((resolve) => {
    committed = resolve;
  });
  // The page's code comes first either way: hydrating needs it. A hydrated page's widgets keep their server HTML and
  // load at the reader's first intent (lib/first-intent.ts); a page rendered afresh loads them first, or it would show
  // its controls a moment later and move what is under the pointer.
  // A chunk that fails to load here (a stale build) is left to the route's own lazy part (the router loads it again
  // and reloads once).
  let releaseWidgets: () => void = () => {};
  if (hydrate) {
    // Every store's value now is the one the page's parts hydrate with, however late (lib/create-store.ts).
    holdHydrationSnapshots();
    // Values only the browser knows read as the server's until the hydration has committed, then change in a
    // transition (lib/use-client-value.ts).
    holdClientValues();
    void rendered.then(releaseClientValues);
    releaseWidgets = deferUntilFirstIntent();
    markWidgetsWaiting(served?.widgets ?? [], rendered);
    // A tap on a widget whose code is still on its way is replayed when it has arrived; one on a link of ours in it
    // (the header's navigation) goes through the router once it exists, as the link would.
    replayClicksUntil(
      widgetRunningAt,
      waitingWidgetRoots,
      window,
      (to) => {
        if (!appRouter || !routerTakes(to, window.location, (path) => matchRoute(path) !== null)) return false;
        void appRouter.navigate(to);
        return true;
      },
      rendered.then(renderedWidgetsLoaded),
    );
  }
  // A page rendered afresh also loads the shell's own widgets before its first render (its header and banners):
  // rendered without them, the header would come a moment later and push the page down under the reader's pointer.
  // The page's own widgets are declared by its module (its area's): their code loads once the module is here.
  const widgets = hydrate ? undefined : (earlyWidgets ?? loadWidgets(shellWidgets));
  const pageWidgets = () => (hydrate ? undefined : loadWidgets(served?.widgets ?? []));
  const pageCode = served
    ? Promise.all([loadMatchedRoute(routes, match, served.page).then(pageWidgets), widgets]).catch(() => undefined)
    : undefined;
  // A page the server rendered, or one hydrating, waits for its code before the router starts (hydrating needs it;
  // rendered afresh, its route then has its page). One the browser renders alone for a signed-in reader starts the
  // router at once: its loaders read the page's data beside the page's code and the shell's widgets, not after them
  // (issue 35); it renders once they are all here (below).
  if (served?.page || hydrate) await pageCode;
  // The page's modules were evaluated as they arrived: the router and the render start in a task of their own.
  await nextTask();
  // The page hydrates at the address the server rendered; back and forward meanwhile reach the router after.
  if (hydrate) hydrateAtServedAddress(served?.location, rendered);
  const router = createBrowserRouter(routes, {
    hydrationData: hydrate ? served?.router : undefined,
    patchRoutesOnNavigation: discover ? discoverRoute : undefined,
  });
  appRouter = router;
  // A page's chunk that fails to load reloads the page the reader was going to (lib/build/chunk-load.ts).
  setPendingTarget(() => {
    const going = router.state.navigation.location;
    return going ? going.pathname + going.search + going.hash : undefined;
  });
  // A navigation re-renders the shell and the page around the widgets still waiting for their code (the header reads
  // the location): React cannot update a boundary it has not hydrated, and would hold the next page back until that
  // code came, which only an input inside the widget brings. The first navigation loads every widget's code at once,
  // beside the next page's.
  if (hydrate) {
    const firstKey = router.state.location.key;
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle' && state.location.key === firstKey) return;
      stop();
      releaseWidgets();
    });
  }
  // The router has started the page's code and data; the shell's widgets have been loading beside them.
  await Promise.all([widgets, pageCode]).catch(() => undefined);
  // <html data-hydrated>: the page's own code runs (links, cards, hearts answer); <html data-app-ready>: its widgets
  // too, which on a hydrated page wait for an input inside each (journeys point at them: e2e/tests/app-ready.ts). A page
  // the browser renders alone is hydrated, and ready, once the page itself (not the shell's skeleton) has committed
  // with its data and widgets. The benchmark counts the scripts requested before the mark as the page's first load.
  const shown = hydrate ? rendered : rendered.then(pageShown).then(() => dataShown());
  void shown
    .then(() => {
      // The start script's early reads were the first page's: a later page asks afresh (api/early-reads.ts).
      dropEarlyReads();
      document.documentElement.dataset.hydrated = 'true';
      performance.mark('rove:hydrated');
      // What waits for the first page (its heavy widgets, the live channel, the head's words) starts once that page
      // is on screen, not in the frame that paints it: its code and requests came before the largest paint, and
      // delayed it (issue 35: the dashboard's trip photo painted about 100 ms after it was in the page).
      void afterNextPaint().then(firstPageShown);
      // The experiments call, the build checks and the toasts' code: once the browser is idle after a hydrated page
      // runs (a page the browser renders, once it is whole), in a chunk of their own. The page renders with the
      // current flags and the experiments' assignment lands when it answers.
      const later = () =>
        whenIdle(
          () =>
            void import('./shell/start-later.ts').then(
              ({ startLater }) => startLater(router),
              () => undefined,
            ),
        );
      if (hydrate) later();
      return renderedWidgetsLoaded().then(() => (hydrate ? undefined : later()));
    })
    .then(() =>
      setTimeout(() => {
        document.documentElement.dataset.appReady = 'true';
        performance.mark('rove:app-ready');
      }, 0),
    );
  // A page rendered afresh renders nothing before the full stylesheet's rules are in (it loads beside the code: by now,
  // as a rule). A hydrating page does not wait for it: it shows what the server sent, whose rules came inline.
  if (!hydrate) await stylesheet;
  // The first view's data the server sent: each data hook's fallback, not fetched again as it mounts (api/use-api.ts).
  setFirstViewData(hydrate ? (served?.swr ?? {}) : undefined);
  const app = (
    <StrictMode>
      <AppReady onReady={committed} />
      <RouterProvider router={router} onError={onRouteError} />
    </StrictMode>
  );
  // Hydrated, or rendered afresh, as a transition: React yields to the browser every few milliseconds instead of
  // working through the page in one long task, so the page answers sooner (input during a hydration is replayed once
  // the boundary it lands in hydrates). A page rendered afresh keeps what it shows (the shell's skeleton, or what the
  // server rendered) until React's first commit replaces it.
  if (hydrate) startTransition(() => void hydrateRoot(container, app, { onCaughtError }));
  else startTransition(() => createRoot(container, { onCaughtError }).render(app));
}

/**
 * An error a route's error boundary caught: a page whose subject does not exist (an unknown RV or post, 404) shows its
 * not-found page and is no fault to report; anything else is reported (and logged, as React would).
 */
function onCaughtError(error: unknown, info: { componentStack?: string }) {
  if (error instanceof ApiError && error.status === 404) return;
  reportError(error, { componentStack: info.componentStack });
}

/**
 * React Router's word on an error a route's boundary shows (without it, it logs every one to the console, a not-found
 * page's 404 too): an error thrown while rendering reaches onCaughtError above; a loader's is reported here, a 404
 * being no fault.
 */
const onRouteError: ClientOnErrorFunction = (error, info) => {
  if (info.errorInfo || (error instanceof ApiError && error.status === 404)) return;
  reportError(error, { route: info.pattern });
};

/** A page's chunk, its imports fetched beside it (as the build's own dynamic imports do), a few per task. */
function importPage({ file, imports }: NonNullable<ServerState['page']>): Promise<PageModule> {
  const page = import(/* @vite-ignore */ file) as Promise<PageModule>;
  void preloadModules(imports);
  return page;
}

/**
 * The lazy page module of the route on screen, loaded before hydrating (the server rendered it). The module is the one
 * the server named (`page`, with its imports), so the route lists wait for the first navigation; without it (or if it
 * fails to load) the route's own lazy part finds it. The shell (the root route) and the not-found route load nothing.
 */
async function loadMatchedRoute(routes: RouteObject[], match: RouteMatch | null, page: ServerState['page']): Promise<void> {
  const route = match ? pageRouteOf(routes, match) : undefined;
  if (!match || !route || typeof route.lazy !== 'function') return;
  const served = page
    ? await importPage(page).then(
        // A module without its page (a chunk the build merged and renamed) is found the route's own way.
        (module) => (typeof module.default === 'function' ? pageRoute(match.route, module.default) : undefined),
        () => undefined,
      )
    : undefined;
  Object.assign(route, served ?? (await route.lazy()));
  route.lazy = undefined;
}
