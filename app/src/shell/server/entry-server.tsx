// The server's part of the app, built with `vite build --ssr` into app/dist-ssr: the server runs by Node type
// stripping and imports this bundle, never the TSX. headFor() writes every page's head; render() renders a public
// page's body with React Router's static handler over the same routes as the browser (shell/router/build-routes.tsx).
// Longer than 400 lines: one render's whole path (its scope, words, data that suspends, the stream, the state for
// hydration) reads in one place; split, each part would need the render's scope handed across files.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable, Writable } from 'node:stream';
import { StrictMode, use } from 'react';
import { type PipeableStream, renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { setServerFetch } from '../../api/api-fetch.ts';
import { cookies } from '@rove/contract/cookies';
import { parseCookies, serializeCookie, setServerCookieSource } from '../../lib/cookies.ts';
import { setServerUserAgentSource } from '../../lib/native/platform.ts';
import { type ServerRenderSlots, setServerRenderSlots } from '../../lib/server-render-scope.ts';
import { serverReadNamespaces } from '../../i18n/content-namespaces.ts';
import { AppReady } from '../../lib/app-ready.tsx';
import { loadAllWidgets, serverRenderedWidgets } from '../../lib/lazy-widgets.tsx';
import { serverLaterClasses } from '../../lib/later-classes.ts';
import { serverMetaOverride } from '../../i18n/meta-override-state.ts';
import { errorFacts } from '../../routes/route-error.ts';
import { addFormatters, i18n, namespaces } from '../../i18n/i18n.ts';
import { dropUnresolvedAriaReferences } from './aria-references.ts';
import { buildRoutes, patternOf } from '../router/build-routes.tsx';
import { pageFor } from '../router/page-map.ts';
import { matchRoute, type RouteMatch } from '../../routes/path-for.ts';
import type { Locale } from '../../routes/route-types.ts';
import { escapeHtml, headFor as routeHeadFor, localeCookieOf, localeToRecord, type ServerHead } from './head.ts';
import stylesheet from 'virtual:rove-critical-css';
import { asByteText, criticalStyleOfMarkup, varsOf } from './critical-css.ts';
import { pageLocale } from '../../i18n/locale.ts';
import { isServerRendered } from './public-pages.ts';
import { freshData } from '../../api/fresh-data.ts';
import { type PageChunk, pageChunksMeta, pageReadsMeta, serverStateId } from './server-state.ts';
import { browserPageChunks, rendersAloneForSession } from './browser-page-chunks.ts';
import { browserPageReads } from './browser-page-reads.ts';
import { addressOf } from '../../lib/served-address.ts';
import { cacheableReads } from './page-cache-key.ts';
import { shareIntlFormatters } from './intl-cache.ts';
import { BootHeader } from '../boot-header.tsx';
import { bootHeadingOf } from '../boot-heading.ts';
import { PageHeading } from '../page-heading.tsx';

export { pageStatus } from './page-status.ts';
export { pageCacheKey } from './page-cache-key.ts';

/**
 * A page's head with its critical CSS (critical-css.ts): the rules of the classes its body uses (with the template's:
 * index.html's first skeleton, and those its browser-only parts will show: lib/later-classes.ts), the stylesheet itself
 * being a cached file linked at the end of the body, held until the page shows another (lib/build/held-stylesheet.ts).
 */
function withCriticalCss(head: ServerHead, bodyHtml: string, later: Iterable<string> = []): ServerHead {
  if (!stylesheet) return head;
  const more = [...stylesheet.templateClasses, ...later];
  return { ...head, html: `${head.html}\n    ${criticalStyleOfMarkup(stylesheet.index, bodyHtml, more, varsOf(bodyHtml))}` };
}

/** The first skeleton's header (index.html's `<!--rove-boot-header-->`, written in by the server): the logo. */
export const bootHeader = renderToStaticMarkup(<BootHeader />);
const bootHeaderText = asByteText(Buffer.from(bootHeader));

/**
 * The head of a page the browser renders alone (the route's tags) with the critical CSS of the app's first skeleton
 * (index.html's, its header's logo with it) and, for a signed-in reader, the chunks its first render needs
 * (browser-page-chunks.ts: the start script fetches them once the skeleton has painted) and its first reads
 * (browser-page-reads.ts: the start script asks them as soon as the session's refresh answers).
 */
export async function headFor(
  url: string,
  cookieHeader?: string | null,
  chunkOf?: (source: string) => PageChunk | undefined,
  userAgent?: string | null,
): Promise<ServerHead & { bootHeading?: string }> {
  const address = new URL(url);
  const match = matchRoute(address.pathname);
  const routeHead = routeHeadFor(url, cookieHeader);
  const bootHeading = await bootHeadingFor(address.pathname, match, routeHead.locale, cookieHeader);
  const head = { ...withCriticalCss(routeHead, bootHeading ? bootHeaderText + bootHeading : bootHeaderText), bootHeading };
  const reads = await browserPageReads(address, match, head.locale, cookieHeader, userAgent);
  const answers = reads.flatMap((read) => (read.answer ? [read.answer] : []));
  const chunks = browserPageChunks(match, head.locale, cookieHeader, chunkOf, answers);
  const named = reads.map(({ path, headers, photo }) => ({ path, headers, ...(photo ? { photo } : {}) }));
  const metas = [
    chunks.length ? `<meta name="${pageChunksMeta}" content="${chunks.join(' ')}">` : '',
    named.length ? `<meta name="${pageReadsMeta}" content="${escapeHtml(JSON.stringify(named))}">` : '',
  ].filter(Boolean);
  return metas.length ? { ...head, html: [head.html, ...metas].join('\n    ') } : head;
}

/**
 * The first skeleton's heading (index.html's `<!--rove-boot-heading-->`) of a page whose heading is fixed words
 * (shell/boot-heading.ts), for a reader with a session: the page's title and introduction in its language, painted
 * with the skeleton. None for a reader without one, whom the page sends to sign in.
 */
async function bootHeadingFor(pathname: string, match: RouteMatch | null, locale: Locale, cookieHeader: string | null | undefined) {
  const words = rendersAloneForSession(match, cookieHeader) ? bootHeadingOf(match.route.name) : undefined;
  if (!words) return undefined;
  await initServerI18n();
  const t = i18n.getFixedT(locale, words.ns);
  // Marked with its page's path: the app's page skeleton shows it while that page loads (shell/page-skeleton.tsx).
  return renderToStaticMarkup(
    <div data-slot="boot-heading" data-path={pathname}>
      <PageHeading title={t(words.title)} intro={words.intro ? t(words.intro) : undefined} />
    </div>,
  );
}

const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', { import: 'default', eager: true });

function catalogue(locale: Locale): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const ns of [...namespaces, 'content', 'legal']) out[ns] = catalogueFiles[`../../../../locales/${locale}/${ns}.json`] ?? {};
  return out;
}

