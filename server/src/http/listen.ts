// The server's socket: plain HTTP/1.1, or HTTPS with HTTP/2 and HTTP/1.1 beside it for clients without HTTP/2 (what a
// deployment serves browsers: a page's many small files then share one connection rather than queueing for six).
import type { Server as HttpServer } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import { serve } from '@hono/node-server';
import type { Tls } from '../env.ts';
import { withoutConnectionHeaders } from './connection-headers.ts';

export interface Listening {
  /** The origin the server answers at (http: or https:). */
  url: string;
  port: number;
  /** Stops taking connections, closes idle ones as they appear and ends HTTP/2 sessions once their streams have. */
  close(): Promise<void>;
}

/**
 * Listens on `host`:`port` (0: a free port) and answers with `fetch`; rejects with the listen error (EADDRINUSE) at
 * once. With `tls`, HTTPS: HTTP/2 for the clients that offer it (ALPN), HTTP/1.1 for the others, and no answer carries
 * HTTP/1.1's connection headers (http/connection-headers.ts).
 */
export async function listen(
  options: { port: number; host: string; tls?: Tls },
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
): Promise<Listening> {
  const { port: askedPort, host, tls } = options;
  const server = tls
    ? serve({
        fetch: async (request, env) => withoutConnectionHeaders(await fetch(request, env)),
        port: askedPort,
        hostname: host,
        createServer: createSecureServer,
        serverOptions: { cert: tls.cert, key: tls.key, allowHTTP1: true },
      })
    : serve({ fetch, port: askedPort, hostname: host });
  // An idle kept-alive connection is closed after 65 s, not Node's 5 s: a client (a load balancer, a script) that
  // sends on a connection at the moment the server closes it gets a reset, not an answer, and Node's 5 s is shorter
  // than most clients' idle time (ci59: a journey's sign-in POST, about 5 s after its previous request on the same
  // connection, failed with ECONNRESET). Longer than the 60 s idle time load balancers commonly keep. (HTTP/1.1's,
  // over TLS too; an HTTP/2 session stays open until its client or the server's close ends it.)
  (server as HttpServer).keepAliveTimeout = 65_000;
  const sessions = new Set<Http2Session>();
  let closing = false;
  if (tls)
    (server as Http2SecureServer).on('session', (session) => {
      // A connection whose handshake ends as the server closes (its client may think it open already) ends too.
      if (closing) return void session.close();
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
  const port = await new Promise<number>((resolvePort, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : askedPort);
    });
  });
  return {
    url: `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    async close() {
      // A request answered after this leaves its connection idle but kept alive, which server.close() would wait out
      // (seconds): idle connections are closed as they appear.
      const sweep = setInterval(() => (server as { closeIdleConnections?: () => void }).closeIdleConnections?.(), 50);
      const closed = new Promise<void>((done) => server.close(() => done()));
      // HTTP/2 sessions end once their open streams have (a GOAWAY: their clients connect anew for more).
      closing = true;
      for (const session of sessions) session.close();
      await closed;
      clearInterval(sweep);
    },
  };
}
