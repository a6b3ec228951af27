// What happens after every step of a booking: the parties it concerns get a mail in their language (who gets which:
// booking-mail-plan.ts), and both parties' open tabs get a live 'booking' event. The mails are written through the
// step's own transaction (`mail`), so that a step, its timeline entry and its mails commit together (durable mail:
// mail/mailer.ts); the live events go once it committed (`publish`).
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { mailAboutBooking } from '../mail/booking-mail.ts';
import { mailerFor } from '../mail/mailer.ts';
import { mailReceipt } from '../mail/receipt-mail.ts';
import { mailsFor } from './booking-mail-plan.ts';
import type { BookingNotice } from './booking-timeline.ts';

export interface Announcer {
  /** Writes the step's mails through its transaction (the renter's receipt too, for a request). */
  mail(trx: Transaction<Database>, notice: BookingNotice): Promise<void>;
  /** After the commit: both parties' live events, and the outbox worker nudged. Never throws. */
  publish(notice: BookingNotice): void;
}

export function createAnnouncer(deps: AppDeps): Announcer {
  async function mail(trx: Transaction<Database>, notice: BookingNotice) {
    const { booking } = notice;
    const planned = mailsFor({
      event: notice.event,
      actor: notice.actor,
      fromStatus: notice.fromStatus,
      instantBook: booking.instant_book,
    });
    for (const entry of planned) {
      // The renter's receipt for their request (or instant booking), with the breakdown.
      if ('receipt' in entry) await mailReceipt(deps, { bookingId: booking.id, kind: entry.receipt }, trx);
      else
        await mailAboutBooking(
          deps,
          {
            userId: entry.to === 'owner' ? booking.owner_id : booking.renter_id,
            bookingId: booking.id,
            event: entry.template,
            data: { ...notice.data, From: notice.fromStatus },
          },
          trx,
        );
    }
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

  return { mail, publish };
}