const noop = () => {};

// Every render shares the formatters it makes (money, dates, the date fields' segment names): made once, not per use.
shareIntlFormatters();

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
  addFormatters(i18n);
  noteNamespacesRead(i18n);
}

/** The Set-Cookie value of the locale cookie a page writes (head.ts: localeToRecord), if any. */
export function localeSetCookie(url: string, cookieHeader?: string | null): string | undefined {
  const locale = localeToRecord(url, cookieHeader);
  return locale ? serializeCookie(cookies.locale.name, locale, cookies.locale.maxAge) : undefined;
}

/** Whether the server renders the page at this path (a public page); the others go out as the app's shell. */
export function rendersPage(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && isServerRendered(match.route.name);
}

/** Whether the route table serves this path; the server answers 404 for the others. */
export function isKnownPath(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

export interface RenderedPage {
  /** The body's HTML inside #root, as React writes it (in chunks of a few kilobytes at least). */
  body: Readable;
  /** Scripts for the head: the router's hydration data, the first view's SWR data. */
  state: string;
  status: number;
  /** The page's head: the route's, refined by what the page said about itself (a listing's name). */
  head: ServerHead;
  /** Whether the page may be kept for other visitors under its key (page-cache-key.ts): it read no other cookie. */
  cacheable: boolean;
}

/** A JSON value safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The words of these namespaces in `locale`, as script-safe JSON, made once per language and set of namespaces. */
const wordsJson = new Map<string, string>();
function messagesJson(t: typeof i18n, locale: Locale, read: Set<string>): string {
  const key = `${locale}:${[...read].sort().join(',')}`;
  let json = wordsJson.get(key);
  if (json === undefined) {
    json = scriptJson(Object.fromEntries([...read].map((ns) => [ns, t.getResourceBundle(locale, ns)])));
    wordsJson.set(key, json);
  }
  return json;
}

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
  /** Aborted when the client has gone (or the server gives up): the render stops and asks for no more data. */
  signal?: AbortSignal;
}

