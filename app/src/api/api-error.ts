// One error shape for every failed call: status, the server's message and StatusMessage, the correlation id.
export class ApiError extends Error {
  readonly status: number;
  readonly statusMessage: string | undefined;
  readonly correlationId: string;
  readonly body: unknown;
  constructor(status: number, message: string, init: { statusMessage?: string; correlationId: string; body?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusMessage = init.statusMessage;
    this.correlationId = init.correlationId;
    this.body = init.body;
  }
}

/** Reads the server's error body ({ message | Message | error, StatusMessage }) into an ApiError. */
export function normaliseApiError(status: number, body: unknown, correlationId: string, fallback: string): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  const message =
    text('message') ?? text('Message') ?? text('error_description') ?? text('error') ?? (typeof body === 'string' && body) ?? fallback;
  return new ApiError(status, message || fallback, { statusMessage: text('StatusMessage') ?? text('statusMessage'), correlationId, body });
}
