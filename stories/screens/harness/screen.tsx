// The screens' harness: one app page rendered at its route (a memory router, the route's table entry as its handle,
// as the app's router gives it), in the app's words in the story's language (the Locale toolbar), with a session
// (visitor, renter or host) and the API's answers given by the story, keyed by the URL the page fetches and each
// checked by the contract's schema (./answers.ts). Nothing reaches the network: SWR reads the story's answers, and
// `fetch` of an /api/ URL answers from them too; a URL the story did not give fails the story, naming it.
// It gives SWR a provider of its own (SWRConfig, which lint keeps to useApi and the test helpers otherwise): a fresh
// cache per story and the middleware that answers each key from the story.
import { FavouriteListSchema } from '@rove/contract';
import type { Decorator, Loader, Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, Suspense, useCallback, useMemo, useState } from 'react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router';
import { type Key, type Middleware, SWRConfig } from 'swr';
import { type SessionUser, sessionStore } from '../../../app/src/api/session-store.ts';
import { i18n, initI18n, loadNamespaces, setLocale } from '../../../app/src/i18n/i18n.ts';
import { pathFor, patternFor, type RouteParams, withQuery } from '../../../app/src/routes/path-for.ts';
import type { Locale } from '../../../app/src/routes/route-types.ts';
import { type RouteName, routeByName } from '../../../app/src/routes/table.ts';
import { type Answers, answer, typedAnswer } from './answers.ts';
import type { HostInsights } from '../../../app/src/host/insights-api.ts';

export type Session = 'visitor' | 'renter' | 'host';

/** The signed-in people of the screens: Camille rents, Jordan hosts (the threads and bookings name them too). */
export const people = {
  renter: { id: 501, email: 'camille.roy@example.com', firstName: 'Camille', isOwner: false, hasRv: false },
  host: { id: 301, email: 'jordan.lee@example.com', firstName: 'Jordan', isOwner: true, hasRv: true },
} as const satisfies Record<Exclude<Session, 'visitor'>, SessionUser>;

/**
 * What every signed-in page reads beside its own data (the header's count, after a thread is read; a host's tier; the
 * favourites, read whenever a session opens: a story's sign-in could read them as the next story began, which then
 * failed the Storybook check once for want of an answer): given to each story of that session, under the story's own
 * answers.
 */
const sessionAnswers: Record<Session, Answers> = {
  visitor: {},
  renter: {
    '/api/Message/user-pending-notifications-indicator': typedAnswer<Record<string, unknown>>()({ TotalInboxNotifications: 0 }),
    '/api/user-profiles/me/favourites': answer(FavouriteListSchema, []),
  },
  host: {
    '/api/Message/user-pending-notifications-indicator': typedAnswer<Record<string, unknown>>()({ TotalInboxNotifications: 2 }),
    '/api/user-profiles/me/favourites': answer(FavouriteListSchema, []),
    '/api/hosts/insights': typedAnswer<HostInsights>()({
      PerformanceTier: 'Good',
      TotalBookings: 38,
      CancelledByOwner: 0,
      ExpiredRequests: 1,
    }),
  },
};

export interface Screen {
  /** The route the page serves (its name in app/src/routes/table.ts). */
  route: RouteName;
  params?: RouteParams;
  query?: Record<string, string>;
  session: Session;
  /** What the API answers, keyed by the URL the page asks for (path and query). */
  answers: Answers;
  /** The page, when it is not the meta's component (a file showing a flow's pages: a request and its review). */
  page?: ComponentType;
  /**
   * The layout of the route the page nests in (the table's `parent`: a booking's pages in bookings/:id, whose layout
   * reads the booking and hands it to the page). Its loader does not run: the layout's data hook reads the answers.
   */
  layout?: ComponentType;
  /** The moment the screen is drawn at (default `screenNow`): "today", this year, what is past. */
  now?: string;
}

/** The screens' today: Wednesday 3 June 2026, 11:00 in the eastern US (the data's dates are around it). */
export const screenNow = '2026-06-03T15:00:00Z';

