// Pure rules of the messages slice: who may read a thread, which folder a thread is in for a viewer, whether the
// recipient of a message gets a mail, and the per-user sending limit.
import { type MessageFolder, messageRateLimit } from '@rove/contract';
import { decideRateLimit, type RateLimitDecision } from '../identity/rate-limit.ts';

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

/** Per-user sending limit, in process: the times of each user's recent messages. */
export class MessageRateLimiter {
  readonly #sent = new Map<number, number[]>();
  readonly #clock: () => number;
  readonly #policy: { limit: number; windowSeconds: number };
  constructor(clock: () => number = Date.now, policy: { limit: number; windowSeconds: number } = messageRateLimit) {
    this.#clock = clock;
    this.#policy = policy;
  }

  /** Checks and, when allowed, counts one message. */
  take(userId: number): RateLimitDecision {
    const now = this.#clock();
    const recent = (this.#sent.get(userId) ?? []).filter((time) => time > now - this.#policy.windowSeconds * 1000);
    const decision = decideRateLimit(recent, now, this.#policy);
    if (decision.allowed) recent.push(now);
    this.#sent.set(userId, recent);
    return decision;
  }
}
