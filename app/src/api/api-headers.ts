// The headers of every call to the rentals API (spec 000 section 7), named by the contract (`ApiHeaders`), which
// the server reads with the same names. The browser adds the user agent itself.
import { ApiHeaders as apiHeaderNames, currentApiVersion as apiVersion, type Platform } from '@rove/contract';

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
