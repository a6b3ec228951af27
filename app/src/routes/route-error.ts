// Route errors and the error catalogue (spec 000 section 8, spec 001 section 8).

/** An error a loader throws: a status, the catalogue's message, and whether the address bar goes back. */
export class RouteError extends Error {
  readonly status: number;
  readonly statusMessage: string | undefined;
  readonly fatal: boolean;
  /** The previous path, put back in the address bar after a failed validity check. */
  readonly restorePath: string | undefined;
  constructor(status: number, message: string, init: { statusMessage?: string; fatal?: boolean; restorePath?: string } = {}) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
    this.statusMessage = init.statusMessage;
    this.fatal = init.fatal ?? false;
    this.restorePath = init.restorePath;
  }
}

export const errorMessages = {
  unmatched: (path: string) => `Page not found: ${path}`,
  invalidRoute: (path: string) => `Page Not Found: ${path}`,
  middlewareRefused: 'Page Not Found',
  invalidParameters: 'Invalid parameters',
  invalidProfileUrl: 'Invalid profile URL',
} as const;

export interface ErrorFacts {
  status?: number;
  statusMessage?: string;
  message: string;
  stack?: string;
}

/** Reads status, status message and message from whatever was thrown (RouteError, API error, router response, Error). */
export function errorFacts(error: unknown): ErrorFacts {
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    const status = typeof e.status === 'number' ? e.status : undefined;
    const data = e.data && typeof e.data === 'object' ? (e.data as Record<string, unknown>) : undefined;
    const statusMessage =
      (typeof e.statusMessage === 'string' && e.statusMessage) ||
      (typeof data?.StatusMessage === 'string' && data.StatusMessage) ||
      (typeof e.statusText === 'string' && e.statusText === 'RV_UNPUBLISHED' ? e.statusText : undefined) ||
      undefined;
    const message =
      (typeof e.message === 'string' && e.message) ||
      (typeof data?.message === 'string' && data.message) ||
      (typeof e.data === 'string' && e.data) ||
      (typeof e.statusText === 'string' && e.statusText) ||
      'Unknown error';
    return { status, statusMessage, message, stack: typeof e.stack === 'string' ? e.stack : undefined };
  }
  return { message: String(error) };
}
