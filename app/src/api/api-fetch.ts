// apiFetch: the one way to call the rentals API. Adds the spec's headers, includes credentials, parses JSON,
// normalises errors into ApiError and reports failures (never aborted requests).
import { ApiHeaders } from '@rove/contract';
import { cookies } from '@rove/contract/cookies';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { resolvePlatform } from '../lib/native/platform.ts';
import { sessionStore } from './session-store.ts';
import { visitorStore } from './visitor-store.ts';
import { apiHeaders } from './api-headers.ts';
import { takeEarlyRead } from './early-reads.ts';
import { ApiError, normaliseApiError } from './api-error.ts';
import { reportError } from '../lib/report-error.ts';

export interface ApiFetchOptions extends Omit<RequestInit, 'body' | 'headers'> {
  body?: unknown;
  headers?: Record<string, string>;
  /** Query parameters; undefined values are skipped. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Status codes the caller handles itself without a report (e.g. 401 on notifications, spec 000 section 8). */
  quietStatuses?: number[];
}

function anonymousId(): string {
  const existing = readCookie(cookies.anonymousId.name);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeCookie(cookies.anonymousId.name, id, cookies.anonymousId.maxAge);
  return id;
}

export function apiUrl(path: string, query?: ApiFetchOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

// On the server (shell/server/entry-server.tsx), the API answers in-process: the server hands its own request function
// (one that calls the API as the request being rendered).
let serverFetch: typeof fetch | undefined;
export function setServerFetch(next: typeof fetch | undefined): void {
  serverFetch = next;
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, headers, query, quietStatuses = [], ...init } = options;
  const correlationId = crypto.randomUUID();
  const requestHeaders: Record<string, string> = {
    ...apiHeaders({
      accessToken: sessionStore.get().accessToken,
      ip: visitorStore.get().ip,
      correlationId,
      platform: resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent),
      anonymousId: anonymousId(),
    }),
    ...headers,
  };
  const isJsonBody = body !== undefined && !(body instanceof FormData) && !(body instanceof Blob);
  if (isJsonBody) requestHeaders['Content-Type'] ??= 'application/json';
  const url = apiUrl(path, query);
  // A signed-in page's first reads, asked by the start script beside the app's code: taken when this is one of them.
  const taken = !serverFetch && body === undefined && (init.method ?? 'GET') === 'GET' ? takeEarlyRead(url, requestHeaders) : undefined;
  const early = taken && (await taken);
  if (early)
    return readAnswer<T>(early, { url, correlationId: early.headers.get(ApiHeaders.CorrelationId) ?? correlationId, quietStatuses });
  let response: Response;
  try {
    response = await (serverFetch ?? fetch)(url, {
      ...init,
      headers: requestHeaders,
      credentials: 'include',
      body: body === undefined ? undefined : isJsonBody ? JSON.stringify(body) : (body as BodyInit),
    });
  } catch (error) {
    reportError(error, { url, correlationId });
    throw error;
  }
  return readAnswer<T>(response, { url, correlationId, quietStatuses });
}

/**
 * An answer of the API as apiFetch gives it: its JSON (or text), or an ApiError (reported unless its status is one
 * the caller handles). Also for a call made before the app's code ran (the start script's session refresh).
 */
export async function readAnswer<T = unknown>(
  response: Response,
  { url, correlationId, quietStatuses = [] }: { url: string; correlationId: string; quietStatuses?: number[] },
): Promise<T> {
  const type = response.headers.get('Content-Type') ?? '';
  const payload: unknown =
    response.status === 204 ? undefined : type.includes('json') ? await response.json().catch(() => undefined) : await response.text();
  if (!response.ok) {
    const error = normaliseApiError(response.status, payload, correlationId, response.statusText || `HTTP ${response.status}`);
    if (!quietStatuses.includes(response.status)) reportError(error, { url, correlationId, status: response.status });
    throw error;
  }
  return payload as T;
}

export { ApiError };
