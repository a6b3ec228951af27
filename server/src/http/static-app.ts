import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { App, AppEnv } from './context.ts';
import type { Logger } from './logger.ts';
import { inProcessRequest, type RenderAdmission } from './overload.ts';
import { serverWords } from '../i18n/server-words.ts';
import { acceptedEncodings, encodeBody } from './compress.ts';
import type { CachedPage, Encoding, PageCache } from './page-cache.ts';
import { type ChunkOf, chunksOf, readManifest } from './page-chunks.ts';
import { createRenderPool } from './render-pool.ts';

// Paths the SPA never owns: the API and the spec's service paths answer their own 404s.
const serverPrefixes = ['/api/', '/Geocoding/', '/Place/'];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const compressedSuffix = { br: '.br', gzip: '.gz' } as const;

/** What a server render is given beside its URL. */
export interface RenderOptions {
  cookieHeader?: string | null;
  userAgent?: string | null;
  fetch?: typeof fetch;
  chunkOf?: ChunkOf;
  /** Aborted when the client has gone or the render ran out of time: the render stops. */
  signal?: AbortSignal;
}

/** A server render's page. */
export interface RenderedPage {
  /** The body's HTML as a stream (the app's entry) or whole. */
  body?: AsyncIterable<Uint8Array | string>;
  html?: string;
  state: string;
  status?: number;
  head?: { lang: string; html: string };
  /** Whether the page may be kept for other visitors under its key. */
  cacheable?: boolean;
}

/**
 * A page's head: its language and tags; for a page the browser renders alone whose heading is fixed words, the
 * heading its first skeleton shows (written where index.html has `<!--rove-boot-heading-->`).
 */
export interface PageHead {
  lang: string;
  html: string;
  bootHeading?: string;
}

/** The server part of the app (app/dist-ssr/entry-server.js, built by `vite build --ssr`): see app/src/shell/server. */
export interface ServerEntry {
  /** The first skeleton's header (the logo), written where index.html has `<!--rove-boot-header-->`. */
  bootHeader?: string;
  /** The head of a page the server does not render; a signed-in page's names the chunks its first render needs. */
  headFor(url: string, cookieHeader?: string | null, chunkOf?: ChunkOf, userAgent?: string | null): Promise<PageHead>;
  /** A public page's body and its hydration state; undefined for pages the browser renders alone. */
  render?(url: string, options: RenderOptions): Promise<RenderedPage | undefined>;
  /** Whether a path is one of the route table's pages; the others answer 404 (with the app's not-found page). */
  isKnownPath?(pathname: string): boolean;
  /** Whether the server renders this path's page (a public page); the others go out as the app's shell. */
  rendersPage?(pathname: string): boolean;
  /** The status of the page at this URL: 404 unknown, the error's status for an invalid address (400, 404), else 200. */
  pageStatus?(url: string): number;
  /** The Set-Cookie value recording the page's language, when the request's locale cookie does not say it. */
  localeSetCookie?(url: string, cookieHeader?: string | null): string | undefined;
  /**
   * The key a visitor's page is kept under (everything its HTML depends on apart from the data), or null when this
   * request must not get a kept page (signed in) or the page is not one the server renders.
   */
  pageCacheKey?(url: string, cookieHeader?: string | null, userAgent?: string | null): string | null;
}

/** The SSR bundle beside the app folder (`{staticDir}-ssr`), when the build wrote one. */
export async function loadServerEntry(staticDir: string): Promise<ServerEntry | undefined> {
  const entry = serverEntryFile(staticDir);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerEntry;
}

const serverEntryFile = (staticDir: string) => join(`${staticDir.replace(/[/\\]+$/, '')}-ssr`, 'entry-server.js');

/** index.html cut once where each page writes its own parts: the language, the head's tags and the body. */
export interface PageTemplate {
  /** Up to the html element's lang value. */
  beforeLang: string;
  /** From after the lang value to where the page's head tags go, the generic title and tags taken out. */
  beforeHead: string;
  /** From </head> into the root element. */
  beforeBody: string;
  /** After the root element's end (the page's state goes before it) to the first skeleton's heading. */
  afterRoot: string;
  /** The first skeleton's heading when the page has none of its own: a bar. */
  headingBar: string;
  /** After the first skeleton's heading. */
  afterHeading: string;
}

/** Where index.html's first skeleton takes its header (ServerEntry.bootHeader). */
const bootHeaderSlot = '<!--rove-boot-header-->';
/** Where index.html's first skeleton takes a page's heading (PageHead.bootHeading), in place of the bar after it. */
const bootHeadingSlot = /<!--rove-boot-heading-->(<div[^>]*><\/div>)/;

