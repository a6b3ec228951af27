// A tiny static server for app/dist with the SPA fallback: the journeys' fallback when the real server cannot
// start (ROVE_E2E_STATIC=1). Listens on PORT (0 picks a free one) and prints its URL.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const dist = new URL('../app/dist/', import.meta.url).pathname;
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/api/')) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'No API in the static server' }));
    return;
  }
  const file = normalize(join(dist, path));
  const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
  res.writeHead(200, { 'Content-Type': types[extname(found)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  createReadStream(found).pipe(res);
});

server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`static app at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
