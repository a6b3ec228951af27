import type { Locale } from '@rove/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Platform } from '@rove/contract';
import type { Logger } from './logger.ts';

/** What the request-header middleware reads from every call (spec 000 section 7). */
export interface RequestInfo {
  apiVersion: string;
  correlationId: string;
  platform: Platform;
  anonymousId?: string;
  userAgent: string;
  isCrawler: boolean;
  /** The raw bearer token, if any. Identity verifies it. */
  bearerToken?: string;
  ip: { country?: string; region?: string; city?: string };
  locale: Locale;
}

export interface AppVariables {
  request: RequestInfo;
  /** A logger carrying this request's correlation id. */
  log: Logger;
}

export interface AppEnv {
  Variables: AppVariables;
}

export type App = OpenAPIHono<AppEnv>;
