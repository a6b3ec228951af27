// The OpenAPI document's entries of the messages routes (the handlers validate with the contract's schemas; refusals
// come in the request's language, their codes in StatusMessage).
import {
  MessageSchema,
  MessageTemplateInputSchema,
  MessageTemplateListSchema,
  MessageTemplateSchema,
  PreBookingMessageSchema,
  SendEnquirySchema,
  SendMessageSchema,
  ThreadDetailSchema,
  ThreadListQuerySchema,
  ThreadListSchema,
  ThreadSummarySchema,
} from '@rove/contract';
import { z } from 'zod';
import type { App } from '../http/context.ts';
import { ApiErrorSchema } from '../http/errors.ts';

export function documentMessageRoutes(app: App) {
  const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
  const errors = {
    400: json(ApiErrorSchema, 'MESSAGE_EMPTY, MESSAGE_TOO_LONG, MESSAGE_TOO_MANY_PHOTOS, TEMPLATE_NAME_REQUIRED, ... (Errors per field)'),
    401: json(ApiErrorSchema, 'Sign in to continue'),
    404: json(ApiErrorSchema, 'THREAD_NOT_FOUND (also for someone else’s thread), RV_NOT_FOUND, TEMPLATE_NOT_FOUND'),
    422: json(ApiErrorSchema, 'MESSAGE_PHOTO_UNUSABLE'),
    429: json(ApiErrorSchema, 'MESSAGE_RATE_LIMITED (Retry-After)'),
  };
  const tags = ['Messages'];
  const threadId = z.object({ threadId: z.string().regex(/^\d+$/) });
  const templateId = z.object({ templateId: z.string().regex(/^\d+$/) });
  const rvId = z.object({ rvId: z.string().regex(/^\d+$/) });
  const body = (schema: z.ZodType) => ({ body: { content: { 'application/json': { schema } } } });
  const add = (method: 'get' | 'post' | 'put' | 'delete', path: string, summary: string, ok: z.ZodType | null, extra: object = {}) =>
    app.openAPIRegistry.registerPath({
      method,
      path,
      summary,
      tags,
      responses: { ...(ok ? { 200: json(ok, 'OK') } : { 204: { description: 'Done' } }), ...errors },
      ...extra,
    });
  add('get', '/api/Message/threads', 'The caller’s threads in a folder, latest activity first', ThreadListSchema, {
    request: { query: ThreadListQuerySchema },
  });
  add('get', '/api/Message/threads/{threadId}', 'One thread with its messages (parties and administrators)', ThreadDetailSchema, {
    request: { params: threadId },
  });
  add(
    'post',
    '/api/Message/threads/{threadId}/messages',
    'Send a message (Idempotency-Key: a retry answers the stored one)',
    MessageSchema,
    {
      request: { params: threadId, ...body(SendMessageSchema) },
    },
  );
  add('post', '/api/Message/threads/{threadId}/read', 'Mark the thread read', null, { request: { params: threadId } });
  add('post', '/api/Message/threads/{threadId}/archive', 'Archive the thread (for the caller)', ThreadSummarySchema, {
    request: { params: threadId },
  });
  add('post', '/api/Message/threads/{threadId}/unarchive', 'Move the thread back to the inbox', ThreadSummarySchema, {
    request: { params: threadId },
  });
  add(
    'post',
    '/api/Message/enquiries',
    'Ask a host about an RV before booking',
    z.object({ Thread: ThreadSummarySchema, Message: MessageSchema }),
    {
      request: body(SendEnquirySchema),
    },
  );
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/Message/live',
    summary: 'The live channel: server-sent events (ready, message, thread, notifications, booking)',
    tags,
    responses: { 200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } }, 401: errors[401] },
  });
  add('get', '/api/Message/templates', 'The caller’s message templates', MessageTemplateListSchema);
  add('post', '/api/Message/templates', 'Save a template', MessageTemplateSchema, { request: body(MessageTemplateInputSchema) });
  add('put', '/api/Message/templates/{templateId}', 'Change a template', MessageTemplateSchema, {
    request: { params: templateId, ...body(MessageTemplateInputSchema) },
  });
  add('delete', '/api/Message/templates/{templateId}', 'Delete a template', null, { request: { params: templateId } });
  const preBooking = z.object({ RvId: z.number().int(), Message: z.string(), UpdatedAt: z.string().nullable() });
  add('get', '/api/hosts/rvs/{rvId}/pre-booking-message', 'The RV’s pre-booking message (its host)', preBooking, {
    request: { params: rvId },
  });
  add('put', '/api/hosts/rvs/{rvId}/pre-booking-message', 'Set the RV’s pre-booking message (empty removes it)', preBooking, {
    request: { params: rvId, ...body(PreBookingMessageSchema) },
  });
}
