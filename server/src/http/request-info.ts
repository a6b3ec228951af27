import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiHeaders, platforms, supportedApiVersions, currentApiVersion, type Platform } from '@rove/contract';
import type { AppEnv } from './context.ts';
import { isCrawlerUserAgent } from '@rove/contract';
import { errorResponse } from './errors.ts';
import type { Logger } from './logger.ts';

const safeId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The status the client got. A route that writes to Node's response itself (the OpenID Connect provider) answers
 * @hono/node-server's RESPONSE_ALREADY_SENT marker, a 200 with this header: the real status is on the Node response.
 */
function sentStatus(c: Context<AppEnv>): number {
  if (!c.res.headers.get('x-hono-already-sent')) return c.res.status;
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing?.statusCode ?? c.res.status;
}

/** Reads the per-call headers into c.var.request, answers an unsupported API version with 400, and logs each request. */
export function requestInfo(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = (name: string) => c.req.header(name)?.trim() || undefined;
    const sentId = header(ApiHeaders.CorrelationId);
    const correlationId = sentId && safeId.test(sentId) ? sentId : randomUUID();
    const log = logger.child({ correlationId });
    c.set('log', log);
    c.header(ApiHeaders.CorrelationId, correlationId);

    const version = header(ApiHeaders.ApiVersion) ?? currentApiVersion;
    const sentPlatform = header(ApiHeaders.Platform);
    const userAgent = header('User-Agent') ?? '';
    const authorization = header('Authorization');
    const anonymousId = header(ApiHeaders.AnonymousId);
    c.set('request', {
      apiVersion: version,
      correlationId,
      platform: platforms.includes(sentPlatform as Platform) ? (sentPlatform as Platform) : 'web',
      anonymousId: anonymousId && safeId.test(anonymousId) ? anonymousId : undefined,
      userAgent,
      isCrawler: isCrawlerUserAgent(userAgent),
      bearerToken: authorization?.match(/^Bearer\s+(\S+)$/i)?.[1],
      ip: { country: header(ApiHeaders.IpCountry), region: header(ApiHeaders.IpRegion), city: header(ApiHeaders.IpCity) },
      locale: /^fr\b/i.test(header('Accept-Language') ?? '') ? 'fr' : 'en',
    });

    const started = performance.now();
    if (!(supportedApiVersions as readonly string[]).includes(version)) {
      log.warn('unsupported api version', { method: c.req.method, path: c.req.path, apiVersion: version });
      return errorResponse(c, 400, `Unsupported API version '${version}'. Supported versions: ${supportedApiVersions.join(', ')}.`, {
        StatusMessage: 'UNSUPPORTED_API_VERSION',
      });
    }
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: sentStatus(c),
      ms: Math.round((performance.now() - started) * 10) / 10,
      platform: c.var.request.platform,
      anonymousId: c.var.request.anonymousId,
    });
  };
}
