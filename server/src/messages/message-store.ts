// The messages tables: threads for bookings (made when a booking is requested, or on first look for older
// bookings) and enquiries, thread lists per folder, messages with their photos, read marks and archives.
import { type Kysely, sql } from 'kysely';
import type { Message, MessageFolder, MessageKind, ThreadSummary } from '@rove/contract';
import type { Database } from '../db/schema.ts';
import { uploadUrl } from '../uploads/uploads.ts';
import { threadRole } from './message-rules.ts';
import { inTransaction } from '../db/transaction.ts';

type Db = Kysely<Database>;

export interface ThreadRow {
  id: number;
  kind: 'booking' | 'enquiry';
  booking_id: number | null;
  listing_id: number;
  renter_id: number;
  owner_id: number;
  renter_read_id: number;
  owner_read_id: number;
  renter_archived: boolean;
  owner_archived: boolean;
  last_message_at: Date;
}

export async function findThread(db: Db, id: number): Promise<ThreadRow | undefined> {
  return db.selectFrom('message_threads').selectAll().where('id', '=', id).executeTakeFirst() as Promise<ThreadRow | undefined>;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/**
 * Opens the thread of each booking that has none yet (one booking, or every booking of a user): the renter's note
 * sent with the request becomes its first message, then the RV's pre-booking message in force when the booking
 * was requested, from the host. Idempotent: the unique booking_id decides who opens a thread.
 */
export async function ensureBookingThreads(db: Db, scope: { bookingId: number } | { userId: number }): Promise<number[]> {
  let query = db
    .selectFrom('bookings as b')
    .leftJoin('rv_pre_booking_messages as p', 'p.listing_id', 'b.listing_id')
    .select([
      'b.id',
      'b.listing_id',
      'b.renter_id',
      'b.owner_id',
      'b.message_to_host',
      'b.created_at',
      'p.body as pre_body',
      'p.updated_at as pre_at',
    ])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('message_threads as t').select('t.id').whereRef('t.booking_id', '=', 'b.id'))),
    );
  query =
    'bookingId' in scope
      ? query.where('b.id', '=', scope.bookingId)
      : query.where((eb) => eb.or([eb('b.renter_id', '=', scope.userId), eb('b.owner_id', '=', scope.userId)]));
  const missing = await query.orderBy('b.id').limit(500).execute();
  const opened: number[] = [];
  for (const booking of missing) {
    const created = new Date(booking.created_at);
    const threadId = await inTransaction(db, async (trx) => {
      const thread = await trx
        .insertInto('message_threads')
        .values({
          kind: 'booking',
          booking_id: booking.id,
          listing_id: booking.listing_id,
          renter_id: booking.renter_id,
          owner_id: booking.owner_id,
          last_message_at: created,
          created_at: created,
        })
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!thread) return null;
      const opening: { sender_id: number; kind: MessageKind; body: string }[] = [];
      if (booking.message_to_host.trim())
        opening.push({ sender_id: booking.renter_id, kind: 'booking-request', body: booking.message_to_host.trim() });
      if (booking.pre_body?.trim() && booking.pre_at && new Date(booking.pre_at) <= created)
        opening.push({ sender_id: booking.owner_id, kind: 'pre-booking', body: booking.pre_body.trim() });
      for (const message of opening) {
        await trx
          .insertInto('messages')
          .values({ thread_id: thread.id, ...message, photo_ids: '[]', client_key: null, created_at: created })
          .execute();
      }
      // Read marks stay at 0: a party's own messages never count as unread for them.
      return thread.id;
    });
    if (threadId !== null) opened.push(threadId);
  }
  return opened;
}

interface SummaryRow {
  id: number;
  kind: 'booking' | 'enquiry';
  renter_id: number;
  owner_id: number;
  booking_id: number | null;
  listing_id: number;
  last_message_at: Date;
  archived: boolean;
  unread: number;
  last_body: string | null;
  last_photos: number | null;
  rv_name: string;
  rv_alias: string;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  other_id: number;
  other_first: string;
  other_avatar: string | null;
}

const summaryOf = (row: SummaryRow, viewerId: number): ThreadSummary => ({
  Id: row.id,
  Kind: row.kind,
  Role: threadRole(row, viewerId) ?? 'renter',
  OtherParty: { Id: row.other_id, FirstName: row.other_first, AvatarUrl: row.other_avatar },
  Rv: { Id: row.listing_id, Name: row.rv_name, Alias: row.rv_alias },
  BookingId: row.booking_id,
  BookingStatus: row.status,
  StartDate: row.start_date,
  EndDate: row.end_date,
  LastMessage: row.last_body ?? '',
  LastMessageAt: iso(row.last_message_at),
  UnreadCount: Number(row.unread),
  Archived: Boolean(row.archived),
});

/** SQL of the folders (the same conditions as the pure `inFolder`). */
function folderCondition(folder: MessageFolder) {
  const archived = sql.raw('(case when t.renter_id = viewer.id then t.renter_archived else t.owner_archived end)');
  switch (folder) {
    case 'archives':
      return sql`${archived}`;
    case 'requests':
      return sql`not ${archived} and t.kind = 'booking' and b.status = 'AwaitingOwnerApproval'`;
    case 'enquiries':
      return sql`not ${archived} and t.kind = 'enquiry'`;
    default:
      return sql`not ${archived}`;
  }
}

