// Messages between renters and hosts (issue 20). Threads: one per booking (opened when the booking is requested,
// with the renter's note and the RV's pre-booking message) and one per enquiry (a renter's question about an RV
// before booking). Only the two parties write; they and administrators read. A message is stored before it is
// acknowledged, then both parties' live channels hear it and a recipient who is not online gets a mail.
import type { Locale } from '@rove/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  MessageSchema,
  MessageTemplateListSchema,
  MessageTemplateSchema,
  ThreadDetailSchema,
  ThreadListSchema,
  ThreadSummarySchema,
  type MessageErrorCode,
  MessageTemplateInputSchema,
  messageErrorOf,
  messageWords,
  maxMessageTemplates,
  PreBookingMessageSchema,
  SendEnquirySchema,
  SendMessageSchema,
  ThreadListQuerySchema,
  MarkThreadReadSchema,
} from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { codeWords, serverWords } from '../i18n/server-words.ts';
import { invalid, json, jsonBody, media, refusals, signInFirst } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { liveChannel, presenceOf } from './live-channel.ts';
import { mailNewMessage } from './message-mail.ts';
import { canReadThread, canWriteThread, shouldMailRecipient, threadRole } from './message-rules.ts';
import { requireAction, takeAction } from '../identity/action-limits.ts';
import { mailerFor } from '../mail/mailer.ts';
import {
  ensureBookingThreads,
  findThread,
  listThreads,
  markRead,
  messageColumns,
  messageView,
  setArchived,
  type ThreadRow,
  threadMessages,
  threadSummary,
  unreadInThread,
} from './message-store.ts';
import { inTransaction } from '../db/transaction.ts';

type User = { id: number; roles: readonly string[] };

const statusOf: Record<MessageErrorCode, 400 | 403 | 404 | 409 | 422 | 429> = {
  MESSAGE_EMPTY: 400,
  MESSAGE_TOO_LONG: 400,
  MESSAGE_PHOTO_UNUSABLE: 422,
  MESSAGE_TOO_MANY_PHOTOS: 400,
  MESSAGE_RATE_LIMITED: 429,
  THREAD_NOT_FOUND: 404,
  ENQUIRY_OWN_RV: 403,
  RV_NOT_FOUND: 404,
  TEMPLATE_NOT_FOUND: 404,
  TEMPLATE_LIMIT: 409,
  TEMPLATE_NAME_REQUIRED: 400,
  TEMPLATE_NAME_TOO_LONG: 400,
  PRE_BOOKING_TOO_LONG: 400,
  IDEMPOTENCY_KEY_REQUIRED: 400,
};

/** A refusal in the request's language, its code as StatusMessage; field refusals also under Errors. */
export function messageError(code: MessageErrorCode, locale: Locale, extra: { field?: string; seconds?: number } = {}): ApiError {
  const message = codeWords(messageWords, code, locale, extra.seconds === undefined ? {} : { seconds: extra.seconds });
  return new ApiError(statusOf[code], message, {
    statusMessage: code,
    errors: extra.field ? { [extra.field]: [message] } : undefined,
    data: extra.seconds ? { RetryAfterSeconds: extra.seconds } : undefined,
  });
}

/** A route hook: a body the contract's schemas refuse is answered with the messages' own codes and sentences. */
const messageFields =
  (field = 'Body') =>
  (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
    if (result.success || !result.error) return undefined;
    const path = result.error.issues[0]?.path[0];
    throw messageError(messageErrorOf(result.error), c.var.request.locale, { field: typeof path === 'string' ? path : field });
  };

// ---- Declarations ----

