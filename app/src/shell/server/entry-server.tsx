// The server's part of the app, built with `vite build --ssr` into app/dist-ssr: the server runs by Node type
// stripping and imports this bundle, never the TSX. headFor() writes every page's head; render() renders a public
// page's body with React Router's static handler over the same routes as the browser (shell/router/build-routes.tsx).
import type { Currency } from '@rove/contract';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { setServerFetch } from '../../api/api-fetch.ts';
import { cookies } from '@rove/contract/cookies';
import { parseCookies, serializeCookie, setServerCookieSource } from '../../lib/cookies.ts';
import { setServerUserAgentSource } from '../../lib/native/platform.ts';
import { currencyStore } from '../../i18n/preferences-store.ts';
import { serverReadNamespaces } from '../../i18n/content-namespaces.ts';
import { AppReady } from '../../lib/app-ready.tsx';
import { loadAllWidgets, serverRenderedWidgets } from '../../lib/lazy-widgets.tsx';
import { serverMetaOverride } from '../../i18n/meta-override-state.ts';
import type { MetaOverride } from '../../i18n/meta.ts';
import { errorFacts } from '../../routes/route-error.ts';
import { i18n, namespaces } from '../../i18n/i18n.ts';
import { buildRoutes, patternOf } from '../router/build-routes.tsx';
import { pageFor } from '../router/page-map.ts';
import { matchRoute, type RouteMatch } from '../../routes/path-for.ts';
import type { Locale } from '../../routes/route-types.ts';
import { headFor as routeHeadFor, localeToRecord, type ServerHead } from './head.ts';
import stylesheet from 'virtual:rove-critical-css';
import { classesOf, criticalStyle, varsOf } from './critical-css.ts';
import { isServerRendered } from './public-pages.ts';
import { freshData } from '../../api/fresh-data.ts';
import { type PageChunk, serverStateId } from './server-state.ts';

export { pageStatus } from './page-status.ts';

/**
 * A page's head with its critical CSS (critical-css.ts): the rules of the classes its body uses (with the template's:
 * index.html's first skeleton), the stylesheet itself being a cached file linked at the end of the body.
 */
function withCriticalCss(head: ServerHead, bodyHtml: string): ServerHead {
  if (!stylesheet) return head;
  const classes = classesOf(bodyHtml);
  for (const name of stylesheet.templateClasses) classes.add(name);
  return { ...head, html: `${head.html}\n    ${criticalStyle(stylesheet.index, classes, varsOf(bodyHtml))}` };
}

/** The head of a page the browser renders alone (the route's tags) with the critical CSS of the app's first skeleton. */
export function headFor(url: string, cookieHeader?: string | null): ServerHead {
  return withCriticalCss(routeHeadFor(url, cookieHeader), '');
}

const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', { import: 'default', eager: true });

function catalogue(locale: Locale): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const ns of [...namespaces, 'content', 'legal']) out[ns] = catalogueFiles[`../../../../locales/${locale}/${ns}.json`] ?? {};
  return out;
}

const noop = () => {};

let ready: Promise<unknown> | undefined;
/** The app's i18next instance, with both languages (a request renders with its own clone, in its language). */
function initServerI18n() {
  ready ??= initCatalogues();
  return ready;
}

