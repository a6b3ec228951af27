// What a viewer may do on a booking beyond the state machine's events (which AvailableActions lists): close out,
// pay post-trip charges, sign the agreement, review, quote, request money, change services, file a claim. Pure:
// the facts come from the booking's rows, the answers drive the booking page's buttons and the server's checks.
import { type BookingAbilities, type BookingNextStep, moneyRequestWindowDays, reviewWindowDays } from '@rove/contract';
import { addDays } from '../pricing/calendar.ts';
import type { BookingStatus } from './booking-state-machine.ts';

export interface BookingFacts {
  role: 'renter' | 'owner';
  status: BookingStatus;
  today: string;
  startDate: string;
  endDate: string;
  hasCloseout: boolean;
  /** What the renter still owes for the post-trip charges (cents). */
  closeoutDue: number;
  /** What the renter owes now on the trip itself (cents). */
  amountDue: number;
  agreementSigned: boolean;
  reviewedByViewer: boolean;
  pendingQuote: boolean;
  rvHasAddOns: boolean;
  /** A money request waits for this viewer's payment. */
  moneyRequestToPay: boolean;
}

/** The last day of a window that opens on the trip's last day. */
export const reviewDeadline = (endDate: string) => addDays(endDate, reviewWindowDays);
export const moneyRequestDeadline = (endDate: string) => addDays(endDate, moneyRequestWindowDays);
/** Closeouts and claims follow the money-request window: 30 days after the trip. */
export const closeoutDeadline = moneyRequestDeadline;

export function bookingAbilities(f: BookingFacts): BookingAbilities {
  const renter = f.role === 'renter';
  const owner = f.role === 'owner';
  const held = f.status === 'AwaitingPayment' || f.status === 'Confirmed';
  const completed = f.status === 'Completed';
  const beforeStart = f.today < f.startDate;
  const started = f.today >= f.startDate;
  return {
    Pay: renter && held && f.amountDue > 0,
    Closeout: owner && completed && !f.hasCloseout && f.today <= closeoutDeadline(f.endDate),
    PayCloseout: renter && completed && f.closeoutDue > 0,
    Sign: renter && held && !f.agreementSigned && f.today <= f.endDate,
    Review: completed && !f.reviewedByViewer && f.today <= reviewDeadline(f.endDate),
    CustomQuote: owner && f.status === 'AwaitingOwnerApproval' && !f.pendingQuote,
    AnswerQuote: renter && f.status === 'AwaitingOwnerApproval' && f.pendingQuote,
    RequestMoney: completed && f.today <= moneyRequestDeadline(f.endDate),
    UpdateServices: renter && held && beforeStart && f.rvHasAddOns,
    FileClaim: ((f.status === 'Confirmed' && started) || completed) && f.today <= closeoutDeadline(f.endDate),
  };
}

/** The one thing waiting for this viewer, most urgent first (lists and dashboard cards show it). */
export function nextStep(f: BookingFacts, abilities: BookingAbilities = bookingAbilities(f)): BookingNextStep | null {
  if (f.role === 'owner' && f.status === 'AwaitingOwnerApproval') return 'answer';
  if (abilities.AnswerQuote) return 'answerQuote';
  if (abilities.Pay && f.status === 'AwaitingPayment') return 'pay';
  if (abilities.PayCloseout) return 'payCloseout';
  if (f.moneyRequestToPay) return 'payMoneyRequest';
  if (abilities.Closeout) return 'closeout';
  if (abilities.Sign) return 'sign';
  if (abilities.Review) return 'review';
  if (abilities.Pay) return 'pay';
  return null;
}
