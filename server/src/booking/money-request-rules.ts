// Money requests' rules, pure (test/booking/money-request-rules.test.ts): who may ask, when and for how much, and
// who may answer a request (DESIGN.md: after a trip, within 30 days, up to 5,000).
import { isWholeCents, moneyRequestMaxAmount } from '@rove/contract';
import { moneyRequestDeadline } from './booking-abilities.ts';

/** Whether a request may be sent on this booking today: after the trip, within 30 days of its end. */
export function canRequestMoney(booking: { status: string; end_date: string }, today: string): boolean {
  return booking.status === 'Completed' && today <= moneyRequestDeadline(booking.end_date);
}

export type MoneyRequestRefusal =
  | 'MONEY_REQUEST_CENTS'
  | 'NOT_ALLOWED_IN_STATUS'
  | 'MONEY_REQUEST_WINDOW_CLOSED'
  | 'MONEY_REQUEST_TOO_HIGH';

/** Why a party may not ask for this amount on this booking today (the first reason), or null when they may. */
export function moneyRequestRefusal(
  booking: { status: string; end_date: string },
  amount: number,
  today: string,
): MoneyRequestRefusal | null {
  // 0.001 is no amount (stored as 0 cents it answered 500, issue 36).
  if (!isWholeCents(amount)) return 'MONEY_REQUEST_CENTS';
  if (booking.status !== 'Completed') return 'NOT_ALLOWED_IN_STATUS';
  if (!canRequestMoney(booking, today)) return 'MONEY_REQUEST_WINDOW_CLOSED';
  if (amount > moneyRequestMaxAmount) return 'MONEY_REQUEST_TOO_HIGH';
  return null;
}

/** Why this user may not answer the request this way: the payer pays or disputes, the requester withdraws. */
export function moneyRequestAnswerRefusal(
  request: { payer_id: number; requester_id: number; status: string },
  userId: number,
  answer: 'pay' | 'dispute' | 'withdraw',
): 'NOT_ALLOWED_FOR_ROLE' | 'ALREADY_ANSWERED' | null {
  const party = answer === 'withdraw' ? request.requester_id : request.payer_id;
  if (party !== userId) return 'NOT_ALLOWED_FOR_ROLE';
  if (request.status !== 'Pending') return 'ALREADY_ANSWERED';
  return null;
}
