// The client change-request state of spec 001 section 3 (type, params, pending, error, success, data) and the
// rules of section 4 as pure functions: draft save, protection save, submit, approve and reject each do nothing
// while one is pending or when the booking id is missing; each clears error and success at start; success is set
// on submit, approve, reject and protection save; after a protection save the draft is cleared.
import type { ChangeRequestBody } from '@rove/contract';

/** What the user chose to change on the edit page (or 'review' when answering the other party's request). */
export const changeRequestTypes = ['dates', 'addons', 'details', 'destination', 'protection', 'review'] as const;
export type ChangeRequestType = (typeof changeRequestTypes)[number];

/** The change being written: any fields of the change request. */
export type ChangeParams = Partial<ChangeRequestBody>;

/** The spec's five actions, and ours: the creator withdraws a waiting request (same rules, success set). */
export type ChangeRequestAction = 'draft' | 'protection' | 'submit' | 'approve' | 'reject' | 'withdraw';

/** The error stored for display: the server's words (in the page's language) and its code. */
export interface ChangeRequestError {
  message: string;
  code?: string;
  status?: number;
}

export interface ChangeRequestState<D = unknown> {
  type: ChangeRequestType | null;
  /** The change being written (the draft's fields), kept across the edit pages so nothing typed is lost. */
  params: ChangeParams;
  pending: boolean;
  error: ChangeRequestError | null;
  success: boolean;
  /** The held draft (the server's answer to the last draft save), or the last answer of the other calls. */
  data: D | null;
}

export const initialChangeRequestState: ChangeRequestState = {
  type: null,
  params: {},
  pending: false,
  error: null,
  success: false,
  data: null,
};

/** A change-request action does nothing if a request is pending or the booking id is missing. */
export function mayRun(state: Pick<ChangeRequestState, 'pending'>, bookingId: number | string | null | undefined): boolean {
  if (state.pending) return false;
  return bookingId !== null && bookingId !== undefined && String(bookingId).trim() !== '' && String(bookingId) !== '0';
}

/** At start: pending, with the error and success flags cleared. */
export function started<S extends ChangeRequestState>(state: S): S {
  return { ...state, pending: true, error: null, success: false };
}

/**
 * At the end of a call. The draft save's answer replaces the held draft (no success flag). After a protection save
 * the draft is cleared. Submit, approve, reject and protection save set success.
 */
export function succeeded<S extends ChangeRequestState>(state: S, action: ChangeRequestAction, answer: unknown): S {
  if (action === 'draft') return { ...state, pending: false, data: answer as S['data'] };
  if (action === 'protection') return { ...state, pending: false, success: true, data: null, params: {} };
  return { ...state, pending: false, success: true, data: answer as S['data'] };
}

export function failed<S extends ChangeRequestState>(state: S, error: ChangeRequestError): S {
  return { ...state, pending: false, error };
}

/** Submitting goes to the owner endpoint when the user is the booking owner, otherwise to the renter endpoint. */
export function submitPath(bookingId: number | string, ownerId: number | string, userId: number | string | null | undefined): string {
  const owner = userId !== null && userId !== undefined && String(userId) === String(ownerId);
  return `/api/bookings/${bookingId}/${owner ? 'owner' : 'renter'}-change-request`;
}

/** Number of nights is the day difference between EndDate and StartDate. */
export function numberOfNights(startDate: string, endDate: string): number {
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.round((end - start) / 86_400_000);
}

/** The creator is the user whose id matches UserId. */
export function isCreator(request: { UserId: number | string } | null | undefined, userId: number | string | null | undefined): boolean {
  return Boolean(request) && userId !== null && userId !== undefined && String(request?.UserId) === String(userId);
}

/** The server refusals the booking-edit change-request error modal explains (a request waits, or the trip cannot change). */
export function errorModalReason(code: string | undefined): 'pending' | 'status' | null {
  if (code === 'CHANGE_REQUEST_PENDING') return 'pending';
  if (code === 'NOT_ALLOWED_IN_STATUS') return 'status';
  return null;
}

/** Dates a user may ask for: both real days, the end after the start, the start not before today. */
export function datesProblem(
  start: string | null | undefined,
  end: string | null | undefined,
  today: string,
): 'missing' | 'order' | 'past' | null {
  if (!start || !end) return 'missing';
  if (numberOfNights(start, end) <= 0) return 'order';
  if (start < today) return 'past';
  return null;
}
