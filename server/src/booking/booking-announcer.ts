// What happens after every step of a booking: the other party (both, for the system's steps) gets a mail in their
// language, and both parties' open tabs get a live 'booking' event. Failures are logged, never thrown: the step
// itself is already committed.
import type { AppDeps } from '../deps.ts';
import { mailAboutBooking } from '../mail/booking-mail.ts';
import { mailReceipt } from '../mail/receipt-mail.ts';
import type { BookingNotice } from './booking-timeline.ts';

/** Who is told: the other party of whoever acted; both for the system's steps; the host for a payment. */
export function recipientsOf(event: string, actor: 'renter' | 'owner' | 'system'): ('renter' | 'owner')[] {
  if (event === 'pay') return ['owner'];
  if (actor === 'system') return ['renter', 'owner'];
  return [actor === 'renter' ? 'owner' : 'renter'];
}

export function createAnnouncer(deps: AppDeps) {
  return async (notice: BookingNotice): Promise<void> => {
    const { booking } = notice;
    try {
      for (const role of recipientsOf(notice.event, notice.actor)) {
        await mailAboutBooking(deps, {
          userId: role === 'owner' ? booking.owner_id : booking.renter_id,
          bookingId: booking.id,
          event: notice.event,
          data: { ...notice.data, From: notice.fromStatus },
        });
      }
      // The renter's receipt for their request (or instant booking), with the breakdown.
      if (notice.event === 'requested') await mailReceipt(deps, { bookingId: booking.id, kind: 'request' });
      for (const userId of [booking.owner_id, booking.renter_id]) {
        deps.events.publish({ userId, type: 'booking', data: { BookingId: booking.id, Status: booking.status, Event: notice.event } });
      }
    } catch (error) {
      deps.logger.error('booking announcement failed', { bookingId: booking.id, event: notice.event, error });
    }
  };
}
