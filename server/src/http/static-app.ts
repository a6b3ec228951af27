import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { App } from './context.ts';

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

/** Serves the built app: hashed assets cached for a year, HTML never cached, SPA fallback for other GETs. */
export function registerStaticApp(app: App, staticDir: string) {
  if (!existsSync(join(staticDir, 'index.html'))) return;
  const root = normalize(staticDir + sep);
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
