// The server's part of the app, built with `vite build --ssr` into app/dist-ssr: the server runs by Node type
// stripping and imports this bundle, never the TSX. headFor() writes every page's head; render() renders a public
// page's body with React Router's static handler over the same routes as the browser (routes/build-routes.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { setServerFetch } from '../api/api-fetch.ts';
import { cookieNames, parseCookies, setServerCookies } from '../lib/cookies.ts';
import { setServerUserAgent } from '../native/platform.ts';
import { currencyStore } from '../state/preferences-store.ts';
import { serverReadNamespaces } from '../content/namespaces.ts';
import { AppReady } from '../lib/app-ready.tsx';
import { loadAllWidgets } from '../lib/lazy-widgets.tsx';
import { i18n, namespaces } from '../i18n/i18n.ts';
import { buildRoutes } from '../routes/build-routes.tsx';
import { matchRoute } from '../routes/path-for.ts';
import type { Locale } from '../routes/route-types.ts';
import { headFor } from './head.ts';
import { isServerRendered } from './public-pages.ts';
import { serverStateId } from './server-state.ts';

export { headFor } from './head.ts';

const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', { import: 'default', eager: true });

function catalogue(locale: Locale): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const ns of [...namespaces, 'content', 'legal']) out[ns] = catalogueFiles[`../../../locales/${locale}/${ns}.json`] ?? {};
  return out;
}

const noop = () => {};

let ready: Promise<unknown> | undefined;
/** The app's i18next instance, with both languages (a request renders with its own clone, in its language). */
function initServerI18n() {
  ready ??= Promise.all([loadAllWidgets(), initCatalogues()]);
  return ready;
}

function initCatalogues() {
  return i18n.init({
    lng: 'en',
    fallbackLng: false,
    supportedLngs: ['en', 'fr'],
    ns: [...namespaces, 'content', 'legal'],
    defaultNS: 'common',
    resources: { en: catalogue('en'), fr: catalogue('fr') },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

export interface RenderedPage {
  /** The body's HTML inside #root. */
  html: string;
  /** Scripts for the head: the router's hydration data, the first view's SWR data. */
  state: string;
  status: number;
}

/** A JSON value safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface RenderOptions {
  cookieHeader?: string | null;
  userAgent?: string | null;
  /** The API, called in-process by the server for the first view's data (apiFetch goes through it). */
  fetch?: typeof fetch;
}

type Load = () => Promise<unknown>;

// Renders read request state kept in modules (cookies, user agent, currency): one render at a time.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** An SWR middleware that notes every key the render asks for, with the fetch that answers it. */
function recordKeys(loads: Map<string, Load>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const fetch = fetcher ?? config.fetcher;
    const serialized = unstable_serialize(key);
    if (serialized && fetch && !loads.has(serialized)) loads.set(serialized, async () => fetch(key));
    return useSWRNext(key, fetcher, config);
  };
}

/**
 * The public page at `url`, rendered, or undefined for pages the browser renders alone (signed-in pages, redirects,
 * errors). The first view's data is fetched the way the page asks for it: a render notes the SWR keys it reads, the
 * server answers them, and the page renders again with them as SWR's fallback (twice at most, for data that needs
 * data). The same data and the router's state are inlined for hydration.
 */
export function render(url: string, options: RenderOptions = {}): Promise<RenderedPage | undefined> {
  return oneAtATime(() => renderNow(url, options));
}

async function renderNow(url: string, options: RenderOptions): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url);
  const match = matchRoute(pathname);
  if (!match || !isServerRendered(match.route.name)) return undefined;
  await initServerI18n();
  const locale = headFor(url, options.cookieHeader).locale;
  const handler = createStaticHandler(buildRoutes());
  setServerCookies(options.cookieHeader);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
  const t = i18n.cloneInstance({ lng: locale, initAsync: false });
  const fallback: Record<string, unknown> = {};
  const failed = new Set<string>();
  let html = '';
  for (let pass = 0; pass < 3; pass++) {
    const loads = new Map<string, Load>();
    // Module state the first view reads (cookies, user agent, display currency) is the request's while it renders.
    setServerCookies(options.cookieHeader);
    serverReadNamespaces.clear();
    setServerUserAgent(options.userAgent);
    currencyStore.set(readCurrency(options.cookieHeader));
    const router = createStaticRouter(handler.dataRoutes, context);
    html = renderToString(
      <StrictMode>
        <I18nextProvider i18n={t}>
          <AppReady onReady={noop} />
          <SWRConfig value={{ fallback, use: [recordKeys(loads)] }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SWRConfig>
        </I18nextProvider>
      </StrictMode>,
    );
    setServerCookies(undefined);
    const missing = [...loads].filter(([key]) => !(key in fallback) && !failed.has(key));
    if (!missing.length || !options.fetch) break;
    setServerFetch(options.fetch);
    await Promise.all(
      missing.map(async ([key, load]) => {
        try {
          fallback[key] = await load();
        } catch {
          failed.add(key);
        }
      }),
    );
  }
  // The page's own words beyond the catalogue every page loads (the content pages'), for the browser to hydrate with.
  const messages = Object.fromEntries([...serverReadNamespaces].map((ns) => [ns, t.getResourceBundle(locale, ns)]));
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  // Data, not code (the content security policy allows no inline script): main.tsx reads it before hydrating.
  const state = `<script type="application/json" id="${serverStateId}">${scriptJson({ router: hydration, swr: fallback, messages })}</script>`;
  return { html, state, status: 200 };
}

function readCurrency(cookieHeader: string | null | undefined): 'USD' | 'CAD' {
  return parseCookies(cookieHeader ?? '')[cookieNames.currency] === 'CAD' ? 'CAD' : 'USD';
}
