// Overload: beyond maxInFlight requests being answered at once, new ones get 503 with Retry-After at once instead
// of queueing behind the others until the client gives up. The health check and the live channel (long-lived
// server-sent events) are not counted.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

const uncounted = (path: string) => path === '/api/health' || path.endsWith('/live');

const busy = {
  en: 'The server is busy: try again in a moment.',
  fr: 'Le serveur est occupé : réessayez dans un instant.',
};

export function overloadGuard(maxInFlight: number, retryAfterSeconds = 1): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  return async (c, next) => {
    if (uncounted(c.req.path)) return next();
    if (inFlight >= maxInFlight) {
      c.header('Retry-After', String(retryAfterSeconds));
      return errorResponse(c, 503, busy[c.var.request?.locale ?? 'en'], { StatusMessage: 'OVERLOADED' });
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