const common = { tags: ['Messages'], ...signedIn };
// Ids of another shape are as unknown as someone else's thread (404), so the handlers judge the parameters.
const ThreadParams = z.object({ threadId: z.string().meta({ description: 'The thread (digits)' }) });
const TemplateParams = z.object({ templateId: z.string().meta({ description: 'The template (digits)' }) });
const RvParams = z.object({ rvId: z.string().meta({ description: 'The RV (digits)' }) });
const threadNotFound = 'THREAD_NOT_FOUND (also for someone else’s thread)';
const bodyRefused = 'MESSAGE_EMPTY, MESSAGE_TOO_LONG, MESSAGE_TOO_MANY_PHOTOS (Errors per field, in the request’s language)';
const PreBookingAnswerSchema = z.object({ RvId: z.number().int(), Message: z.string(), UpdatedAt: z.string().nullable() });
const routes = {
  live: createRoute({
    method: 'get',
    path: '/api/Message/live',
    operationId: 'openLiveChannel',
    summary: 'The live channel: server-sent events (ready, message, thread, notifications, booking)',
    ...common,
    responses: { 200: media('text/event-stream', 'Events until the client leaves'), ...refusals({ 400: invalid, 401: signInFirst }) },
  }),
  threads: createRoute({
    method: 'get',
    path: '/api/Message/threads',
    operationId: 'listThreads',
    summary: 'The caller’s threads in a folder (inbox, archives, requests, enquiries), latest activity first',
    ...common,
    request: { query: ThreadListQuerySchema },
    responses: { 200: json(ThreadListSchema, 'A page of threads'), ...refusals({ 400: invalid, 401: signInFirst }) },
  }),
  thread: createRoute({
    method: 'get',
    path: '/api/Message/threads/{threadId}',
    operationId: 'getThread',
    summary: 'One thread with its messages (its parties and administrators)',
    ...common,
    request: { params: ThreadParams },
    responses: { 200: json(ThreadDetailSchema, 'The thread'), ...refusals({ 400: invalid, 401: signInFirst, 404: threadNotFound }) },
  }),
  send: createRoute({
    method: 'post',
    path: '/api/Message/threads/{threadId}/messages',
    operationId: 'sendMessage',
    summary: 'Send a message (Idempotency-Key: a retry answers the stored one)',
    ...common,
    request: { params: ThreadParams, body: jsonBody(SendMessageSchema) },
    responses: {
      201: json(MessageSchema, 'The message'),
      200: json(MessageSchema, 'A retry with the same Idempotency-Key: the stored message'),
      ...refusals({
        400: bodyRefused,
        401: signInFirst,
        403: 'FORBIDDEN: only the two parties write',
        404: threadNotFound,
        422: 'MESSAGE_PHOTO_UNUSABLE',
        429: 'MESSAGE_RATE_LIMITED (Retry-After)',
      }),
    },
  }),
  read: createRoute({
    method: 'post',
    path: '/api/Message/threads/{threadId}/read',
    operationId: 'markThreadRead',
    summary: 'Mark the thread read, up to the newest message the reader was shown (UpTo) or all of it',
    ...common,
    request: { params: ThreadParams, body: jsonBody(MarkThreadReadSchema, { required: false }) },
    responses: { 204: { description: 'Read' }, ...refusals({ 400: invalid, 401: signInFirst, 404: threadNotFound }) },
  }),
  archive: (archived: boolean) =>
    createRoute({
      method: 'post',
      path: `/api/Message/threads/{threadId}/${archived ? 'archive' : 'unarchive'}`,
      operationId: archived ? 'archiveThread' : 'unarchiveThread',
      summary: archived ? 'Archive the thread (for the caller)' : 'Move the thread back to the inbox',
      ...common,
      request: { params: ThreadParams },
      responses: {
        200: json(ThreadSummarySchema, 'The thread'),
        ...refusals({ 400: invalid, 401: signInFirst, 403: 'FORBIDDEN: only the two parties', 404: threadNotFound }),
      },
    }),
  enquiry: createRoute({
    method: 'post',
    path: '/api/Message/enquiries',
    operationId: 'sendEnquiry',
    summary: 'Ask a host about an RV before booking (opens or continues the enquiry thread)',
    ...common,
    request: { body: jsonBody(SendEnquirySchema) },
    responses: {
      201: json(z.object({ Thread: ThreadSummarySchema, Message: MessageSchema }), 'The thread and the message'),
      200: json(z.object({ Thread: ThreadSummarySchema, Message: MessageSchema }), 'A retry with the same Idempotency-Key'),
      ...refusals({
        400: bodyRefused,
        401: signInFirst,
        403: 'ENQUIRY_OWN_RV',
        404: 'RV_NOT_FOUND (not published)',
        429: 'MESSAGE_RATE_LIMITED, RATE_LIMITED (enquiries per hour; Retry-After)',
      }),
    },
  }),
  templates: createRoute({
    method: 'get',
    path: '/api/Message/templates',
    operationId: 'listMessageTemplates',
    summary: 'The caller’s message templates',
    ...common,
    responses: { 200: json(MessageTemplateListSchema, 'The templates'), ...refusals({ 400: invalid, 401: signInFirst }) },
  }),
  createTemplate: createRoute({
    method: 'post',
    path: '/api/Message/templates',
    operationId: 'createMessageTemplate',
    summary: 'Save a template',
    ...common,
    request: { body: jsonBody(MessageTemplateInputSchema) },
    responses: {
      201: json(MessageTemplateSchema, 'The template'),
      ...refusals({
        400: 'TEMPLATE_NAME_REQUIRED, TEMPLATE_NAME_TOO_LONG, MESSAGE_EMPTY, MESSAGE_TOO_LONG',
        401: signInFirst,
        409: 'TEMPLATE_LIMIT',
      }),
    },
  }),
  updateTemplate: createRoute({
    method: 'put',
    path: '/api/Message/templates/{templateId}',
    operationId: 'updateMessageTemplate',
    summary: 'Change a template',
    ...common,
    request: { params: TemplateParams, body: jsonBody(MessageTemplateInputSchema) },
    responses: {
      200: json(MessageTemplateSchema, 'The template'),
      ...refusals({
        400: 'TEMPLATE_NAME_REQUIRED, TEMPLATE_NAME_TOO_LONG, MESSAGE_EMPTY, MESSAGE_TOO_LONG',
        401: signInFirst,
        404: 'TEMPLATE_NOT_FOUND',
      }),
    },
  }),
  deleteTemplate: createRoute({
    method: 'delete',
    path: '/api/Message/templates/{templateId}',
    operationId: 'deleteMessageTemplate',
    summary: 'Delete a template',
    ...common,
    request: { params: TemplateParams },
    responses: { 204: { description: 'Deleted' }, ...refusals({ 400: invalid, 401: signInFirst, 404: 'TEMPLATE_NOT_FOUND' }) },
  }),
  preBooking: createRoute({
    method: 'get',
    path: '/api/hosts/rvs/{rvId}/pre-booking-message',
    operationId: 'getPreBookingMessage',
    summary: 'The RV’s pre-booking message (its host, or an administrator)',
    ...common,
    request: { params: RvParams },
    responses: {
      200: json(PreBookingAnswerSchema, 'The message (empty: none)'),
      ...refusals({ 400: invalid, 401: signInFirst, 404: 'RV_NOT_FOUND' }),
    },
  }),
  setPreBooking: createRoute({
    method: 'put',
    path: '/api/hosts/rvs/{rvId}/pre-booking-message',
    operationId: 'setPreBookingMessage',
    summary: 'Set the RV’s pre-booking message (empty removes it)',
    ...common,
    request: { params: RvParams, body: jsonBody(PreBookingMessageSchema) },
    responses: {
      200: json(PreBookingAnswerSchema, 'The message'),
      ...refusals({ 400: 'PRE_BOOKING_TOO_LONG', 401: signInFirst, 404: 'RV_NOT_FOUND' }),
    },
  }),
};

