// The bookings dashboard's rules, pure (tested by tables of cases in test/booking/dashboard-rules.test.ts): which
// statuses each list shows and in what order, which trips the dashboard home puts where, what an RV needs before it
// books well, when support can call back, and the month's money per currency.
import {
  type BookingListFilterName,
  type BookingStatus,
  bookingListFilterStatuses,
  type Currency,
  inStatusGroup,
  type MoneyTotal,
  type RvAttentionReason,
} from '@rove/contract';
import { addDays } from '../pricing/calendar.ts';

/** What the list rules read of a booking. */
export interface ListedBooking {
  id: number;
  status: BookingStatus;
  start_date: string;
  end_date: string;
  waiting_since: Date;
}

/** Whether a list filter shows a booking of this status. */
export function listShows(filter: BookingListFilterName, status: BookingStatus): boolean {
  const statuses = bookingListFilterStatuses[filter];
  return statuses === null || (statuses as readonly BookingStatus[]).includes(status);
}

/**
 * The lists' order: what waits for an answer first (soonest expiry first), then trips to come and under way
 * (soonest first), then the rest, most recent first. Completed lists show the latest trips first.
 */
export function compareForList(filter: BookingListFilterName) {
  const rank = (row: ListedBooking) => (inStatusGroup(row.status, 'pending') ? 0 : row.status === 'Confirmed' ? 1 : 2);
  return (a: ListedBooking, b: ListedBooking): number => {
    if (filter === 'completed') return b.end_date.localeCompare(a.end_date) || b.id - a.id;
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 0) return a.waiting_since.getTime() - b.waiting_since.getTime() || a.id - b.id;
    if (rank(a) === 1) return a.start_date.localeCompare(b.start_date) || a.id - b.id;
    return b.start_date.localeCompare(a.start_date) || b.id - a.id;
  };
}

/** Where a renter's trip goes on the dashboard home on a day: under way, to come, waiting for the host, or none. */
export function renterHomeGroup(
  row: Pick<ListedBooking, 'status' | 'start_date'>,
  today: string,
): 'Current' | 'Upcoming' | 'AwaitingHost' | null {
  if (row.status === 'AwaitingOwnerApproval') return 'AwaitingHost';
  if (row.status !== 'Confirmed') return null;
  return row.start_date <= today ? 'Current' : 'Upcoming';
}

/** How far ahead the host's dashboard shows departures and returns. */
export const hostHomeHorizonDays = 14;

/** Where a host's booking goes on the dashboard home on a day (a trip leaving and returning soon shows in both). */
export function hostHomeGroups(
  row: Pick<ListedBooking, 'status' | 'start_date' | 'end_date'>,
  today: string,
): ('Requests' | 'Departures' | 'Returns')[] {
  if (row.status === 'AwaitingOwnerApproval') return ['Requests'];
  if (row.status !== 'Confirmed') return [];
  const horizon = addDays(today, hostHomeHorizonDays);
  const groups: ('Departures' | 'Returns')[] = [];
  if (row.start_date >= today && row.start_date <= horizon) groups.push('Departures');
  if (row.start_date <= today && row.end_date <= horizon) groups.push('Returns');
  return groups;
}

/** The fewest photos a listing should have. */
export const fewPhotosBelow = 5;

/** What an RV of the host needs before it books well. */
export function rvAttentionReasons(rv: {
  status: string;
  photos: number;
  descriptionEn: string;
  descriptionFr: string;
  addOns: number;
}): RvAttentionReason[] {
  const reasons: RvAttentionReason[] = [];
  if (rv.status === 'unpublished') reasons.push('unpublished');
  if (rv.photos < fewPhotosBelow) reasons.push('fewPhotos');
  if (!rv.descriptionEn.trim() || !rv.descriptionFr.trim()) reasons.push('missingDescription');
  if (rv.addOns === 0) reasons.push('noAddOns');
  return reasons;
}

/** How far ahead support calls can be booked. */
export const callAheadDays = 60;

/** Whether support can call on that day: from today, at most 60 days ahead. */
export function callDateAllowed(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, callAheadDays);
}

/** '2026-12' -> '2027-01-01'. */
export function nextMonthStart(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/** Amounts in cents per currency, as money totals (in the order the currencies first appear). */
export function sumByCurrency(rows: readonly { currency: string; amount: number }[]): MoneyTotal[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  return [...totals].map(([currency, amount]) => ({ Currency: currency as Currency, Amount: amount / 100 }));
}
