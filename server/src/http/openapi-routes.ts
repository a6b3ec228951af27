// The pieces every route declaration uses. A route is declared once, with zod-openapi's createRoute (its method,
// path, operationId, tags, security, request schemas and every answer it can give), and registered with
// app.openapi(route, handler): the validators and the served document come from that one declaration.
//
//   const getBooking = createRoute({
//     method: 'get', path: '/api/bookings/{id}', operationId: 'getBooking', tags: ['Bookings'], summary: 'Booking detail',
//     ...signedIn,                                  // identity/route-security.ts: middleware + security requirement
//     request: { params: BookingIdParams },
//     responses: { 200: json(BookingDetailSchema, 'The booking'), ...refusals({ 400: invalid, 401: signInFirst, 404: 'BOOKING_NOT_FOUND' }) },
//   });
//
// test/openapi-document.test.ts holds the document to Redocly's recommended rules and checks what these helpers
// cannot: an operationId on every operation, a 401 on every signed-in one, every registered route in the document.
import { z } from '@hono/zod-openapi';
import { ApiError, ApiErrorSchema } from './errors.ts';

/** A JSON answer (or body) of the document. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body (validated before the handler runs; `required: false` lets an empty body through as {}). */
export const jsonBody = <T extends z.ZodType>(schema: T, options: { required?: boolean; description?: string } = {}) => ({
  content: { 'application/json': { schema } },
  required: options.required ?? true,
  ...(options.description ? { description: options.description } : {}),
});

/** A non-JSON answer (text, HTML, images, files): its media type and what it holds. */
export const media = (type: string, description: string, schema: z.ZodType = z.string()) => ({
  description,
  content: { [type]: { schema } },
});

/** A binary answer (an image, a PDF, a tile), in one of the media types given. */
export const binary = (types: string | string[], description: string) => ({
  description,
  content: Object.fromEntries([types].flat().map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});

type ErrorAnswer = { description: string; content: { 'application/json': { schema: typeof ApiErrorSchema } } };

/** Error answers in the API's one error shape ({ Status, Message, StatusMessage?, Errors?, Data? }), by status. */
export function refusals<const C extends Partial<Record<ErrorStatus, string>>>(codes: C): { [K in keyof C]: ErrorAnswer } {
  return Object.fromEntries(
    Object.entries(codes).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: ApiErrorSchema } } },
    ]),
  ) as { [K in keyof C]: ErrorAnswer };
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

// Descriptions shared by many routes (a route names its own codes in StatusMessage beside them when it has some).
/** Every route: the edge check (NUL characters, ids beyond int4, dates off the calendar) and its own validation. */
export const invalid = 'The request is not valid: StatusMessage VALIDATION_FAILED (Errors per field) or INVALID_INPUT';
export const signInFirst = 'Sign in to continue (UNAUTHORIZED), or the access token is invalid or expired (INVALID_TOKEN)';
export const tooLarge = 'The body is larger than the limit (PAYLOAD_TOO_LARGE)';
export const rateLimited = 'Too many requests (RATE_LIMITED, Retry-After)';

/**
 * A route hook for routes whose parameters name a file or page: a value of another shape is as unknown as a missing
 * one (404 NOT_FOUND), not a validation failure.
 */
export const unknownIfInvalid = (result: { success: boolean }): undefined => {
  if (!result.success) throw new ApiError(404, 'Not found.', { statusMessage: 'NOT_FOUND' });
  return undefined;
};

/**
 * An answer the handler's types cannot follow (an idempotent call's stored answer replayed, a cached body). Its body
 * is still held to the route's schema by the suite's check of every answer (test/response-validator.ts).
 */
export type UncheckedAnswer = never;

/** Path parameters that are database ids: digits only (the edge check refuses values beyond int4). */
export const idParam = (description: string) => z.string().regex(/^\d+$/).meta({ description });

/** The document's description: what holds for every operation. */
export const apiDescription = [
  'The API behind Rove. Field names in PascalCase as the specification spells them.',
  '',
  'Every call may send the headers of spec 000 section 7 (API version, correlation id, platform, anonymous id, IP location).',
  'Errors come in one shape (`ApiError`: Status, Message in the request’s language, StatusMessage, Errors per field, Data).',
  'Besides the answers each operation lists, the shared edge may answer any call with 413 (PAYLOAD_TOO_LARGE),',
  '414 (URI_TOO_LONG), 415 (UNSUPPORTED_MEDIA_TYPE: a JSON body must be sent as application/json), 503 (OVERLOADED,',
  'BUSY or STARTING, with Retry-After), in that same shape; and 500 (An unexpected error occurred) when something breaks.',
].join('\n');