/**
 * The page's clock set to the story's moment (`new Date()` and `Date.now()`, still running from there; dates given
 * to the constructor are untouched), so that "this year", "today" and past days never move with the real date.
 * Returns the cleanup that puts the real clock back (Storybook runs it before the next story).
 */
function fixClock(now: string): () => void {
  const RealDate = Date;
  const offset = RealDate.parse(now) - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** The two widths every screen is drawn at (Storybook's viewport global; the visual test takes each at its width). */
export const screenViewports = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1366 px)', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
} as const;
export type ScreenWidth = keyof typeof screenViewports;

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'fr' ? 'fr' : 'en');

/** The app's words in the story's language, loaded before the story renders (every namespace, as tools expect). */
const loadWords: Loader = async (context) => {
  const locale = localeOf(context.globals);
  if (!i18n.isInitialized) await initI18n(locale);
  else await setLocale(locale);
  // The content pages' words too (they load them on first use): the screen renders at once.
  await loadNamespaces(['content', 'legal']);
};

/** The URL an SWR key reads: the app's keys are a path, or [path, language]. */
function urlOfKey(key: Key): string | undefined {
  const resolved = typeof key === 'function' ? (key as () => unknown)() : key;
  if (typeof resolved === 'string') return resolved;
  if (Array.isArray(resolved) && typeof resolved[0] === 'string') return resolved[0];
  return undefined;
}

/** SWR's middleware: each key the page reads answers from the story, never fetched; a key not given is reported. */
function storyAnswers(answers: Answers, onMissing: (problem: string) => void): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const url = urlOfKey(key);
    const missing = url !== undefined && !(url in answers);
    useEffect(() => {
      if (missing) onMissing(`no answer for ${url} (add it to the story's answers)`);
    }, [missing, url]);
    if (url === undefined || missing) return useSWRNext(missing ? null : key, fetcher, config);
    return useSWRNext(key, fetcher, {
      ...config,
      fallbackData: answers[url].value as never,
      revalidateOnMount: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
  };
}

// `fetch` of the API during a story (a call outside SWR: a thread marked read, a loader): a GET answers from the
// story's answers (a URL not given is an error on the console, which fails the Storybook check, and a rejection), any
// other method is accepted with no content. Other URLs (the preview's own modules) go through untouched.
let current: Answers = {};
let installed = false;
function installFetch(): void {
  if (installed) return;
  installed = true;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (!url.pathname.startsWith('/api/')) return original(input, init);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') return Promise.resolve(new Response(null, { status: 204 }));
    const given = current[`${url.pathname}${url.search}`];
    if (!given) {
      const message = `The story gives no answer for GET ${url.pathname}${url.search}`;
      console.error(message);
      return Promise.reject(new Error(message));
    }
    return Promise.resolve(Response.json(given.value));
  };
}

/** Reports an error the page threw while rendering (React Router would otherwise draw its own error page). */
function RouteFailure({ onFailure }: { onFailure: (what: string) => void }) {
  const error = useRouteError();
  useEffect(() => onFailure(`the page threw ${error instanceof Error ? error.message : JSON.stringify(error)}`), [error, onFailure]);
  return null;
}

