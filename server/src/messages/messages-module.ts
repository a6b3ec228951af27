// Messages between renters and hosts (issue 20). Threads: one per booking (opened when the booking is requested,
// with the renter's note and the RV's pre-booking message) and one per enquiry (a renter's question about an RV
// before booking). Only the two parties write; they and administrators read. A message is stored before it is
// acknowledged, then both parties' live channels hear it and a recipient who is not online gets a mail.
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  type MessageErrorCode,
  MessageTemplateInputSchema,
  messageErrorOf,
  messageErrorSentence,
  maxMessageTemplates,
  PreBookingMessageSchema,
  SendEnquirySchema,
  SendMessageSchema,
  ThreadListQuerySchema,
} from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../identity/middleware.ts';
import type { ApiModule } from '../module.ts';
import { liveChannel, presenceOf } from './live-channel.ts';
import { mailNewMessage } from './message-mail.ts';
import { documentMessageRoutes } from './messages-openapi.ts';
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
import { readJson as readBody } from '../http/read-json.ts';
import { inTransaction } from '../db/transaction.ts';

type Locale = 'en' | 'fr';
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
  const message = messageErrorSentence(code, locale, { seconds: extra.seconds });
  return new ApiError(statusOf[code], message, {
    statusMessage: code,
    errors: extra.field ? { [extra.field]: [message] } : undefined,
    data: extra.seconds ? { RetryAfterSeconds: extra.seconds } : undefined,
  });
}

function parse<T extends z.ZodType>(schema: T, value: unknown, locale: Locale, field = 'Body'): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const code = messageErrorOf(result.error);
  const path = result.error.issues[0]?.path[0];
  throw messageError(code, locale, { field: typeof path === 'string' ? path : field });
}

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
          throw new ApiError(403, locale(c) === 'fr' ? 'Seules les deux parties écrivent ici.' : 'Only the two parties write here.', {
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

      app.get('/api/Message/live', requireUser, (c) => liveChannel(c, deps, userOf(c).id));

      app.get('/api/Message/threads', requireUser, async (c) => {
        const user = userOf(c);
        const query = ThreadListQuerySchema.safeParse(c.req.query());
        if (!query.success) throw new ApiError(400, 'The request is not valid.', { statusMessage: 'VALIDATION_FAILED' });
        await ensureBookingThreads(db, { userId: user.id });
        const pageSize = 20;
        const { items, total } = await listThreads(db, user.id, query.data.Folder, query.data.Page, pageSize);
        return c.json({ Items: items, Page: query.data.Page, PageSize: pageSize, TotalCount: total });
      });

      app.get('/api/Message/threads/:threadId', requireUser, async (c) => {
        const user = userOf(c);
        const thread = await readable(c);
        const names = await db
          .selectFrom('users')
          .select(['id', 'first_name'])
          .where('id', 'in', [thread.renter_id, thread.owner_id])
          .execute();
        const nameOf = (id: number) => names.find((row) => row.id === id)?.first_name ?? '';
        return c.json({
          Thread: await threadSummary(db, thread, user.id),
          Messages: await threadMessages(db, thread.id, user.id),
          RenterFirstName: nameOf(thread.renter_id),
          HostFirstName: nameOf(thread.owner_id),
          CanWrite: canWriteThread(thread, user.id),
        });
      });

      app.post('/api/Message/threads/:threadId/messages', requireUser, async (c) => {
        const input = parse(SendMessageSchema, await readBody(c), locale(c));
        const thread = await writable(c);
        const { message, replayed } = await send(c, thread, input);
        c.header('Idempotent-Replayed', String(replayed));
        return c.json(messageView(message as Parameters<typeof messageView>[0], userOf(c).id), replayed ? 200 : 201);
      });

      app.post('/api/Message/threads/:threadId/read', requireUser, async (c) => {
        const user = userOf(c);
        const thread = await readable(c);
        if (await markRead(db, thread, user.id)) {
          deps.events.publish({ userId: user.id, type: 'notifications', data: {} });
          deps.events.publish({ userId: user.id, type: 'thread', data: { ThreadId: thread.id } });
        }
        return c.body(null, 204);
      });

      for (const [path, archived] of [
        ['archive', true],
        ['unarchive', false],
      ] as const) {
        app.post(`/api/Message/threads/:threadId/${path}`, requireUser, async (c) => {
          const user = userOf(c);
          const thread = await writable(c);
          await setArchived(db, thread, user.id, archived);
          deps.events.publish({ userId: user.id, type: 'thread', data: { ThreadId: thread.id } });
          deps.events.publish({ userId: user.id, type: 'notifications', data: {} });
          return c.json(await threadSummary(db, (await findThread(db, thread.id)) as ThreadRow, user.id));
        });
      }

      // A renter's question about an RV before booking: opens (or continues) their enquiry thread with its host.
      app.post('/api/Message/enquiries', requireUser, async (c) => {
        const user = userOf(c);
        const lang = locale(c);
        const input = parse(SendEnquirySchema, await readBody(c), lang);
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
        return c.json(
          {
            Thread: await threadSummary(db, (await findThread(db, thread.id)) as ThreadRow, user.id),
            Message: messageView(message as Parameters<typeof messageView>[0], user.id),
          },
          replayed ? 200 : 201,
        );
      });

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

      app.get('/api/Message/templates', requireUser, async (c) => {
        const rows = await db
          .selectFrom('message_templates')
          .select(['id', 'name', 'body', 'updated_at'])
          .where('owner_id', '=', userOf(c).id)
          .orderBy('name')
          .orderBy('id')
          .execute();
        return c.json({ Items: rows.map(templateView) });
      });

      app.post('/api/Message/templates', requireUser, async (c) => {
        const user = userOf(c);
        const input = parse(MessageTemplateInputSchema, await readBody(c), locale(c));
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
      });

      app.put('/api/Message/templates/:templateId', requireUser, async (c) => {
        const input = parse(MessageTemplateInputSchema, await readBody(c), locale(c));
        const existing = await templateOr404(c);
        const row = await db
          .updateTable('message_templates')
          .set({ name: input.Name, body: input.Body, updated_at: deps.now() })
          .where('id', '=', existing.id)
          .returning(['id', 'name', 'body', 'updated_at'])
          .executeTakeFirstOrThrow();
        return c.json(templateView(row));
      });

      app.delete('/api/Message/templates/:templateId', requireUser, async (c) => {
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
      app.get('/api/hosts/rvs/:rvId/pre-booking-message', requireUser, async (c) => c.json(await preBookingView((await managedRv(c)).id)));
      app.put('/api/hosts/rvs/:rvId/pre-booking-message', requireUser, async (c) => {
        const listing = await managedRv(c);
        const input = parse(PreBookingMessageSchema, await readBody(c), locale(c), 'Message');
        if (input.Message) {
          await db
            .insertInto('rv_pre_booking_messages')
            .values({ listing_id: listing.id, body: input.Message, updated_at: deps.now() })
            .onConflict((oc) => oc.column('listing_id').doUpdateSet({ body: input.Message, updated_at: deps.now() }))
            .execute();
        } else {
          await db.deleteFrom('rv_pre_booking_messages').where('listing_id', '=', listing.id).execute();
        }
        return c.json(await preBookingView(listing.id));
      });

      documentMessageRoutes(app);
    },
  };
}

export const messagesModule = createMessagesModule();
