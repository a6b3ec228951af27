import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ApiHeaders } from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import { appOriginsFor } from './identity.ts';

/**
 * Headers for every response. Scripts only from our origin (no inline scripts: the identity provider adds a
 * hash for its one auto-submitting form); inline styles stay allowed for the UI libraries that set them. Frames
 * only by the app (silent renew runs the provider in an iframe); forms post to us or the app.
 */
export function securityHeaderValues(appOrigins: readonly string[], publicUrl: string): Record<string, string> {
  const others = appOrigins.filter((origin) => origin !== new URL(publicUrl).origin);
  const self = ["'self'", ...others].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${self}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${self}`,
    `frame-ancestors ${self}`,
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
    'Cross-Origin-Resource-Policy': others.length > 0 ? 'same-site' : 'same-origin',
  };
  if (others.length === 0) headers['X-Frame-Options'] = 'SAMEORIGIN';
  if (publicUrl.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Adds the security headers to every response that does not set its own. */
export function securityHeaders(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const values = securityHeaderValues(appOriginsFor(deps.config.publicUrl), deps.config.publicUrl);
    for (const [name, value] of Object.entries(values)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

/** CORS for the rentals API: only the app's origins, with credentials (the refresh cookie). */
export function apiCors(deps: AppDeps): MiddlewareHandler {
  return cors({
    origin: (origin) => (appOriginsFor(deps.config.publicUrl).includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'DPoP', 'Content-Type', 'Accept-Language', ...Object.values(ApiHeaders)],
    exposeHeaders: [ApiHeaders.CorrelationId, 'Retry-After', 'WWW-Authenticate'],
    maxAge: 600,
  });
}
