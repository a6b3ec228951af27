import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { ApiErrorBody } from '@rove/contract';

export type { ApiErrorBody } from '@rove/contract';

/** Throw from a handler: the error middleware answers it in the error shape with its status. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly statusMessage?: string;
  readonly errors?: Record<string, string[]>;
  readonly data?: unknown;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { statusMessage?: string; errors?: Record<string, string[]>; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusMessage = options.statusMessage;
    this.errors = options.errors;
    this.data = options.data;
  }
}

export function errorBody(status: number, message: string, extra: Omit<ApiErrorBody, 'Status' | 'Message'> = {}): ApiErrorBody {
  return { Status: status, Message: message, ...extra };
}

export function errorResponse<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  message: string,
  extra: Omit<ApiErrorBody, 'Status' | 'Message'> = {},
) {
  return c.json(errorBody(status, message, extra), status);
}

/** zod issues -> { field: [messages] }, the field being the first path segment as sent. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** Status codes for HTTPExceptions thrown by Hono's own middleware, with clearer messages. */
export function fromHttpException(error: HTTPException): ApiErrorBody {
  const status = error.status;
  let message = error.message || 'Request failed';
  if (status === 413) return errorBody(413, 'Request body too large', { StatusMessage: 'PAYLOAD_TOO_LARGE' });
  // zod-openapi's validators: a JSON body sent as another media type, or one that does not parse.
  if (status === 415)
    return errorBody(415, 'This route does not take a body of that media type (send JSON as application/json).', {
      StatusMessage: 'UNSUPPORTED_MEDIA_TYPE',
    });
  if (status === 400 && /malformed json/i.test(message))
    return errorBody(400, 'Malformed JSON in request body', { StatusMessage: 'MALFORMED_JSON' });
  if (status === 400) message = message || 'Bad request';
  return errorBody(status, message);
}

export { HTTPException };

/** The error shape as a zod schema, for the OpenAPI document. */
export const ApiErrorSchema = z
  .object({
    Status: z.number().int(),
    Message: z.string(),
    StatusMessage: z.string().optional(),
    Errors: z.record(z.string(), z.array(z.string())).optional(),
    Data: z.unknown().optional(),
  })
  .meta({ id: 'ApiError' });
