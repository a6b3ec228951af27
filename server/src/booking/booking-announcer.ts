// What happens after every step of a booking: the other party (both, for the system's steps) gets a mail in their
// language, and both parties' open tabs get a live 'booking' event. The mails are written through the step's own
// transaction (`mail`), so that a step and its mails commit together (durable mail: mail/mailer.ts); the live events
// go once it committed (`publish`). `announce` does both for a step whose last write is already committed.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppDeps } from '../deps.ts';
import { mailAboutBooking } from '../mail/booking-mail.ts';
import { mailerFor } from '../mail/mailer.ts';
import { mailReceipt } from '../mail/receipt-mail.ts';
import type { BookingNotice } from './booking-timeline.ts';

/** Who is told: the other party of whoever acted; both for the system's steps; the host for a payment. */
export function recipientsOf(event: string, actor: 'renter' | 'owner' | 'system'): ('renter' | 'owner')[] {
  if (event === 'pay') return ['owner'];
  if (actor === 'system') return ['renter', 'owner'];
  return [actor === 'renter' ? 'owner' : 'renter'];
}

export interface Announcer {
  /** Writes the step's mails through its transaction (the renter's receipt too, for a request). */
  mail(trx: Transaction<Database>, notice: BookingNotice): Promise<void>;
  /** After the commit: both parties' live events, and the outbox worker nudged. Never throws. */
  publish(notice: BookingNotice): void;
  /** Mails (in a transaction of their own) and live events, for a step already committed. Never throws. */
  announce(notice: BookingNotice): Promise<void>;
}

export function createAnnouncer(deps: AppDeps): Announcer {
  async function mail(trx: Transaction<Database>, notice: BookingNotice) {
    const { booking } = notice;
    for (const role of recipientsOf(notice.event, notice.actor)) {
      await mailAboutBooking(
        deps,
        {
          userId: role === 'owner' ? booking.owner_id : booking.renter_id,
          bookingId: booking.id,
          event: notice.event,
          data: { ...notice.data, From: notice.fromStatus },
        },
        trx,
      );
    }
    // The renter's receipt for their request (or instant booking), with the breakdown.
    if (notice.event === 'requested') await mailReceipt(deps, { bookingId: booking.id, kind: 'request' }, trx);
  }

  function publish(notice: BookingNotice) {
    const { booking } = notice;
    try {
      mailerFor(deps).nudge();
      for (const userId of [booking.owner_id, booking.renter_id]) {
        deps.events.publish({ userId, type: 'booking', data: { BookingId: booking.id, Status: booking.status, Event: notice.event } });
      }
    } catch (error) {
      deps.logger.error('booking live event failed', { bookingId: booking.id, event: notice.event, error });
    }
  }

  return {
    mail,
    publish,
    async announce(notice) {
      try {
        await inTransaction(deps.db, (trx) => mail(trx, notice));
      } catch (error) {
        deps.logger.error('booking announcement failed', { bookingId: notice.booking.id, event: notice.event, error });
      }
      publish(notice);
    },
  };
}
