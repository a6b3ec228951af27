// The frame every page lives in: picks the layout from the matched route (blank in a web view), shows the
// maintenance page when the flag is on, and hosts the header, banners, footer, modal queue and toasts.
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation, useNavigationType, useParams } from 'react-router';
import { ModalQueueProvider, shouldShowDevTools, ToastQueueProvider, UiProvider } from '@rove/ui';
import { environmentName } from '../lib/environment.ts';
import { moneyLocale } from '../i18n/format.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../lib/cookies.ts';
import { currentUserAgent, isWebView, resolvePlatform } from '../lib/native/platform.ts';
import { showsMaintenance } from './maintenance.ts';
import { recordCommittedPath } from './router/navigation-history.ts';
import type { LayoutName, RouteDefinition } from '../routes/route-types.ts';
import { useFlags } from './flags/flags-store.ts';
import { useCurrency } from '../i18n/preferences-store.ts';
import { MaintenanceView } from './maintenance-view.tsx';
import { modalQueue, modalRegistry, toastQueue } from './modal-registry.tsx';
import { sessionStore } from '../api/session-store.ts';
import {
  LazyHostMode,
  LazyShellBanners,
  LazySignupPrompt,
  LazySiteFooter as SiteFooter,
  LazySiteHeader as SiteHeader,
} from './shell-widgets.ts';
import { isHostModePage, showsHostTabBar } from '../routes/host-nav.ts';
import { keepFocusClearOfBars } from './focus-clear-of-bars.ts';
import { announcesNavigation, focusPlace, movesFocusToMain, titleToAnnounce } from './route-focus.ts';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { afterFirstPage, mainBusy } from '../lib/app-ready.tsx';
import { useLocale } from '../routes/use-locale-path.ts';

export function layoutFor(route: RouteDefinition | undefined, webView: boolean): LayoutName {
  return webView ? 'blank' : (route?.layout ?? 'default');
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-toast rounded-md bg-surface px-4 py-2 font-semibold text-primary shadow-md focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('header.skipToContent')}
    </a>
  );
}

/**
 * After a navigation to another page: focus moves to the main region unless the page or a dialog holds it, and the
 * page's title is said in a polite live region once the page has shown (route-focus.ts). Its effect runs after the
 * page's own (a field it focused counts as the page's), before the page's title is written (page-meta.tsx writes it once
 * the titles' code is here, a listing or a blog post its own once its data is): the title is read every 125 ms until
 * it can be said. A replaced entry or a change of the query meanwhile (the host's address rewritten, a trip's dates)
 * does not stop it; the next page does.
 */
function RouteFocus() {
  const { pathname } = useLocation();
  const kind = useNavigationType();
  const from = useRef<string | undefined>(undefined);
  const region = useRef<HTMLParagraphElement>(null);
  // The title the reader last heard of (the first page's at first), and the announcement under way.
  const heard = useRef<string | undefined>(undefined);
  const pending = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(pending.current), []);
  useEffect(() => {
    const fromPath = from.current;
    from.current = pathname;
    heard.current ??= document.title;
    if (!announcesNavigation(fromPath, pathname, kind)) return;
    const main = document.getElementById('main');
    if (movesFocusToMain(focusPlace(document.activeElement, main, document.body))) main?.focus({ preventScroll: true });
    clearInterval(pending.current);
    const previousTitle = heard.current;
    const started = Date.now();
    let seen = document.title;
    let seenSince = started;
    pending.current = setInterval(() => {
      const now = Date.now();
      const title = document.title;
      if (title !== seen) {
        seen = title;
        seenSince = now;
      }
      const said = titleToAnnounce({ title, busy: mainBusy() }, previousTitle, now - seenSince, now - started);
      if (said === undefined) return;
      clearInterval(pending.current);
      heard.current = said;
      // Written, not rendered: no render of the shell for it.
      if (region.current) region.current.textContent = said;
    }, 125);
  }, [pathname, kind]);
  return <p ref={region} aria-live="polite" aria-atomic="true" className="sr-only" data-slot="route-announcer" />;
}

/** False until `now` is first true, then true for good: a part loaded on first use stays mounted. */
function useOnceTrue(now: boolean): boolean {
  const [once, setOnce] = useState(false);
  if (now && !once) setOnce(true);
  return once || now;
}

// The modal host and the Dialog primitive under it load when the first modal is queued, not with every page.
const ModalHost = lazy(() => import('@rove/ui/widgets/modal-queue').then((m) => ({ default: m.ModalHost })));

function LazyModalHost() {
  const visible = useSyncExternalStore(
    modalQueue.subscribe,
    () => modalQueue.getState().isVisible,
    () => false,
  );
  // Once loaded, the host stays mounted (its dialog's focus return, the next modal at once).
  if (!useOnceTrue(visible)) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}

// The navigation bar's code loads with the first navigation: no page shows it as it loads (server and browser both
// render nothing until then, so hydration matches).
const LoadingBar = lazy(() => import('@rove/ui/components/loading-bar').then((m) => ({ default: m.LoadingBar })));