/** The request a render belongs to: what the app's modules read on the server (cookies, user agent, API calls). */
interface RequestScope {
  /** The request's cookies; each read is noted in `cookiesRead`. */
  cookies: Record<string, string>;
  cookiesRead: Set<string>;
  userAgent: string;
  fetch?: typeof fetch;
  /** What the render notes through the app's server slots (lib/server-render-scope.ts). */
  slots: ServerRenderSlots;
  /** The namespaces of every key the render looked up. */
  read: Set<string>;
}
const scope = new AsyncLocalStorage<RequestScope>();
// Renders run side by side and interleave while they wait for data: each reads its own request's cookies, user
// agent and API, and notes what it used, through the scope it runs in.
setServerCookieSource(() => scope.getStore()?.cookies ?? {});
setServerUserAgentSource(() => scope.getStore()?.userAgent ?? '');
setServerRenderSlots(() => scope.getStore()?.slots);
setServerFetch(((input, init) => {
  const own = scope.getStore()?.fetch;
  if (!own) return Promise.reject(new Error('No API for this server render'));
  return own(input, init);
}) as typeof fetch);

/** The first view's data of one render: what is loaded, and each key's load (done, failed or on its way). */
interface FirstView {
  fallback: Record<string, unknown>;
  /** The keys loaded (SWR skips their revalidation on mount, as the browser will: api/fresh-data.ts). */
  loaded: Set<string>;
  loading: Map<string, Promise<void>>;
  /** A page whose subject the API does not have (an unknown RV, post or author: 404) is sent as a 404 too. */
  status: number;
  signal?: AbortSignal;
}

/**
 * An SWR middleware that loads every key the render asks for and suspends the component until its answer (or its
 * failure) is in: React renders that component again then, and nothing else. So a page renders once, data that
 * needs data included, instead of once per round of data.
 */
function loadOnRead(view: FirstView, canLoad: boolean): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const fetch = fetcher ?? config.fetcher;
    const serialized = unstable_serialize(key);
    let loading = serialized ? view.loading.get(serialized) : undefined;
    if (!loading && canLoad && serialized && fetch) {
      loading = (async () => {
        try {
          view.signal?.throwIfAborted();
          view.fallback[serialized] = await fetch(key);
          view.loaded.add(serialized);
        } catch (error) {
          // The page renders without it (as the browser would, before its own fetch).
          if (errorFacts(error).status === 404) view.status = 404;
        }
      })();
      view.loading.set(serialized, loading);
    }
    // Every time, loaded or not: React matches a component's `use` calls by their order, so a key read on an earlier
    // attempt is read again on this one (its answer then comes back at once).
    if (loading) use(loading);
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
 * errors). The first view's data is fetched the way the page asks for it: a component that reads a key waits for its
 * answer (from the server, in-process), and the page renders once. The same data and the router's state are inlined
 * for hydration. Renders of different requests run side by side (each in its request's scope); a failure rejects
 * with a ServerRenderError naming the route, an abort (options.signal) with the signal's reason.
 */
export async function render(url: string, options: RenderOptions = {}): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url);
  const match = matchRoute(pathname);
  if (!match || !isServerRendered(match.route.name)) return undefined;
  const cookiesRead = new Set<string>();
  const request: RequestScope = {
    cookies: new Proxy(parseCookies(options.cookieHeader ?? ''), {
      get: (jar, name) => {
        if (typeof name === 'string') cookiesRead.add(name);
        return jar[name as string];
      },
    }),
    cookiesRead,
    userAgent: options.userAgent ?? '',
    fetch: options.fetch,
    slots: new Map(),
    read: new Set(),
  };
  try {
    return await scope.run(request, () => renderNow(url, options, match, request));
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new ServerRenderError(match.route.name, error);
  }
}

// The matched page's route only, as the browser starts (main.tsx): the router need not rank every pattern. One
// static handler per page route, kept: it holds no request's state, and keeps the page's module once loaded.
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(match: RouteMatch) {
  const key = `${match.route.name}|${match.pattern}|${match.pathLocale ?? ''}`;
  let handler = handlers.get(key);
  if (!handler) {
    handler = createStaticHandler(buildRoutes([patternOf(match)]));
    handlers.set(key, handler);
  }
  return handler;
}

// One translator per language, shared by the renders in that language (it holds no request's state).
const translators = new Map<Locale, typeof i18n>();
function translatorFor(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = i18n.cloneInstance({ lng: locale, initAsync: false });
    rememberWords(t);
    translators.set(locale, t);
  }
  return t;
}

