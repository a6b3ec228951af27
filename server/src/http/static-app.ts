import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { App } from './context.ts';
import type { Logger } from './logger.ts';

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

/** The precompressed variant a request accepts, best first: brotli, then gzip (q=0 refuses an encoding). */
export function acceptedEncodings(header: string | undefined | null): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
}

const compressedSuffix = { br: '.br', gzip: '.gz' } as const;

/** The server part of the app (app/dist-ssr/entry-server.js, built by `vite build --ssr`): see app/src/server. */
export interface ServerEntry {
  headFor(url: string, cookieHeader?: string | null): { lang: string; html: string };
  /** A public page's body and its hydration state; undefined for pages the browser renders alone. */
  render?(
    url: string,
    options: {
      cookieHeader?: string | null;
      userAgent?: string | null;
      fetch?: typeof fetch;
      chunkOf?: (source: string) => { file: string; imports: string[] } | undefined;
    },
  ): Promise<{ html: string; state: string; status?: number; head?: { lang: string; html: string } } | undefined>;
  /** Whether a path is one of the route table's pages; the others answer 404 (with the app's not-found page). */
  isKnownPath?(pathname: string): boolean;
  /** The status of the page at this URL: 404 unknown, the error's status for an invalid address (400, 404), else 200. */
  pageStatus?(url: string): number;
  /** The Set-Cookie value recording the page's language, when the request's locale cookie does not say it. */
  localeSetCookie?(url: string, cookieHeader?: string | null): string | undefined;
}

/** The SSR bundle beside the app folder (`{staticDir}-ssr`), when the build wrote one. */
export async function loadServerEntry(staticDir: string): Promise<ServerEntry | undefined> {
  const entry = join(`${staticDir.replace(/[/\\]+$/, '')}-ssr`, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerEntry;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * A module's built chunk, by its source path (as the build's manifest keys it: `src/pages/home-page.tsx`), with the
 * chunks it imports that the entry does not already load; undefined without a manifest (a development build).
 */
export function chunksOf(manifest: Manifest | undefined): (source: string) => { file: string; imports: string[] } | undefined {
  if (!manifest) return () => undefined;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  return (source) => {
    const chunk = manifest[source];
    if (!chunk) return undefined;
    const imports = [...closure(source)].filter((key) => key !== source && !loaded.has(key)).map((key) => manifest[key].file);
    return { file: chunk.file, imports };
  };
}

/** index.html with the page's own head (the language, the title and tags in place of the generic ones) and body. */
export function withHead(template: string, head: { lang: string; html: string }, body?: { html: string; state: string }): string {
  const page = body ? template.replace('<div id="root"></div>', () => `<div id="root">${body.html}</div>${body.state}`) : template;
  return page
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta (name="description"|property="og:image"|name="twitter:card")[^>]*>/g, '')
    .replace('</head>', `  ${head.html}\n  </head>`);
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Serves the built app: hashed assets cached for a year, HTML never cached, SPA fallback for other GETs. */
export function registerStaticApp(app: App, staticDir: string, publicUrl?: string, logger?: Logger) {
  if (!existsSync(join(staticDir, 'index.html'))) return;
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

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (isServerPath(c.req.path)) return next();
    const file = c.req.path === '/' ? join(root, 'index.html') : await fileFor(c.req.path);
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
      serverEntry ??= loadServerEntry(staticDir);
      const entry = await serverEntry;
      if (entry) {
        const origin = publicUrl ? new URL(publicUrl).origin : new URL(c.req.url).origin;
        const url = origin + c.req.path + new URL(c.req.url).search;
        const cookieHeader = c.req.header('cookie');
        // The first view's data comes from the API in-process, as an anonymous visitor's browser would ask for it.
        const fetchApi = ((input: string | URL | Request, init?: RequestInit) =>
          app.request(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, {
            method: init?.method,
            headers: init?.headers,
            body: init?.body,
          })) as typeof fetch;
        const body = await entry
          .render?.(url, { cookieHeader, userAgent: c.req.header('user-agent'), fetch: fetchApi, chunkOf })
          .catch((error: unknown) => {
            // The page still goes out, as the app's shell the browser renders; the failure is logged, once.
            (c.var.log ?? logger)?.error('server render failed', {
              path: c.req.path,
              route: (error as { route?: string } | null)?.route,
              error,
            });
            return undefined;
          });
        const html = withHead(await readFile(target, 'utf8'), body?.head ?? entry.headFor(url, cookieHeader), body);
        const accepted = acceptedEncodings(c.req.header('accept-encoding'))[0];
        const raw = Buffer.from(html);
        const sent =
          accepted === 'br'
            ? await brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
            : accepted === 'gzip'
              ? await gzipAsync(raw)
              : raw;
        const headers: Record<string, string> = {
          'Content-Type': type,
          'Cache-Control': cache,
          'Content-Length': String(sent.length),
          Vary: 'Accept-Encoding',
        };
        if (accepted) headers['Content-Encoding'] = accepted;
        // A path no route serves is a 404 for browsers, crawlers and scripts alike (the app shows its not-found page),
        // and a page whose address is invalid answers its error's status (400 'Invalid parameters' for a payment
        // callback without its parameters): the app shows the error page, the status says the same.
        // A rendered page whose subject the API does not have (an unknown RV or post) says so too.
        const status = (
          body?.status && body.status >= 400
            ? body.status
            : (entry.pageStatus?.(url) ?? (entry.isKnownPath?.(c.req.path) === false ? 404 : 200))
        ) as 200 | 400 | 404;
        // A page records its language in the locale cookie (a dead link does not change the reader's language).
        const localeCookie = status === 200 ? entry.localeSetCookie?.(url, cookieHeader) : undefined;
        if (localeCookie) headers['Set-Cookie'] = localeCookie;
        if (c.req.method === 'HEAD') return c.body(null, status, headers);
        return c.body(new Uint8Array(sent), status, headers);
      }
    }
    // Text assets have .br and .gz siblings written at build time (vite.config.ts); send the one the request accepts.
    let encoding: 'br' | 'gzip' | undefined;
    let body: Buffer | undefined;
    for (const e of acceptedEncodings(c.req.header('accept-encoding'))) {
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
