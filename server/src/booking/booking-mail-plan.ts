// Who is mailed about each step of a booking, and with which template (issue 38): every state change a party cares
// about, each party at most once per step. Pure: the announcer (booking-announcer.ts) writes these mails through the
// step's own transaction; test/booking/booking-mail-plan.test.ts holds the table, and the journeys read the outbox.
//
// The rules beyond "the other party of whoever acted":
// - a request: the host is asked to answer; the renter gets the receipt of the request (receipt-mail.ts);
// - an instant book: the host hears of it once, when it is paid and so confirmed ("New booking"), never of a
//   request they did not have to answer (nor of its expiry if it was never paid);
// - a cancellation: both parties, the one who cancelled too (the renter learns the refund and when it arrives);
// - the system's steps (expiry, end of the trip): both; the balance falling due: the renter.
import type { BookingTimelineEvent } from '@rove/contract';

export type Party = 'renter' | 'owner';
export type Actor = Party | 'system';

/** A step's own events beyond the timeline's: the balance of a pay-later trip falling due (booking clock). */
export type MailStep = BookingTimelineEvent | 'payment-due';

export interface MailStepFacts {
  event: MailStep;
  actor: Actor;
  fromStatus: string | null;
  instantBook: boolean;
}

/** One mail of a step: to whom, with which template of bookingMailTemplates (`${template}:${to}`), or the receipt. */
export type PlannedMail = { to: Party; template: string } | { to: 'renter'; receipt: 'request' };

const other = (actor: Actor): Party[] => (actor === 'system' ? ['renter', 'owner'] : [actor === 'renter' ? 'owner' : 'renter']);
const mail = (to: Party, template: string): PlannedMail => ({ to, template });

/** The mails of one step, in the order they are written. */
export function mailsFor(step: MailStepFacts): PlannedMail[] {
  switch (step.event) {
    case 'requested':
      return [...(step.instantBook ? [] : [mail('owner', 'requested')]), { to: 'renter', receipt: 'request' }];
    case 'pay':
      return [mail('owner', step.instantBook ? 'new-booking' : 'pay')];
    case 'expire':
      // An instant book that was never paid expires without the host ever having been told of it.
      return step.instantBook ? [mail('renter', 'expire')] : [mail('renter', 'expire'), mail('owner', 'expire')];
    case 'cancel': {
      if (step.actor === 'system') return [mail('renter', 'cancel'), mail('owner', 'cancel')];
      const them = step.actor === 'renter' ? 'owner' : 'renter';
      // The host never heard of an unpaid instant book: only the renter is told it is cancelled.
      const hostUnaware = step.instantBook && step.actor === 'renter' && step.fromStatus === 'AwaitingPayment';
      return [mail(step.actor, 'cancel-own'), ...(hostUnaware ? [] : [mail(them, 'cancel')])];
    }
    case 'payment-due':
      return [mail('renter', 'payment-due')];
    case 'complete':
      return [mail('renter', 'complete'), mail('owner', 'complete')];
    default:
      return other(step.actor).map((to) => mail(to, step.event));
  }
}
