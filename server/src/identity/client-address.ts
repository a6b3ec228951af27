import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The client's address for rate limits: the socket's peer, or the first X-Forwarded-For hop when TRUST_PROXY is
 * set (behind a reverse proxy). Undefined when the server did not pass the socket on (in-process requests):
 * then only the per-account limits apply, rather than one limit shared by every client.
 */
export function clientAddress(c: Context, trustProxy = Boolean(process.env.TRUST_PROXY)): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}
