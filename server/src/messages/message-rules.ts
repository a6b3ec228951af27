// Pure rules of the messages slice: who may read a thread, which folder a thread is in for a viewer, whether the
// recipient of a message gets a mail. (The per-user sending limit is counted in the database: identity/action-limits.ts.)
import type { MessageFolder } from '@rove/contract';

export interface ThreadParties {
  renter_id: number;
  owner_id: number;
}

/** The viewer's side of a thread, or null for anyone else (administrators read as a third party). */
export function threadRole(thread: ThreadParties, userId: number): 'renter' | 'owner' | null {
  if (thread.renter_id === userId) return 'renter';
  if (thread.owner_id === userId) return 'owner';
  return null;
}

/** "Only the two parties (and administrators) can read a thread." */
export function canReadThread(thread: ThreadParties, user: { id: number; roles: readonly string[] }): boolean {
  return threadRole(thread, user.id) !== null || user.roles.includes('administrator');
}

/** "Only the two parties can write": administrators read, they do not speak for a party. */
export function canWriteThread(thread: ThreadParties, userId: number): boolean {
  return threadRole(thread, userId) !== null;
}

export interface FolderFacts {
  kind: 'booking' | 'enquiry';
  archived: boolean;
  bookingStatus: string | null;
}

/**
 * messages: every thread not archived; messages/requests: booking requests awaiting the host's decision;
 * messages/enquiries: questions before booking; messages/archives: what the viewer archived.
 */
export function inFolder(folder: MessageFolder, facts: FolderFacts): boolean {
  if (folder === 'archives') return facts.archived;
  if (facts.archived) return false;
  if (folder === 'requests') return facts.kind === 'booking' && facts.bookingStatus === 'AwaitingOwnerApproval';
  if (folder === 'enquiries') return facts.kind === 'enquiry';
  return true;
}

/**
 * "A recipient who is not online gets a mail": not while one of their tabs holds the live channel, and once per
 * burst (only for the first message they have not read in that thread), so that a chat does not flood their mail.
 */
export function shouldMailRecipient(facts: { online: boolean; unreadBefore: number }): boolean {
  return !facts.online && facts.unreadBefore === 0;
}
