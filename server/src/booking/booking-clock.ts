// The booking clock on the scheduler: requests and unpaid acceptances expire 48 hours after they started
// waiting, trips complete on their last day, payouts are paid when due (held while the host has no payout
// method), whether or not anyone opens the booking.
// Idempotent: each booking goes through settleBooking, whose transitions take a row lock and happen once; both
// parties are told by the booking's announcer (mail in their language, live event).
import { bookingStatusGroups } from '@rove/contract';
import type { AppDeps } from '../deps.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { type BookingContext, findBooking, settleBooking } from './booking-actions.ts';
import { answerWindowHours } from './booking-state-machine.ts';

export const bookingClockJob = 'booking-clock';

/** Ids of bookings with a time-driven step due now. */
export async function bookingsDue(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number[]> {
  const today = todayUtc(now);
  const deadline = new Date(now.getTime() - answerWindowHours * 3_600_000);
  const rows = await deps.db
    .selectFrom('bookings')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', bookingStatusGroups.pending), eb('waiting_since', '<=', deadline)]),
        eb.and([eb('status', '=', 'Confirmed'), eb('end_date', '<=', today)]),
        // A held payout waits for its host's payout method (saving one releases it), not for the clock.
        eb(
          'id',
          'in',
          eb
            .selectFrom('payouts')
            .select('booking_id')
            .where('status', '=', 'scheduled')
            .where('scheduled_for', '<=', today)
            .where('held_at', 'is', null),
        ),
      ]),
    )
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

export function registerBookingClock(deps: AppDeps, ctx: BookingContext) {
  deps.scheduler.add({
    name: bookingClockJob,
    everyMs: 60_000,
    async run() {
      const now = deps.now();
      for (const id of await bookingsDue(deps, now)) {
        const booking = await findBooking(deps.db, id);
        if (booking) await settleBooking(ctx, booking);
      }
    },
  });
}