/** i18next's fixed t, as this wrapper sees it: a lookup with the language, namespaces and prefix it was made for. */
type FixedT = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * A page looks up hundreds of words, each through i18next's whole path (its options merged anew at every call). On
 * the server the catalogues never change, so a plain lookup (a key, no options) is answered once per language,
 * scope and key, and remembered with the namespaces it read (noted for each render that asks again: the browser
 * hydrates with those words). A lookup whose options are plain values (a count, a name, a price as text) is
 * remembered the same way under its options too; other options (a date object, a function) go through i18next.
 */
function rememberWords(instance: typeof i18n) {
  const fixedTs = new Map<string, FixedT>();
  // By scope (one fixed t), the words by key and the phrases by key and options: a key is a literal of the code, whose
  // hash the engine keeps, where a key joined with its scope was a new string to hash at every lookup.
  const scopes: { words: Map<string, Word>; phrases: Map<string, Map<string, Word>> }[] = [];
  let words = 0;
  let phrases = 0;
  const original = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    // A key prefix given as a selector (a function) has no key of its own: looked up as before.
    if (args.some((arg) => typeof arg === 'function')) return original(...args);
    const scopeKey = JSON.stringify(args);
    const known = fixedTs.get(scopeKey);
    if (known) return known;
    const fixed = original(...args);
    const own = { words: new Map<string, Word>(), phrases: new Map<string, Map<string, Word>>() };
    scopes.push(own);
    const remembering = ((key: unknown, ...rest: unknown[]) => {
      const options = rest.length === 0 ? '' : rest.length === 1 ? plainOptions(rest[0]) : undefined;
      if (options === undefined || typeof key !== 'string') return fixed(key, ...rest);
      // Phrases (with options) apart from words: many are one listing's own (its name, its prices), kept fewer.
      const request = scope.getStore();
      const word = options ? own.phrases.get(key)?.get(options) : own.words.get(key);
      if (word) {
        for (const ns of word.read) request?.read.add(ns);
        return word.text;
      }
      const read = new Set<string>();
      capturing = read;
      let text: unknown;
      try {
        text = fixed(key, ...rest);
      } finally {
        capturing = undefined;
      }
      for (const ns of read) request?.read.add(ns);
      if (typeof text === 'string') {
        const entry = { text, read: [...read] };
        // Bounded: a key made from an address (a slug) must not grow them without end.
        if (options) {
          if (++phrases > maxPhrases) {
            for (const each of scopes) each.phrases.clear();
            phrases = 1;
          }
          let byOptions = own.phrases.get(key);
          if (!byOptions) own.phrases.set(key, (byOptions = new Map()));
          byOptions.set(options, entry);
        } else {
          if (++words > maxWords) {
            for (const each of scopes) each.words.clear();
            words = 1;
          }
          own.words.set(key, entry);
        }
      }
      return text;
    }) as FixedT;
    Object.assign(remembering, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
    fixedTs.set(scopeKey, remembering);
    return remembering;
  }) as unknown as typeof instance.getFixedT;
}

/** A word as a lookup gave it, with the namespaces that lookup read. */
interface Word {
  text: string;
  read: string[];
}

/** The most words remembered per language (far more than the catalogues hold), and phrases with their options. */
const maxWords = 50_000;
const maxPhrases = 20_000;

/**
 * A lookup's options as a key (JSON) when they are plain values only (strings, finite numbers, booleans), so the
 * same options give the same text; undefined for any other (an object, a date, a function, an array).
 */
function plainOptions(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return undefined;
  for (const value of Object.values(options))
    if (typeof value !== 'string' && typeof value !== 'boolean' && !(typeof value === 'number' && Number.isFinite(value))) return undefined;
  return JSON.stringify(options);
}

/** The namespaces a word's first lookup reads (rememberWords), beside the render's own. */
let capturing: Set<string> | undefined;

