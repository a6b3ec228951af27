// The test app on a real loopback port, for the identity tests that need one (a browser, redirects between origins).
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { TestContext } from '../helpers.ts';

/**
 * Serves the app on a free port of 127.0.0.1 and, as `npm start` does, sets its public URL once it listens, before
 * the first request. `fetch` is the app's own unless a test passes a wrapper. Answers the base URL and a close.
 */
export async function listen(
  ctx: TestContext,
  fetch: (request: Request) => Response | Promise<Response> = ctx.app.fetch,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server: ServerType = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.deps.config.publicUrl = base;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
