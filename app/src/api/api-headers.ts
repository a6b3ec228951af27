// The headers of every call to the rentals API (spec 000 section 7). Names match the server's contract
// (server/src/contract/headers.ts; a test checks they agree). The browser adds the user agent itself.
import type { Platform } from '../native/platform.ts';

export const apiHeaderNames = {
  ApiVersion: 'X-Api-Version',
  CorrelationId: 'X-Correlation-Id',
  Platform: 'X-Platform',
  AnonymousId: 'X-Anonymous-Id',
  IpCountry: 'X-Ip-Country',
  IpRegion: 'X-Ip-Region',
  IpCity: 'X-Ip-City',
} as const;

export const apiVersion = '1';

export interface ApiCallContext {
  accessToken: string | null;
  ip: { country?: string; region?: string; city?: string } | null;
  correlationId: string;
  platform: Platform;
  anonymousId: string | undefined;
}

export function apiHeaders(ctx: ApiCallContext): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [apiHeaderNames.ApiVersion]: apiVersion,
    [apiHeaderNames.CorrelationId]: ctx.correlationId,
    [apiHeaderNames.Platform]: ctx.platform,
  };
  if (ctx.accessToken) headers.Authorization = `Bearer ${ctx.accessToken}`;
  if (ctx.anonymousId) headers[apiHeaderNames.AnonymousId] = ctx.anonymousId;
  if (ctx.ip?.country) headers[apiHeaderNames.IpCountry] = ctx.ip.country;
  if (ctx.ip?.region) headers[apiHeaderNames.IpRegion] = ctx.ip.region;
  if (ctx.ip?.city) headers[apiHeaderNames.IpCity] = ctx.ip.city;
  return headers;
}
