import { describe, expect, it } from 'vitest';
import {
  type ChangeRequestAction,
  datesProblem,
  errorModalReason,
  failed,
  initialChangeRequestState,
  isCreator,
  mayRun,
  numberOfNights,
  started,
  submitPath,
  succeeded,
} from './change-request-state.ts';

const actions: ChangeRequestAction[] = ['draft', 'protection', 'submit', 'approve', 'reject'];

describe('A change-request action does nothing if a request is pending or the booking id is missing (spec 001 sections 4, 5)', () => {
  it.each([
    ['no request pending, booking id present', false, 42, true],
    ['a request pending', true, 42, false],
    ['the booking id missing (undefined)', false, undefined, false],
    ['the booking id missing (null)', false, null, false],
    ['the booking id missing (empty)', false, '', false],
    ['a request pending and no booking id', true, undefined, false],
  ] as const)('%s', (_case, pending, bookingId, runs) => {
    expect(mayRun({ pending }, bookingId)).toBe(runs);
  });
});

describe('Each clears the error and success flags at start', () => {
  it.each(actions)('%s', () => {
    const before = { ...initialChangeRequestState, error: { message: 'old' }, success: true };
    expect(started(before)).toMatchObject({ pending: true, error: null, success: false });
  });
});

describe('Success is set on submit, approve, reject and protection save', () => {
  it.each([
    ['draft', false],
    ['protection', true],
    ['submit', true],
    ['approve', true],
    ['reject', true],
    ['withdraw', true],
  ] as const)('%s sets success: %s', (action, success) => {
    const after = succeeded(started(initialChangeRequestState), action, { Id: 1 });
    expect(after.success).toBe(success);
    expect(after.pending).toBe(false);
  });
});

describe('Draft save: the updated draft replaces the held draft', () => {
  it('holds the answer', () => {
    const held = { ...initialChangeRequestState, data: { Id: 1, EndDate: '2026-05-24' } };
    expect(succeeded(started(held), 'draft', { Id: 1, EndDate: '2026-05-25' }).data).toEqual({ Id: 1, EndDate: '2026-05-25' });
  });
});

describe('After a protection save the draft is cleared', () => {
  it('clears the held draft and the change being written', () => {
    const held = { ...initialChangeRequestState, data: { Id: 1 }, params: { EndDate: '2026-05-25' } };
    expect(succeeded(started(held), 'protection', {})).toMatchObject({ data: null, params: {}, success: true });
  });
});

describe('A failed call stores the normalized error for display', () => {
  it('keeps the server words and ends pending', () => {
    expect(failed(started(initialChangeRequestState), { message: 'Dates taken', code: 'DATES_UNAVAILABLE' })).toMatchObject({
      pending: false,
      success: false,
      error: { message: 'Dates taken', code: 'DATES_UNAVAILABLE' },
    });
  });
});

describe('Submitting a change request goes to an owner endpoint if the user is the booking owner, otherwise to a renter endpoint', () => {
  it.each([
    ['the owner', 7, 7, '/api/bookings/3/owner-change-request'],
    ['the owner (ids as text)', 7, '7', '/api/bookings/3/owner-change-request'],
    ['the renter', 7, 9, '/api/bookings/3/renter-change-request'],
    ['nobody signed in', 7, null, '/api/bookings/3/renter-change-request'],
  ] as const)('%s', (_case, ownerId, userId, path) => {
    expect(submitPath(3, ownerId, userId)).toBe(path);
  });
});

describe('Number of nights is the day difference between EndDate and StartDate', () => {
  it.each([
    ['2026-05-20', '2026-05-23', 3],
    ['2026-05-20', '2026-05-20', 0],
    ['2026-03-07', '2026-03-09', 2],
    ['2026-12-30', '2027-01-02', 3],
    ['2026-05-20T00:00:00Z', '2026-05-25', 5],
  ])('%s to %s: %i', (start, end, nights) => {
    expect(numberOfNights(start, end)).toBe(nights);
  });
});

describe('The creator is the user whose id matches UserId', () => {
  it.each([
    [{ UserId: 5 }, 5, true],
    [{ UserId: 5 }, '5', true],
    [{ UserId: 5 }, 6, false],
    [null, 5, false],
    [{ UserId: 5 }, undefined, false],
  ] as const)('%o and user %s: %s', (request, userId, creator) => {
    expect(isCreator(request, userId)).toBe(creator);
  });
});

describe('The booking-edit change-request error modal explains server refusals', () => {
  it.each([
    ['CHANGE_REQUEST_PENDING', 'pending'],
    ['NOT_ALLOWED_IN_STATUS', 'status'],
    ['DATES_UNAVAILABLE', null],
    [undefined, null],
  ] as const)('%s', (code, reason) => {
    expect(errorModalReason(code)).toBe(reason);
  });
});

describe('Dates a user may ask for', () => {
  it.each([
    ['2026-05-20', '2026-05-23', null],
    ['2026-05-23', '2026-05-20', 'order'],
    ['2026-05-20', '2026-05-20', 'order'],
    ['2026-04-01', '2026-04-03', 'past'],
    [null, '2026-04-03', 'missing'],
  ] as const)('%s to %s: %s', (start, end, problem) => {
    expect(datesProblem(start, end, '2026-05-01')).toBe(problem);
  });
});
