// The change-request calls of spec 001 section 7, run through the one client store: each does nothing while one is
// pending or without a booking id, clears error and success at start, stores the normalized error (sent to the
// error reporter) or the answer, and refreshes every view of the booking after it.
import type {
  ChangeRequestView,
  HeldChangeRequests,
  ProtectionChange,
  ProtectionChangeAnswer,
  ProtectionLevel,
  RvUsage,
} from '@rove/contract';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-fetch.ts';
import { type AnswerName, fetchAnswer } from '../../api/parse-answer.ts';
import { reportError } from '../../lib/report-error.ts';
import { createAttemptKeys } from '../../api/idempotency.ts';
import { refreshBookingViews } from '../bookings-api.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { languageHeaders } from '../../api/language-headers.ts';
import { createStore } from '../../lib/create-store.ts';
import { bookingFlowStore } from '../../routes/booking-flow-store.ts';
import {
  type ChangeParams,
  type ChangeRequestAction,
  type ChangeRequestError,
  type ChangeRequestState,
  type ChangeRequestType,
  failed,
  initialChangeRequestState,
  mayRun,
  started,
  submitPath,
  succeeded,
} from './change-request-state.ts';

export type ChangeRequest = ChangeRequestView;
export type Held = HeldChangeRequests;

/** The one client change-request state. */
export const changeRequestStore = createStore<ChangeRequestState<ChangeRequest> & { bookingId: number | null }>({
  ...(initialChangeRequestState as ChangeRequestState<ChangeRequest>),
  bookingId: null,
});

/** Chooses what is being changed; the change-request guard reads it (no type chosen: back to the edit page). */
export function chooseChangeType(type: ChangeRequestType | null): void {
  changeRequestStore.set((state) => ({ ...state, type }));
  bookingFlowStore.set((state) => ({ ...state, changeRequestType: type }));
}

/** Starts (or keeps) the change being written for a booking: another booking starts from nothing. */
export function forBooking(bookingId: number): void {
  const state = changeRequestStore.get();
  if (state.bookingId !== bookingId) {
    changeRequestStore.set({ ...(initialChangeRequestState as ChangeRequestState<ChangeRequest>), bookingId, type: state.type });
  }
}

export function updateParams(change: ChangeParams): void {
  changeRequestStore.set((state) => ({ ...state, params: { ...state.params, ...change } }));
}

/** After a submit: nothing is being written any more. */
export function resetChange(): void {
  changeRequestStore.set((state) => ({ ...state, params: {} }));
}

export const changeRequestPath = (bookingId: number | string) => `/api/bookings/${bookingId}/change-request`;

/** The held draft, the pending request and the history of a booking. */
export function useHeldChangeRequests(bookingId: number | string | undefined) {
  const locale = useLocale();
  return useApi<Held, ApiError>(bookingId ? [changeRequestPath(bookingId), locale] : null, ([path, language]: [string, string]) =>
    fetchAnswer('changeRequests', path, { headers: languageHeaders(language), quietStatuses: [404] }),
  );
}

function normalize(caught: unknown, networkMessage: string): ChangeRequestError {
  if (caught instanceof ApiError) return { message: caught.message, code: caught.statusMessage, status: caught.status };
  return { message: networkMessage };
}

let keys = createAttemptKeys();

/**
 * Runs one change-request call under the state's rules. Answers the server's answer, or null when it did nothing
 * or failed (the error is then in the store).
 */
async function run<T>(
  action: ChangeRequestAction,
  bookingId: number | string | null | undefined,
  call: (key: string) => Promise<T>,
  body: unknown,
  options: { networkMessage: string },
): Promise<T | null> {
  if (!mayRun(changeRequestStore.get(), bookingId)) return null;
  changeRequestStore.set((state) => started(state));
  try {
    const answer = await call(keys.keyFor([action, bookingId, body]));
    keys = createAttemptKeys();
    changeRequestStore.set((state) => succeeded(state, action, answer));
    await refreshBookingViews(bookingId as number);
    return answer;
  } catch (caught) {
    // The server answered (a refusal): the next attempt is a new one. Only a lost answer keeps its key for the retry.
    if (caught instanceof ApiError) keys = createAttemptKeys();
    reportError(caught, { changeRequest: action, bookingId });
    changeRequestStore.set((state) => failed(state, normalize(caught, options.networkMessage)));
    if (caught instanceof ApiError && caught.status === 409) await refreshBookingViews(bookingId as number);
    return null;
  }
}