const idOf = (raw: string | undefined, locale: Locale) => {
  if (!raw || !/^\d{1,15}$/.test(raw)) throw messageError('THREAD_NOT_FOUND', locale);
  return Number(raw);
};

export function createMessagesModule(): ApiModule {
  return {
    name: 'messages',
    register(app, deps: AppDeps) {
      const db = deps.db;
      const presence = presenceOf(deps);
      const locale = (c: Context): Locale => (c.get('request') as { locale?: Locale } | undefined)?.locale ?? 'en';
      const userOf = (c: Context) => c.get('user') as User;

      // A booking request opens its thread at once (the host sees it live); older bookings on first look.
      deps.events.subscribe((event) => {
        if (event.type !== 'booking') return;
        const data = event.data as { BookingId?: number; Event?: string };
        if (data.Event !== 'requested' || typeof data.BookingId !== 'number') return;
        const bookingId = data.BookingId;
        void ensureBookingThreads(db, { bookingId })
          .then(async (opened) => {
            for (const threadId of opened) await announceThread(threadId);
          })
          .catch((error) => deps.logger.error('opening a booking thread failed', { bookingId, error }));
      });

      /** Tells both parties a thread moved (new thread, or messages in it) and nudges their unread counts. */
      async function announceThread(threadId: number) {
        const thread = await findThread(db, threadId);
        if (!thread) return;
        for (const userId of [thread.renter_id, thread.owner_id]) {
          deps.events.publish({ userId, type: 'thread', data: { ThreadId: thread.id } });
          deps.events.publish({ userId, type: 'notifications', data: {} });
        }
      }

      async function readable(c: Context): Promise<ThreadRow> {
        const thread = await findThread(db, idOf(c.req.param('threadId'), locale(c)));
        // Someone else's thread answers exactly what an unknown one does.
        if (!thread || !canReadThread(thread, userOf(c))) throw messageError('THREAD_NOT_FOUND', locale(c));
        return thread;
      }

      async function writable(c: Context): Promise<ThreadRow> {
        const thread = await readable(c);
        if (!canWriteThread(thread, userOf(c).id))
          throw new ApiError(403, serverWords(locale(c), 'threadPartiesOnly'), {
            statusMessage: 'FORBIDDEN',
          });
        return thread;
      }

      /** Stores one message (once per Idempotency-Key), then tells both parties and mails an offline recipient. */
      async function send(c: Context, thread: ThreadRow, input: { Body: string; PhotoIds: string[] }) {
        const user = userOf(c);
        const lang = locale(c);
        const key = c.req.header('Idempotency-Key')?.trim().slice(0, 200) || null;
        const replay = async () =>
          key
            ? db
                .selectFrom('messages')
                .select([...messageColumns])
                .where('sender_id', '=', user.id)
                .where('client_key', '=', key)
                .executeTakeFirst()
            : undefined;
        const earlier = await replay();
        if (earlier) return { message: earlier, replayed: true };
        // Counted in the database: every process shares the limit (identity/action-limits.ts).
        const decision = await takeAction(deps, 'messagesPerUser', user.id);
        if (!decision.allowed) {
          c.header('Retry-After', String(decision.retryAfterSeconds));
          throw messageError('MESSAGE_RATE_LIMITED', lang, { seconds: decision.retryAfterSeconds });
        }
        const photoIds = [...new Set(input.PhotoIds)];
        if (photoIds.length) {
          const usable = await db
            .selectFrom('uploads')
            .select('id')
            .where('id', 'in', photoIds)
            .where('owner_id', '=', user.id)
            .where('kind', '=', 'message-photo')
            .execute();
          if (usable.length !== photoIds.length) throw messageError('MESSAGE_PHOTO_UNUSABLE', lang, { field: 'PhotoIds' });
        }
        const role = threadRole(thread, user.id) as 'renter' | 'owner';
        const recipientId = role === 'renter' ? thread.owner_id : thread.renter_id;
        const unreadBefore = await unreadInThread(db, thread.id, recipientId);
        const mailRecipient = shouldMailRecipient({ online: presence.isOnline(recipientId), unreadBefore });
        const now = deps.now();
        let stored: Awaited<ReturnType<typeof replay>>;
        try {
          stored = await inTransaction(db, async (trx) => {
            const row = await trx
              .insertInto('messages')
              .values({
                thread_id: thread.id,
                sender_id: user.id,
                kind: 'text',
                body: input.Body,
                photo_ids: JSON.stringify(photoIds),
                client_key: key,
                created_at: now,
              })
              .returning([...messageColumns])
              .executeTakeFirstOrThrow();
            await trx
              .updateTable('message_threads')
              .set(
                role === 'renter'
                  ? { last_message_at: now, renter_read_id: row.id, owner_archived: false }
                  : { last_message_at: now, owner_read_id: row.id, renter_archived: false },
              )
              .where('id', '=', thread.id)
              .execute();
            // The offline recipient's mail commits with the message (durable mail: mail/mailer.ts).
            if (mailRecipient)
              await mailNewMessage(deps, { thread, senderId: user.id, recipientId, body: input.Body, photoCount: photoIds.length }, trx);
            return row;
          });
        } catch (error) {
          // Two tries with the same key at once: the first one stored it.
          if ((error as { code?: string }).code === '23505') {
            const again = await replay();
            if (again) return { message: again, replayed: true };
          }
          throw error;
        }
        if (!stored) throw new Error('message not stored');
        for (const userId of [thread.renter_id, thread.owner_id]) {
          deps.events.publish({ userId, type: 'message', data: { ThreadId: thread.id, Message: messageView(stored, userId) } });
        }
        deps.events.publish({ userId: recipientId, type: 'notifications', data: {} });
        if (mailRecipient) mailerFor(deps).nudge();
        return { message: stored, replayed: false };
      }

      app.openapi(routes.live, (c) => liveChannel(c, deps, userOf(c).id));

      app.openapi(routes.threads, async (c) => {
        const user = userOf(c);
        const query = c.req.valid('query');
        await ensureBookingThreads(db, { userId: user.id });
        const pageSize = 20;
        const { items, total } = await listThreads(db, user.id, query.Folder, query.Page, pageSize);
        return c.json({ Items: items, Page: query.Page, PageSize: pageSize, TotalCount: total }, 200);
      });

      app.openapi(routes.thread, async (c) => {
        const user = userOf(c);
        const thread = await readable(c);
        const names = await db
          .selectFrom('users')
          .select(['id', 'first_name'])
          .where('id', 'in', [thread.renter_id, thread.owner_id])
          .execute();
        const nameOf = (id: number) => names.find((row) => row.id === id)?.first_name ?? '';
        return c.json(
          {
            Thread: await threadSummary(db, thread, user.id),
            Messages: await threadMessages(db, thread.id, user.id),
            RenterFirstName: nameOf(thread.renter_id),
            HostFirstName: nameOf(thread.owner_id),
            CanWrite: canWriteThread(thread, user.id),
          },
          200,
        );
      });

      app.openapi(
        routes.send,
        async (c) => {
          const input = c.req.valid('json');
          const thread = await writable(c);
          const { message, replayed } = await send(c, thread, input);
          c.header('Idempotent-Replayed', String(replayed));
          const answer = messageView(message as Parameters<typeof messageView>[0], userOf(c).id);
          return replayed ? c.json(answer, 200) : c.json(answer, 201);
        },
        messageFields(),
      );

      app.openapi(routes.read, async (c) => {
        const user = userOf(c);
        const thread = await readable(c);
        const { UpTo } = c.req.valid('json');
        if (await markRead(db, thread, user.id, UpTo)) {
          deps.events.publish({ userId: user.id, type: 'notifications', data: {} });
          deps.events.publish({ userId: user.id, type: 'thread', data: { ThreadId: thread.id } });
        }
        return c.body(null, 204);
      });

      for (const archived of [true, false]) {
        app.openapi(routes.archive(archived), async (c) => {
          const user = userOf(c);
          const thread = await writable(c);
          await setArchived(db, thread, user.id, archived);
          deps.events.publish({ userId: user.id, type: 'thread', data: { ThreadId: thread.id } });
          deps.events.publish({ userId: user.id, type: 'notifications', data: {} });
          return c.json(await threadSummary(db, (await findThread(db, thread.id)) as ThreadRow, user.id), 200);
        });
      }

      // A renter's question about an RV before booking: opens (or continues) their enquiry thread with its host.
      app.openapi(
        routes.enquiry,
        async (c) => {
          const user = userOf(c);
          const lang = locale(c);
          const input = c.req.valid('json');
          const listing = await db
            .selectFrom('listings')
            .select(['id', 'owner_id', 'status'])
            .where('id', '=', input.RvId)
            .executeTakeFirst();
          if (!listing || listing.status !== 'published') throw messageError('RV_NOT_FOUND', lang, { field: 'RvId' });
          if (listing.owner_id === user.id) throw messageError('ENQUIRY_OWN_RV', lang);
          await requireAction(c, deps, 'enquiriesPerUser', user.id);
          const now = deps.now();
          await db
            .insertInto('message_threads')
            .values({
              kind: 'enquiry',
              booking_id: null,
              listing_id: listing.id,
              renter_id: user.id,
              owner_id: listing.owner_id,
              last_message_at: now,
              created_at: now,
            })
            .onConflict((oc) => oc.columns(['listing_id', 'renter_id']).where('kind', '=', 'enquiry').doNothing())
            .execute();
          const found = await db
            .selectFrom('message_threads')
            .select('id')
            .where('kind', '=', 'enquiry')
            .where('listing_id', '=', listing.id)
            .where('renter_id', '=', user.id)
            .executeTakeFirstOrThrow();
          const thread = (await findThread(db, found.id)) as ThreadRow;
          let sent: Awaited<ReturnType<typeof send>>;
          try {
            sent = await send(c, thread, { Body: input.Body, PhotoIds: [] });
          } catch (error) {
            // A refused first question leaves no empty thread behind.
            await db
              .deleteFrom('message_threads')
              .where('id', '=', thread.id)
              .where(({ not, exists, selectFrom }) => not(exists(selectFrom('messages').select('id').where('thread_id', '=', thread.id))))
              .execute();
            throw error;
          }
          const { message, replayed } = sent;
          deps.events.publish({ userId: thread.owner_id, type: 'thread', data: { ThreadId: thread.id } });
          c.header('Idempotent-Replayed', String(replayed));
          const answer = {
            Thread: await threadSummary(db, (await findThread(db, thread.id)) as ThreadRow, user.id),
            Message: messageView(message as Parameters<typeof messageView>[0], user.id),
          };
          return replayed ? c.json(answer, 200) : c.json(answer, 201);
        },
        messageFields(),
      );

      // The host's message templates (profile/message-templates).
      const templateView = (row: { id: number; name: string; body: string; updated_at: Date }) => ({
        Id: row.id,
        Name: row.name,
        Body: row.body,
        UpdatedAt: new Date(row.updated_at).toISOString(),
      });
      const templateOr404 = async (c: Context) => {
        const raw = c.req.param('templateId');
        const row =
          raw && /^\d{1,15}$/.test(raw)
            ? await db
                .selectFrom('message_templates')
                .select(['id', 'name', 'body', 'updated_at'])
                .where('id', '=', Number(raw))
                .where('owner_id', '=', userOf(c).id)
                .executeTakeFirst()
            : undefined;
        if (!row) throw messageError('TEMPLATE_NOT_FOUND', locale(c));
        return row;
      };

      app.openapi(routes.templates, async (c) => {
        const rows = await db
          .selectFrom('message_templates')
          .select(['id', 'name', 'body', 'updated_at'])
          .where('owner_id', '=', userOf(c).id)
          .orderBy('name')
          .orderBy('id')
          .execute();
        return c.json({ Items: rows.map(templateView) }, 200);
      });

      app.openapi(
        routes.createTemplate,
        async (c) => {
          const user = userOf(c);
          const input = c.req.valid('json');
          const count = await db
            .selectFrom('message_templates')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('owner_id', '=', user.id)
            .executeTakeFirst();
          if (Number(count?.count ?? 0) >= maxMessageTemplates) throw messageError('TEMPLATE_LIMIT', locale(c));
          const now = deps.now();
          const row = await db
            .insertInto('message_templates')
            .values({ owner_id: user.id, name: input.Name, body: input.Body, created_at: now, updated_at: now })
            .returning(['id', 'name', 'body', 'updated_at'])
            .executeTakeFirstOrThrow();
          return c.json(templateView(row), 201);
        },
        messageFields(),
      );

      app.openapi(
        routes.updateTemplate,
        async (c) => {
          const input = c.req.valid('json');
          const existing = await templateOr404(c);
          const row = await db
            .updateTable('message_templates')
            .set({ name: input.Name, body: input.Body, updated_at: deps.now() })
            .where('id', '=', existing.id)
            .returning(['id', 'name', 'body', 'updated_at'])
            .executeTakeFirstOrThrow();
          return c.json(templateView(row), 200);
        },
        messageFields(),
      );

      app.openapi(routes.deleteTemplate, async (c) => {
        const existing = await templateOr404(c);
        await db.deleteFrom('message_templates').where('id', '=', existing.id).execute();
        return c.body(null, 204);
      });

      // An RV's pre-booking message (rvs/{rvId}/pre-booking-message): its host (or an administrator) reads and sets it.
      const managedRv = async (c: Context) => {
        const raw = c.req.param('rvId');
        const user = userOf(c);
        const listing =
          raw && /^\d{1,15}$/.test(raw)
            ? await db.selectFrom('listings').select(['id', 'owner_id', 'status']).where('id', '=', Number(raw)).executeTakeFirst()
            : undefined;
        if (!listing || listing.status === 'deleted' || (listing.owner_id !== user.id && !user.roles.includes('administrator')))
          throw messageError('RV_NOT_FOUND', locale(c));
        return listing;
      };
      const preBookingView = async (listingId: number) => {
        const row = await db
          .selectFrom('rv_pre_booking_messages')
          .select(['body', 'updated_at'])
          .where('listing_id', '=', listingId)
          .executeTakeFirst();
        return { RvId: listingId, Message: row?.body ?? '', UpdatedAt: row ? new Date(row.updated_at).toISOString() : null };
      };
      app.openapi(routes.preBooking, async (c) => c.json(await preBookingView((await managedRv(c)).id), 200));
      app.openapi(
        routes.setPreBooking,
        async (c) => {
          const listing = await managedRv(c);
          const input = c.req.valid('json');
          if (input.Message) {
            await db
              .insertInto('rv_pre_booking_messages')
              .values({ listing_id: listing.id, body: input.Message, updated_at: deps.now() })
              .onConflict((oc) => oc.column('listing_id').doUpdateSet({ body: input.Message, updated_at: deps.now() }))
              .execute();
          } else {
            await db.deleteFrom('rv_pre_booking_messages').where('listing_id', '=', listing.id).execute();
          }
          return c.json(await preBookingView(listing.id), 200);
        },
        messageFields('Message'),
      );
    },
  };
}

export const messagesModule = createMessagesModule();
