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
import { jsonContent, routeDocumenter } from '../http/openapi-routes.ts';

export function documentMessageRoutes(app: App) {
  const tag = 'Messages';
  const add = routeDocumenter(app, tag, {
    400: 'MESSAGE_EMPTY, MESSAGE_TOO_LONG, MESSAGE_TOO_MANY_PHOTOS, TEMPLATE_NAME_REQUIRED, ... (Errors per field)',
    401: 'Sign in to continue',
    404: 'THREAD_NOT_FOUND (also for someone else’s thread), RV_NOT_FOUND, TEMPLATE_NOT_FOUND',
    422: 'MESSAGE_PHOTO_UNUSABLE',
    429: 'MESSAGE_RATE_LIMITED (Retry-After)',
  });
  const threadId = z.object({ threadId: z.string().regex(/^\d+$/) });
  const templateId = z.object({ templateId: z.string().regex(/^\d+$/) });
  const rvId = z.object({ rvId: z.string().regex(/^\d+$/) });
  add('get', '/api/Message/threads', 'The caller’s threads in a folder, latest activity first', {
    query: ThreadListQuerySchema,
    ok: [200, ThreadListSchema],
  });
  add('get', '/api/Message/threads/{threadId}', 'One thread with its messages (parties and administrators)', {
    params: threadId,
    ok: [200, ThreadDetailSchema],
  });
  add('post', '/api/Message/threads/{threadId}/messages', 'Send a message (Idempotency-Key: a retry answers the stored one)', {
    params: threadId,
    body: SendMessageSchema,
    ok: [200, MessageSchema],
  });
  add('post', '/api/Message/threads/{threadId}/read', 'Mark the thread read', { params: threadId, ok: null });
  add('post', '/api/Message/threads/{threadId}/archive', 'Archive the thread (for the caller)', {
    params: threadId,
    ok: [200, ThreadSummarySchema],
  });
  add('post', '/api/Message/threads/{threadId}/unarchive', 'Move the thread back to the inbox', {
    params: threadId,
    ok: [200, ThreadSummarySchema],
  });
  add('post', '/api/Message/enquiries', 'Ask a host about an RV before booking', {
    body: SendEnquirySchema,
    ok: [200, z.object({ Thread: ThreadSummarySchema, Message: MessageSchema })],
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/Message/live',
    summary: 'The live channel: server-sent events (ready, message, thread, notifications, booking)',
    tags: [tag],
    responses: {
      200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: z.string() } } },
      401: jsonContent(ApiErrorSchema, 'Sign in to continue'),
    },
  });
  add('get', '/api/Message/templates', 'The caller’s message templates', { ok: [200, MessageTemplateListSchema] });
  add('post', '/api/Message/templates', 'Save a template', { body: MessageTemplateInputSchema, ok: [200, MessageTemplateSchema] });
  add('put', '/api/Message/templates/{templateId}', 'Change a template', {
    params: templateId,
    body: MessageTemplateInputSchema,
    ok: [200, MessageTemplateSchema],
  });
  add('delete', '/api/Message/templates/{templateId}', 'Delete a template', { params: templateId, ok: null });
  const preBooking = z.object({ RvId: z.number().int(), Message: z.string(), UpdatedAt: z.string().nullable() });
  add('get', '/api/hosts/rvs/{rvId}/pre-booking-message', 'The RV’s pre-booking message (its host)', {
    params: rvId,
    ok: [200, preBooking],
  });
  add('put', '/api/hosts/rvs/{rvId}/pre-booking-message', 'Set the RV’s pre-booking message (empty removes it)', {
    params: rvId,
    body: PreBookingMessageSchema,
    ok: [200, preBooking],
  });
}