const quiet = [400, 403, 404, 409, 422];

/** One call, its answer parsed with the contract's schema of its name (api/parse-answer.ts). */
function send<K extends AnswerName>(answer: K, method: 'PUT' | 'POST', path: string, body: unknown, locale: string, key: string) {
  return fetchAnswer(answer, path, {
    method,
    body,
    headers: { ...languageHeaders(locale), 'Idempotency-Key': key },
    quietStatuses: quiet,
  });
}

export interface CallContext {
  locale: string;
  networkMessage: string;
}

/** PUT /api/bookings/{bookingId}/change-request/draft: the updated draft replaces the held draft. */
export function saveDraft(bookingId: number, change: ChangeParams, ctx: CallContext) {
  const body = { ...change, BookingId: bookingId };
  return run<ChangeRequest>(
    'draft',
    bookingId,
    (key) => send('changeRequest', 'PUT', `${changeRequestPath(bookingId)}/draft`, body, ctx.locale, key),
    body,
    ctx,
  );
}

/** POST .../change-request/protection: BookingId, ExpectedTotal, NotifyOwner (always true), IncludeRoadside, Insurance or omitted. */
export function saveProtection(
  bookingId: number,
  choice: { expectedTotal: number | null; includeRoadside: boolean; insurance: ProtectionLevel | null },
  ctx: CallContext,
) {
  const body: ProtectionChange = {
    BookingId: bookingId,
    ExpectedTotal: choice.expectedTotal,
    NotifyOwner: true,
    IncludeRoadside: choice.includeRoadside,
    ...(choice.insurance ? { Insurance: choice.insurance } : {}),
  };
  return run<ProtectionChangeAnswer>(
    'protection',
    bookingId,
    (key) => send('protectionChange', 'POST', `${changeRequestPath(bookingId)}/protection`, body, ctx.locale, key),
    body,
    ctx,
  );
}

/** The whole change request, to the owner endpoint when the user is the booking owner, to the renter one otherwise. */
export function submitChangeRequest(
  booking: { Id: number; OwnerId: number },
  userId: number | string | null | undefined,
  change: ChangeParams,
  ctx: CallContext,
) {
  const body = { ...change, BookingId: booking.Id };
  return run<ChangeRequest>(
    'submit',
    booking.Id,
    (key) => send('changeRequest', 'POST', submitPath(booking.Id, booking.OwnerId, userId), body, ctx.locale, key),
    body,
    ctx,
  );
}

/** POST .../change-request/approve, no body. */
export function approveChangeRequest(bookingId: number, ctx: CallContext) {
  return run<ChangeRequest>(
    'approve',
    bookingId,
    (key) => send('changeRequest', 'POST', `${changeRequestPath(bookingId)}/approve`, undefined, ctx.locale, key),
    null,
    ctx,
  );
}

/** POST .../change-request/reject with the reason as a JSON string body (JSON content type). */
export function rejectChangeRequest(bookingId: number, reason: string, ctx: CallContext) {
  return run<ChangeRequest>(
    'reject',
    bookingId,
    (key) => send('changeRequest', 'POST', `${changeRequestPath(bookingId)}/reject`, reason, ctx.locale, key),
    reason,
    ctx,
  );
}

/** Ours: DELETE /api/bookings/{bookingId}/change-request, the creator withdraws the waiting request. */
export function withdrawChangeRequest(bookingId: number, ctx: CallContext) {
  return run<ChangeRequest>(
    'withdraw',
    bookingId,
    (key) =>
      fetchAnswer('changeRequest', changeRequestPath(bookingId), {
        method: 'DELETE',
        headers: { ...languageHeaders(ctx.locale), 'Idempotency-Key': key },
        quietStatuses: quiet,
      }),
    null,
    ctx,
  );
}

export function clearChangeRequestError(): void {
  changeRequestStore.set((state) => ({ ...state, error: null }));
}

/** The trip a change request asks for: dates, party, usage, destination and delivery distance. */
export function requestTrip(request: ChangeRequest) {
  return {
    StartDate: request.StartDate,
    EndDate: request.EndDate,
    Adults: request.Adults,
    Children: request.Children,
    Pets: request.Pets,
    RvUsage: request.RvUsage as RvUsage,
    Destination: request.Destination,
    DeliveryDistance: request.DeliveryDistance,
  };
}