function LazyLoadingBar({ loading }: { loading: boolean }) {
  // Once a navigation started, the bar stays mounted (it finishes its run when the navigation ends).
  if (!useOnceTrue(loading)) return null;
  return (
    <Suspense fallback={null}>
      <LoadingBar loading={loading} />
    </Suspense>
  );
}

// The developer tools (outside production, with the experiment-override cookie): their code loads only where they show.
const DevTools = lazy(() => import('./dev-tools.tsx').then((m) => ({ default: m.DevTools })));

function LazyDevTools() {
  const shows = shouldShowDevTools({
    environment: environmentName(),
    hasExperimentOverrideCookie: Boolean(readCookie(cookies.experimentOverrides.name)),
  });
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <DevTools />
    </Suspense>
  );
}

export function AppShell() {
  const route = useCurrentRoute();
  const location = useLocation();
  const navigation = useNavigation();
  const flags = useFlags();
  const locale = useLocale();
  const currency = useCurrency();
  const platform = resolvePlatform(readCookie(cookies.platform.name), currentUserAgent());
  const layout = layoutFor(route, isWebView(platform));
  const options = route?.options ?? {};
  // Host mode (issue 38): a dashboard page under /host has the host's header and, on narrow screens, a tab bar.
  const params = useParams();
  const hostMode = isHostModePage(route, params.dashboard);
  const tabBar = hostMode && showsHostTabBar(route?.name);

  // Messages and the unread count arrive live while signed in (server-sent events). The channel's code loads when a
  // session first exists (a visitor's pages never need it), once the first page has shown.
  useEffect(() => {
    let active = true;
    let loading = false;
    let stop: (() => void) | undefined;
    const start = () => {
      if (loading || sessionStore.get().status !== 'authenticated') return;
      loading = true;
      void afterFirstPage()
        .then(() => import('./live-channel.ts'))
        .then((channel) => {
          if (active) stop = channel.startLiveChannel();
        });
    };
    start();
    const unsubscribe = sessionStore.subscribe(start);
    return () => {
      active = false;
      unsubscribe();
      stop?.();
    };
  }, []);

  useEffect(() => keepFocusClearOfBars(), []);

  useEffect(() => {
    recordCommittedPath(location.pathname + location.search);
  }, [location.pathname, location.search]);

  // Pages flagged scrollToTop start at the top when the path changes (not on query-only changes or anchors).
  const scrolledFor = useRef(location.pathname);
  useEffect(() => {
    if (scrolledFor.current === location.pathname) return;
    scrolledFor.current = location.pathname;
    if (options.scrollToTop && !location.hash) window.scrollTo({ top: 0 });
  }, [location.pathname, options.scrollToTop, location.hash]);

  const uiLocale = moneyLocale(locale, currency);
  const loading = navigation.state !== 'idle';

  if (showsMaintenance(flags.maintenanceMode, route?.name)) {
    return (
      <UiProvider locale={uiLocale}>
        <MaintenanceView />
      </UiProvider>
    );
  }

  return (
    <UiProvider locale={uiLocale}>
      <ModalQueueProvider registry={modalRegistry} store={modalQueue} locationKey={location.key}>
        <ToastQueueProvider queue={toastQueue}>
          <LazyLoadingBar loading={loading} />
          <div aria-busy={loading} data-navigation-state={navigation.state} className="contents">
            {layout === 'blank' ? (
              <main id="main" tabIndex={-1} className="outline-none">
                <Outlet />
              </main>
            ) : (
              // Host mode keeps room for its tab bar at the bottom of narrow screens, below the footer too.
              <div
                className={
                  tabBar ? 'flex min-h-dvh flex-col pb-[calc(4.5rem+env(safe-area-inset-bottom))] xl:pb-0' : 'flex min-h-dvh flex-col'
                }
              >
                <SkipLink />
                {layout === 'minimal' ? (
                  <SiteHeader options={{ ...options, hideSearchForm: true }} hostMode={hostMode} routeName={route?.name} />
                ) : (
                  <SiteHeader options={options} sticky={layout !== 'static-header'} hostMode={hostMode} routeName={route?.name} />
                )}
                <LazyShellBanners
                  platform={platform}
                  hiddenByPage={Boolean(options.hideAppDownloadBanner)}
                  routeName={route?.name}
                  pageShowsSuspended={Boolean(options.suspendedBanner)}
                  canadian={currency === 'CAD'}
                />
                {hostMode ? <LazyHostMode routeName={route?.name} tabBar={tabBar} /> : null}
                <main id="main" tabIndex={-1} className="flex-1 outline-none">
                  <Outlet />
                </main>
                {options.hideFooter || layout === 'minimal' ? null : <SiteFooter />}
                <LazySignupPrompt routeName={route?.name} />
              </div>
            )}
            <RouteFocus />
            <LazyModalHost />
            <LazyDevTools />
          </div>
        </ToastQueueProvider>
      </ModalQueueProvider>
    </UiProvider>
  );
}
