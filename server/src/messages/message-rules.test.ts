import { describe, expect, it } from 'vitest';
import { canReadThread, canWriteThread, inFolder, shouldMailRecipient } from './message-rules.ts';

const thread = { renter_id: 1, owner_id: 2 };

describe('only the two parties (and administrators) can read a thread', () => {
  it.each([
    [{ id: 1, roles: ['renter'] }, true, true],
    [{ id: 2, roles: ['owner'] }, true, true],
    [{ id: 3, roles: ['renter', 'owner'] }, false, false],
    [{ id: 4, roles: ['administrator'] }, true, false],
  ])('%j reads %s, writes %s', (user, reads, writes) => {
    expect(canReadThread(thread, user)).toBe(reads);
    expect(canWriteThread(thread, user.id)).toBe(writes);
  });
});

describe('inbox folders: messages, requests (awaiting a decision), enquiries, archives', () => {
  it.each([
    ['inbox', { kind: 'booking', archived: false, bookingStatus: 'Confirmed' }, true],
    ['inbox', { kind: 'enquiry', archived: true, bookingStatus: null }, false],
    ['requests', { kind: 'booking', archived: false, bookingStatus: 'AwaitingOwnerApproval' }, true],
    ['requests', { kind: 'booking', archived: false, bookingStatus: 'AwaitingPayment' }, false],
    ['requests', { kind: 'booking', archived: true, bookingStatus: 'AwaitingOwnerApproval' }, false],
    ['enquiries', { kind: 'enquiry', archived: false, bookingStatus: null }, true],
    ['enquiries', { kind: 'booking', archived: false, bookingStatus: 'Confirmed' }, false],
    ['archives', { kind: 'booking', archived: true, bookingStatus: 'Completed' }, true],
    ['archives', { kind: 'enquiry', archived: false, bookingStatus: null }, false],
  ] as const)('%s holds %j: %s', (folder, facts, expected) => {
    expect(inFolder(folder, facts)).toBe(expected);
  });
});

describe('a recipient who is not online gets a mail', () => {
  it.each([
    [{ online: false, unreadBefore: 0 }, true],
    [{ online: false, unreadBefore: 2 }, false],
    [{ online: true, unreadBefore: 0 }, false],
  ])('%j: %s', (facts, expected) => {
    expect(shouldMailRecipient(facts)).toBe(expected);
  });
});