async function initCatalogues() {
  await i18n.init({
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
  noteNamespacesRead(i18n);
}

/** The Set-Cookie value of the locale cookie a page writes (head.ts: localeToRecord), if any. */
export function localeSetCookie(url: string, cookieHeader?: string | null): string | undefined {
  const locale = localeToRecord(url, cookieHeader);
  return locale ? serializeCookie(cookies.locale.name, locale, cookies.locale.maxAge) : undefined;
}

/** Whether the route table serves this path; the server answers 404 for the others. */
export function isKnownPath(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

export interface RenderedPage {
  /** The body's HTML inside #root. */
  html: string;
  /** Scripts for the head: the router's hydration data, the first view's SWR data. */
  state: string;
  status: number;
  /** The page's head: the route's, refined by what the page said about itself (a listing's name). */
  head: ServerHead;
}

/** A JSON value safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface RenderOptions {
  cookieHeader?: string | null;
  userAgent?: string | null;
  /** The API, called in-process by the server for the first view's data (apiFetch goes through it). */
  fetch?: typeof fetch;
  /**
   * The built chunk of a module (by its source path, as the build's manifest keys it) and the chunks it imports that
   * the entry does not already load (file names, without the leading slash): the page's are named for the browser.
   */
  chunkOf?: (source: string) => PageChunk | undefined;
}

type Load = () => Promise<unknown>;

/** The request a render belongs to: what the app's modules read on the server (cookies, user agent, API calls). */
interface RequestScope {
  cookies: Record<string, string>;
  userAgent: string;
  fetch?: typeof fetch;
}
const scope = new AsyncLocalStorage<RequestScope>();
// Renders run side by side: each reads its own request's cookies, user agent and API through the scope it runs in.
setServerCookieSource(() => scope.getStore()?.cookies ?? {});
setServerUserAgentSource(() => scope.getStore()?.userAgent ?? '');
setServerFetch(((input, init) => {
  const own = scope.getStore()?.fetch;
  if (!own) return Promise.reject(new Error('No API for this server render'));
  return own(input, init);
}) as typeof fetch);

/** An SWR middleware that notes every key the render asks for, with the fetch that answers it. */
function recordKeys(loads: Map<string, Load>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const fetch = fetcher ?? config.fetcher;
    const serialized = unstable_serialize(key);
    if (serialized && fetch && !loads.has(serialized)) loads.set(serialized, async () => fetch(key));
    return useSWRNext(key, fetcher, config);
  };
}

/** A failed server render, with the route it was rendering (the server logs both and sends the app's shell). */
export class ServerRenderError extends Error {
  readonly route: string;
  constructor(route: string, cause: unknown) {
    super(`Server render of ${route} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ServerRenderError';
    this.route = route;
  }
}

/**
 * The public page at `url`, rendered, or undefined for pages the browser renders alone (signed-in pages, redirects,
 * errors). The first view's data is fetched the way the page asks for it: a render notes the SWR keys it reads, the
 * server answers them, and the page renders again with them as SWR's fallback (twice at most, for data that needs
 * data). The same data and the router's state are inlined for hydration. Renders of different requests run side by
 * side (each in its request's scope); a failure rejects with a ServerRenderError naming the route.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url);
  const match = matchRoute(pathname);
  if (!match || !isServerRendered(match.route.name)) return undefined;
  const request: RequestScope = {
    cookies: parseCookies(options.cookieHeader ?? ''),
    userAgent: options.userAgent ?? '',
    fetch: options.fetch,
  };
  try {
    return await scope.run(request, () => renderNow(url, options, match));
  } catch (error) {
    throw new ServerRenderError(match.route.name, error);
  }
}

async function renderNow(url: string, options: RenderOptions, match: RouteMatch): Promise<RenderedPage | undefined> {
  const routeName = match.route.name;
  await initServerI18n();
  const locale = routeHeadFor(url, options.cookieHeader).locale;
  // The matched page's route only, as the browser starts (main.tsx): the router need not rank every pattern.
  const handler = createStaticHandler(buildRoutes([patternOf(match)]));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
  // The widgets known by now (the shell's, and the page's, which its module declared as the query loaded it), whole.
  await loadAllWidgets();
  const t = i18n.cloneInstance({ lng: locale, initAsync: false });
  const read = new Set<string>();
  const fallback: Record<string, unknown> = {};
  const failed = new Set<string>();
  // A page whose subject the API does not have (an unknown RV, post or author: 404) is sent as a 404 too.
  let status = 200;
  let html = '';
  // What the last render noted (module state written during the synchronous render, read at once after it).
  let readNamespaces: string[] = [];
  let widgets: string[] = [];
  let override: MetaOverride | null = null;
  for (let pass = 0; pass < 3; pass++) {
    const loads = new Map<string, Load>();
    serverReadNamespaces.clear();
    serverRenderedWidgets.clear();
    serverMetaOverride.current = null;
    read.clear();
    // The display currency is a store the first view reads: the request's while it renders.
    currencyStore.set(readCurrency(options.cookieHeader));
    const router = createStaticRouter(handler.dataRoutes, context);
    // Renders run side by side, but each renderToString is synchronous: the lookups noted are this one's.
    readDuringRender = read;
    html = renderToString(
      <StrictMode>
        <I18nextProvider i18n={t}>
          <AppReady onReady={noop} />
          <SWRConfig value={{ fallback, use: [recordKeys(loads), freshData(new Set(Object.keys(fallback)), { once: false })] }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SWRConfig>
        </I18nextProvider>
      </StrictMode>,
    );
    readDuringRender = undefined;
    readNamespaces = [...serverReadNamespaces];
    widgets = [...serverRenderedWidgets];
    override = serverMetaOverride.current;
    const missing = [...loads].filter(([key]) => !(key in fallback) && !failed.has(key));
    if (!missing.length || !options.fetch) break;
    await Promise.all(
      missing.map(async ([key, load]) => {
        try {
          fallback[key] = await load();
        } catch (error) {
          failed.add(key);
          if (errorFacts(error).status === 404) status = 404;
        }
      }),
    );
  }
  // The words the page read (every namespace its render looked a key up in), for the browser to hydrate with.
  const used = new Set(['common', ...read, ...readNamespaces]);
  const messages = Object.fromEntries([...used].map((ns) => [ns, t.getResourceBundle(locale, ns)]));
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  // Data, not code (the content security policy allows no inline script): main.tsx reads it before hydrating.
  // The page's own chunk and what it imports: the browser loads them with the entry's code, hydrating without the
  // route lists (which load at the first navigation). Not preloaded from the head: they would compete with the
  // page's largest image and fonts, which the reader sees first.
  const source = pageFor(routeName).source;
  const chunk = source ? options.chunkOf?.(source) : undefined;
  const page = chunk ? { file: `/${chunk.file}`, imports: chunk.imports.map((file) => `/${file}`) } : undefined;
  const state = `<script type="application/json" id="${serverStateId}">${scriptJson({ router: hydration, swr: fallback, messages, locale, widgets, page })}</script>`;
  return { html, state, status, head: withCriticalCss(routeHeadFor(url, options.cookieHeader, override), html) };
}

// The namespaces of every key looked up during the renderToString under way (synchronous, so one at a time). i18next's
// resource store is shared by the request clones; its lookups are wrapped once.
let readDuringRender: Set<string> | undefined;
type LookUp = (lng: string, ns: string, ...rest: unknown[]) => unknown;
function noteNamespacesRead(instance: typeof i18n) {
  const store = instance.services.resourceStore as unknown as { getResource: LookUp };
  const original = store.getResource;
  store.getResource = function (this: unknown, lng, ns, ...rest) {
    readDuringRender?.add(ns);
    return original.call(this, lng, ns, ...rest);
  };
}

function readCurrency(cookieHeader: string | null | undefined): Currency {
  return parseCookies(cookieHeader ?? '')[cookies.currency.name] === 'CAD' ? 'CAD' : 'USD';
}
