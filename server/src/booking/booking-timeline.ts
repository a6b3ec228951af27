// The booking's timeline (booking_events): every transition and notable step, recorded once, in the same
// transaction as the change when there is one. `BookingNotice` is what listeners (mail, live events) are told.
import type { BookingTimelineEntry, BookingTimelineEvent } from '@rove/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BookingRow } from './booking-views.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type Actor = 'renter' | 'owner' | 'system';

export interface BookingNotice {
  booking: BookingRow;
  event: BookingTimelineEvent;
  actor: Actor;
  fromStatus: string | null;
  toStatus: string | null;
  data: Record<string, unknown>;
}

export async function recordBookingEvent(db: Db, notice: Omit<BookingNotice, 'booking'> & { bookingId: number; at: Date }) {
  await db
    .insertInto('booking_events')
    .values({
      booking_id: notice.bookingId,
      event: notice.event,
      actor_role: notice.actor,
      from_status: notice.fromStatus,
      to_status: notice.toStatus,
      data: JSON.stringify(notice.data),
      created_at: notice.at,
    })
    .execute();
}

export async function bookingTimeline(db: Db, bookingId: number): Promise<BookingTimelineEntry[]> {
  const rows = await db.selectFrom('booking_events').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
  return rows.map((row) => ({
    Event: row.event as BookingTimelineEvent,
    Actor: row.actor_role,
    FromStatus: row.from_status,
    ToStatus: row.to_status,
    At: row.created_at.toISOString(),
    Data: row.data ?? {},
  }));
}
