import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { App } from './context.ts';

// Paths the SPA never owns: API and the spec's service paths answer their own 404s.
const serverPrefixes = ['/api/', '/Geocoding/', '/Place/'];

/** Serves the built app: hashed assets cached for a year, index.html never cached, SPA fallback for other GETs. */
export function registerStaticApp(app: App, staticDir: string) {
  if (!existsSync(join(staticDir, 'index.html'))) return;
  const isServerPath = (path: string) => path === '/api' || serverPrefixes.some((p) => path.startsWith(p));
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isServerPath(c.req.path)) return next();
    return serveStatic({
      root: staticDir,
      onFound: (path, ctx) => {
        if (path.endsWith('.html')) ctx.header('Cache-Control', 'no-cache');
      },
    })(c, next);
  });
  app.get('*', async (c, next) => {
    if (isServerPath(c.req.path)) return next();
    const html = await readFile(join(staticDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