export function compileTemplate(template: string, bootHeader = ''): PageTemplate {
  const page = template
    .replace(bootHeaderSlot, bootHeader)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta (name="description"|property="og:image"|name="twitter:card")[^>]*>/g, '');
  const lang = /<html lang="[^"]*"/.exec(page);
  const langStart = lang ? lang.index + '<html lang="'.length : 0;
  const langEnd = lang ? lang.index + lang[0].length - 1 : 0;
  const headEnd = page.indexOf('</head>');
  const root = page.indexOf('<div id="root"></div>');
  const rootInner = root + '<div id="root">'.length;
  const rest = page.slice(rootInner + '</div>'.length);
  const heading = bootHeadingSlot.exec(rest);
  return {
    beforeLang: page.slice(0, langStart),
    beforeHead: `${page.slice(langEnd, headEnd)}  `,
    beforeBody: `\n  ${page.slice(headEnd, rootInner)}`,
    afterRoot: heading ? rest.slice(0, heading.index) : rest,
    headingBar: heading ? heading[1] : '',
    afterHeading: heading ? rest.slice(heading.index + heading[0].length) : '',
  };
}

/** The page's first part: everything before its body (language and head written in). */
function pageStart(template: PageTemplate, head: { lang: string; html: string }): string {
  return `${template.beforeLang}${head.lang}${template.beforeHead}${head.html}${template.beforeBody}`;
}

/** What follows the body: the root's end, the page's state, the rest of the template with the skeleton's heading. */
function pageEnd(template: PageTemplate, state = '', bootHeading?: string): string {
  return `</div>${state}${template.afterRoot}${bootHeading ?? template.headingBar}${template.afterHeading}`;
}

/** index.html with the page's own head (the language, the title and tags in place of the generic ones) and body. */
export function withHead(template: string, head: PageHead, body?: { html: string; state: string }): string {
  const compiled = compileTemplate(template);
  return `${pageStart(compiled, head)}${body?.html ?? ''}${pageEnd(compiled, body?.state, head.bootHeading)}`;
}

/**
 * The page's bytes in order: its start (language and head), its body as the render streams it, its state and the
 * end. The render is complete before its first byte (its status and head need its data, and the content security
 * policy allows none of the inline scripts that would put late parts in place), so the page is compressed whole:
 * streamed through a compressor in pieces it cost twice the CPU, for no earlier byte.
 */
async function pageBytes(
  template: PageTemplate,
  head: PageHead,
  rendered: { body?: AsyncIterable<Uint8Array | string>; html?: string; state: string } | undefined,
): Promise<Buffer> {
  const parts: Buffer[] = [Buffer.from(pageStart(template, head))];
  if (rendered?.body)
    for await (const chunk of rendered.body) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  else if (rendered?.html) parts.push(Buffer.from(rendered.html));
  parts.push(Buffer.from(pageEnd(template, rendered?.state, head.bootHeading)));
  return Buffer.concat(parts);
}

