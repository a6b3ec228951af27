import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The client's address for rate limits: the socket's peer, or the first X-Forwarded-For hop when TRUST_PROXY is
 * set (behind a reverse proxy). In-process test requests have no socket and share one address.
 */
export function clientAddress(c: Context, trustProxy = Boolean(process.env.TRUST_PROXY)): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'in-process';
}