/** Reports the URL a page navigated to that the story's single route does not serve. */
function Unmatched({ route, onUnmatched }: { route: RouteName; onUnmatched: (what: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onUnmatched(`the page went to ${pathname}${search}, which is not ${route}`), [pathname, search, route, onUnmatched]);
  return null;
}

function ScreenHarness({ screen, locale, Page }: { screen: Screen; locale: Locale; Page: ComponentType }) {
  const [missing, setMissing] = useState<string[]>([]);
  const onMissing = useCallback((problem: string) => setMissing((list) => (list.includes(problem) ? list : [...list, problem])), []);
  const router = useMemo(() => {
    const route = routeByName(screen.route);
    const handle = { route, pathLocale: route.path.fr ? locale : undefined };
    const pattern = patternFor(route, locale);
    const errorElement = <RouteFailure onFailure={onMissing} />;
    const page = { path: pattern, element: <Page />, handle, errorElement };
    if (route.parent && !screen.layout) throw new Error(`${screen.route} nests in ${route.parent}: give the story its layout`);
    const Layout = screen.layout;
    // As the app's router nests it: the parent's pattern, its layout, the page at the rest of its pattern (or as its index).
    const parentPattern = route.parent ? patternFor(routeByName(route.parent as RouteName), locale) : undefined;
    const nested =
      Layout && parentPattern
        ? {
            path: parentPattern,
            element: <Layout />,
            errorElement,
            children: [
              pattern === parentPattern
                ? { index: true, element: <Page />, handle, errorElement }
                : { ...page, path: pattern.slice(parentPattern.length + 1) },
            ],
          }
        : Layout
          ? { path: pattern, element: <Layout />, errorElement, children: [{ index: true, element: <Page />, handle, errorElement }] }
          : page;
    return createMemoryRouter(
      [
        nested,
        // The page went elsewhere (a guard, a redirect): the story fails rather than drawing nothing.
        { path: '*', element: <Unmatched route={screen.route} onUnmatched={onMissing} /> },
      ],
      { initialEntries: [withQuery(pathFor(screen.route, screen.params, locale), screen.query ?? {})] },
    );
  }, [screen, locale, Page, onMissing]);
  const swr = useMemo(
    () => ({
      provider: () => new Map(),
      use: [storyAnswers({ ...sessionAnswers[screen.session], ...screen.answers }, onMissing)],
      fetcher: (key: string) => Promise.reject(new Error(`The story gives no answer for ${key}`)),
      revalidateOnMount: false,
      shouldRetryOnError: false,
    }),
    [screen, onMissing],
  );
  // A loud failure, outside the router's own error boundary: the story errors and its test fails.
  if (missing.length) throw new Error(`The story cannot draw its screen: ${missing.join('; ')}`);
  return (
    <SWRConfig value={swr}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </SWRConfig>
  );
}

/** Renders the page of `screen` (its parameters) with the session and answers it names. */
const withScreen: Decorator = (_Story, context) => {
  const given = context.parameters.screen as Screen | undefined;
  if (!given) throw new Error('A screen story needs parameters.screen');

  const locale = localeOf(context.globals);
  current = { ...sessionAnswers[given.session], ...given.answers };
  installFetch();
  const user = given.session === 'visitor' ? null : people[given.session];
  if (sessionStore.get().user !== user) {
    sessionStore.set(
      user
        ? { status: 'authenticated', user, accessToken: `story-${user.id}` }
        : { status: 'unauthenticated', user: null, accessToken: null },
    );
  }
  return (
    <ScreenHarness
      screen={given}
      locale={locale}
      Page={given.page ?? (context.component as ComponentType)}
      key={`${context.id}-${locale}`}
    />
  );
};

/**
 * What every screen's meta shares: the harness and the two viewports. Each file's default export is a literal
 * Storybook can index: `{ title: 'Screens/<Area>/<Name>', component: Page, tags: ['!autodocs', 'visual'], ...screenMeta }`
 * (the area, then the screen's name in the product; no docs page; a visual reference for every story).
 */
export const screenMeta = {
  decorators: [withScreen],
  loaders: [loadWords],
  beforeEach: (context) => fixClock((context.parameters.screen as Screen | undefined)?.now ?? screenNow),
  parameters: { layout: 'fullscreen', frame: 'bare', viewport: { options: screenViewports } },
} satisfies Meta;

/** One story of a screen at one width in one language. */
export function screenStory(screen: Screen, width: ScreenWidth, locale: Locale): StoryObj {
  return {
    // Chromatic takes it once, as it is (the preview's modes would add the dark theme the app does not have).
    parameters: { screen, chromatic: { modes: { [`${width} ${locale}`]: { viewport: width, locale, theme: 'light' } } } },
    globals: { locale, viewport: { value: width, isRotated: false } },
  };
}