/** The page a visitor gets while the renderer is saturated: 503 with Retry-After, in the request's language. */
function busyPage(c: Context<AppEnv>, retryAfterSeconds = 1): Response {
  const fr = c.var.request?.locale === 'fr';
  const words = serverWords(fr ? 'fr' : 'en', 'overload.busy');
  return c.html(
    `<!doctype html><html lang="${fr ? 'fr-CA' : 'en'}"><head><meta charset="utf-8"><title>Rove</title></head><body><p>${words}</p></body></html>`,
    503,
    { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
  );
}

export interface PageServing {
  /** Visitors' pages kept under the data's version (http/page-cache.ts); none: every page renders. */
  pages?: PageCache;
  /** Turns to render (http/overload.ts createRenderAdmission); none: every render starts at once. */
  admission?: RenderAdmission;
  /**
   * The longest a page may take from its request's arrival (its turn's wait included) before it goes out as the app's
   * shell: under a client's patience (10 s is usual), so a slow render never makes a client give up.
   */
  pageDeadlineMs?: number;
  /** The server's clock (a kept page is kept for its day: pages show dates counted from today). */
  now?: () => Date;
  /**
   * Threads that render pages (http/render-pool.ts), the API and database staying in this one; 0 (the default)
   * renders in this thread.
   */
  renderWorkers?: number;
}

/** Serves the built app: hashed assets cached for a year, HTML never cached, SPA fallback for other GETs. */
export function registerStaticApp(app: App, staticDir: string, publicUrl?: string, logger?: Logger, serving: PageServing = {}) {
  if (!existsSync(join(staticDir, 'index.html'))) return;
  const { pages, admission, pageDeadlineMs = 8000, now = () => new Date(), renderWorkers = 0 } = serving;
  const root = normalize(staticDir + sep);
  // Loaded once, on the first page asked for.
  let serverEntry: Promise<ServerEntry | undefined> | undefined;
  // The build's manifest: which chunk is a page's (the page the server renders names it, with its imports).
  const chunkOf = chunksOf(readManifest(join(staticDir, '.vite', 'manifest.json')));
  const isServerPath = (path: string) => path === '/api' || serverPrefixes.some((p) => path.startsWith(p));

  /** The file for a URL path, if it is a file inside the app folder. */
  async function fileFor(urlPath: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = normalize(join(root, decoded));
    if (!file.startsWith(root) || decoded.includes('\0')) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? file : undefined;
  }

  // index.html, cut once where each page writes its own parts.
  const templates = new Map<string, Promise<PageTemplate>>();
  const templateOf = (file: string, entry: ServerEntry) => {
    let template = templates.get(file);
    if (!template) {
      template = readFile(file, 'utf8').then((html) => compileTemplate(html, entry.bootHeader));
      templates.set(file, template);
    }
    return template;
  };

  /**
   * An app page: kept for visitors when it is (the same HTML for everyone with the same key, at the data's version),
   * else rendered in its turn (503 with Retry-After when the renderer is saturated) and streamed, compressed, as it
   * is written; the render stops when the client goes.
   */
  async function sendPage(c: Context<AppEnv>, entry: ServerEntry, file: string, cache: string): Promise<Response> {
    const arrived = performance.now();
    const origin = publicUrl ? new URL(publicUrl).origin : new URL(c.req.url).origin;
    const url = origin + c.req.path + new URL(c.req.url).search;
    const cookieHeader = c.req.header('cookie');
    const userAgent = c.req.header('user-agent');
    const encoding: Encoding = acceptedEncodings(c.req.header('accept-encoding')).at(0) ?? 'identity';
    const clientGone = c.req.raw.signal;
    const template = await templateOf(file, entry);
    const headers: Record<string, string> = { 'Content-Type': contentTypes['.html'], 'Cache-Control': cache, Vary: 'Accept-Encoding' };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    // A page records its language in the locale cookie (a dead link does not change the reader's language).
    const withLocaleCookie = (status: number) => {
      const localeCookie = status === 200 ? entry.localeSetCookie?.(url, cookieHeader) : undefined;
      if (localeCookie) headers['Set-Cookie'] = localeCookie;
    };

    // A visitor's page kept under its key at the data's version (a signed-in request never gets one).
    const visitorKey = pages && !c.req.header('authorization') ? (entry.pageCacheKey?.(url, cookieHeader, userAgent) ?? null) : null;
    let keep: ((page: CachedPage | undefined) => void) | undefined;
    if (pages && visitorKey) {
      const version = await pages.version();
      const key = JSON.stringify([visitorKey, origin, now().toISOString().slice(0, 10)]);
      // Looked up and, when missing, claimed in the same turn: requests that miss together wait for this render.
      const found = pages.find(key, version);
      if (!found) keep = pages.begin(key, version);
      const kept = found ? await found : undefined;
      if (kept) {
        const body = await pages.body(kept, encoding);
        withLocaleCookie(kept.status);
        headers['Content-Length'] = String(body.byteLength);
        if (c.req.method === 'HEAD') return c.body(null, kept.status as 200, headers);
        // The kept bytes themselves (never written to), not a copy.
        return c.body(
          new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
          kept.status as 200,
          headers,
        );
      }
    }

    // Rendered here, in its turn. The turn and the kept page's render end with the page's last byte (or an abort).
    let endTurn: (() => void) | null | undefined;
    const settle = (page?: CachedPage) => {
      endTurn?.();
      endTurn = undefined;
      keep?.(page);
    };
    try {
      const rendersHere = Boolean(entry.render) && (entry.rendersPage?.(c.req.path) ?? true);
      if (rendersHere && admission) {
        endTurn = await admission.enter(clientGone);
        if (!endTurn) {
          settle();
          return clientGone.aborted ? new Response(null, { status: 499 }) : busyPage(c);
        }
      }
      // The render stops when the client goes, or when it takes too long (the page then goes out as the app's shell).
      const deadline = AbortSignal.timeout(Math.max(0, Math.round(pageDeadlineMs - (performance.now() - arrived))));
      const signal = AbortSignal.any([clientGone, deadline]);
      // The first view's data comes from the API in-process, as an anonymous visitor's browser would ask for it,
      // admitted with the page (http/overload.ts), and never once the client has gone.
      const fetchApi = ((input: string | URL | Request, init?: RequestInit) => {
        if (signal.aborted) return Promise.reject(signal.reason);
        const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const request = new Request(new URL(path, 'http://localhost'), {
          method: init?.method,
          headers: init?.headers,
          body: init?.body,
          signal,
        });
        return app.request(inProcessRequest(request));
      }) as typeof fetch;
      const rendered = rendersHere
        ? await entry.render?.(url, { cookieHeader, userAgent, fetch: fetchApi, chunkOf, signal }).catch((error: unknown) => {
            if (clientGone.aborted) return null;
            // The page still goes out, as the app's shell the browser renders; the failure is logged, once.
            (c.var.log ?? logger)?.error('server render failed', {
              path: c.req.path,
              route: (error as { route?: string } | null)?.route,
              error: deadline.aborted ? new Error(`No page within ${pageDeadlineMs} ms of the request`) : error,
            });
            return undefined;
          })
        : undefined;
      if (rendered === null) {
        settle();
        return new Response(null, { status: 499 });
      }
      // A path no route serves is a 404 for browsers, crawlers and scripts alike (the app shows its not-found page),
      // and a page whose address is invalid answers its error's status (400 'Invalid parameters' for a payment
      // callback without its parameters): the app shows the error page, the status says the same.
      // A rendered page whose subject the API does not have (an unknown RV or post) says so too.
      const status = (
        rendered?.status && rendered.status >= 400
          ? rendered.status
          : (entry.pageStatus?.(url) ?? (entry.isKnownPath?.(c.req.path) === false ? 404 : 200))
      ) as 200 | 400 | 404;
      withLocaleCookie(status);
      const head = rendered?.head ?? (await entry.headFor(url, cookieHeader, chunkOf, userAgent));
      const kept = Boolean(keep && rendered?.cacheable);
      let page: CachedPage | undefined;
      try {
        const plain = await pageBytes(template, head, rendered ?? undefined);
        const body = encodeBody(plain, encoding);
        if (kept)
          page = {
            status,
            bodies: { zstd: encoding === 'zstd' ? body : encodeBody(plain, 'zstd'), [encoding]: body } as CachedPage['bodies'],
          };
        headers['Content-Length'] = String(body.byteLength);
        if (c.req.method === 'HEAD') return c.body(null, status, headers);
        return c.body(new Uint8Array(body), status, headers);
      } finally {
        // The turn ends with the page made, and a page to keep is kept (or its waiters told to render their own).
        settle(page);
      }
    } catch (error) {
      settle();
      throw error;
    }
  }

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (isServerPath(c.req.path)) return next();
    // A path whose last part has no extension is a page, never a file of the build: no file system lookup for it.
    const file = c.req.path === '/' ? join(root, 'index.html') : /\.[^/]*$/.test(c.req.path) ? await fileFor(c.req.path) : undefined;
    const target = file ?? join(root, 'index.html');
    const type = contentTypes[extname(target)] ?? 'application/octet-stream';
    const cache =
      c.req.path.startsWith('/assets/') && file
        ? 'public, max-age=31536000, immutable'
        : type.startsWith('text/html')
          ? 'no-cache'
          : 'public, max-age=3600';
    // An unknown /assets/ file is a real 404: a stale hashed chunk must not load the app's HTML.
    if (!file && c.req.path.startsWith('/assets/')) return next();
    if (type.startsWith('text/html')) {
      serverEntry ??= loadServerEntry(staticDir).then((entry) =>
        entry?.render && renderWorkers > 0
          ? {
              ...entry,
              render: createRenderPool({
                entryFile: serverEntryFile(staticDir),
                manifestFile: join(staticDir, '.vite', 'manifest.json'),
                size: renderWorkers,
                logger,
              }).render,
            }
          : entry,
      );
      const entry = await serverEntry;
      if (entry) return sendPage(c, entry, target, cache);
    }
    // Text assets have .br and .gz siblings written at build time (vite.config.ts); send the one the request accepts.
    // Brotli's best quality, made once, is smaller than zstd's: no zstd siblings.
    let encoding: keyof typeof compressedSuffix | undefined;
    let body: Buffer | undefined;
    for (const e of acceptedEncodings(c.req.header('accept-encoding'))) {
      if (e === 'zstd') continue;
      body = await readFile(target + compressedSuffix[e]).catch(() => undefined);
      if (body) {
        encoding = e;
        break;
      }
    }
    body ??= await readFile(target);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cache,
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  });
}