export async function listThreads(db: Db, viewerId: number, folder: MessageFolder, page: number, pageSize: number) {
  const mine = sql`(t.renter_id = viewer.id or t.owner_id = viewer.id) and ${folderCondition(folder)}`;
  const [rows, total] = await Promise.all([
    sql<SummaryRow>`select * from (${summariesSql(viewerId, mine)}) s order by s.last_message_at desc, s.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db),
    sql<{ count: number }>`with viewer as (select ${viewerId}::bigint as id)
      select count(*) as count from message_threads t cross join viewer left join bookings b on b.id = t.booking_id where ${mine}`.execute(
      db,
    ),
  ]);
  return { items: rows.rows.map((row) => summaryOf(row, viewerId)), total: Number(total.rows[0]?.count ?? 0) };
}

function summariesSql(viewerId: number, where: ReturnType<typeof sql>) {
  return sql`
    with viewer as (select ${viewerId}::bigint as id)
    select t.id, t.kind, t.renter_id, t.owner_id, t.booking_id, t.listing_id, t.last_message_at,
      (case when t.renter_id = viewer.id then t.renter_archived else t.owner_archived end) as archived,
      (select count(*) from messages m where m.thread_id = t.id and m.sender_id <> viewer.id
         and m.id > (case when t.renter_id = viewer.id then t.renter_read_id else t.owner_read_id end)) as unread,
      last.body as last_body, last.photos as last_photos,
      l.name as rv_name, l.alias as rv_alias, b.status, b.start_date::text as start_date, b.end_date::text as end_date,
      o.id as other_id, o.first_name as other_first, o.avatar_url as other_avatar
    from message_threads t
    cross join viewer
    join listings l on l.id = t.listing_id
    left join bookings b on b.id = t.booking_id
    join users o on o.id = (case when t.renter_id = viewer.id then t.owner_id else t.renter_id end)
    left join lateral (select m.body, jsonb_array_length(m.photo_ids) as photos from messages m
      where m.thread_id = t.id order by m.id desc limit 1) last on true
    where ${where}`;
}

/** One thread's summary as a viewer sees it (an administrator sees it from the renter's side). */
export async function threadSummary(db: Db, thread: ThreadRow, viewerId: number): Promise<ThreadSummary> {
  const viewer = threadRole(thread, viewerId) ? viewerId : thread.renter_id;
  const result = await sql<SummaryRow>`${summariesSql(viewer, sql`t.id = ${thread.id}`)}`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`thread ${thread.id} vanished`);
  return summaryOf(row, viewer);
}

interface MessageRow {
  id: number;
  thread_id: number;
  sender_id: number;
  kind: MessageKind;
  body: string;
  photo_ids: string[];
  created_at: Date;
}

export const messageColumns = ['id', 'thread_id', 'sender_id', 'kind', 'body', 'photo_ids', 'created_at'] as const;

export function messageView(row: MessageRow, viewerId: number): Message {
  const photos = Array.isArray(row.photo_ids) ? row.photo_ids : [];
  return {
    Id: row.id,
    ThreadId: row.thread_id,
    Kind: row.kind,
    SenderId: row.sender_id,
    Mine: row.sender_id === viewerId,
    Body: row.body,
    Photos: photos.map((id) => ({
      Id: id,
      ThumbUrl: uploadUrl(id, 'thumb', 'image/webp'),
      GalleryUrl: uploadUrl(id, 'gallery', 'image/webp'),
    })),
    CreatedAt: iso(row.created_at),
  };
}

/** The latest messages of a thread, oldest first (up to 500). */
export async function threadMessages(db: Db, threadId: number, viewerId: number): Promise<Message[]> {
  const rows = await db
    .selectFrom('messages')
    .select([...messageColumns])
    .where('thread_id', '=', threadId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.reverse().map((row) => messageView(row as MessageRow, viewerId));
}

/**
 * Marks the thread read for this party, up to message `upTo` (the newest the reader was shown: one that arrived
 * meanwhile stays unread) or, without it, all of it; answers whether anything changed.
 */
export async function markRead(db: Db, thread: ThreadRow, userId: number, upTo?: number): Promise<boolean> {
  const role = threadRole(thread, userId);
  if (!role) return false;
  let newest = db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('thread_id', '=', thread.id);
  if (upTo !== undefined) newest = newest.where('id', '<=', upTo);
  const last = await newest.executeTakeFirst();
  const lastId = Number(last?.id ?? 0);
  const column = role === 'renter' ? 'renter_read_id' : 'owner_read_id';
  const updated = await db
    .updateTable('message_threads')
    .set({ [column]: lastId })
    .where('id', '=', thread.id)
    .where(column, '<', lastId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function setArchived(db: Db, thread: ThreadRow, userId: number, archived: boolean): Promise<void> {
  const role = threadRole(thread, userId);
  if (!role) return;
  await db
    .updateTable('message_threads')
    .set(role === 'renter' ? { renter_archived: archived } : { owner_archived: archived })
    .where('id', '=', thread.id)
    .execute();
  // Archiving puts the thread away: it no longer counts as unread.
  if (archived) await markRead(db, thread, userId);
}

/**
 * Unread messages of a user (the header's indicator). The renter's note sent with a booking request is not
 * counted: the request itself is already counted as a pending action.
 */
export async function unreadMessageCount(db: Db, userId: number): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*) as count from message_threads t join messages m on m.thread_id = t.id
    where (t.renter_id = ${userId} or t.owner_id = ${userId}) and m.sender_id <> ${userId} and m.kind <> 'booking-request'
      and m.id > (case when t.renter_id = ${userId} then t.renter_read_id else t.owner_read_id end)`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** Messages of the thread the recipient has not read yet. */
export async function unreadInThread(db: Db, threadId: number, userId: number): Promise<number> {
  const thread = await findThread(db, threadId);
  if (!thread) return 0;
  const readId = thread.renter_id === userId ? thread.renter_read_id : thread.owner_read_id;
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('thread_id', '=', threadId)
    .where('sender_id', '<>', userId)
    .where('id', '>', readId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