async function renderNow(url: string, options: RenderOptions, match: RouteMatch, request: RequestScope): Promise<RenderedPage | undefined> {
  const routeName = match.route.name;
  const { signal } = options;
  await initServerI18n();
  const locale = pageLocale(match.pathLocale, localeCookieOf(options.cookieHeader));
  const handler = handlerFor(match);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
  // The widgets known by now (the shell's, and the page's, which its module declared as the query loaded it), whole.
  await loadAllWidgets();
  signal?.throwIfAborted();
  const t = translatorFor(locale);
  // The words the page reads from here on (the route's loader and a new translator look up others of their own).
  request.read.clear();
  const view: FirstView = { fallback: {}, loaded: new Set(), loading: new Map(), status: 200, signal };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <I18nextProvider i18n={t}>
        <AppReady onReady={noop} />
        <SWRConfig
          value={{ fallback: view.fallback, use: [loadOnRead(view, Boolean(options.fetch)), freshData(view.loaded, { once: false })] }}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SWRConfig>
      </I18nextProvider>
    </StrictMode>
  );
  // Everything is rendered before the first byte is written (the page's status and head need its data, and the
  // content security policy allows none of the inline scripts that would put late parts in place), then streamed.
  const stream = await new Promise<PipeableStream>((done, fail) => {
    let failure: unknown;
    const stop = () => {
      rendering.abort(signal?.reason);
      fail(signal?.reason);
    };
    const resolve = (value: PipeableStream) => {
      signal?.removeEventListener('abort', stop);
      done(value);
    };
    const reject = (error: unknown) => {
      signal?.removeEventListener('abort', stop);
      fail(error);
    };
    const rendering = renderToPipeableStream(app, {
      // Never a boundary written apart (React outlines large ones, put in place later by an inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failure === undefined ? resolve(rendering) : reject(failure)),
      onShellError: reject,
      // An error inside a boundary would leave that part to the browser: the render fails as a whole instead, as
      // a thrown render does, and the server sends the app's shell.
      onError: (error) => {
        failure ??= error;
      },
    });
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
  const readNamespaces = [...(serverReadNamespaces.current() ?? [])];
  const widgets = [...(serverRenderedWidgets.current() ?? [])];
  const override = serverMetaOverride.current()?.current ?? null;
  // The words the page read (every namespace its render looked a key up in), for the browser to hydrate with.
  const used = new Set(['common', ...request.read, ...readNamespaces]);
  const messages = messagesJson(t, locale, used);
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  // Data, not code (the content security policy allows no inline script): main.tsx reads it before hydrating.
  // The page's own chunk and what it imports: the browser loads them with the entry's code, hydrating without the
  // route lists (which load at the first navigation). Not preloaded from the head: they would compete with the
  // page's largest image and fonts, which the reader sees first.
  const source = pageFor(routeName).source;
  const chunk = source ? options.chunkOf?.(source) : undefined;
  const page = chunk ? { file: `/${chunk.file}`, imports: chunk.imports.map((file) => `/${file}`) } : undefined;
  // The words as JSON kept per language and namespaces (catalogues never change on the server), the rest written anew.
  const laterClasses = [...(serverLaterClasses.current() ?? [])];
  const json = scriptJson({
    router: hydration,
    swr: view.fallback,
    locale,
    widgets,
    page,
    location: addressOf(new URL(url)),
    laterClasses: laterClasses.length ? laterClasses : undefined,
  }).replace(/}$/, `,"messages":${messages}}`);
  const state = `<script type="application/json" id="${serverStateId}">${json}</script>`;
  // The whole body is rendered by now (onAllReady, the render complete before its first byte): read once, with what
  // the browser's first layout effect would leave of React Aria's references (aria-references.ts), as its byte text
  // (critical-css.ts asByteText: never decoded from UTF-8 and encoded again, a copy each way). That finished text gives
  // the head its critical CSS (the classes it uses) and is sent whole: one large write the compressor and the socket
  // take at once.
  const html = dropUnresolvedAriaReferences(asByteText(await renderedHtml(stream)));
  return {
    body: Readable.from([Buffer.from(html, 'latin1')]),
    state,
    status: view.status,
    head: withCriticalCss(routeHeadFor(url, options.cookieHeader, override), html, laterClasses),
    cacheable: cacheableReads(request.cookiesRead),
  };
}

/** A rendered stream's bytes (everything is rendered before it is piped: renderNow). */
function renderedHtml(stream: PipeableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // React hands over each chunk once and never writes into it again (a full view is replaced by a new one): kept
    // as it comes, not copied (the copy was about 1 % of a listing page's render), and joined once at the end.
    const chunks: Uint8Array[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

// The namespaces of every key looked up, noted in the render's own scope. i18next's resource store is shared by the
// request clones; its lookups are wrapped once.
type LookUp = (lng: string, ns: string, ...rest: unknown[]) => unknown;
function noteNamespacesRead(instance: typeof i18n) {
  const store = instance.services.resourceStore as unknown as { getResource: LookUp };
  const original = store.getResource;
  store.getResource = function (this: unknown, lng, ns, ...rest) {
    scope.getStore()?.read.add(ns);
    capturing?.add(ns);
    return original.call(this, lng, ns, ...rest);
  };
}
